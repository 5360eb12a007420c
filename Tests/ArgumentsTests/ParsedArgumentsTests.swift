import Arguments
import Testing

enum OutputFormat: String {
    case text, jsonl, srt, vtt
}

@Suite struct TypedAccessors {
    @Test func integerWithinRange() throws {
        let parsed = try run(["transcribe", "--threads", "4", "a.wav"])
        #expect(try parsed.int("threads", in: 1...8) == 4)
        #expect(try parsed.int("threads") == 4)
    }

    @Test func aDefaultIsNotGiven() throws {
        let defaulted = try run(["transcribe", "a.wav"])
        #expect(defaulted.value("model") == "base.en")
        #expect(!defaulted.isGiven("model"))
        #expect(try run(["transcribe", "--model", "base.en", "a.wav"]).isGiven("model"))
    }

    @Test func absentIntegerIsNil() throws {
        #expect(try run(["transcribe", "a.wav"]).int("threads", in: 1...8) == nil)
    }

    @Test func integerOutsideRangeNamesOptionValueAndRange() throws {
        let parsed = try run(["transcribe", "--threads", "0", "a.wav"])
        let expected = ArgumentError.invalidValue(option: "--threads", value: "0", expected: "an integer from 1 to 8")
        #expect(throws: expected) { try parsed.int("threads", in: 1...8) }
        #expect(expected.message == "invalid value '0' for '--threads'; expected an integer from 1 to 8")
    }

    @Test(arguments: ["four", "2.5", ""])
    func notAnInteger(_ text: String) throws {
        let parsed = try run(["transcribe", "--threads=\(text)", "a.wav"])
        #expect(throws: ArgumentError.invalidValue(option: "--threads", value: text, expected: "an integer")) {
            try parsed.int("threads")
        }
    }

    @Test func numberWithinRange() throws {
        let parsed = try run(["transcribe", "--temperature", "0.25", "a.wav"])
        #expect(try parsed.double("temperature", in: 0...1) == 0.25)
    }

    @Test(arguments: ["1.5", "-0.1"])
    func numberOutsideRange(_ text: String) throws {
        let parsed = try run(["transcribe", "--temperature", text, "a.wav"])
        #expect(throws: ArgumentError.invalidValue(
            option: "--temperature", value: text, expected: "a number from 0.0 to 1.0")
        ) { try parsed.double("temperature", in: 0...1) }
    }

    @Test(arguments: ["nan", "inf", "warm"])
    func notAFiniteNumber(_ text: String) throws {
        let parsed = try run(["transcribe", "--temperature", text, "a.wav"])
        #expect(throws: ArgumentError.invalidValue(option: "--temperature", value: text, expected: "a number")) {
            try parsed.double("temperature")
        }
    }

    @Test func enumFromValueOrDefault() throws {
        #expect(try run(["transcribe", "-f", "srt", "a.wav"]).value("format", as: OutputFormat.self) == .srt)
        #expect(try run(["transcribe", "a.wav"]).value("format", as: OutputFormat.self) == .text)
    }

    @Test func enumWithoutMatchingCase() throws {
        let parsed = try run(["transcribe", "--model", "small", "a.wav"])
        #expect(throws: ArgumentError.invalidValue(option: "--model", value: "small", expected: "NAME")) {
            try parsed.value("model", as: OutputFormat.self)
        }
    }

    @Test func defaultIsValidatedToo() throws {
        let spec = CommandSpec(
            name: "tool", abstract: "Tool.", options: [.option("threads", help: "Threads.", default: "many")])
        #expect(throws: ArgumentError.invalidValue(option: "--threads", value: "many", expected: "an integer")) {
            try run([], spec: spec).int("threads")
        }
    }
}
