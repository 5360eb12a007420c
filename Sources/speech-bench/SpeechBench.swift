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
                case ["calibrate"]: try await CalibrateCommand(parsed).run()
                case ["refit"]: try RefitCommand(parsed).run()
                case ["compare"]: try CompareCommand(parsed).run()
                case ["formatting"]: try FormattingCommand(parsed).run()
                default: print(spec.helpText(), terminator: "")
                }
                return 0
            }
        } catch {
            let subcommand = arguments.first.flatMap { spec.command(at: [$0]) != nil ? " " + $0 : nil } ?? ""
            let report = ArgumentError.report(error, command: "speech-bench" + subcommand)
            FileHandle.standardError.write(Data((report.message + "\n").utf8))
            return report.exitCode
        }
    }
}
