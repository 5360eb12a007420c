import Arguments
import Testing

@Suite struct Subcommands {
    @Test func nestedSubcommandWithArgument() throws {
        let parsed = try run(["models", "download", "tiny"])
        #expect(parsed.commandPath == ["models", "download"])
        #expect(parsed.argument("MODEL") == "tiny")
    }

    @Test func optionsOfEachLevel() throws {
        let parsed = try run(["models", "--json", "list"])
        #expect(parsed.commandPath == ["models", "list"])
        #expect(parsed.isSet("json"))
    }

    @Test func rootAloneAndRootFlags() throws {
        #expect(try run([]).commandPath == [])
        let parsed = try run(["--version"])
        #expect(parsed.commandPath == [] && parsed.isSet("version"))
    }

    @Test func parentWithoutSubcommandIsLeftToTheCaller() throws {
        #expect(try run(["models"]).commandPath == ["models"])
    }

    @Test func unknownSubcommandSuggestsTheNearestOne() {
        #expect(failure(["transcibe", "a.wav"])
            == .unknownSubcommand("transcibe", suggestion: "transcribe", available: ["transcribe", "models"]))
        #expect(failure(["models", "lst"])
            == .unknownSubcommand("lst", suggestion: "list", available: ["list", "download"]))
        #expect(failure(["frobnicate"])
            == .unknownSubcommand("frobnicate", suggestion: nil, available: ["transcribe", "models"]))
    }

    @Test func subcommandNameAsAnOptionValueIsAValue() throws {
        let parsed = try run(["transcribe", "-m", "models", "a.wav"])
        #expect(parsed.commandPath == ["transcribe"])
        #expect(parsed.value("model") == "models")
    }
}

@Suite struct HelpRequests {
    @Test(arguments: [
        (["--help"], []),
        (["-h"], []),
        (["transcribe", "--help"], ["transcribe"]),
        (["transcribe", "a.wav", "-h", "-f", "srt"], ["transcribe"]),
        (["transcribe", "-vh"], ["transcribe"]),
        (["models", "download", "--help"], ["models", "download"]),
        (["--help", "models", "list"], ["models", "list"]),
        (["models", "-h", "list"], ["models", "list"]),
    ] as [([String], [String])])
    func helpForTheDeepestCommand(arguments: [String], path: [String]) throws {
        #expect(try Fixtures.root.parse(arguments) == .help(commandPath: path))
    }

    @Test func helpWinsOverMistakesAroundIt() throws {
        #expect(try Fixtures.root.parse(["transcribe", "--bogus", "--help"]) == .help(commandPath: ["transcribe"]))
        #expect(try Fixtures.root.parse(["transcribe", "--help", "--bogus"]) == .help(commandPath: ["transcribe"]))
        #expect(try Fixtures.root.parse(["transcribe", "--help"]) == .help(commandPath: ["transcribe"]))
        #expect(try Fixtures.root.parse(["models", "download", "-h", "a", "b"])
            == .help(commandPath: ["models", "download"]))
        #expect(try Fixtures.root.parse(["transcibe", "--help"]) == .help(commandPath: []))
        #expect(try Fixtures.root.parse(["transcribe", "--help=yes"]) == .help(commandPath: ["transcribe"]))
    }

    @Test func helpAfterDoubleDashIsAnArgument() throws {
        #expect(try run(["transcribe", "--", "-h"]).arguments("FILE") == ["-h"])
        #expect(failure(["models", "list", "--", "--help"]) == .unexpectedArgument("--help"))
    }
}
