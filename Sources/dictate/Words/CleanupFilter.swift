import DesktopText
import Foundation

/// `--filter CMD`: settled text through `sh -c CMD`, standard input to standard output, within a
/// time limit.
struct CleanupFilter: Sendable {
    let command: String
    let timeout: Duration
    var environment = ProcessInfo.processInfo.environment

    /// Why the filter's output was not used; the text then goes on unfiltered.
    enum Failure: Error, CustomStringConvertible {
        case failed(DesktopTextError)
        case timedOut(Duration)
        case printedNothing

        var description: String {
            switch self {
            case .failed(let error): "\(error)"
            case .timedOut(let limit):
                "it took longer than \(String(format: "%g", Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18)) s"
            case .printedNothing: "it printed nothing"
            }
        }
    }

    /// `text` as the command rewrote it, without the line break it ends its output with.
    ///
    /// The text is given with a line break after it, as line-based tools (sed, awk) expect. At the
    /// limit the command gets SIGTERM and its output is not waited for.
    func run(_ text: String) async throws(Failure) -> String {
        let run = ProgramRun(arguments: ["sh", "-c", command], input: text + "\n", environment: environment, keepsOutput: true)
        let timeout = timeout
        let result = await withTaskGroup(of: Result<String, Failure>.self) { group in
            group.addTask {
                do throws(DesktopTextError) {
                    return .success(try await run.run().standardOutput)
                } catch {
                    return .failure(.failed(error))
                }
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return .failure(.timedOut(timeout))
            }
            // The first to finish decides; cancelling the other ends the command or the timer.
            let first = await group.next() ?? .failure(.timedOut(timeout))
            group.cancelAll()
            return first
        }
        let output = try result.get().trimmingCharacters(in: CharacterSet.whitespacesAndNewlines)
        guard !output.isEmpty else { throw .printedNothing }
        return output
    }
}
