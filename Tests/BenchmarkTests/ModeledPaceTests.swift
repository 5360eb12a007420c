import Foundation
import Synchronization
import Testing
import Benchmark
import SpeechEngine
import TestSupport

/// Streams clips of Tests/Audio through tiny.en in modeled pacing: what the issue asks of it is that runs repeat.
/// Their passes take both cores for minutes, so they take turns with the tests that must keep up
/// with audio or find the process idle.
@Suite(.serialized, .exclusive) struct ModeledPaceTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    
    /// Every transcript shown over the `clips` of Tests/Audio, with its time, charged by `model`.
    private func shown(_ model: PassCostModel, clips: [String]) async throws -> [[String]] {
        try await shown(model.clock, clips: clips)
    }

    /// Every transcript shown over the `clips`, charged by `clock`, with the streaming settings `adjust` makes.
    private func shown(_ clock: PassClock, clips: [String], logger: Logger = .silent,
                       adjust: (inout StreamingConfiguration) -> Void = { _ in }) async throws -> [[String]] {
        var options = EngineOptions(model: Self.root.appendingPathComponent("models/ggml-tiny.en.bin").path)
        options.decoding.threads = 2
        options.logger = logger
        adjust(&options.streaming)
        var runner = StreamingRunner(options: options, pace: .modeled, tailSeconds: 1)
        runner.passClock = clock
        let entries = Mutex<[String]>([])
        runner.observer = { time, text in entries.withLock { $0.append(String(format: "%.4f %@", time, text)) } }
        var shown: [[String]] = []
        for clip in clips {
            entries.withLock { $0 = [] }
            let path = Self.root.appendingPathComponent("Tests/Audio/\(clip)").path
            let outcome = try await runner.run(Fixture(name: clip, audioPath: path, reference: ""))
            #expect(outcome.failure == nil)
            shown.append(entries.withLock { $0 })
        }
        return shown
    }

    /// Slow enough, two threads on a busy machine, that live the windows would depend on the load.
    private let busyMachine = PassCostModel(fixedSeconds: 0.08, secondsPerFrame: 0.0004, secondsPerTokenBeam: 0.004)

    @Test func twoRunsShowTheSameTextAtTheSameTimes() async throws {
        let first = try await shown(busyMachine, clips: ["paragraph.wav", "meeting.wav"])
        let second = try await shown(busyMachine, clips: ["paragraph.wav", "meeting.wav"])
        #expect(first == second)
        #expect(first.allSatisfy { $0.count > 2 })
    }

    @Test func slowerPassesShowTheTextLater() async throws {
        let fast = try await shown(PassCostModel(fixedSeconds: 0.01, secondsPerFrame: 0, secondsPerTokenBeam: 0), clips: ["meeting.wav"])
        let slow = try await shown(PassCostModel(fixedSeconds: 1, secondsPerFrame: 0, secondsPerTokenBeam: 0), clips: ["meeting.wav"])
        let firstTime = { (entries: [String]) in entries.first { $0.split(separator: " ").count > 1 }
            .flatMap { Double($0.split(separator: " ")[0]) } ?? 0 }
        #expect(firstTime(slow[0]) > firstTime(fast[0]) + 0.9)
    }

    /// The warnings logged and the last text shown while `paragraph.wav` (four sentences, 19 s)
    /// streams with settling put off past its end, so that Done's final pass decodes all of it,
    /// and with a pass over more than 12 s of audio charged `longPass` seconds (others 0.1 s).
    private func finishing(longPass: Double) async throws -> (warnings: [String], words: Int) {
        let warnings = Mutex<[String]>([])
        let logger = Logger { level, _, message in
            if level == .warning { warnings.withLock { $0.append(message) } }
        }
        let clock = PassClock { $0.audioSeconds > 12 ? longPass : 0.1 }
        let shown = try await shown(clock, clips: ["paragraph.wav"], logger: logger) { streaming in
            streaming.settlePause = 5
            streaming.maximumWindow = 28
        }
        let words = shown[0].last?.split(separator: " ").dropFirst().count ?? 0
        return (warnings.withLock { $0 }, words)
    }

    /// Live, Done gives the final pass as long as its audio (4 s at least) before falling back on
    /// the words already heard; a modeled run must make the same fallback, or it would favour
    /// policies whose final passes real time cuts short.
    @Test func aFinalPassChargedPastDonesLimitFallsBackAsLive() async throws {
        let slow = try await finishing(longPass: 30)
        #expect(slow.warnings.contains { $0.contains("ran out of time") })
        let quick = try await finishing(longPass: 15)
        #expect(!quick.warnings.contains { $0.contains("ran out of time") })
        // The fallback keeps what was heard and decodes the rest: no words are lost.
        #expect(slow.words >= quick.words - 2)
        #expect(quick.words > 25)
    }

    /// speech-bench charges each model's passes from its own calibration: the work a pass reports
    /// names the model that did it.
    @Test func withALiveModelEachPassIsChargedByTheModelThatDecodedIt() async throws {
        var options = EngineOptions(model: Self.root.appendingPathComponent("models/ggml-base.bin").path)
        options.liveModel = Self.root.appendingPathComponent("models/ggml-tiny.en.bin").path
        options.decoding.threads = 2
        options.streaming.settle(.accurate)
        let reports = Mutex<[PassReport]>([])
        options.passReports = { report in reports.withLock { $0.append(report) } }
        let models = Mutex<Set<String>>([])
        var runner = StreamingRunner(options: options, pace: .modeled, tailSeconds: 1)
        runner.passClock = PassClock { work in
            models.withLock { _ = $0.insert(work.model ?? "none") }
            return work.model == "tiny.en" ? 0.05 : 0.5
        }
        let path = Self.root.appendingPathComponent("Tests/Audio/meeting.wav").path
        let outcome = try await runner.run(Fixture(name: "meeting.wav", audioPath: path, reference: ""))
        #expect(outcome.failure == nil)
        #expect(models.withLock { $0 } == ["tiny.en", "base"])
        let live = reports.withLock { $0.filter { $0.role == .live } }, settling = reports.withLock { $0.filter { $0.role == .settling } }
        #expect(live.count >= 5 && live.allSatisfy { $0.seconds <= 0.05 + 1e-6 }, "\(live)")
        #expect(!settling.isEmpty && settling.allSatisfy { $0.seconds <= 0.5 + 1e-6 } && settling.contains { $0.seconds > 0.05 + 1e-6 }, "\(settling)")
    }
}
