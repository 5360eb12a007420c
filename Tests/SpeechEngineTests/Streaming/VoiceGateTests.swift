import Foundation
import Synchronization
import Testing
@testable import SpeechEngine
import TestSupport

/// The voice gate with the real Silero weights `scripts/setup` installs, against the energy gate.
@Suite("Voice gate", .ownThread)
struct VoiceGateTests {
    static let sileroPath = Fixtures.root.appendingPathComponent("models/ggml-\(SileroModel.standardName).bin").path

    static func configuration(_ kind: VoiceGateKind) -> StreamingConfiguration {
        var configuration = StreamingConfiguration()
        configuration.voiceGate = kind
        configuration.sileroModel = sileroPath
        return configuration
    }

    /// Everything the gate decides over `samples`, fed 20 ms at a time as capture feeds it.
    static func decisions(_ kind: VoiceGateKind, over samples: [Float]) -> (kind: VoiceGateKind, voiced: [Bool]) {
        var gate = VoiceGate(configuration: configuration(kind))
        let voiced = stride(from: 0, to: samples.count, by: 320).flatMap { start in
            gate.process(samples[start..<min(start + 320, samples.count)])
        }
        return (gate.kind, voiced)
    }

    /// Non-speech that is not steady: white noise in bursts of 0.3 s every 0.7 s (a fan switching,
    /// a rattle), over mains hum, as loud as speech.
    static func noiseBursts(seconds: Double) -> [Float] {
        var generator = SystemRandomNumberGenerator()
        return (0..<Int(seconds * 16_000)).map { index in
            let time = Double(index) / 16_000
            let burst: Float = time.truncatingRemainder(dividingBy: 0.7) < 0.3 ? Float.random(in: -0.2...0.2, using: &generator) : 0
            return burst + 0.01 * sin(Float(time) * 2 * .pi * 50) + Float.random(in: -0.001...0.001, using: &generator)
        }
    }

    @Test("the Silero gate finds the speech of a spoken clip", arguments: ["fox.wav", "meeting.wav"])
    func findsSpeech(file: String) throws {
        let audio = try AudioFile(path: Fixtures.audio(file)).samples
        let (kind, voiced) = Self.decisions(.silero, over: audio)
        #expect(kind == .silero, "the weights loaded")
        let share = Double(voiced.filter { $0 }.count) / Double(voiced.count)
        #expect(share > 0.5, "the clip is mostly speech; voiced \(share)")
        #expect(voiced.count >= audio.count / 320 - 2, "decisions lag the audio by at most one chunk")
    }

    @Test("the Silero gate hears nothing in digital silence, steady noise or bursts of noise; the energy gate opens on the bursts")
    func ignoresNoise() throws {
        let silence = try AudioFile(path: Fixtures.audio("silence.wav")).samples
        #expect(!Self.decisions(.silero, over: silence).voiced.contains(true))
        var generator = SystemRandomNumberGenerator()
        let steady = (0..<160_000).map { _ in Float.random(in: -0.05...0.05, using: &generator) }
        #expect(!Self.decisions(.silero, over: steady).voiced.contains(true))
        let bursts = Self.noiseBursts(seconds: 10)
        #expect(Self.decisions(.energy, over: bursts).voiced.contains(true), "the bursts are loud enough to open the energy gate")
        #expect(!Self.decisions(.silero, over: bursts).voiced.contains(true))
        #expect(!Self.decisions(.both, over: bursts).voiced.contains(true))
        #expect(!Self.decisions(.sileroEnds, over: bursts).voiced.contains(true))
    }

    @Test("both gates together find the speech the energy gate finds in a clip")
    func bothFindSpeech() throws {
        let audio = try AudioFile(path: Fixtures.audio("fox.wav")).samples
        let energy = Self.decisions(.energy, over: audio).voiced.filter { $0 }.count
        let (kind, both) = Self.decisions(.both, over: audio)
        #expect(kind == .both)
        #expect(Double(both.filter { $0 }.count) > 0.8 * Double(energy), "both: \(both.filter { $0 }.count) frames, energy: \(energy)")
    }

    /// A spoken clip followed by `seconds` of white noise loud enough for the energy gate, which
    /// holds it open until its noise floor has caught up with the noise.
    static func speechThenNoise(seconds: Double) throws -> (speech: [Float], audio: [Float]) {
        let speech = try AudioFile(path: Fixtures.audio("fox.wav")).samples
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<Int(seconds * 16_000)).map { _ in Float.random(in: -0.03...0.03, using: &generator) }
        return (speech, speech + noise)
    }

    @Test("where noise after the last word holds the energy gate open, the silero-ends gate closes soon after the word")
    func sileroEndsSpeechInNoise() throws {
        let (speech, audio) = try Self.speechThenNoise(seconds: 4)
        let energy = Self.decisions(.energy, over: audio).voiced
        let (kind, ends) = Self.decisions(.sileroEnds, over: audio)
        #expect(kind == .sileroEnds)
        let lastWord = try #require(Self.decisions(.energy, over: speech).voiced.lastIndex(of: true))
        let energyEnd = try #require(energy.lastIndex(of: true)), endsEnd = try #require(ends.lastIndex(of: true))
        #expect(energyEnd >= lastWord + 100, "the noise holds the energy gate open for 2 s and more: \(energyEnd - lastWord) frames")
        // Silero's own hangover and lag, then the configured silence, then a frame or two of rounding.
        let allowed = Int((VoiceGate.sileroEndSilence + 0.4) * 50)
        #expect(endsEnd <= lastWord + allowed, "closed \(endsEnd - lastWord) frames after the last word, allowed \(allowed)")
    }

    @Test("a noise that opens the energy gate in a pause after speech is not speech to the silero-ends gate")
    func sileroEndsIgnoresNoiseInPause() throws {
        let speech = try AudioFile(path: Fixtures.audio("fox.wav")).samples
        let pause = [Float](repeating: 0, count: 48_000)
        let audio = speech + pause + Self.noiseBursts(seconds: 2)
        let after = speech.count / 320 + pause.count / 320
        #expect(Self.decisions(.energy, over: audio).voiced[after...].contains(true), "the bursts open the energy gate")
        let ends = Self.decisions(.sileroEnds, over: audio).voiced
        #expect(ends[..<after].contains(true), "the speech before the pause is speech")
        #expect(!ends[after...].contains(true))
    }

    /// After a long pause the onset is Silero's to confirm; Silero woken as after silence hears a
    /// clear voice within its first chunks, so the speech is not clipped.
    @Test("speech going on after a short pause opens the silero-ends gate where it opens the energy gate; after a long one, once Silero hears it, within 0.1 s")
    func sileroEndsOnsets() throws {
        let speech = try AudioFile(path: Fixtures.audio("fox.wav")).samples
        for (pauseSeconds, trusted) in [(0.5, true), (4.0, false)] {
            let pause = [Float](repeating: 0, count: Int(pauseSeconds * 16_000))
            let audio = speech + pause + speech
            let second = (speech.count + pause.count) / 320
            let energy = try #require(Self.decisions(.energy, over: audio).voiced[second...].firstIndex(of: true))
            let ends = try #require(Self.decisions(.sileroEnds, over: audio).voiced[second...].firstIndex(of: true))
            if trusted {
                #expect(ends == energy, "after \(pauseSeconds) s: energy opened at frame \(energy), silero-ends at \(ends)")
            } else {
                #expect((energy...energy + 5).contains(ends), "after \(pauseSeconds) s: energy opened at frame \(energy), silero-ends at \(ends)")
            }
        }
    }

    @Test("over speech, the silero-ends gate decides as the energy gate", arguments: ["fox.wav", "meeting.wav"])
    func sileroEndsKeepsSpeech(file: String) throws {
        let audio = try AudioFile(path: Fixtures.audio(file)).samples
        let energy = Self.decisions(.energy, over: audio).voiced
        let ends = Self.decisions(.sileroEnds, over: audio).voiced
        let compared = min(energy.count, ends.count)
        let differing = (0..<compared).filter { energy[$0] != ends[$0] }.count
        #expect(differing <= compared / 50, "\(differing) of \(compared) frames differ")
        #expect(!zip(energy, ends).contains { !$0 && $1 }, "the silero-ends gate only ever closes where the energy gate is open")
    }

    /// Silero, started from its zeroed state at the energy gate's onset, heard this whispered
    /// sentence as no speech from its first word to its last.
    @Test("a whispered sentence after silence opens every gate that asks Silero", arguments: [VoiceGateKind.silero, .both, .sileroEnds])
    func hearsWhisper(kind: VoiceGateKind) throws {
        let audio = try AudioFile(path: Fixtures.audio("odd-whisper.wav")).samples
        let energy = Self.decisions(.energy, over: audio).voiced.filter { $0 }.count
        let voiced = Self.decisions(kind, over: audio).voiced.filter { $0 }.count
        #expect(energy > 200, "the energy gate hears the sentence: \(energy) frames")
        #expect(Double(voiced) > 0.8 * Double(energy), "\(kind): \(voiced) frames, energy: \(energy)")
    }

    @Test("without its weights, a gate asked for Silero falls back to the energy gate, and the model says why")
    func missingWeights() {
        var configuration = Self.configuration(.silero)
        configuration.sileroModel = "/nonexistent/ggml-silero.bin"
        #expect(VoiceGate(configuration: configuration).kind == .energy)
        #expect(throws: VoiceGateError.self) { try SileroModel(locating: "/nonexistent/ggml-silero.bin") }
        #expect(throws: VoiceGateError.notSileroWeights(path: Fixtures.tinyPath)) { try SileroModel(path: Fixtures.tinyPath) }
    }

    @Test("a session asked for Silero without its weights says so in its log and transcribes on the energy gate")
    func sessionFallsBack() async throws {
        let warnings = Mutex<[String]>([])
        var options = EngineOptions(model: Fixtures.tinyPath)
        options.decoding.threads = 2
        options.streaming.voiceGate = .silero
        options.streaming.sileroModel = "/nonexistent/ggml-silero.bin"
        options.logger = Logger { level, _, message in
            if level == .warning { warnings.withLock { $0.append(message) } }
        }
        let audio = try AudioFile(path: Fixtures.audio("fox.wav")).samples
        var last: Transcript?
        for try await update in Transcription.live(source: .samples(audio, pacing: .asFastAsPossible), options: options,
                                                   pacing: .asFastAsPossible).start() {
            last = update.transcript ?? last
        }
        #expect(warnings.withLock { $0 }.contains { $0.contains("no Silero VAD weights") && $0.contains("energy voice gate") })
        #expect(last?.text.lowercased().contains("lazy") == true, "\(last?.text ?? "nothing")")
    }

    @Test("the energy kind decides exactly as the energy detector")
    func energyIsTheDetector() throws {
        let audio = try AudioFile(path: Fixtures.audio("weather.wav")).samples + Self.noiseBursts(seconds: 3)
        var detector = VoiceActivityDetector()
        let expected = stride(from: 0, to: audio.count, by: 320).flatMap { detector.process(audio[$0..<min($0 + 320, audio.count)]) }
        #expect(Self.decisions(.energy, over: audio).voiced == expected)
    }

    @Test("a policy on the Silero gate decodes speech but not bursts of noise, which the energy gate would decode")
    func policyPlugIn() throws {
        var energy = StreamingPolicy(configuration: Self.configuration(.energy))
        var silero = StreamingPolicy(configuration: Self.configuration(.silero))
        let bursts = Self.noiseBursts(seconds: 5)
        energy.ingest(bursts)
        silero.ingest(bursts)
        #expect(energy.nextPass(finishing: true) != nil, "the energy gate takes the bursts for speech")
        #expect(silero.nextPass(finishing: true) == nil)
        #expect(!silero.hasPendingSpeech)
        let speech = try AudioFile(path: Fixtures.audio("fox.wav")).samples
        silero.ingest(speech)
        let pass = try #require(silero.nextPass(finishing: true))
        #expect(pass.voicedSeconds > 1, "the clip's speech is in the window")
        #expect(pass.start >= bursts.count - 16_000, "the bursts before the speech were dropped as silence")
    }
}
