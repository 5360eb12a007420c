/// One field of a voice form, as a form description declares it.
///
/// The field only describes; its value lives with the app (see ``VoiceForm``), so the same
/// description can back several forms or be stored as JSON.
public struct FormField: Sendable, Equatable, Identifiable {
    /// The key the value is submitted under.
    public var id: String
    /// The name shown above the field once it has a value.
    public var label: String
    /// What the empty field shows.
    public var placeholder: String
    /// What the field holds.
    public var kind: FieldKind
    /// The checks its value must pass, each with the message shown when it fails.
    public var rules: [FieldRule]
    /// The value the form starts with.
    public var initialValue: String
    /// Words and names this field's answers are likely to hold, spelled as they should be written.
    public var words: [String]

    /// A field with every property given; the placeholder defaults to the label.
    public init(
        id: String, label: String, placeholder: String? = nil, kind: FieldKind = .text,
        rules: [FieldRule] = [], initialValue: String = "", words: [String] = []
    ) {
        self.id = id
        self.label = label
        self.placeholder = placeholder ?? label
        self.kind = kind
        self.rules = rules
        self.initialValue = initialValue
        self.words = words
    }

    /// What the recogniser is shown while this field records: its own words, and a choice's
    /// choices, which are what a person says to it.
    public var vocabulary: [String] {
        if case .choice(let choices) = kind { return words + choices }
        return words
    }

    /// Whether a value must be given before the form can be submitted.
    public var isRequired: Bool { rules.contains { $0.condition == .required } }
}
