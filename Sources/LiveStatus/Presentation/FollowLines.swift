import Foundation
import Synchronization

/// The lines `dictate status --follow` prints for a stream of snapshots.
///
/// One line per snapshot, never the same line twice in a row; and in a format that shows the running
/// time (waybar), one more line per second of `clock` while recording, so the bar's clock moves.
/// Nothing wakes while paused, stopped or idle.
public enum FollowLines {
    /// The lines for `snapshots`, ending when they end. `now` gives the wall time each line shows.
    public static func lines<C: Clock<Duration>>(
        _ snapshots: AsyncStream<StatusSnapshot>, format: StatusFormat, clock: C,
        now: @escaping @Sendable () -> Date = Date.init
    ) -> AsyncStream<String> {
        let (lines, output) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let printer = Printer(format: format, output: output, now: now)
        let task = Task {
            var ticker: Task<Void, Never>?
            for await snapshot in snapshots {
                ticker?.cancel()
                printer.show(snapshot)
                guard format.showsRunningTime, snapshot.state == .recording else { continue }
                ticker = Task {
                    while (try? await clock.sleep(for: .seconds(1))) != nil, !Task.isCancelled { printer.repeatLast() }
                }
            }
            ticker?.cancel()
            output.finish()
        }
        output.onTermination = { _ in task.cancel() }
        return lines
    }
}

/// Renders snapshots and hands on the lines that differ from the last one.
private final class Printer: Sendable {
    private let format: StatusFormat
    private let output: AsyncStream<String>.Continuation
    private let now: @Sendable () -> Date
    private let last = Mutex<(snapshot: StatusSnapshot?, line: String?)>((nil, nil))

    init(format: StatusFormat, output: AsyncStream<String>.Continuation, now: @escaping @Sendable () -> Date) {
        self.format = format
        self.output = output
        self.now = now
    }

    func show(_ snapshot: StatusSnapshot) {
        last.withLock { last in
            last.snapshot = snapshot
            emit(format.render(snapshot, now: now()), into: &last.line)
        }
    }

    func repeatLast() {
        last.withLock { last in
            guard let snapshot = last.snapshot else { return }
            emit(format.render(snapshot, now: now()), into: &last.line)
        }
    }

    private func emit(_ line: String, into previous: inout String?) {
        guard line != previous else { return }
        previous = line
        output.yield(line)
    }
}
