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
            let deadline = ContinuousClock.now + .seconds(20)
            while all.count < count, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
            return all
        }
    }

    @Test func muteUnmuteAndUnloadEachGiveExactlyOneValue() async throws {
        let sound = try await TestSoundServer()
        defer { sound.stop() }
        var options = EngineOptions(model: Fixtures.tinyPath, device: sound.monitor)
        options.server = sound.server
        let transcription = Transcription.speech(locale: Locale(identifier: "en_US"), options: options)
        let collected = Collected()
        let reading = Task { for await access in transcription.accessUpdates() { collected.add(access) } }
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
}
