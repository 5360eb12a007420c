/// Puts back the shown words a pass missed: the words it heard and the words shown over the same
/// audio are aligned, and the shown words left between two aligned words where the pass heard
/// nothing are taken as a phrase it jumped over.
enum MissedWords {
    /// Seconds apart a shown word and a heard word may be said and still be the same word. Passes
    /// over the same audio time a word alike to a few tenths of a second; wider, and a common word
    /// ("the") would be matched with the same word said in the next phrase.
    static let sameWordDistance = 0.5

    /// `heard` with the shown words it missed put back where they were said. A run of at least
    /// `phrase` shown words with no heard word between the aligned words on either side is put
    /// back; so are the shown words before the first aligned word when `start` is set (the pass
    /// skipped its start) and after the last one when `end` is set (it stopped short).
    static func restoring(_ heard: [Word], from shown: [Word], phrase: Int, start: Bool, end: Bool) -> [Word] {
        let pairs = alignment(of: shown, with: heard)
        var words: [Word] = []
        var (nextShown, nextHeard) = (0, 0)
        for (index, pair) in (pairs + [(shown.count, heard.count)]).enumerated() {
            let missed = Array(shown[nextShown..<pair.0]), between = Array(heard[nextHeard..<pair.1])
            let isFirst = index == 0, isLast = index == pairs.count
            if isFirst && start {
                words += missed + between
            } else if isLast && end {
                words += between + missed
            } else {
                words += between.isEmpty && missed.count >= phrase && !(isFirst || isLast) ? missed : between
            }
            if pair.1 < heard.count { words.append(heard[pair.1]) }
            (nextShown, nextHeard) = (pair.0 + 1, pair.1 + 1)
        }
        return words
    }

    /// Indices of shown and heard words taken for the same word, in order: the most words whose
    /// keys agree and that were said within ``sameWordDistance`` of each other, and of those, the
    /// alignment whose words' ends or starts lie closest (whisper stretches one end of a word
    /// over audio it skipped, rarely both).
    static func alignment(of shown: [Word], with heard: [Word]) -> [(Int, Int)] {
        struct Score: Comparable {
            var matches = 0
            var distance = 0.0
            static func < (a: Score, b: Score) -> Bool {
                a.matches != b.matches ? a.matches < b.matches : a.distance > b.distance
            }
        }
        let (n, m) = (shown.count, heard.count)
        var best = Array(repeating: Array(repeating: Score(), count: m + 1), count: n + 1)
        func pairs(_ i: Int, _ j: Int) -> Score? {
            let (a, b) = (shown[i], heard[j])
            guard a.key == b.key, max(a.start - b.end, b.start - a.end, 0) <= sameWordDistance else { return nil }
            let next = best[i + 1][j + 1]
            return Score(matches: next.matches + 1, distance: next.distance + min(abs(a.start - b.start), abs(a.end - b.end)))
        }
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                best[i][j] = max(best[i + 1][j], best[i][j + 1], pairs(i, j) ?? Score())
            }
        }
        var result: [(Int, Int)] = []
        var (i, j) = (0, 0)
        while i < n && j < m {
            if let matched = pairs(i, j), matched == best[i][j] {
                result.append((i, j))
                (i, j) = (i + 1, j + 1)
            } else if best[i + 1][j] == best[i][j] {
                i += 1
            } else {
                j += 1
            }
        }
        return result
    }
}
