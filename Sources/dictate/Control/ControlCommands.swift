import Foundation
import LiveStatus

/// `dictate stop|pause|resume|status|recordings`: talking to the `dictate` that is recording.
enum ControlCommands {
    /// Sends `command` to the recording `dictate` and prints what it answered.
    static func send(_ command: ControlCommand) async throws -> Int32 {
        let reply: ControlReply
        do {
            reply = try await onThread { try ControlClient.send(command) }
        } catch ControlClientError.refused(let message) where message.hasPrefix(LiveSession.draftNotSaved) {
            // The recording stopped, but its draft could not be written (a full disk): an I/O error.
            throw Failure(message, exitCode: ExitCode.ioError)
        }
        switch command {
        case .stop:
            try StandardStreams.out(reply.draft.map { "Saved the recording to \($0)\n" } ?? "Stopped.\n")
        default:
            if let snapshot = reply.snapshot { try StandardStreams.out(StatusFormat.text.render(snapshot) + "\n") }
        }
        return ExitCode.success
    }

    /// Prints the current status once, or, with `follow`, a line per update for as long as it runs,
    /// waiting through idle times so a status bar can keep one command running.
    static func status(format: StatusFormat, follow: Bool) async throws -> Int32 {
        guard follow else {
            let snapshot: StatusSnapshot
            do { snapshot = try await onThread { try ControlClient.send(.status) }.snapshot ?? .idle } catch ControlClientError.nothingRecording {
                snapshot = .idle
            }
            try StandardStreams.out(format.render(snapshot) + "\n")
            return ExitCode.success
        }
        let (snapshots, feed) = AsyncStream<StatusSnapshot>.makeStream(bufferingPolicy: .bufferingNewest(64))
        let following = Task {
            while !Task.isCancelled {
                do {
                    try await onThread { try ControlClient.follow { feed.yield($0) } }
                } catch ControlClientError.nothingRecording {
                    feed.yield(.idle)
                    try? await Task.sleep(for: .seconds(1))
                    continue
                } catch {
                    feed.finish()
                    throw error
                }
                feed.yield(.idle)
            }
        }
        for await line in FollowLines.lines(snapshots, format: format, clock: ContinuousClock()) {
            try StandardStreams.out(line + "\n")
        }
        try await following.value
        return ExitCode.success
    }

    /// Lists the saved recording drafts, newest first.
    static func recordings() throws -> Int32 {
        let drafts = try RecordingStore().list()
        guard !drafts.isEmpty else {
            try StandardStreams.out("No recordings yet. `dictate stop` saves the one in progress.\n")
            return ExitCode.success
        }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withSpaceBetweenDateAndTime]
        formatter.timeZone = .current
        var text = ""
        for draft in drafts {
            let time = formatter.string(from: draft.metadata.startedAt)
            let duration = StatusLine.clock(.milliseconds(Int64(draft.metadata.duration * 1000)))
            text += "\(time)  \(duration)  \(draft.firstWords)\n    \(draft.folder.path)\n"
        }
        try StandardStreams.out(text)
        return ExitCode.success
    }
}
