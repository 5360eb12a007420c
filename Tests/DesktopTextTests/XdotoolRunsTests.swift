@testable import DesktopText
import Testing

/// xdotool types characters outside the keymap by remapping a spare keycode for each, which the
/// window must read before it is taken back; those characters are typed with a longer wait.
@Suite struct XdotoolRunsTests {
    @Test func textIsCutWhereItLeavesASCII() {
        let runs = Typer.keymapRuns("Hello wörld — “x”")
        #expect(runs.map(\.text) == ["Hello w", "ö", "rld ", "—", " ", "“", "x", "”"])
        #expect(runs.map(\.isASCII) == [true, false, true, false, true, false, true, false])
    }

    @Test func onlyTheRemappedRunsWaitLonger() {
        let runs = Typer.xdotool.runs(for: [.text("déjà")], keyDelay: 20, environment: [:])
        let delays = runs.map { $0.arguments[$0.arguments.firstIndex(of: "--delay")! + 1] }
        #expect(runs.map { $0.arguments.last! } == ["d", "é", "j", "à"])
        #expect(delays == ["20", "\(Typer.remappedKeyDelay)", "20", "\(Typer.remappedKeyDelay)"])
    }
}
