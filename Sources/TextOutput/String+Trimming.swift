extension StringProtocol {
    /// The text without leading or trailing spaces and line breaks, which whisper leaves around
    /// pieces and clauses but which the typing plan places itself.
    func trimmingWhitespace() -> String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return String(self[start..<end])
    }
}
