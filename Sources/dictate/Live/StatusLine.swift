import Foundation

/// The small status line on standard error: recording state, elapsed time and a level meter,
/// or a progress bar for files.
///
/// When standard output is the same terminal, the line sits under the transcript line and is
/// redrawn there; otherwise it is redrawn in place on its own. It is only drawn on a terminal.
final class StatusLine {
    enum Placement { case below, alone }

    private let placement: Placement
    private let colors: ColorMode
    private var levels: [Float] = []
    private var text = ""
    private var lastDraw = ContinuousClock.now - .seconds(1)
    private let transcriptLine: () -> Int

    /// A status line, or `nil` when standard error is not a terminal.
    init?(transcriptIsLive: Bool, environment: [String: String] = ProcessInfo.processInfo.environment,
          cursorColumn: @escaping () -> Int = { 0 }) {
        guard Terminal.isTerminal(STDERR_FILENO) else { return nil }
        placement = transcriptIsLive ? .below : .alone
        colors = ColorMode.detect(for: STDERR_FILENO, environment: environment)
        transcriptLine = cursorColumn
    }

    static let meterWidth = 12
    private static let bars: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// A level reading while recording; redraws at most 20 times a second.
    func recording(level: Float, elapsed: Duration) {
        levels.append(level)
        if levels.count > Self.meterWidth { levels.removeFirst(levels.count - Self.meterWidth) }
        guard ContinuousClock.now - lastDraw >= .milliseconds(50) else { return }
        let dot = TextStyle(foreground: .init(red: 220, green: 50, blue: 47)).apply("●", mode: colors)
        text = "\(dot) REC \(Self.clock(elapsed)) \(meter)"
        draw()
    }

    /// While paused: the time stands still at what was recorded, which is also what counts
    /// against the cap, and the meter shows the last readings before the pause.
    func paused(elapsed: Duration) {
        let next = "❚❚ PAUSED \(Self.clock(elapsed)) \(meter)"
        guard next != text else { return }
        text = next
        draw()
    }

    private var meter: String {
        String(levels.map { Self.bars[min(Int($0 * Float(Self.bars.count)), Self.bars.count - 1)] })
    }

    /// After Done, while the last words are decoded: how long it has taken so far. A busy machine
    /// can take seconds here, and the words are worth waiting for; the line says so.
    func finishing(for elapsed: Duration) {
        text = "… finishing " + String(format: "%.1f s", elapsed.inSeconds)
        draw()
    }

    /// Progress through a file.
    func progress(_ fraction: Double, heard: Double, total: Double) {
        guard ContinuousClock.now - lastDraw >= .milliseconds(100) else { return }
        let width = 24
        let filled = Int((min(max(fraction, 0), 1) * Double(width)).rounded())
        text = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
            + "\(Int(fraction * 100))%  \(Self.clock(.seconds(heard)))/\(Self.clock(.seconds(total)))"
        draw()
    }

    private func draw() {
        lastDraw = .now
        switch placement {
        case .alone: StandardStreams.err("\r" + ANSI.clearToEndOfLine + text)
        case .below: drawBelow(cursorColumn: transcriptLine())
        }
    }

    /// Draws the status on the row under the cursor and puts the cursor back at `cursorColumn`.
    func drawBelow(cursorColumn: Int) {
        guard placement == .below, !text.isEmpty else { return }
        let back = cursorColumn > 0 ? "\(ANSI.csi)\(cursorColumn)C" : ""
        StandardStreams.err("\n\r" + ANSI.clearToEndOfLine + text + "\(ANSI.csi)1A\r" + back)
    }

    /// Removes the status from the screen.
    func clear() {
        switch placement {
        case .alone: StandardStreams.err("\r" + ANSI.clearToEndOfLine)
        case .below: StandardStreams.err("\n\r" + ANSI.clearToEndOfLine + "\(ANSI.csi)1A\r")
        }
    }

    /// `M:SS`, in monospaced digits as the terminal draws them.
    static func clock(_ duration: Duration) -> String {
        let seconds = Int(duration.inSeconds)
        let remainder = seconds % 60
        return "\(seconds / 60):\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
