import Arguments
import Testing

@Suite struct ErrorMessages {
    @Test(arguments: [
        (ArgumentError.unknownOption("--modle", suggestion: "--model"),
         "unknown option '--modle'; did you mean '--model'?"),
        (.unknownOption("-x", suggestion: nil), "unknown option '-x'"),
        (.missingValue(option: "--model", expected: "NAME"), "missing value for '--model'; expected NAME"),
        (.unexpectedValue(option: "--quiet", value: "yes"), "option '--quiet' does not take a value (got 'yes')"),
        (.invalidValue(option: "--format", value: "xml", expected: "one of: text, srt"),
         "invalid value 'xml' for '--format'; expected one of: text, srt"),
        (.unexpectedArgument("extra"), "unexpected argument 'extra'"),
        (.missingArgument("FILE"), "missing required argument FILE"),
        (.unknownSubcommand("lst", suggestion: "list", available: ["list", "download"]),
         "unknown command 'lst'; did you mean 'list'?"),
        (.unknownSubcommand("zap", suggestion: nil, available: ["list", "download"]),
         "unknown command 'zap'; available commands: list, download"),
    ] as [(ArgumentError, String)])
    func messageAndExitCode(error: ArgumentError, message: String) {
        #expect(error.message == message)
        #expect(error.description == message)
        #expect(error.exitCode == 64)
    }

    @Test func reportForUsageErrors() {
        let report = ArgumentError.report(ArgumentError.missingArgument("FILE"), command: "dictate transcribe")
        #expect(report.message == "error: missing required argument FILE\nRun 'dictate transcribe --help' for usage.")
        #expect(report.exitCode == 64)
    }

    struct DiskFull: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    @Test func reportForOtherErrors() {
        let report = ArgumentError.report(DiskFull(), command: "dictate")
        #expect(report.message == "error: disk full")
        #expect(report.exitCode == 1)
    }
}
