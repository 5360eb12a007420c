import Arguments
import Testing

@Suite struct CommandLineRoundTripTests {
    private let options: [OptionSpec] = [
        .option("model", short: "m", help: "Model.", default: "tiny"),
        .option("device", help: "Device."),
        .flag("verbose", short: "v", help: "Chatty.", repeatable: true),
        .flag("type", help: "Type it."),
    ]

    private func parse(_ arguments: [String]) throws -> ParsedArguments {
        let spec = CommandSpec(name: "tool", abstract: "Tool.", subcommands: [
            CommandSpec(name: "toggle", abstract: "Toggle.", options: options + [.flag("quiet", help: "Hush.")]),
        ])
        guard case .run(let parsed) = try spec.parse(arguments) else {
            Issue.record("help instead of a run for \(arguments)")
            throw ArgumentError.unexpectedArgument("--help")
        }
        return parsed
    }

    @Test func givenOptionsComeBackInSpecOrderAsLongForms() throws {
        let parsed = try parse(["toggle", "--type", "-vv", "-m", "base", "--device=-odd-name", "--quiet"])
        #expect(parsed.commandLine(for: options) == ["--model=base", "--device=-odd-name", "--verbose", "--verbose", "--type"])
    }

    @Test func defaultsAndUnlistedOptionsAreLeftOut() throws {
        #expect(try parse(["toggle", "--quiet"]).commandLine(for: options).isEmpty)
    }

    @Test func whatComesBackParsesToTheSameValues() throws {
        let first = try parse(["toggle", "-m", "base", "--type"])
        let again = try parse(["toggle"] + first.commandLine(for: options))
        #expect(again.value("model") == "base")
        #expect(again.isSet("type"))
    }
}
