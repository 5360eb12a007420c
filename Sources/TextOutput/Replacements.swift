/// A person's own spellings: `from → to` pairs applied to settled text, whole words at a time.
///
/// Matching ignores case and the punctuation whisper puts around words ("Postgres," matches
/// "postgres"); the punctuation stays. The replacement is written as given, except that an
/// all-lowercase one takes a capital where the heard words began with one, so a rule meant for the
/// middle of a sentence still reads right at its start. A source may be several words ("at sign"),
/// which then must follow each other with nothing but spaces between them. Where sources overlap,
/// the longest wins; replaced text is not searched again, so rules never chain.
public struct Replacements: Sendable, Equatable {
    /// One pair: the words as whisper writes them, and what to put in their place.
    public struct Rule: Sendable, Equatable {
        public let from: String
        public let to: String

        public init(from: String, to: String) {
            self.from = from
            self.to = to
        }

        /// The source's words in the form they are compared in.
        fileprivate var words: [String] { from.split(whereSeparator: \.isWhitespace).map { $0.lowercased() } }
    }

    /// The rules in the order given; a later rule for the same source replaces an earlier one.
    public let rules: [Rule]
    /// The rules by their source's words, longest source first.
    private let ordered: [(words: [String], to: String)]

    public init(_ rules: [Rule]) {
        var latest: [[String]: Int] = [:]
        for (index, rule) in rules.enumerated() where !rule.words.isEmpty { latest[rule.words] = index }
        let kept = rules.indices.filter { latest[rules[$0].words] == $0 }
        self.rules = kept.map { rules[$0] }
        ordered = self.rules.map { ($0.words, $0.to) }.sorted { $0.words.count > $1.words.count }
    }

    public static let none = Replacements([])

    public var isEmpty: Bool { rules.isEmpty }

    public static func == (left: Replacements, right: Replacements) -> Bool { left.rules == right.rules }

    /// `text` with every rule applied.
    public func apply(to text: String) -> String {
        guard !ordered.isEmpty else { return text }
        let tokens = Token.split(text)
        var result = ""
        var index = 0
        while index < tokens.count {
            if let (rule, count) = match(at: index, in: tokens) {
                let first = tokens[index], last = tokens[index + count - 1]
                result += first.space + first.leading + Self.cased(rule.to, like: first.core) + last.trailing
                index += count
            } else {
                result += tokens[index].text
                index += 1
            }
        }
        return result + (tokens.last?.after ?? "")
    }

    /// `piece` with every rule applied to its words, leaving alone the clauses that are spoken
    /// commands, so that no rule can keep "scratch that" or "new line" from acting.
    public func apply(to piece: String, sparing commands: SpokenCommands) -> String {
        guard !ordered.isEmpty else { return piece }
        return clauses(of: piece).map { commands.command(for: $0) == nil ? apply(to: String($0)) : String($0) }.joined()
    }

    private func match(at index: Int, in tokens: [Token]) -> ((words: [String], to: String), Int)? {
        for rule in ordered where index + rule.words.count <= tokens.count {
            let candidates = tokens[index..<(index + rule.words.count)]
            let fits = zip(candidates.indices, rule.words).allSatisfy { position, word in
                let token = tokens[position]
                // Inside a multi-word source, punctuation ends the match: "at, sign" is two clauses.
                return token.core.lowercased() == word
                    && (position == index || token.leading.isEmpty)
                    && (position == candidates.indices.last || token.trailing.isEmpty)
            }
            if fits { return (rule, rule.words.count) }
        }
        return nil
    }

    private static func cased(_ replacement: String, like heard: String) -> String {
        guard let first = heard.first, first.isUppercase, replacement == replacement.lowercased() else { return replacement }
        return replacement.prefix(1).uppercased() + replacement.dropFirst()
    }
}

/// A word of text with the spaces before it and the punctuation around it.
private struct Token {
    var space: String
    var leading: String
    var core: String
    var trailing: String
    /// Spaces after the last word of the text.
    var after = ""

    var text: String { space + leading + core + trailing }

    /// Splits `text` into words; the tokens' texts joined, followed by the last one's `after`, are `text`.
    static func split(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            let space = rest.prefix(while: \.isWhitespace)
            rest = rest.dropFirst(space.count)
            let word = rest.prefix(while: { !$0.isWhitespace })
            rest = rest.dropFirst(word.count)
            guard !word.isEmpty else {
                if tokens.isEmpty { tokens.append(Token(space: "", leading: "", core: "", trailing: "")) }
                tokens[tokens.count - 1].after = String(space)
                break
            }
            let isWordCharacter: (Character) -> Bool = { $0.isLetter || $0.isNumber }
            let leading = word.prefix(while: { !isWordCharacter($0) })
            let body = word.dropFirst(leading.count)
            let trailingCount = body.reversed().prefix(while: { !isWordCharacter($0) }).count
            tokens.append(Token(space: String(space), leading: String(leading), core: String(body.dropLast(trailingCount)),
                                trailing: String(body.suffix(trailingCount))))
        }
        return tokens
    }
}
