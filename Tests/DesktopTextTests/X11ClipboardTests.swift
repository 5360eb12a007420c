import DesktopText
import Foundation
import TestSupport
import Testing

/// xclip and xsel on a private X server: the copy returns while their daemon serves the selection.
@Suite(.serialized, .exclusive) struct X11ClipboardTests {
    @Test(arguments: [Clipboard.Program.xclip, .xsel])
    func copyReturnsAtOnceAndTheTextReadsBack(program: Clipboard.Program) async throws {
        try await X11TestDisplay.with { display in
            let text = "Grüße — “clipboard” \(program.rawValue)\nline two"
            let started = ContinuousClock.now
            try await Clipboard(program: program, environment: display.environment).copy(text)
            #expect(ContinuousClock.now - started < .seconds(10), "the copy waited for the program serving the selection")
            // Reading the selection back needs its owner: the forked daemon outlived the call.
            let pasted = try await ChildProcess.run(
                ["timeout", "5", "xclip", "-o", "-selection", "clipboard"], environment: display.environment)
            #expect(pasted.status == 0)
            #expect(pasted.standardOutput == text)
        }
    }
}
