/// A line of a replacements file that is not a pair.
public struct ReplacementsFileError: Error, Equatable, CustomStringConvertible {
    /// The line's number, from 1.
    public let line: Int
    public let text: String
    public let problem: String

    public var description: String {
        "line \(line) (\"\(text)\"): \(problem); a line is FROM -> TO, or a # comment"
    }
}

extension Replacements {
    /// What stands between a source and its replacement on a line of the file. An arrow rather
    /// than `=` or a tab, so a replacement may hold either and the file reads the same in any editor.
    public static let separator = " -> "

    /// Reads the text of a replacements file: a `FROM -> TO` pair a line; blank lines and lines
    /// starting with `#` are skipped. Spaces around either side are dropped.
    public init(parsing text: String) throws(ReplacementsFileError) {
        var rules: [Rule] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let arrow = line.firstRange(of: Self.separator) ?? line.firstRange(of: "->") else {
                throw ReplacementsFileError(line: index + 1, text: line, problem: "no \"->\" between the words and their replacement")
            }
            let rule = Rule(from: line[..<arrow.lowerBound].trimmingWhitespace(), to: line[arrow.upperBound...].trimmingWhitespace())
            if rule.from.isEmpty { throw ReplacementsFileError(line: index + 1, text: line, problem: "nothing to replace before \"->\"") }
            if rule.to.isEmpty { throw ReplacementsFileError(line: index + 1, text: line, problem: "no replacement after \"->\"") }
            rules.append(rule)
        }
        self.init(rules)
    }
}

/// The text of a replacements file, changed a rule at a time: comments and the other lines stay
/// as the person wrote them.
public struct ReplacementsFile: Sendable, Equatable {
    public private(set) var text: String

    public init(text: String) {
        self.text = text
    }

    /// The rules the file holds.
    public func replacements() throws(ReplacementsFileError) -> Replacements {
        try Replacements(parsing: text)
    }

    /// Puts `rule` in place of any rule for the same words, or at the end.
    public mutating func set(_ rule: Replacements.Rule) {
        let line = rule.from + Replacements.separator + rule.to
        var lines = self.lines
        if let index = lines.firstIndex(where: { Self.source(of: $0) == Self.key(rule.from) }) {
            lines[index] = line
            lines.removeAll { Self.source(of: $0) == Self.key(rule.from) && $0 != line }
        } else {
            lines.append(line)
        }
        text = lines.map { $0 + "\n" }.joined()
    }

    /// Drops the rules for `from`'s words; returns whether there was one.
    public mutating func remove(_ from: String) -> Bool {
        let before = lines
        let after = before.filter { Self.source(of: $0) != Self.key(from) }
        text = after.map { $0 + "\n" }.joined()
        return after.count < before.count
    }

    private var lines: [String] {
        Array(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).reversed().drop(while: \.isEmpty).reversed())
    }

    /// The source words of a rule line in the form they are compared in; `nil` for other lines.
    private static func source(of line: String) -> [String]? {
        let trimmed = line.trimmingWhitespace()
        guard !trimmed.hasPrefix("#"), let arrow = trimmed.firstRange(of: "->") else { return nil }
        return key(trimmed[..<arrow.lowerBound])
    }

    private static func key(_ words: some StringProtocol) -> [String] {
        words.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
    }
}
