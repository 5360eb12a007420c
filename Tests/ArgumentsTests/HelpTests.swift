import Arguments
import Testing

@Suite struct HelpLayout {
    static let tool = CommandSpec(
        name: "tool", abstract: "Converts recordings between formats, keeping timestamps intact.",
        discussion: "Exit codes:\n  0   success\n  64  usage error\n\n",
        options: [
            .option("format", short: "f", help: "Format of the result that is written out.", default: "text",
                    allowedValues: ["text", "json"]),
            .flag("verbose", short: "v", help: "Talk more.", repeatable: true),
            .option("extremely-long-option-name", valueName: "VALUE",
                    help: "Shows how a long label moves the description to the next line."),
        ],
        arguments: [
            ArgumentSpec("INPUT", help: "File to read."),
            ArgumentSpec("OUTPUT", help: "Where to write.", isRequired: false),
        ])

    @Test func snapshotOfALeafCommand() {
        let expected = """
            Usage: tool [OPTIONS] INPUT [OUTPUT]

            Converts recordings between formats, keeping timestamps
            intact.

            Arguments:
              INPUT                 File to read.
              [OUTPUT]              Where to write.

            Options:
              -f, --format FORMAT   Format of the result that is written
                                    out. (values: text, json; default:
                                    text)
              -v, --verbose         Talk more. (repeatable)
                  --extremely-long-option-name VALUE
                                    Shows how a long label moves the
                                    description to the next line.
              -h, --help            Show this help.

            Exit codes:
              0   success
              64  usage error

            """
        #expect(Self.tool.helpText(width: 60) == expected)
    }

    @Test func snapshotOfASubcommandAndItsParent() {
        let expected = """
            Usage: dictate models [OPTIONS] COMMAND

            Manage speech models.

            Commands:
              list        List installed models.
              download    Download a model.

            Options:
                  --json  Print JSON.
              -h, --help  Show this help.

            """
        #expect(Fixtures.root.helpText(for: ["models"]) == expected)
        #expect(Fixtures.root.helpText(for: ["models", "download"])
            .hasPrefix("Usage: dictate models download [OPTIONS] MODEL\n"))
    }

    @Test func unknownPathFallsBackToTheDeepestKnownCommand() {
        #expect(Fixtures.root.helpText(for: ["models", "nope"]) == Fixtures.root.helpText(for: ["models"]))
    }

    @Test(arguments: [40, 60, 80, 120])
    func linesFitTheWidth(width: Int) {
        for path in [[], ["transcribe"], ["models", "download"]] {
            for line in Fixtures.root.helpText(for: path, width: width).split(separator: "\n") {
                #expect(line.count <= width, "\(line)")
            }
        }
        for line in Self.tool.helpText(width: width).split(separator: "\n")
        where !line.contains("--extremely-long-option-name") {
            #expect(line.count <= width, "\(line)")
        }
    }

    @Test func lookupOfSubcommands() {
        #expect(Fixtures.root.command(at: ["models", "download"])?.name == "download")
        #expect(Fixtures.root.command(at: []) == Fixtures.root)
        #expect(Fixtures.root.command(at: ["models", "nope"]) == nil)
    }
}
