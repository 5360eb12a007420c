import Testing
import TextOutput
import TestSupport

/// Replays random sessions (pieces settling one by one, tentative tails that whisper keeps
/// revising) into a field that already holds text, and checks what the field ends up holding.
@Suite(.ownThread) struct TentativeReplayTests {
    private static let words = [
        "hello", "world", "Anna", "café", "naïve", "résumé", "—", "“quoted”", "👍🏽", "e\u{301}t\u{e9}",
        "ice", "cream", "I", "scream", "über", "déjà", "vu", "again",
    ]
    private static let commands = ["New line.", "New paragraph.", "Comma.", "Scratch that.", "Open quote.", "Close quote."]

    @Test(arguments: 0..<40)
    func fieldEndsWithExactlyTheSettledText(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let pieces = randomPieces(commandsToo: true, using: &random)
        var plan = TypingPlan(typesTentative: true)
        var field = TextBuffer("Before: ")
        for update in randomSession(pieces, using: &random) {
            field.apply(plan.update(segments: update.segments, tentative: update.tentative))
            #expect(field.text == "Before: " + plan.text)
        }
        field.apply(plan.update(segments: pieces, tentative: ""))
        #expect(field.text == "Before: " + typed(pieces))
    }

    @Test(arguments: 0..<40)
    func settledWordsAreNeverErased(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let pieces = randomPieces(commandsToo: false, using: &random)
        var plan = TypingPlan(typesTentative: true)
        var settledOnly = TypingPlan()
        for update in randomSession(pieces, using: &random) {
            let before = plan.text.count
            let settledBefore = settledOnly.text.count
            let edits = plan.update(segments: update.segments, tentative: update.tentative)
            _ = settledOnly.update(segments: update.segments, tentative: update.tentative)
            let erased = edits.reduce(0) { if case .erase(let count) = $1 { $0 + count } else { $0 } }
            #expect(before - erased >= settledBefore)
            #expect(plan.text.hasPrefix(settledOnly.text))
        }
    }

    private func randomPieces(commandsToo: Bool, using random: inout SplitMix) -> [String] {
        (0..<Int.random(in: 1...8, using: &random)).map { _ in
            if commandsToo, Int.random(in: 0..<4, using: &random) == 0 {
                return Self.commands.randomElement(using: &random)!
            }
            let count = Int.random(in: 1...4, using: &random)
            let words = (0..<count).map { _ in Self.words.randomElement(using: &random)! }
            return words.joined(separator: " ") + [".", ",", "?", "!", "…", ""].randomElement(using: &random)!
        }
    }

    /// Updates as a session sends them: before each piece settles, a few tentative guesses at it
    /// (a beginning of it, sometimes with a misheard word, sometimes running into the next piece).
    private func randomSession(_ pieces: [String], using random: inout SplitMix) -> [(segments: [String], tentative: String)] {
        var updates: [(segments: [String], tentative: String)] = []
        for settledCount in 0...pieces.count {
            let upcoming = pieces.dropFirst(settledCount).joined(separator: " ").split(separator: " ").map(String.init)
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                var guess = Array(upcoming.prefix(Int.random(in: 0...upcoming.count, using: &random)))
                if !guess.isEmpty, Bool.random(using: &random) {
                    guess[Int.random(in: 0..<guess.count, using: &random)] = Self.words.randomElement(using: &random)!
                }
                updates.append((Array(pieces.prefix(settledCount)), guess.joined(separator: " ")))
            }
            updates.append((Array(pieces.prefix(settledCount)), ""))
        }
        return updates
    }
}

/// A seeded generator, so a failing session can be replayed from its seed.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
