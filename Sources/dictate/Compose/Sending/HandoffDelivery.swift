import Arguments
import DesktopText
import Foundation

/// The detached side of ``FocusHandoff``: reads the message on standard input, waits for the
/// focus to leave the compose window, and types or pastes it there.
///
/// It has no terminal to speak on, so it writes to the background log and shows a notification
/// when the message did not arrive; when the focus never left, the message goes to the clipboard
/// instead, so it is not lost.
enum HandoffDelivery {
    /// Runs the delivery the compose `arguments` describe; returns the exit status.
    @MainActor
    static func run(_ arguments: [String]) async -> Int32 {
        let window = FocusHandoff.window()
        // Programs started from here (the typer, notify-send) are not delivering processes.
        unsetenv(FocusHandoff.marker)
        let environment = ProcessInfo.processInfo.environment
        let notifier = Notifier(isEnabled: true)
        let text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
        do {
            guard case .run(let parsed) = try CommandLineSpec.root.parse(arguments), let target = try SendTarget.parse(parsed) else {
                throw Failure("the message was handed on without --send-to", exitCode: ExitCode.usage)
            }
            let sink = try target.delivery.makeSink(environment: environment).0
            switch await FocusDeparture.wait(from: window, terminal: DetachedProcess.passedDescriptor, environment: environment) {
            case .left(let successor):
                try await SendTarget.deliver(text, with: sink)
                log("message sent: \(target.place.rawValue)" + (successor.map { " into X11 window \($0)" } ?? ""))
            case .timedOut:
                try await Clipboard.detect(environment: environment).copy(text)
                let message = "The focus never left the compose window, so the message was not \(target.place == .paste ? "pasted" : "typed"). It is on the clipboard."
                log(message)
                notifier.send("Message on the clipboard", message)
            }
            return ExitCode.success
        } catch {
            let failure = (error as? DesktopTextError).map { Failure($0.description, exitCode: $0.exitStatus) } ?? Failure(error)
            log("the message could not be sent: \(failure.message)")
            notifier.send("Message not sent", failure.message, urgent: true)
            return failure.exitCode
        }
    }

    private static func log(_ message: String) {
        (try? SessionLog())?.append(message)
    }
}
