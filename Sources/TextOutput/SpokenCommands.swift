/// The phrases that act instead of being typed, for one language.
///
/// whisper writes a spoken command as words with its own case and punctuation around them ("New
/// line.", "new-line,", "Scratch that!"), so phrases are matched on their letters and digits alone,
/// and only when a phrase is a whole clause: the whole piece, or text between clause marks.
public struct SpokenCommands: Sendable, Equatable {
    private let table: [String: SpokenCommand]

    /// A table from phrases (any case, spacing or hyphenation) to what they do. A phrase given
    /// twice in different spellings keeps the last.
    public init(_ phrases: [String: SpokenCommand]) {
        table = Dictionary(phrases.map { (Self.key($0.key), $0.value) }, uniquingKeysWith: { $1 })
    }

    /// No commands: every word is typed, for `--no-commands` and languages without a table.
    public static let none = SpokenCommands([:])

    /// The command a clause stands for, ignoring case, spaces, hyphens and punctuation; `nil` when
    /// the clause is words to type.
    public func command(for clause: some StringProtocol) -> SpokenCommand? {
        table.isEmpty ? nil : table[Self.key(clause)]
    }

    /// Splits a settled piece into the words to type and the commands spoken between them.
    ///
    /// whisper's mark that ends the clause before a command stays with that text (an insertion may
    /// replace it); the marks that wrap a command itself are dropped with it.
    public func parts(of piece: String) -> [DictatedPart] {
        var parts: [DictatedPart] = []
        var words = ""
        func endWords() {
            let trimmed = words.trimmingWhitespace()
            if !trimmed.isEmpty { parts.append(.text(trimmed)) }
            words = ""
        }
        for clause in clauses(of: piece) {
            if let command = command(for: clause) {
                endWords()
                parts.append(.command(command))
            } else {
                words += clause
            }
        }
        endWords()
        return parts
    }

    /// The form phrases are compared in: lowercase letters and digits only, so "New-line.",
    /// "newline" and " new line…" are one phrase.
    private static func key(_ phrase: some StringProtocol) -> String {
        String(phrase.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
