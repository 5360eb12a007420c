/// A check on a field's value and the sentence shown under the field when the value fails it.
///
/// Rules combine by listing several on a field; the first one that fails gives the message.
public struct FieldRule: Sendable, Equatable {
    /// What is checked.
    public var condition: RuleCondition
    /// What the person reads when the check fails: say what to enter, not what went wrong.
    public var message: String

    /// A rule checking `condition`, failing with `message`.
    public init(_ condition: RuleCondition, message: String) {
        self.condition = condition
        self.message = message
    }
}

extension FieldKind {
    /// The check every value of this kind must pass, whatever rules the field lists, so a number
    /// field never submits words and a date field never submits something that is not a date.
    func implicitRule(label: String) -> FieldRule? {
        switch self {
        case .text, .phone: nil
        case .number: FieldRule(.pattern("-?[0-9]+"), message: "\(label) must be a number")
        case .email: FieldRule(.emailAddress, message: "Enter an email address such as name@example.com")
        case .date: FieldRule(.isoDate, message: "\(label) must be a date such as 2025-05-03")
        case .choice(let answers):
            FieldRule(.oneOf(answers), message: "Choose one of: " + answers.joined(separator: ", "))
        }
    }
}
