import Foundation
import LivePanel
import LiveStatus

/// `dictate panel`: the dictation's panel on screen, following the session over the control socket
/// as `dictate status --follow` does; its buttons act as `dictate end` and `dictate cancel`.
@MainActor
enum PanelCommand {
    /// What the panel reacts to.
    private enum Event: Sendable {
        /// A snapshot of the dictation followed by the `connection`-th attempt to follow one.
        case snapshot(StatusSnapshot, connection: Int)
        /// A dictation's feed ended.
        case ended
        /// An error the dictation followed by the `connection`-th attempt logged before it ended.
        case reported(String, connection: Int)
        case clicked(PanelWindow.Action)
        case failed(String)
        /// The newest entry of the history as a dictation began, to tell its own entry from earlier ones.
        case baseline(String?)
        /// Copy put the dictation's text on the clipboard.
        case copied
        /// Nothing is recording and, with `--once`, nothing will be followed any more.
        case over
        case tick
    }

    /// How often the timer is redrawn: often enough that its seconds never lag visibly.
    private static let tick: Duration = .milliseconds(250)
    /// How long `--once` waits for a dictation to answer before giving up: `toggle` starts the panel
    /// once its dictation records, and a panel that waited longer could take the next one's, which
    /// starts a panel of its own.
    private nonisolated static let startWait: Duration = .seconds(2)

    static func run(position: PanelPosition, once: Bool) async throws -> Int32 {
        let (events, input) = AsyncStream<Event>.makeStream()
        let backend = try PanelWindow.open(position: position) { input.yield(.clicked($0)) }
        StandardStreams.err("dictate panel: showing through \(backend)\n")
        let following = Thread { follow(once: once, into: input) }
        following.start()
        let ticker = Task {
            while (try? await Task.sleep(for: tick)) != nil { input.yield(.tick) }
        }
        defer { ticker.cancel() }

        var model = PanelModel()
        var shown: PanelView?
        var over = false
        var latestConnection = 0
        // Copy is offered where the dictation's text is kept: the history is on.
        let history = (try? HistorySettings()).flatMap { $0.isEnabled ? $0.store : nil }
        var baseline: String??
        var cancelled = false
        for await event in events {
            let now = Date()
            switch event {
            case .snapshot(let snapshot, let connection):
                if connection != latestConnection, let history {
                    cancelled = false
                    baseline = nil
                    Task { input.yield(.baseline(await PanelCopy.newest(in: history)?.id)) }
                }
                latestConnection = connection
                model.receive(snapshot)
            case .ended:
                if history != nil, !cancelled { model.offerCopy(at: now) }
                model.feedEnded()
            case .baseline(let id): baseline = id
            case .copied: model.copied()
            case .reported(let message, let connection):
                // A dictation that began meanwhile is shown instead.
                if connection == latestConnection { model.fail(message, at: now) }
            case .clicked(.copy):
                if let history, let baseline {
                    Task { input.yield(await PanelCopy.copy(from: history, after: baseline).map { .failed($0) } ?? .copied) }
                }
            case .clicked(let action):
                cancelled = action == .cancel
                model.endRequested()
                Task.detached { await send(action, into: input) }
            case .failed(let message): model.fail(message, at: now)
            case .over: over = true
            case .tick: break
            }
            let view = model.view(at: now)
            if view != shown {
                PanelWindow.show(view)
                shown = view
            }
            if over, !view.isVisible { break }
        }
        return ExitCode.success
    }

    /// Ends the dictation as `dictate end` (Stop) or `dictate cancel` does.
    private static func send(_ action: PanelWindow.Action, into input: AsyncStream<Event>.Continuation) async {
        do {
            _ = try await onThread { try ControlClient.send(action == .stop ? .done : .cancel) }
        } catch ControlClientError.nothingRecording {
            // It ended by itself between the click and the command.
        } catch {
            input.yield(.failed("The dictation did not answer: \(error)"))
        }
    }

    /// Follows dictations one after another (with `once`, the first only), on the calling thread.
    /// Each ended dictation's log is read on a thread of its own, so the next dictation is followed
    /// while the last one's end is awaited there.
    private nonisolated static func follow(once: Bool, into input: AsyncStream<Event>.Continuation) {
        let deadline = ContinuousClock.now + startWait
        var connection = 0
        while true {
            let log = PanelLogWatch()
            connection += 1
            let current = connection
            do {
                try ControlClient.follow(live: true) { input.yield(.snapshot($0, connection: current)) }
                input.yield(.ended)
                let report: @Sendable () -> Void = { if let error = log.errorsOfTheEnd().first { input.yield(.reported(error, connection: current)) } }
                if once {
                    report()
                    break
                }
                Thread(block: report).start()
            } catch ControlClientError.nothingRecording {
                if once, ContinuousClock.now >= deadline { break }
                usleep(once ? 50_000 : 500_000)
            } catch {
                input.yield(.failed("The status feed failed: \(error)"))
                if once { break }
                sleep(1)
            }
        }
        input.yield(.over)
    }
}
