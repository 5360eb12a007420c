import Foundation

/// Ctrl-C and SIGTERM during dictation: the first is Done (a final pass, the text kept), the
/// second aborts at once with status 130.
final class InterruptHandler: @unchecked Sendable {
    private var sources: [DispatchSourceSignal] = []
    private let queue = DispatchQueue(label: "dictate.signals")
    private var count = 0

    /// Installs the handlers. `onDone` runs for the first signal; `onAbort` before exiting on the second.
    init(onDone: @escaping @Sendable () -> Void, onAbort: @escaping @Sendable () -> Void) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [unowned self, source] in
                // Signals that arrive together are delivered as one event with their count.
                let first = count == 0
                count += Int(source.data)
                if first { onDone() }
                guard count > 1 else { return }
                onAbort()
                _exit(ExitCode.aborted)
            }
            source.resume()
            sources.append(source)
        }
    }

    deinit {
        sources.forEach { $0.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
