/// The key that talks into the focused field (`dictate form --talk-key`). Space by default; a
/// function key frees Space for typing spaces into text fields.
struct TalkKey: Sendable, Equatable {
    /// The key as the terminal reports its press.
    let key: Key
    /// The key's name in the footer and in messages.
    let name: String

    /// Space, the default.
    static let space = TalkKey(key: .character(" "), name: "Space")

    /// The names `--talk-key` accepts. F2 and F3 are left out: they change the language.
    static let choices = ["space"] + [1, 4, 5, 6, 7, 8, 9, 10, 11, 12].map { "f\($0)" }

    private init(key: Key, name: String) {
        self.key = key
        self.name = name
    }

    /// The key `text` names (any case), or `nil` when it is not one of ``choices``.
    init?(_ text: String) {
        let lowered = text.lowercased()
        guard Self.choices.contains(lowered) else { return nil }
        if lowered == "space" {
            self = .space
        } else {
            guard let number = Int(lowered.dropFirst()) else { return nil }
            self.init(key: .function(number), name: "F\(number)")
        }
    }
}
