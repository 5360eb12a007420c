import DesktopText
import Foundation

/// Waits until text meant for "the window that had the focus before" can be typed: the focus has
/// left the compose window.
///
/// - X11: xdotool names the focused window; the wait ends when another window has it (the
///   terminal closed and the window manager focused the previous one, or the person switched).
/// - Wayland gives no client the focused window. The wait ends when the compose terminal closes,
///   seen as a hang-up on the terminal descriptor compose handed on, plus `settle` for the
///   compositor to focus the window below. A terminal that stays open never hangs up: after
///   `timeout` the message is not typed.
enum FocusDeparture {
    /// How long the focus may take to leave: enough to close a popup terminal or switch windows.
    static let timeout: Duration = .seconds(10)
    /// How long a compositor is given to focus the next window once the terminal closed.
    static let settle: Duration = .milliseconds(300)

    /// How the wait ended.
    enum Outcome: Equatable {
        /// The focus left: to the X11 window named, or, elsewhere, the terminal closed (`nil`).
        case left(toWindow: String?)
        case timedOut
    }

    /// Waits for the focus to leave `window` (X11) or for `terminal` to hang up (elsewhere).
    static func wait(from window: FocusedWindow?, terminal: Int32, environment: [String: String]) async -> Outcome {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let window {
                if let successor = await window.successor(environment: environment) { return .left(toWindow: successor) }
            } else if hungUp(terminal) {
                try? await Task.sleep(for: settle)
                return .left(toWindow: nil)
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return .timedOut
    }

    /// Whether the terminal behind `descriptor` is gone: its emulator closed the other end.
    private static func hungUp(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: 0, revents: 0)
        guard poll(&entry, 1, 0) == 1 else { return false }
        return Int32(entry.revents) & (POLLHUP | POLLERR | POLLNVAL) != 0
    }
}
