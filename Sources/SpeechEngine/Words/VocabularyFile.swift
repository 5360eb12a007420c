/// A vocabulary as a person keeps it: one word or phrase a line, `#` starting a comment line.
/// Changes keep the person's comments and order.
public struct VocabularyFile: Sendable, Equatable {
    public private(set) var text: String

    public init(text: String) { self.text = text }

    /// The entries, as the engine is given them.
    public var vocabulary: Vocabulary { Vocabulary(lines.compactMap(Self.entry)) }

    /// Adds `entry` at the end unless it is there in any case; whether it was added.
    public mutating func add(_ entry: String) -> Bool {
        guard let entry = Self.entry(entry), !vocabulary.contains(entry) else { return false }
        text += (text.isEmpty || text.hasSuffix("\n") ? "" : "\n") + entry + "\n"
        return true
    }

    /// Removes the lines holding `entry`, in any case; whether there was one.
    public mutating func remove(_ entry: String) -> Bool {
        guard let entry = Self.entry(entry) else { return false }
        let kept = lines.filter { Self.entry($0)?.lowercased() != entry.lowercased() }
        guard kept.count < lines.count else { return false }
        text = kept.map { $0 + "\n" }.joined()
        return true
    }

    private var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast(text.hasSuffix("\n") ? 1 : 0)
    }

    /// The entry a line holds: its words single-spaced; `nil` for blank and comment lines.
    private static func entry(_ line: String) -> String? {
        let words = line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return words.isEmpty || words.hasPrefix("#") ? nil : words
    }
}

extension Vocabulary {
    /// Whether `entry` is one of the entries, in any case.
    public func contains(_ entry: String) -> Bool {
        entries.contains { $0.lowercased() == entry.lowercased() }
    }
}
