import Testing
import TestSupport
@testable import SpeechEngine

/// The policy on a session's voice decisions: one gate runs on the capture thread, and its
/// decisions travel with the samples, through a ``VoiceDecisionQueue``, to a policy that runs no
/// gate of its own. It must decide exactly as a policy running its own gate over the same audio.
/// The clips run through Silero off the cooperative pool, one at a time: run on the pool, their
/// cases held both of its threads for half a minute at the suite's busy start on two cores, and
/// tests waiting on sessions ran out of time.
@Suite("Streaming policy on the capture gate's decisions", .serialized, .ownThread)
struct StreamingPolicyDecisionsTests {
    /// What a policy did over a clip: the passes it asked for, the transcript after each change,
    /// and whether it heard someone speaking after each piece it took.
    struct Run: Equatable, Sendable {
        var passes: [StreamingPolicy.Pass] = []
        var transcripts: [Transcript] = []
        var speaking: [Bool] = []
    }

    /// Two utterances and a pause long enough to settle each, as a microphone would hear them.
    static func speech() throws -> [Float] {
        let fox = try AudioFile(path: Fixtures.audio("fox.wav")).samples
        let meeting = try AudioFile(path: Fixtures.audio("meeting.wav")).samples
        return fox + StreamingPolicyTests.silence(seconds: 0.8) + meeting + StreamingPolicyTests.silence(seconds: 1.2)
    }

    /// Made-up words for a pass, named by where its audio starts, so that passes over different
    /// audio hear different words.
    static func words(for pass: StreamingPolicy.Pass) -> String {
        (0..<max(1, Int(pass.voicedSeconds * 2))).map { "w\(pass.start / 320 + $0)" }.joined(separator: " ")
    }

    /// Drives a policy over `audio` as the session's decoding thread does: it takes the audio in
    /// pieces of `pieces` samples in turn, gives each to `ingest` with the count of samples taken
    /// once it is in, and decodes every pass the policy asks for with made-up words.
    static func drive(_ policy: inout StreamingPolicy, over audio: [Float], pieces: [Int],
                      ingest: (inout StreamingPolicy, [Float], Int) -> Void) -> Run {
        var run = Run()
        var taken = 0, index = 0
        while taken < audio.count {
            let count = min(pieces[index % pieces.count], audio.count - taken)
            index += 1
            ingest(&policy, Array(audio[taken..<taken + count]), taken + count)
            taken += count
            run.speaking.append(policy.isSpeaking)
            let ended = taken == audio.count
            if policy.settleAtPause(finishing: ended) { run.transcripts.append(policy.transcript) }
            guard let pass = policy.nextPass(finishing: ended) else { continue }
            run.passes.append(pass)
            policy.complete(pass, segments: StreamingPolicyTests.heard(words(for: pass), in: pass))
            run.transcripts.append(policy.transcript)
        }
        return run
    }

    /// The capture side: a gate over all of `audio` in reads of `read` samples, its decisions
    /// queued with the samples captured when they came out. Capture has run ahead of the decoder
    /// over the whole clip, as it does on a pass clock.
    static func captured(_ audio: [Float], read: Int, configuration: StreamingConfiguration) -> (kind: VoiceGateKind, queue: VoiceDecisionQueue) {
        var gate = VoiceGate(configuration: configuration)
        var queue = VoiceDecisionQueue()
        for start in stride(from: 0, to: audio.count, by: read) {
            let end = min(start + read, audio.count)
            queue.append(gate.process(audio[start..<end]), heardAt: end)
        }
        return (gate.kind, queue)
    }

    @Test("the capture gate's decisions, taken with the samples at the ends of capture's reads, drive the policy exactly as its own gate does",
          arguments: [VoiceGateKind.energy, .silero, .both], [320, 800, 512])
    func sameDecisions(kind: VoiceGateKind, read: Int) async throws {
        let (gateKind, expected, run) = try await offThePool { try Self.bothWays(kind: kind, read: read) }
        #expect(gateKind == kind, "the Silero weights loaded")
        #expect(expected.passes.count >= 4, "the clip makes passes: \(expected.passes.count)")
        #expect(expected.transcripts.last?.segments.count ?? 0 >= 2, "the pauses settled each utterance")
        #expect(run.passes.map(\.start) == expected.passes.map(\.start))
        #expect(run.passes.map(\.end) == expected.passes.map(\.end))
        #expect(run == expected)
    }

    /// The clip through a policy running its own `kind` of gate, and through one fed the
    /// decisions of a capture gate reading `read` samples at a time; and the kind of gate capture got.
    static func bothWays(kind: VoiceGateKind, read: Int) throws -> (VoiceGateKind, own: Run, fed: Run) {
        let audio = try speech()
        let configuration = VoiceGateTests.configuration(kind)
        // Pieces of several reads each: with 800- or 512-sample reads they split 20 ms frames, and
        // Silero's decisions lag the samples by up to a 32 ms chunk.
        let pieces = [20, 1, 7, 3].map { $0 * read }

        var own = StreamingPolicy(configuration: configuration)
        let expected = drive(&own, over: audio, pieces: pieces) { policy, piece, _ in policy.ingest(piece) }

        var (gateKind, queue) = captured(audio, read: read, configuration: configuration)
        var fed = StreamingPolicy(configuration: configuration)
        let run = drive(&fed, over: audio, pieces: pieces) { policy, piece, taken in
            policy.ingest(piece, decisions: queue.take(through: taken))
        }
        return (gateKind, expected, run)
    }

    @Test("decisions reach the policy in order, with the samples they were made on and never ahead of them, wherever the decoder cuts the queue")
    func neverAhead() async throws {
        let (all, delivered, steps, run) = try await offThePool {
            let audio = try Self.speech()
            let configuration = VoiceGateTests.configuration(.silero)
            var complete = Self.captured(audio, read: 320, configuration: configuration).queue
            let all = complete.take(through: audio.count)
            var (_, queue) = Self.captured(audio, read: 320, configuration: configuration)
            var policy = StreamingPolicy(configuration: configuration)
            var delivered: [Bool] = []
            var steps: [(decided: Int, taken: Int)] = []
            // Pieces that end anywhere: inside frames, inside Silero's chunks and inside capture's reads.
            let run = Self.drive(&policy, over: audio, pieces: [1_000, 333, 4_800, 1, 7_001]) { policy, piece, taken in
                let decided = queue.take(through: taken)
                delivered += decided
                steps.append((delivered.count, taken))
                policy.ingest(piece, decisions: decided)
            }
            return (all, delivered, steps.map { [$0.decided, $0.taken] }, run)
        }
        for step in steps {
            let (decided, taken) = (step[0], step[1])
            #expect(decided * 320 <= taken, "no decision for samples not yet taken")
            #expect(taken - decided * 320 < 320 + 512 + 320, "decisions lag the samples by less than a read, a chunk and a frame")
        }
        #expect(delivered == all, "every decision, in order")
        #expect(all.contains(true) && all.contains(false))
        #expect(run.transcripts.last?.segments.count ?? 0 >= 2, "the pauses settled each utterance")
    }

    @Test("the policy speaks when its decisions say so: the latest decided frame, whatever its samples")
    func speakingFollowsDecisions() {
        var policy = StreamingPolicy(configuration: StreamingPolicyTests.toneConfiguration)
        policy.ingest(StreamingPolicyTests.silence(seconds: 0.1), decisions: [false, true])
        #expect(policy.isSpeaking, "speech decided for the second frame")
        policy.ingest(StreamingPolicyTests.silence(seconds: 0.1), decisions: [])
        #expect(policy.isSpeaking, "no decision yet for the new samples")
        policy.ingest([], decisions: [true, false])
        #expect(!policy.isSpeaking)
        #expect(policy.hasPendingSpeech, "the voiced frame is in the window")
    }
}
