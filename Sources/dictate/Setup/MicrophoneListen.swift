import DesktopSetup
import Foundation
import Spawning

/// A few seconds from the source, transcribed by the installed model, so a person sees that the
/// microphone dictate uses hears them. It runs plain `dictate` for that long: on a terminal its
/// status line is the live level meter, and what it prints is what was heard.
struct MicrophoneListen {
    let context: SetupContext
    let source: String

    /// Long enough for a short sentence, short enough to be a check rather than a dictation.
    static let seconds = 3

    func part() async -> CheckReport.Part {
        let heading = "What \(source) heard in \(Self.seconds) seconds"
        StandardStreams.err("Say a few words: recording \(Self.seconds) seconds from \(source)…\n")
        let heard: (status: Int32, text: String)
        do {
            heard = try await listen()
        } catch {
            return .init(heading, lines: ["\(error)"], blocker: .missing("dictate could not listen: \(error)"))
        }
        let text = heard.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard heard.status == ExitCode.success else {
            let reason = "listening to \(source) failed (dictate exited \(heard.status))."
            return .init(heading, lines: [reason], blocker: heard.status == ExitCode.permissionDenied ? .refused(reason) : .missing(reason))
        }
        guard !text.isEmpty else {
            let reason = "Nothing was heard from \(source): speak closer, raise its volume, or choose another with --device."
            return .init(heading, lines: [reason], blocker: .missing(reason))
        }
        return .init(heading, lines: ["\"\(text)\""])
    }

    /// Runs the dictation, its standard error the terminal's (for the meter), its transcript into a file.
    private func listen() async throws -> (status: Int32, text: String) {
        let transcript = FileManager.default.temporaryDirectory.appendingPathComponent("dictate-setup-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: transcript) }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let arguments = [executable, "--device", source, "--max-duration", "\(Self.seconds)"]
        let environment = context.environment
        let status = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Int32, any Error>) in
            Thread.detachNewThread {
                do {
                    let pid = try Spawn.start(arguments, environment: environment, descriptors: [
                        (0, .open(path: "/dev/null", flags: O_RDONLY)),
                        (1, .open(path: transcript, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)),
                        (2, .duplicate(STDERR_FILENO)),
                    ])
                    var status: Int32 = 0
                    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                    continuation.resume(returning: (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f))
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
        return (status, (try? String(contentsOfFile: transcript, encoding: .utf8)) ?? "")
    }
}
