/// Puts back the shown words a pass missed: the words it heard and the words shown over the same
/// audio are aligned, and the shown words left between two aligned words where the pass heard
/// nothing are taken as a phrase it jumped over.
enum MissedWords {
    /// Whether `heard` jumped over a phrase of `shown`: shown words in a row that align with none
    /// of `heard` and hold at least `phrase` words the shown words around them do not
    /// (``isPhrase(_:of:words:)``), where `heard` has no words of its own between the aligned words
    /// on either side of them (or before the first, for a pass that skipped its start). A phrase
    /// heard differently leaves heard words in its place.
    static func skipsPhrase(of shown: [Word], heard: [Word], phrase: Int) -> Bool {
        regions(of: shown, with: heard).dropLast().contains { $0.between.isEmpty && isPhrase($0.missed, of: shown, words: phrase) }
    }

    /// Whether `heard` stopped before a phrase of `shown`: the shown words after its last aligned
    /// word, with no heard word after that word, are a phrase (``isPhrase(_:of:words:)``). For a
    /// pass whose times were lost (``DecodedSegment/lostTime``) only: with times, the policy tells
    /// a pass that stopped short by where its last word ends.
    static func stopsShort(of shown: [Word], heard: [Word], phrase: Int) -> Bool {
        guard let last = regions(of: shown, with: heard).last else { return false }
        return last.between.isEmpty && isPhrase(last.missed, of: shown, words: phrase)
    }

    /// Shown words on either side of a run that its words are compared with.
    static let context = 8

    /// Whether `run`, shown words in a row that a pass did not hear, is a phrase: at least `words`
    /// different words that the ``context`` shown words on either side of it do not also hold. A
    /// live pass that looped ("I am sitting in a room. I'm just sitting in a room different…") or
    /// wrote out a stutter ("until the... or... or... the resonant") shows words a later pass
    /// rightly leaves out, and they repeat the words around them.
    static func isPhrase(_ run: ArraySlice<Word>, of shown: [Word], words: Int) -> Bool {
        let around = shown[max(0, run.startIndex - context)..<run.startIndex] + shown[run.endIndex..<min(shown.count, run.endIndex + context)]
        return Set(run.map(\.key)).subtracting(around.map(\.key)).count >= words
    }

    /// `heard` with the shown words it missed put back where they were said: every phrase it
    /// jumped over (``skipsPhrase(of:heard:phrase:)``), the shown words before its first aligned
    /// word when `start` is set (it skipped its start) and those after its last aligned word when
    /// `end` is set (it stopped short).
    static func restoring(_ heard: [Word], from shown: [Word], phrase: Int, start: Bool, end: Bool) -> [Word] {
        let regions = regions(of: shown, with: heard)
        return regions.enumerated().flatMap { index, region -> [Word] in
            let isLast = index == regions.count - 1
            let words: [Word]
            if isLast && end {
                words = region.between + region.missed
            } else if index == 0 && start {
                words = region.missed + region.between
            } else {
                words = !isLast && region.between.isEmpty && isPhrase(region.missed, of: shown, words: phrase) ? Array(region.missed) : region.between
            }
            return words + (region.aligned.map { [$0] } ?? [])
        }
    }

    /// The stretches between aligned words: the shown words and the heard words there, and the
    /// heard word that closes the stretch (none for the last, after every aligned word).
    static func regions(of shown: [Word], with heard: [Word]) -> [(missed: ArraySlice<Word>, between: [Word], aligned: Word?)] {
        var (nextShown, nextHeard) = (0, 0)
        return (alignment(of: shown, with: heard) + [(shown.count, heard.count)]).map { pair in
            defer { (nextShown, nextHeard) = (pair.0 + 1, pair.1 + 1) }
            return (shown[nextShown..<pair.0], Array(heard[nextHeard..<pair.1]), pair.1 < heard.count ? heard[pair.1] : nil)
        }
    }

    /// Indices of shown and heard words taken for the same word, in order: the most words whose
    /// keys agree; of those, the alignment broken the fewest times by words left out on either
    /// side (a pass that jumped over a phrase breaks it once, where it jumped, while a common word
    /// such as "the" matched in the wrong phrase breaks it twice); then the one whose words lie
    /// closest in time. A word's distance is that of its start or of its end, whichever is
    /// smaller, since whisper stretches one end of a word over audio it skipped.
    static func alignment(of shown: [Word], with heard: [Word]) -> [(Int, Int)] {
        struct Score: Comparable {
            var matches = 0
            var breaks = 0
            var distance = 0.0
            static func < (a: Score, b: Score) -> Bool {
                if a.matches != b.matches { return a.matches < b.matches }
                if a.breaks != b.breaks { return a.breaks > b.breaks }
                return a.distance > b.distance
            }
        }
        let pairs = shown.indices.flatMap { i in heard.indices.filter { shown[i].key == heard[$0].key }.map { (i, $0) } }
        let distance = pairs.map { i, j in min(abs(heard[j].start - shown[i].start), abs(heard[j].end - shown[i].end)) }
        // The best chain of aligned pairs starting at each pair, and the pair after it.
        var best = [Score](repeating: Score(), count: pairs.count)
        var next = [Int?](repeating: nil, count: pairs.count)
        for p in pairs.indices.reversed() {
            best[p] = Score(matches: 1, breaks: 0, distance: distance[p])
            for q in (p + 1)..<pairs.count where pairs[q].0 > pairs[p].0 && pairs[q].1 > pairs[p].1 {
                let adjacent = pairs[q].0 == pairs[p].0 + 1 && pairs[q].1 == pairs[p].1 + 1
                let chained = Score(matches: best[q].matches + 1, breaks: best[q].breaks + (adjacent ? 0 : 1),
                                    distance: best[q].distance + distance[p])
                if chained > best[p] { (best[p], next[p]) = (chained, q) }
            }
        }
        var chain: [(Int, Int)] = []
        var current = pairs.indices.max { best[$0] < best[$1] }
        while let p = current {
            chain.append(pairs[p])
            current = next[p]
        }
        return chain
    }
}
