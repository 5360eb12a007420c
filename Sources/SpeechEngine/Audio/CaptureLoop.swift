import Foundation

/// The capture side every live session shares, whatever decodes: it opens the source, reads 20 ms
/// chunks, yields a level for each (and an empty one while paused, so the meter falls), counts the
/// audio against the session's cap, hands each chunk to the tap and then to the session.
///
/// It runs on the session's capture thread: `pa_simple_read` blocks.
struct CaptureLoop {
    var source: AudioSource
    var maxDuration: Duration
    var control: SessionControl
    /// Receives every chunk first, for saving it (``EngineOptions/audioTap``).
    var audioTap: (@Sendable ([Float]) -> Void)?

    /// Samples in the cap.
    var cap: Int { Int(maxDuration.inSeconds * 16_000) }

    /// Captures until the cap, the end of the source, `isStopped` saying so, or `take` returning
    /// false; `opened` is called once the source is open, and `take` gets each chunk and the
    /// samples captured with it. Throws what opening or reading the source threw.
    func run(levels continuation: AsyncThrowingStream<Update, Error>.Continuation, isStopped: () -> Bool,
             opened: () -> Void = {}, take: (_ chunk: [Float], _ captured: Int) -> Bool) throws {
        let reader = try source.open()
        defer { reader.close() }
        opened()
        var meter = LevelMeter()
        var captured = 0
        while captured < cap, !isStopped() {
            guard let chunk = try reader.read() else { return }
            if control.request == .pause {
                continuation.yield(Update(level: meter.update(with: [Float]())))
                continue
            }
            let taken = Array(chunk.prefix(cap - captured))
            captured += taken.count
            audioTap?(taken)
            continuation.yield(Update(level: meter.update(with: taken)))
            guard take(taken, captured) else { return }
        }
    }
}
