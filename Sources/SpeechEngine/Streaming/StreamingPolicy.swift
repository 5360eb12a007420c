import Foundation

/// When to decode, what to settle and which audio to forget: live decoding as a pure state machine.
///
/// Samples go in through ``ingest(_:)``; ``nextPass(finishing:)`` says whether a decoding pass is
/// due and over which audio; ``complete(_:segments:)`` takes the pass's result and updates the
/// transcript. Nothing here touches a model, a clock or a thread, so tests drive it with made-up
/// passes. The policy:
///
/// - The window is the audio not yet settled. While someone speaks, it is re-decoded every
///   ``StreamingConfiguration/step`` seconds of new audio. Silence costs nothing: without a voiced
///   frame in the window there is no pass, and old silence beyond the pre-roll is dropped.
/// - Local agreement: words that two consecutive passes agree on, from the start of the unsettled
///   text, are settled. Settled text never changes.
/// - Settled words stay in the window (the next pass hears them again and they are matched off
///   the front of its words) until a pause empties it. Only a window that outgrows
///   ``StreamingConfiguration/maximumWindow`` is cut after its last settled word: whisper's word
///   times are rough, and a cut in the middle of speech can split or repeat a word.
/// - A pause after speech (``StreamingConfiguration/pauseToSettle``) or the end of the session runs a
///   final pass that settles everything pending and empties the window.
struct StreamingPolicy: Sendable {
    static let sampleRate = 16_000

    /// A decoding pass to run.
    struct Pass: Sendable, Equatable {
        /// 16 kHz samples to decode.
        var audio: [Float]
        /// Absolute sample index of `audio`'s first sample.
        var start: Int
        /// The prompt: settled text before the window.
        var prompt: String
        /// whisper.cpp `audio_ctx` for this window, or 0 for the full context.
        var audioContext: Int
        /// Whether this pass settles everything it hears.
        var isFinal: Bool
        /// Seconds of voiced audio in the window.
        var voicedSeconds: Double

        var end: Int { start + audio.count }
        var seconds: Double { Double(audio.count) / Double(StreamingPolicy.sampleRate) }
    }

    let configuration: StreamingConfiguration
    private var detector = VoiceActivityDetector()

    private var window: [Float] = []
    private var windowStart = 0
    /// One voice decision per 20 ms frame of `window`, from its start.
    private var voiced: [Bool] = []
    private var lastPassEnd = 0
    private var previous: [Word] = []
    private var settledInWindow: [Word] = []

    /// Text that will not change.
    private(set) var segments: [Segment] = []
    /// The latest unsettled words.
    private(set) var tentative: [Word] = []

    init(configuration: StreamingConfiguration = StreamingConfiguration()) {
        self.configuration = configuration
        detector.margin = configuration.voiceMargin
        detector.absoluteThreshold = configuration.voiceThreshold
    }

    /// Samples heard so far in the session.
    var heard: Int { windowStart + window.count }

    /// The transcript as it stands.
    var transcript: Transcript {
        Transcript(segments: segments, tentative: tentative.map(\.text).joined(separator: " "))
    }

    /// Whether there is unsettled speech a final pass would decode.
    var hasPendingSpeech: Bool { voiced.contains(true) }

    /// Whether the detector heard speech in the latest frames.
    var isSpeaking: Bool { detector.isSpeaking }

    mutating func ingest(_ samples: [Float]) {
        window.append(contentsOf: samples)
        voiced.append(contentsOf: detector.process(samples))
        if !hasPendingSpeech { dropSilence() }
    }

    /// The pass due now, if any. `finishing` asks for the final pass of the session.
    func nextPass(finishing: Bool = false) -> Pass? {
        guard hasPendingSpeech else { return nil }
        let rate = Self.sampleRate
        let lastVoiced = (voiced.lastIndex(of: true) ?? 0) + 1
        let quietFrames = voiced.count - lastVoiced
        let paused = Double(quietFrames * VoiceActivityDetector.frameLength) >= configuration.pauseToSettle * Double(rate)
        if finishing || paused { return pass(isFinal: true) }
        guard Double(heard - lastPassEnd) >= configuration.step * Double(rate) else { return nil }
        return pass(isFinal: false)
    }

    private func pass(isFinal: Bool) -> Pass {
        let seconds = Double(window.count) / Double(Self.sampleRate)
        // The encoder sees 50 frames a second; a second of margin, rounded up to whole blocks of 64.
        let context = configuration.sizeAudioContext ? min(1_500, Int(((seconds + 1) * 50 / 64).rounded(.up)) * 64) : 0
        let settledBefore = segments.map(\.text).joined(separator: " ").dropLast(settledText(settledInWindow).count)
        return Pass(
            audio: window, start: windowStart,
            prompt: String(settledBefore.suffix(configuration.promptCharacters)).trimmingCharacters(in: .whitespaces),
            audioContext: context, isFinal: isFinal,
            voicedSeconds: Double(voiced.filter { $0 }.count * VoiceActivityDetector.frameLength) / Double(Self.sampleRate))
    }

    /// Takes in what a pass heard. Returns whether the transcript changed.
    @discardableResult
    mutating func complete(_ pass: Pass, segments decoded: [DecodedSegment]) -> Bool {
        let before = transcript
        lastPassEnd = max(lastPassEnd, pass.end)
        let offset = Double(pass.start) / Double(Self.sampleRate)
        let heardWords = HallucinationFilter.filter(Word.words(from: decoded, offset: offset), voicedSeconds: pass.voicedSeconds)
        let unsettled = Self.collapsingRepeats(removingSettled(from: heardWords))
        let fresh = isEcho(unsettled) ? [] : Self.capped(unsettled, seconds: Double(pass.audio.count) / Double(Self.sampleRate))

        if pass.isFinal {
            settle(fresh)
            tentative = []
            previous = []
            settledInWindow = []
            cut(at: pass.end)
        } else {
            let agreed = zip(previous, fresh).prefix { $0.key == $1.key }.count
            settle(Array(fresh.prefix(agreed)))
            settledInWindow += fresh.prefix(agreed)
            tentative = Array(fresh.dropFirst(agreed))
            previous = tentative
            cutAfterSettledText()
        }
        return transcript != before
    }

    /// The heard words that follow the settled text still in the window.
    ///
    /// A pass hears the settled words again at its start, not always the same way ("meeting" one
    /// pass, "leading" the next, a word dropped or split). The prefix of the heard words that is
    /// closest to the settled words by edit distance is taken to be them and dropped.
    private func removingSettled(from words: [Word]) -> [Word] {
        guard !settledInWindow.isEmpty else { return words }
        let settled = settledInWindow.map(\.key), heard = words.map(\.key)
        // row[p]: the edit distance between the settled words seen so far and heard[0..<p].
        var row = Array(0...heard.count)
        for (i, word) in settled.enumerated() {
            var diagonal = row[0]
            row[0] = i + 1
            for p in 1...max(heard.count, 1) where p <= heard.count {
                let substitution = diagonal + (word == heard[p - 1] ? 0 : 1)
                diagonal = row[p]
                row[p] = min(substitution, row[p] + 1, row[p - 1] + 1)
            }
        }
        // The best prefix; among equals, the one whose length is nearest the settled count.
        let best = row.indices.min { ($0 == $1) ? false
            : (row[$0], abs($0 - settled.count)) < (row[$1], abs($1 - settled.count)) } ?? 0
        return Array(words.dropFirst(best))
    }

    /// Whether `words` only repeat the end of the settled text: what whisper says over a window
    /// that holds the silence after a sentence, not new speech.
    private func isEcho(_ words: [Word]) -> Bool {
        guard words.count >= 2 else { return false }
        let settled = segments.flatMap { $0.text.split(separator: " ") }.map { Word(text: String($0), start: 0, end: 0).key }
        return settled.count >= words.count && Array(settled.suffix(words.count)) == words.map(\.key)
    }

    /// Whisper sometimes loops: "two two two", or a sentence said twice. A run of words repeated
    /// back to back is kept once (single words only when three or more times, since "had had" is English).
    static func collapsingRepeats(_ words: [Word]) -> [Word] {
        var words = words
        var start = 0
        // Single words: a run of three or more becomes one.
        while start < words.count {
            var end = start + 1
            while end < words.count, words[end].key == words[start].key { end += 1 }
            if end - start >= 3 { words.removeSubrange(start + 1..<end) }
            start += 1
        }
        // Longer runs: a sequence followed at once by itself loses the copy.
        for length in stride(from: min(words.count / 2, 12), through: 2, by: -1) {
            start = 0
            while start + 2 * length <= words.count {
                if words[start..<start + length].map(\.key) == words[start + length..<start + 2 * length].map(\.key) {
                    words.removeSubrange(start + length..<start + 2 * length)
                } else {
                    start += 1
                }
            }
        }
        return words
    }

    /// A pass that hears more than five words a second of audio is looping, not listening.
    private static func capped(_ words: [Word], seconds: Double) -> [Word] {
        Array(words.prefix(Int(seconds * 5) + 2))
    }

    private mutating func settle(_ words: [Word]) {
        guard let first = words.first, let last = words.last else { return }
        segments.append(Segment(text: settledText(words), start: first.start, end: last.end))
    }

    private func settledText(_ words: [Word]) -> String { words.map(\.text).joined(separator: " ") }

    /// A window that is too long loses the audio of its settled words, or, with none, is settled whole.
    private mutating func cutAfterSettledText() {
        guard Double(window.count) > configuration.maximumWindow * Double(Self.sampleRate) else { return }
        guard let boundary = settledInWindow.last else { return forceSettle() }
        let cutIndex = Int(boundary.end * Double(Self.sampleRate))
        settledInWindow.removeAll { $0.end <= boundary.end }
        cut(at: cutIndex)
    }

    /// Settles the unsettled words as they stand, when a final pass could not finish in time.
    mutating func settleTentative() {
        forceSettle()
    }

    /// A window at its limit with nothing agreed: settle what the last pass heard.
    private mutating func forceSettle() {
        settle(tentative)
        tentative = []
        previous = []
        settledInWindow = []
        cut(at: lastPassEnd)
    }

    /// Forgets the audio before absolute sample `index`, on a frame boundary.
    private mutating func cut(at index: Int) {
        let frames = min(max(index - windowStart, 0) / VoiceActivityDetector.frameLength, voiced.count)
        let samples = frames * VoiceActivityDetector.frameLength
        window.removeFirst(min(samples, window.count))
        voiced.removeFirst(frames)
        windowStart += samples
        lastPassEnd = max(lastPassEnd, windowStart)
    }

    /// Keeps only the pre-roll of a window without speech.
    private mutating func dropSilence() {
        let keep = Int(configuration.preRoll * Double(Self.sampleRate))
        let excess = window.count - keep
        if excess >= VoiceActivityDetector.frameLength { cut(at: windowStart + excess) }
    }
}
