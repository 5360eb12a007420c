import Foundation
import Testing
import TestSupport
@testable import SpeechEngine

/// A short form of `scripts/reliability/soak`: sessions started and cancelled back to back must
/// leave no descriptors or threads behind.
@Suite("Start and cancel, over and over", .exclusive)
struct SoakTests {
    @Test("50 sessions started and cancelled at varied moments leave no descriptors or threads behind")
    func startCancel() async throws {
        let samples = try AudioFile(path: Fixtures.audio("meeting.wav")).samples
        var options = EngineOptions(model: Fixtures.tinyPath)
        options.decoding.threads = 1
        // Load the model first, so its one-off allocations are not counted as growth.
        _ = try Fixtures.tiny()
        var baseline: (descriptors: Int, threads: Int)?
        for cycle in 1...50 {
            let transcription = Transcription.live(source: .samples(samples, pacing: .asFastAsPossible), options: options,
                                                   pacing: .asFastAsPossible)
            let session = Task { for try await _ in transcription.start() {} }
            // Cancellations land before, during and between passes.
            try await Task.sleep(for: .milliseconds(cycle * 37 % 250))
            session.cancel()
            _ = await session.result
            if cycle == 5 { baseline = try await Self.settledCounts() }
        }
        let start = try #require(baseline)
        let end = try await Self.settledCounts()
        // Other suites run beside this one and open files of their own, so allow a little noise.
        #expect(end.descriptors <= start.descriptors + 2, "descriptors: \(start.descriptors) after 5 cycles, \(end.descriptors) after 50")
        #expect(end.threads <= start.threads + 4, "threads: \(start.threads) after 5 cycles, \(end.threads) after 50")
    }

    /// This process's open descriptors and threads, at their lowest over a second: a cancelled
    /// session's threads finish on their own, and neighbouring tests open files for a moment.
    static func settledCounts() async throws -> (descriptors: Int, threads: Int) {
        var lowest = (descriptors: Int.max, threads: Int.max)
        for _ in 0..<10 {
            try await Task.sleep(for: .milliseconds(100))
            let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
            let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
            lowest = (min(lowest.descriptors, descriptors), min(lowest.threads, threads))
        }
        return lowest
    }
}
