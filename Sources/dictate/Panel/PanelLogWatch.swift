import Foundation
import LiveStatus

/// What a background dictation wrote to its log (``SessionLog``) from the moment it is made: the
/// panel shows the errors a dictation ended with (a refusal, text left on the clipboard), which
/// the status feed does not carry.
struct PanelLogWatch {
    /// How long the end of a dictation may take to reach the log after its feed closed: the
    /// delivery of the last words comes after.
    static let endWait: Duration = .seconds(3)

    private let log: SessionLog?
    private let offset: UInt64

    init() {
        log = try? SessionLog()
        offset = log?.length ?? 0
    }

    /// The error lines written since, once the dictation logged its end; none if it logs none in
    /// ``endWait`` (a dictation in a terminal writes no log). Blocks: call it off the main actor.
    func errorsOfTheEnd() -> [String] {
        guard let log else { return [] }
        let deadline = ContinuousClock.now + Self.endWait
        while ContinuousClock.now < deadline {
            if log.ended(after: offset) { return log.errors(after: offset) }
            usleep(50_000)
        }
        return []
    }
}
