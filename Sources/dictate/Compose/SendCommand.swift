import DesktopText
import Foundation

/// `--send-command`: runs a shell command with the message on its standard input.
///
/// The command runs through DesktopText's `ProgramRun`, which waits for the shell alone: a command
/// that leaves a process behind holding its output (`xclip -selection clipboard`, `wl-copy`) must
/// not keep the card in Sending forever.
struct SendCommand: Sendable {
    /// The command line, run by `/bin/sh -c`.
    let command: String
    /// The variables the command runs with.
    var environment: [String: String] = ProcessInfo.processInfo.environment

    /// Why the command failed: its last line on standard error, or its exit status.
    struct Failure: Error, LocalizedError {
        /// The sentence shown under the card.
        let message: String
        var errorDescription: String? { message }
    }

    /// Runs the command with `text` and a final line break on its input. Throws ``Failure`` on a
    /// non-zero exit; cancelling the task terminates the command. The command's standard output
    /// is discarded: the terminal shows the composer, and the output would tear through it.
    func send(_ text: String) async throws {
        do throws(DesktopTextError) {
            try await ProgramRun(arguments: ["/bin/sh", "-c", command], input: text + "\n", environment: environment).run()
        } catch {
            try Task.checkCancellation()
            if case .programFailed(_, let status, let message) = error {
                throw Failure(message: message.isEmpty ? "The send command failed with status \(status)." : message)
            }
            throw Failure(message: "The send command could not run: \(error.description).")
        }
        try Task.checkCancellation()
    }
}
