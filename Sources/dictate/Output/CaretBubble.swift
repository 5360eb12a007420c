import Foundation
import LivePanel

/// The dictation's status under the caret (``CaretStatus``), drawn by the input method that
/// delivers the text: redrawn on every change of state and at ``interval`` for the time and the
/// meter, hidden at the end.
///
/// Four redraws a second let the meter follow a voice's syllables closely enough to show it is
/// heard, while each is one small D-Bus message through ibus-daemon to the panel; unchanged text is
/// not sent, so silence costs one a second. Measured on headless GNOME Shell 43 (software
/// rendering, two cores) over 24 s of dictation: the shell used about 3.5 s more CPU with the
/// status at four redraws a second, 2.5 s more at two; the dictation took no longer either way.
actor CaretBubble {
    static let interval: Duration = .milliseconds(250)

    private let show: @Sendable (String?) async -> Void
    private var status: CaretStatus?
    private var ticker: Task<Void, Never>?
    private var shown: String?
    private var ended = false

    /// `show` draws a line beside the caret, `nil` hides it.
    init(show: @escaping @Sendable (String?) async -> Void) {
        self.show = show
    }

    /// The dictation began listening; later sessions of the same dictation change nothing.
    func begin() {
        guard status == nil, !ended else { return }
        status = CaretStatus(startedAt: Date())
        ticker = Task { [weak self] in
            while !Task.isCancelled {
                await self?.redraw()
                try? await Task.sleep(for: Self.interval)
            }
        }
    }

    func hear(level: Float) {
        status?.hear(level: level, at: Date())
    }

    func enter(_ phase: CaretStatus.Phase) async {
        guard status?.phase != phase else { return }
        status?.enter(phase, at: Date())
        await redraw()
    }

    /// The text that reached the field so far.
    func settle(_ text: String) {
        status?.settle(text)
    }

    func fail(_ message: String) async {
        status?.fail(message, at: Date())
        await redraw()
    }

    /// Hides the status for good; with `keepingError`, an error showing stays its few seconds first.
    func end(keepingError: Bool) async {
        guard !ended else { return }
        ended = true
        ticker?.cancel()
        await ticker?.value
        ticker = nil
        if keepingError, let until = status?.errorEnds(after: Date()) {
            try? await Task.sleep(for: .milliseconds(Int64(until.timeIntervalSinceNow * 1000)))
        }
        if shown != nil { await show(nil) }
        shown = nil
    }

    private func redraw() async {
        guard !ended, let text = status?.text(at: Date()), text != shown else { return }
        shown = text
        await show(text)
    }
}
