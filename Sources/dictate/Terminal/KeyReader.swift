import Foundation

/// Reads keys from a terminal on a thread of its own, so the main actor never blocks on input.
enum KeyReader {
    /// How long a lone Escape waits for the rest of a sequence before it counts as the Escape key.
    static let escapeTimeout: Int32 = 40

    /// The keys typed on `descriptor`, until the stream is dropped or input ends; first those in
    /// `typedAhead`, bytes read from it before the reader started (see ``BackgroundQuery``).
    static func keys(from descriptor: Int32, typedAhead: [UInt8] = []) -> AsyncStream<Key> {
        let (stream, continuation) = AsyncStream<Key>.makeStream()
        let stopped = StopFlag()
        continuation.onTermination = { _ in stopped.stop() }
        let thread = Thread {
            var decoder = KeyDecoder()
            decoder.decode(typedAhead).forEach { continuation.yield($0) }
            while !stopped.isStopped {
                let ready = Terminal.waitForInput(on: descriptor, timeout: decoder.hasPending ? escapeTimeout : 100)
                if !ready {
                    decoder.flush().forEach { continuation.yield($0) }
                    continue
                }
                guard let bytes = Terminal.read(from: descriptor) else { break }
                decoder.decode(bytes).forEach { continuation.yield($0) }
            }
            continuation.finish()
        }
        thread.name = "dictate.keys"
        thread.start()
        return stream
    }
}
