import Foundation
import SpeechEngine
import Synchronization

extension EngineSettings {
    /// One request, or with `--continuous` as many as it takes, each capped at a minute and at what
    /// is left of `--max-duration`, all read from `shared` so nothing is lost at the seams. Paused
    /// time is not recorded, so it counts against neither cap. `options.audioTap` must count into
    /// `recorded`.
    func recording(options: EngineOptions, shared: SharedAudioSource, recorded: RecordedAudio) -> Transcription {
        let first = transcription(source: shared.source, options: options)
        guard continuous else { return first }
        let total = maxDurationGiven ? maxDuration.inSeconds : nil
        let settings = self
        guard let scripted = scriptedText else {
            return .chained(first, position: { recorded.seconds }) { (_: Transcript) -> Transcription? in
                let left = total.map { $0 - recorded.seconds } ?? .infinity
                guard left > 0.5 else { return nil }
                var request = options
                request.maxDuration = min(request.maxDuration, .milliseconds(Int64(min(left, 86_400) * 1000)))
                return settings.transcription(source: shared.source, options: request)
            }
        }
        let words = scripted.split(whereSeparator: \.isWhitespace).map(String.init)
        return .chained(first) { (settled: Transcript) -> Transcription? in
            // The scripted speaker goes on with the words the earlier requests had no time for.
            let rest = words.dropFirst(settled.segments.count)
            return rest.isEmpty ? nil : settings.transcription(scripted: rest.joined(separator: " "))
        }
    }

    /// Each session is a ``recording(options:shared:recorded:)`` over a capture of its own, for the
    /// composer, whose dictations start and end many times in one run.
    func recordings() -> Transcription {
        let base = transcription()
        guard continuous else { return base }
        return Transcription(access: base.access, requestAccess: base.requestAccess, start: { control in
            let shared = SharedAudioSource(.pulse(device: options.device, server: options.server))
            let recorded = RecordedAudio()
            var options = options
            let tap = options.audioTap
            options.audioTap = { samples in
                recorded.add(samples.count)
                tap?(samples)
            }
            let updates = recording(options: options, shared: shared, recorded: recorded).start(control: control)
            return AsyncThrowingStream { continuation in
                let forwarding = Task {
                    defer { shared.close() }
                    do {
                        for try await update in updates { continuation.yield(update) }
                        continuation.finish()
                    } catch {
                        continuation.finish(throwing: error)
                    }
                }
                continuation.onTermination = { _ in forwarding.cancel() }
            }
        })
    }
}

/// How much audio a recording holds: what capture handed on, paused time left out.
final class RecordedAudio: Sendable {
    private let samples = Atomic<Int>(0)

    func add(_ count: Int) { samples.add(count, ordering: .relaxed) }

    var seconds: Double { Double(samples.load(ordering: .relaxed)) / 16_000 }
}
