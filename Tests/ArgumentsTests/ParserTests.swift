import Arguments
import Testing

/// Thrown by ``run(_:spec:)`` when parsing asks for help instead of running.
struct NotARun: Error {
    let outcome: ParseOutcome
}

/// Parses `arguments` against the fixture tree and expects a successful run.
func run(_ arguments: [String], spec: CommandSpec = Fixtures.root) throws -> ParsedArguments {
    let outcome = try spec.parse(arguments)
    guard case .run(let parsed) = outcome else { throw NotARun(outcome: outcome) }
    return parsed
}

/// The error that parsing `arguments` throws, or nil if it succeeds.
func failure(_ arguments: [String], spec: CommandSpec = Fixtures.root) -> ArgumentError? {
    do {
        _ = try spec.parse(arguments)
        return nil
    } catch {
        return error
    }
}

@Suite struct OptionForms {
    @Test func longOptionWithSeparateValue() throws {
        let parsed = try run(["transcribe", "--model", "small", "a.wav"])
        #expect(parsed.commandPath == ["transcribe"])
        #expect(parsed.value("model") == "small")
        #expect(parsed.arguments("FILE") == ["a.wav"])
    }

    @Test func longOptionWithEquals() throws {
        #expect(try run(["transcribe", "--model=small", "a.wav"]).value("model") == "small")
        #expect(try run(["transcribe", "--model=", "a.wav"]).value("model") == "")
    }

    @Test(arguments: [["-m", "small"], ["-msmall"], ["-m=small"]])
    func shortOptionForms(_ option: [String]) throws {
        #expect(try run(["transcribe"] + option + ["a.wav"]).value("model") == "small")
    }

    @Test func combinedShortFlags() throws {
        let parsed = try run(["transcribe", "-vq", "-v", "a.wav"])
        #expect(parsed.count("verbose") == 2)
        #expect(parsed.isSet("quiet"))
    }

    @Test func combinedShortFlagsEndingInAnOptionTakeTheNextWord() throws {
        let parsed = try run(["transcribe", "-vqf", "srt", "a.wav"])
        #expect(parsed.isSet("verbose") && parsed.isSet("quiet"))
        #expect(parsed.value("format") == "srt")
    }

    @Test func absentOptionsReportDefaultsAndUnsetFlags() throws {
        let parsed = try run(["transcribe", "a.wav"])
        #expect(parsed.value("format") == "text")
        #expect(parsed.values("format") == ["text"])
        #expect(parsed.value("output") == nil)
        #expect(parsed.values("word") == [])
        #expect(!parsed.isSet("verbose"))
        #expect(parsed.count("verbose") == 0)
    }

    @Test func repeatableOptionKeepsEveryValueInOrder() throws {
        let parsed = try run(["transcribe", "--word", "Kubernetes", "a.wav", "--word=Swift"])
        #expect(parsed.values("word") == ["Kubernetes", "Swift"])
        #expect(parsed.value("word") == "Swift")
    }

    @Test func nonRepeatableOptionKeepsTheLastValue() throws {
        let parsed = try run(["transcribe", "-m", "tiny", "--model", "large", "a.wav"])
        #expect(parsed.values("model") == ["large"])
    }

    @Test func negativeNumberIsAValue() throws {
        #expect(try run(["transcribe", "--temperature", "-0.5", "a.wav"]).value("temperature") == "-0.5")
    }

    @Test func optionsMayFollowPositionals() throws {
        let parsed = try run(["transcribe", "a.wav", "-f", "vtt", "b.wav"])
        #expect(parsed.arguments("FILE") == ["a.wav", "b.wav"])
        #expect(parsed.value("format") == "vtt")
    }
}

@Suite struct Positionals {
    @Test func doubleDashEndsOptions() throws {
        let parsed = try run(["transcribe", "-v", "--", "--verbose", "-x", "--help"])
        #expect(parsed.count("verbose") == 1)
        #expect(parsed.arguments("FILE") == ["--verbose", "-x", "--help"])
        #expect(parsed.positionals == ["--verbose", "-x", "--help"])
    }

    @Test func singleDashIsStandardInput() throws {
        let parsed = try run(["transcribe", "-f", "srt", "-"])
        #expect(parsed.arguments("FILE") == ["-"])
        #expect(parsed.argument("FILE") == "-")
    }

    @Test func requiredArgumentsAfterARepeatingOneAreFilledFirst() throws {
        let copy = CommandSpec(
            name: "copy", abstract: "Copy.",
            arguments: [
                ArgumentSpec("SOURCE", help: "From.", isRepeating: true),
                ArgumentSpec("DEST", help: "To."),
            ])
        let parsed = try run(["a", "b", "c"], spec: copy)
        #expect(parsed.arguments("SOURCE") == ["a", "b"])
        #expect(parsed.argument("DEST") == "c")
        #expect(failure(["a"], spec: copy) == .missingArgument("DEST"))
    }

    @Test func optionalArgumentMayBeOmitted() throws {
        let convert = CommandSpec(
            name: "convert", abstract: "Convert.",
            arguments: [
                ArgumentSpec("INPUT", help: "From."),
                ArgumentSpec("OUTPUT", help: "To.", isRequired: false),
            ])
        #expect(try run(["in.wav"], spec: convert).argument("OUTPUT") == nil)
        #expect(try run(["in.wav", "out.wav"], spec: convert).argument("OUTPUT") == "out.wav")
        #expect(failure(["a", "b", "c"], spec: convert) == .unexpectedArgument("c"))
    }

    @Test func missingRequiredPositional() {
        #expect(failure(["transcribe", "-v"]) == .missingArgument("FILE"))
        #expect(failure(["models", "download"]) == .missingArgument("MODEL"))
    }

    @Test func unexpectedPositional() {
        #expect(failure(["models", "list", "extra"]) == .unexpectedArgument("extra"))
        #expect(failure(["models", "download", "tiny", "base"]) == .unexpectedArgument("base"))
        #expect(failure(["--", "transcribe"]) == .unexpectedArgument("transcribe"))
    }
}

@Suite struct OptionErrors {
    @Test func missingValueAtTheEnd() {
        #expect(failure(["transcribe", "a.wav", "--model"]) == .missingValue(option: "--model", expected: "NAME"))
        #expect(failure(["transcribe", "a.wav", "-f"])
            == .missingValue(option: "-f", expected: "one of: text, jsonl, srt, vtt"))
    }

    @Test func optionIsNotTakenAsAValue() {
        #expect(failure(["transcribe", "--model", "--verbose", "a.wav"])
            == .missingValue(option: "--model", expected: "NAME"))
        #expect(failure(["transcribe", "--model", "--", "a.wav"])
            == .missingValue(option: "--model", expected: "NAME"))
    }

    @Test func valueOutsideTheAllowedList() {
        let expected = ArgumentError.invalidValue(
            option: "--format", value: "xml", expected: "one of: text, jsonl, srt, vtt")
        #expect(failure(["transcribe", "--format", "xml", "a.wav"]) == expected)
        #expect(failure(["transcribe", "--format=xml", "a.wav"]) == expected)
        #expect(failure(["transcribe", "-fxml", "a.wav"])
            == .invalidValue(option: "-f", value: "xml", expected: "one of: text, jsonl, srt, vtt"))
    }

    @Test func unknownLongOptionSuggestsTheNearestOne() {
        #expect(failure(["transcribe", "--modle", "x", "a.wav"]) == .unknownOption("--modle", suggestion: "--model"))
        #expect(failure(["transcribe", "--formt=srt"]) == .unknownOption("--formt", suggestion: "--format"))
        #expect(failure(["transcribe", "--hlep"]) == .unknownOption("--hlep", suggestion: "--help"))
        #expect(failure(["transcribe", "--xyz"]) == .unknownOption("--xyz", suggestion: nil))
    }

    @Test func unknownShortOption() {
        #expect(failure(["transcribe", "-x", "a.wav"]) == .unknownOption("-x", suggestion: nil))
        #expect(failure(["transcribe", "-vx", "a.wav"]) == .unknownOption("-x", suggestion: nil))
    }

    @Test func singleDashLongOptionSuggestsTheDoubleDashForm() {
        #expect(failure(["transcribe", "-verbose", "a.wav"]) == .unknownOption("-verbose", suggestion: "--verbose"))
    }

    @Test func flagGivenAValue() {
        #expect(failure(["transcribe", "--quiet=yes", "a.wav"]) == .unexpectedValue(option: "--quiet", value: "yes"))
    }

    @Test func optionsBelongToTheirOwnCommand() {
        #expect(failure(["transcribe", "--json", "a.wav"]) == .unknownOption("--json", suggestion: nil))
        #expect(failure(["--verbose", "transcribe", "a.wav"]) == .unknownOption("--verbose", suggestion: nil))
    }
}
