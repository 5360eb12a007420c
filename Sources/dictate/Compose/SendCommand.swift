import Foundation

/// `--send-command`: runs a shell command with the message on its standard input.
struct SendCommand: Sendable {
    /// The command line, run by `/bin/sh -c`.
    let command: String

    /// Why the command failed: its last line on standard error, or its exit status.
    struct Failure: Error, LocalizedError {
        /// The sentence shown under the card.
        let message: String
        var errorDescription: String? { message }
    }

    /// Runs the command with `text` and a final line break on its input. Throws ``Failure`` on a
    /// non-zero exit; cancelling the task terminates the command.
    func send(_ text: String) async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        // The terminal shows the composer; the command's own output would tear through it.
        process.standardOutput = FileHandle.nullDevice
        let running = process
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                DispatchQueue.global().async {
                    continuation.resume(with: Result { try Self.run(running, text: text, input: input, errors: errors) })
                }
            }
        } onCancel: {
            if running.isRunning { running.terminate() }
        }
        try Task.checkCancellation()
    }

    private static func run(_ process: Process, text: String, input: Pipe, errors: Pipe) throws {
        try process.run()
        // A command that exits without reading must not kill us with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        try? input.fileHandleForWriting.write(contentsOf: Data((text + "\n").utf8))
        try? input.fileHandleForWriting.close()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return }
        let lastLine = String(decoding: stderr, as: UTF8.self)
            .split(whereSeparator: \.isNewline)
            .last { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        throw Failure(message: lastLine ?? "The send command failed with status \(process.terminationStatus).")
    }
}
