import Arguments
import Foundation

/// Parses the command line, runs the command it names and returns the exit status.
@MainActor
enum SpeechBench {
    static func main(_ arguments: [String]) async -> Int32 {
        let spec = BenchCommandLine.root
        do {
            switch try spec.parse(arguments) {
            case .help(let path):
                print(spec.helpText(for: path), terminator: "")
                return 0
            case .run(let parsed):
                switch parsed.commandPath {
                case ["run"]: try await RunCommand(parsed).run()
                case ["compare"]: try CompareCommand(parsed).run()
                default: print(spec.helpText(), terminator: "")
                }
                return 0
            }
        } catch {
            let command = (["speech-bench"] + ((try? spec.parse(arguments)).flatMap(\.commandPath) ?? [])).joined(separator: " ")
            let report = ArgumentError.report(error, command: command)
            FileHandle.standardError.write(Data("speech-bench: \(report.message)\n".utf8))
            return report.exitCode
        }
    }
}

extension ParseOutcome {
    /// The subcommand names that were parsed, for naming the command in an error.
    fileprivate var commandPath: [String]? {
        switch self {
        case .run(let parsed): parsed.commandPath
        case .help(let path): path
        }
    }
}
