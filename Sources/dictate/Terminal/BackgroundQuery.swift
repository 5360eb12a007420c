import DictationComposer
import Foundation
import SpeechEngine

/// Asks the terminal for its background colour while raw mode is on, without losing keys.
///
/// The colour query goes out with a device-attributes query behind it: a terminal answers in order,
/// so once the second answer is in, the first has come or never will, and terminals without OSC 11
/// cost no wait. Terminals that answer neither cost ``timeout``.
enum BackgroundQuery {
    /// How long to wait for the answers. A local terminal answers in a few milliseconds, but one
    /// over ssh takes a round trip and one on a busy machine may take hundreds of milliseconds; only
    /// a terminal that answers neither query pays the whole wait.
    static let timeout: Duration = .seconds(1)

    /// The background colour the terminal on `input`/`output` reports, if any, and the bytes that
    /// arrived meanwhile that were not answers (keys typed), for ``KeyReader``.
    static func ask(input: Int32, output: Int32, timeout: Duration = timeout) -> (background: RGBColor?, typed: [UInt8]) {
        guard Terminal.write(ANSI.queryBackground + ANSI.queryDeviceAttributes, to: output) else { return (nil, []) }
        var scanner = TerminalReplyScanner()
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while !scanner.isComplete {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero, Terminal.waitForInput(on: input, timeout: Int32((left.inSeconds * 1000).rounded(.up))),
                  let bytes = Terminal.read(from: input) else { break }
            scanner.scan(bytes)
        }
        return (scanner.background, scanner.finish())
    }
}
