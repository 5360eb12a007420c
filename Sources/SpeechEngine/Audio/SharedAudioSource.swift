import Foundation

/// One capture that several sessions read in turn, so that back-to-back sessions (a long
/// dictation past the one-minute cap, a file longer than it) lose no audio at their seams.
///
/// The underlying source is opened by the first session and stays open until ``close()``;
/// each session reads from where the previous one stopped. Sessions must run one after another.
public final class SharedAudioSource: @unchecked Sendable {
    private let base: AudioSource
    // Guarded by `lock`; the reader itself is only used by the one capture thread reading now.
    private let lock = NSLock()
    private var reader: AudioReader?
    private var delivered = 0
    private var ended = false

    public init(_ base: AudioSource) { self.base = base }

    /// The source to give each session.
    public var source: AudioSource {
        AudioSource(name: base.name) { [self] in AudioReader(read: { try self.read() }) }
    }

    /// Samples handed to sessions so far: where the next session starts, in the whole recording.
    public var samplesDelivered: Int { lock.withLock { delivered } }

    /// Whether the underlying source has ended (a file read to its end).
    public var hasEnded: Bool { lock.withLock { ended } }

    /// Closes the underlying source.
    public func close() {
        let open = lock.withLock { () -> AudioReader? in
            defer { reader = nil }
            return reader
        }
        open?.close()
    }

    private func read() throws -> [Float]? {
        let current = try lock.withLock { () throws -> AudioReader in
            if let reader { return reader }
            let opened = try base.open()
            reader = opened
            return opened
        }
        guard let chunk = try current.read() else {
            lock.withLock { ended = true }
            return nil
        }
        lock.withLock { delivered += chunk.count }
        return chunk
    }
}
