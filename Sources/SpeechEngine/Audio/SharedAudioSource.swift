import Foundation

/// One capture that several sessions read in turn, so that back-to-back sessions (a long
/// dictation past the one-minute cap, a file longer than it) lose no audio at their seams.
///
/// A pump thread of its own opens the underlying source, reads it and closes it: libpulse's
/// stream is used from that one thread only. Chunks wait in a queue until a session takes them,
/// so nothing captured between two sessions is lost. Sessions must run one after another.
public final class SharedAudioSource: @unchecked Sendable {
    private let base: AudioSource
    // Everything below is guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [[Float]] = []
    private var started = false
    /// Whether the pump has opened the underlying source, or failed to.
    private var opened = false
    private var ended = false
    private var closed = false
    private var failure: (any Error)?
    private var delivered = 0

    public init(_ base: AudioSource) { self.base = base }

    /// The source to give each session. Opening it waits until the underlying source is open, so
    /// that a session's capture starts when the capture does.
    public var source: AudioSource {
        AudioSource(name: base.name) { [self] in
            start()
            locked { while !opened { condition.wait() } }
            return AudioReader(read: { try self.next() })
        }
    }

    /// Starts capturing now, before any session reads: what is captured waits for the first one.
    /// Opening ``source`` starts it too. `opened` is called on the capture thread once the
    /// underlying source is open, when the first sample is captured.
    public func start(opened: (@Sendable () -> Void)? = nil) {
        let start = locked { () -> Bool in
            defer { started = true }
            return !started
        }
        guard start else { return }
        let thread = Thread { [self] in pump(opened: opened) }
        thread.name = "dictate shared capture"
        thread.start()
    }

    /// Samples handed to sessions so far: where the next session starts, in the whole recording.
    public var samplesDelivered: Int { locked { delivered } }

    /// Stops the pump, which closes the underlying source after its current read.
    public func close() {
        locked { closed = true }
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        condition.lock()
        defer { condition.broadcast(); condition.unlock() }
        return try body()
    }

    private func pump(opened notify: (@Sendable () -> Void)?) {
        let reader: AudioReader
        do { reader = try base.open() } catch { return locked { failure = error; ended = true; opened = true } }
        notify?()
        locked { opened = true }
        defer { reader.close() }
        do {
            while !locked({ closed }) {
                guard let chunk = try reader.read() else { break }
                locked { queue.append(chunk) }
            }
        } catch {
            locked { failure = error }
        }
        locked { ended = true }
    }

    private func next() throws -> [Float]? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty, !ended { condition.wait() }
        guard !queue.isEmpty else {
            if let failure { throw failure }
            return nil
        }
        let chunk = queue.removeFirst()
        delivered += chunk.count
        return chunk
    }
}
