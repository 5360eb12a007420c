import Foundation

extension Transcription {
    /// Plays `text` word by word, as if someone were saying it, with a level that moves with each word.
    ///
    /// Words arrive at `wordsPerSecond` on `clock`; each is tentative for one beat, then settled.
    /// Level readings come every 50 ms, loud while a word is "spoken" and quiet between words.
    /// ``SessionControl/finish()`` settles what was said so far and ends the stream; the session also
    /// ends after the last word or at `maxDuration`, whichever comes first. Access is always allowed.
    public static func scripted(
        _ text: String,
        wordsPerSecond: Double = 3,
        maxDuration: Duration = defaultMaxDuration,
        clock: any Clock<Duration> = ContinuousClock()
    ) -> Transcription {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let wordDuration = Duration.seconds(1 / max(wordsPerSecond, 0.01))
        return Transcription(
            access: { .allowed },
            requestAccess: { .allowed },
            start: { control in
                AsyncThrowingStream(bufferingPolicy: .bufferingNewest(64)) { continuation in
                    let task = Task {
                        await ScriptedPlayer(
                            words: words, wordDuration: wordDuration, maxDuration: maxDuration, clock: clock
                        ).play(control: control, into: continuation)
                    }
                    continuation.onTermination = { _ in task.cancel() }
                }
            }
        )
    }

    /// A scripted transcription for previews: a short dictated message.
    public static let sample = Transcription.scripted(
        "Running about ten minutes late, save me a seat and order the soup for me please."
    )
}

/// The scripted session's timeline, kept apart from the factory so its steps read in order.
private struct ScriptedPlayer {
    let words: [String]
    let wordDuration: Duration
    let maxDuration: Duration
    let clock: any Clock<Duration>

    static let levelInterval = Duration.milliseconds(50)

    func play(control: SessionControl, into continuation: AsyncThrowingStream<Update, Error>.Continuation) async {
        var spoken = 0
        var elapsed = Duration.zero
        var sinceWord = Duration.zero
        while spoken < words.count, elapsed < maxDuration, control.request != .finish {
            do { try await clock.sleep(for: Self.levelInterval) } catch { continuation.finish(); return }
            if control.request == .pause { continue }
            elapsed += Self.levelInterval
            sinceWord += Self.levelInterval
            if sinceWord >= wordDuration {
                sinceWord = .zero
                spoken += 1
                continuation.yield(Update(transcript: transcript(spoken: spoken, final: false)))
            }
            let phase = Double(sinceWord / wordDuration)
            continuation.yield(Update(level: Float(0.25 + 0.6 * sin(Double.pi * phase))))
        }
        continuation.yield(Update(transcript: transcript(spoken: spoken, final: true), level: 0))
        continuation.finish()
    }

    /// Every word but the newest is settled; on the final update all are.
    private func transcript(spoken: Int, final: Bool) -> Transcript {
        let settledCount = final ? spoken : max(spoken - 1, 0)
        let seconds = wordDuration / .seconds(1)
        let segments = (0..<settledCount).map { index in
            Segment(text: words[index], start: Double(index) * seconds, end: Double(index + 1) * seconds)
        }
        let tentative = final ? "" : words[settledCount..<spoken].joined(separator: " ")
        return Transcript(segments: segments, tentative: tentative)
    }
}
