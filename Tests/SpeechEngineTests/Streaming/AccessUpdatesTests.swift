import Foundation
import SpeechEngine
import Synchronization
import Testing
import TestSupport

/// `accessUpdates` against a real PulseAudio daemon: one value per change, none without one.
@Suite(.exclusive) struct AccessUpdatesTests {
    /// Collects the values of a stream as they come.
    final class Collected: Sendable {
        private let values = Mutex<[Access]>([])
        var all: [Access] { values.withLock { $0 } }
        func add(_ access: Access) { values.withLock { $0.append(access) } }

        func wait(for count: Int) async throws -> [Access] {
            let deadline = ContinuousClock.now + patience
            while all.count < count, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
            return all
        }
    }

    /// Follows the access of a transcription with `model` on `server` (and `device`), collecting
    /// each value as it comes; cancel the task to stop.
    private func follow(model: String = Fixtures.tinyPath, device: String?, server: String?) -> (Collected, Task<Void, Never>) {
        var options = EngineOptions(model: model, device: device)
        options.server = server
        let transcription = Transcription.speech(locale: Locale(identifier: "en_US"), options: options)
        let collected = Collected()
        return (collected, Task { for await access in transcription.accessUpdates() { collected.add(access) } })
    }

    @Test func muteUnmuteAndUnloadEachGiveExactlyOneValue() async throws {
        let sound = try await TestSoundServer()
        defer { sound.stop() }
        let (collected, reading) = follow(device: sound.monitor, server: sound.server)
        defer { reading.cancel() }

        #expect(try await collected.wait(for: 1) == [.allowed])
        try await Task.sleep(for: .seconds(1))
        #expect(collected.all.count == 1, "a value came while nothing changed: \(collected.all)")

        try await sound.pactl("set-source-mute", sound.monitor, "1")
        let muted = try await collected.wait(for: 2)
        #expect(muted.count == 2)
        #expect(muted.last?.reason?.contains("pactl set-source-mute \(sound.monitor) 0") == true, "\(muted)")

        try await sound.pactl("set-source-mute", sound.monitor, "0")
        #expect(try await collected.wait(for: 3).last == .allowed)

        try await sound.pactl("unload-module", "module-null-sink")
        let unloaded = try await collected.wait(for: 4)
        #expect(unloaded.last?.reason?.contains("No capture device named \(sound.monitor)") == true, "\(unloaded)")
        try await Task.sleep(for: .seconds(1))
        #expect(collected.all.count == 4, "more than one value per change: \(collected.all)")
    }

    @Test func theDefaultSourceUnpluggedAndPluggedEachGiveExactlyOneValue() async throws {
        let sound = try await TestSoundServer()
        defer { sound.stop() }
        let (collected, reading) = follow(device: nil, server: sound.server)
        defer { reading.cancel() }
        #expect(try await collected.wait(for: 1) == [.allowed], "the sink's monitor is the default source")

        try await sound.pactl("unload-module", "module-null-sink")
        let unplugged = try await collected.wait(for: 2)
        #expect(unplugged.last?.reason?.contains("no capture device") == true, "\(unplugged)")
        try await sound.pactl("load-module", "module-null-sink", "sink_name=\(sound.sink)")
        #expect(try await collected.wait(for: 3).last == .allowed)
        try await Task.sleep(for: .seconds(1))
        #expect(collected.all.count == 3, "more than one value per change: \(collected.all)")
    }

    /// The processor time this process spent while `body` ran.
    private func processorTime(_ body: () async throws -> Void) async rethrows -> Duration {
        func used() -> Duration {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return .seconds(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + .microseconds(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec)
        }
        let before = used()
        try await body()
        return used() - before
    }

    /// The least processor time the process used over a 2 s wait, of up to three waits: another test
    /// in the process may be busy during one of them, while a watcher that spins is busy in all.
    private func idleProcessorTime() async throws -> Duration {
        var least = Duration.seconds(3_600)
        for _ in 0..<3 where least >= .milliseconds(200) {
            least = min(least, try await processorTime { try await Task.sleep(for: .seconds(2)) })
        }
        return least
    }

    @Test func theModelFileGoingAwayAndComingBackEachGiveExactlyOneValue() async throws {
        let sound = try await TestSoundServer()
        defer { sound.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dictate-models-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("ggml-watched.bin").path
        let spare = folder.appendingPathComponent("spare.bin").path
        try FileManager.default.createSymbolicLink(atPath: model, withDestinationPath: Fixtures.tinyPath)
        let (collected, reading) = follow(model: model, device: sound.monitor, server: sound.server)
        defer { reading.cancel() }
        #expect(try await collected.wait(for: 1) == [.allowed])

        try FileManager.default.removeItem(atPath: model)
        let removed = try await collected.wait(for: 2)
        guard case .unavailable(let reason)? = removed.last else { Issue.record("\(removed)"); return }
        #expect(reason.contains(model), "the message names the missing file: \(reason)")

        // Put back the way installers do it: written aside, then renamed into place.
        try FileManager.default.createSymbolicLink(atPath: spare, withDestinationPath: Fixtures.tinyPath)
        #expect(rename(spare, model) == 0)
        #expect(try await collected.wait(for: 3).last == .allowed)

        // Replaced by a rename and another file written beside it: still allowed, nothing to tell.
        try FileManager.default.createSymbolicLink(atPath: spare, withDestinationPath: Fixtures.tinyPath)
        #expect(rename(spare, model) == 0)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try await Task.sleep(for: .seconds(1))
        #expect(collected.all.count == 3, "a value came while access stayed the same: \(collected.all)")

        // Created in place.
        try FileManager.default.removeItem(atPath: model)
        _ = try await collected.wait(for: 4)
        try FileManager.default.createSymbolicLink(atPath: model, withDestinationPath: Fixtures.tinyPath)
        let back = try await collected.wait(for: 5)
        #expect(back.last == .allowed, "\(back)")
        let busy = try await idleProcessorTime()
        #expect(collected.all.count == 5, "more than one value per change: \(collected.all)")
        #expect(busy < .milliseconds(200), "watching the folder kept the processor busy for \(busy)")
    }

    @Test func theServerGoingAwayAndComingBackEachGiveExactlyOneValue() async throws {
        let sound = try await TestSoundServer()
        defer { sound.stop() }
        let (collected, reading) = follow(device: sound.monitor, server: sound.server)
        defer { reading.cancel() }
        #expect(try await collected.wait(for: 1) == [.allowed])

        sound.kill()
        let gone = try await collected.wait(for: 2)
        #expect(gone.last?.reason?.contains("No PulseAudio server answered") == true, "\(gone)")
        let busy = try await idleProcessorTime()
        #expect(collected.all.count == 2, "more than one value for the server going away: \(collected.all)")
        #expect(busy < .milliseconds(200), "waiting for the server kept the processor busy for \(busy)")

        try await sound.restart()
        let back = try await collected.wait(for: 3)
        #expect(back.last == .allowed, "\(back)")
        try await Task.sleep(for: .seconds(1))
        #expect(collected.all.count == 3, "more than one value for the server coming back: \(collected.all)")
    }

    @Test func withNoServerTheFirstValueSaysSoAndNothingSpins() async throws {
        let (collected, reading) = follow(device: nil, server: "unix:" + FileManager.default.temporaryDirectory.appendingPathComponent("no-pulse-\(UUID().uuidString)/native").path)
        defer { reading.cancel() }
        let first = try await collected.wait(for: 1)
        #expect(first.first?.reason?.contains("No PulseAudio server answered") == true, "\(first)")
        let busy = try await idleProcessorTime()
        #expect(collected.all.count == 1, "\(collected.all)")
        #expect(busy < .milliseconds(200), "waiting for a server kept the processor busy for \(busy)")
    }
}
