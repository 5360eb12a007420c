import Foundation

/// The terminal's resizes, from SIGWINCH.
///
/// The signal handler only writes a byte to a pipe (the one thing a handler may safely do); a
/// thread turns those bytes into stream values.
enum ResizeSignal {
    /// A value each time the terminal changes size, until the stream is dropped.
    static func resizes() -> AsyncStream<Void> {
        let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            continuation.finish()
            return stream
        }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        resizeNotifier = writeEnd
        signal(SIGWINCH) { _ in
            var byte: UInt8 = 1
            _ = write(resizeNotifier, &byte, 1)
        }
        let stopped = StopFlag()
        continuation.onTermination = { _ in stopped.stop() }
        let thread = Thread {
            while !stopped.isStopped {
                guard Terminal.waitForInput(on: readEnd, timeout: 200) else { continue }
                guard Terminal.read(from: readEnd) != nil else { break }
                continuation.yield()
            }
            signal(SIGWINCH, SIG_DFL)
            close(readEnd)
            close(writeEnd)
            continuation.finish()
        }
        thread.name = "dictate.resize"
        thread.start()
        return stream
    }
}

/// The pipe the SIGWINCH handler writes to; a C handler can reach nothing but globals.
nonisolated(unsafe) private var resizeNotifier: Int32 = -1
