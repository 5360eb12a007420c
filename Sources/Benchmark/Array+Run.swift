extension Array where Element: Equatable {
    /// Whether `run` occurs in the array as consecutive elements: a phrase within a transcript's words.
    func containsRun(_ run: [Element]) -> Bool {
        guard run.count <= count else { return false }
        return (0...(count - run.count)).contains { start in self[start..<(start + run.count)].elementsEqual(run) }
    }
}
