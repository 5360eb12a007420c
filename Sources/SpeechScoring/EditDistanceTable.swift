/// The full Levenshtein table between two word sequences: entry `[i, j]` is the fewest edits
/// turning the first `i` reference words into the first `j` hypothesis words. The whole table is
/// kept (not just two rows) because the backtrace needs it to split the edits by kind.
struct EditDistanceTable {
    private let width: Int
    private var cells: [Int]

    init(reference: [String], hypothesis: [String]) {
        width = hypothesis.count + 1
        cells = [Int](repeating: 0, count: (reference.count + 1) * width)
        for j in 0...hypothesis.count { cells[j] = j }
        for i in 1..<(reference.count + 1) {
            cells[i * width] = i
            for j in 1..<width {
                let diagonal = cells[(i - 1) * width + j - 1] + (reference[i - 1] == hypothesis[j - 1] ? 0 : 1)
                cells[i * width + j] = min(diagonal, cells[(i - 1) * width + j] + 1, cells[i * width + j - 1] + 1)
            }
        }
    }

    subscript(i: Int, j: Int) -> Int { cells[i * width + j] }
}
