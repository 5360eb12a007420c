/// Text a command types, with how it sits against the text around it.
///
/// The rules are data rather than code so a table for another language (or another house style,
/// such as typographic quotes) can say how its own marks attach without touching the typing plan.
public struct Insertion: Sendable, Equatable {
    /// What is typed, such as `","` or `"\n"`.
    public var text: String
    /// No space before it: a comma or closing quote sits against the previous word.
    public var joinsPrevious: Bool
    /// No space after it: the next word sits against an opening quote or a hyphen.
    public var joinsNext: Bool
    /// Drops the punctuation whisper put at the end of the previous text first, so "Dear Anna.
    /// Comma." becomes "Dear Anna," and not "Dear Anna.,": the spoken mark is the one meant.
    public var replacesMark: Bool

    /// An insertion with its spacing spelled out, for marks the named shapes below do not cover.
    public init(_ text: String, joinsPrevious: Bool, joinsNext: Bool, replacesMark: Bool) {
        self.text = text
        self.joinsPrevious = joinsPrevious
        self.joinsNext = joinsNext
        self.replacesMark = replacesMark
    }

    /// A mark that ends a word or clause (comma, full stop), replacing whisper's own.
    public static func punctuation(_ text: String) -> Insertion {
        Insertion(text, joinsPrevious: true, joinsNext: false, replacesMark: true)
    }

    /// A line or paragraph break; whisper's mark before it stays, as the end of that line's text.
    public static func lineBreak(_ text: String) -> Insertion {
        Insertion(text, joinsPrevious: true, joinsNext: true, replacesMark: false)
    }

    /// A mark the next word sits against, such as an opening quote.
    public static func opening(_ text: String) -> Insertion {
        Insertion(text, joinsPrevious: false, joinsNext: true, replacesMark: false)
    }

    /// A mark that sits against the previous word and keeps whisper's mark inside it, such as a
    /// closing quote after "hello," giving `"hello,"`.
    public static func closing(_ text: String) -> Insertion {
        Insertion(text, joinsPrevious: true, joinsNext: false, replacesMark: false)
    }
}
