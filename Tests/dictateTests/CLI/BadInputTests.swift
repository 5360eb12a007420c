import Foundation
import Testing
import TestSupport

/// The quick part of `scripts/reliability/bad-input`: damaged, hostile and unusual input gets a
/// message that names the problem and a documented exit status, never a crash or a hang.
@Suite("dictate on bad input")
struct BadInputTests {
    /// One run: arguments with `@NAME` standing for a generated file, the status, a phrase of the message.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var status: Int32
        var phrase: String
        var standardInput: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "empty file", arguments: ["--file", "@empty.wav"], status: 65, phrase: "is empty"),
        Case(name: "WAV header cut short", arguments: ["--file", "@cut.wav"], status: 65, phrase: "ends after 20 bytes"),
        Case(name: "zero channels", arguments: ["--file", "@channels.wav"], status: 65, phrase: "declares 0 channels"),
        Case(name: "sample rate 0", arguments: ["--file", "@rate.wav"], status: 65, phrase: "sample rate of 0 Hz"),
        Case(name: "7 bits per sample in 2-byte blocks", arguments: ["--file", "@bits.wav"], status: 65,
             phrase: "declares 7 bits per sample in 2-byte blocks"),
        Case(name: "unknown codec", arguments: ["--file", "@codec.wav"], status: 65, phrase: "codec 0x7777"),
        Case(name: "37 hours declared", arguments: ["--file", "@huge.wav"], status: 65, phrase: "too long"),
        Case(name: "a text file", arguments: ["--file", "@notes.wav"], status: 65, phrase: "not an audio file"),
        Case(name: "a directory", arguments: ["--file", "@"], status: 66, phrase: "is a directory"),
        Case(name: "/dev/zero", arguments: ["--file", "/dev/zero"], status: 66, phrase: "not a regular file"),
        Case(name: "endless standard input", arguments: ["--file", "-"], status: 65, phrase: "larger than 1024 MiB",
             standardInput: "/dev/zero"),
        Case(name: "model cut short", arguments: ["--file", "@fox", "--offline", "--model", "@ggml-cut.bin"], status: 65,
             phrase: "cut short"),
        Case(name: "model with the wrong magic", arguments: ["--file", "@fox", "--offline", "--model", "@ggml-magic.bin"],
             status: 65, phrase: "not a whisper.cpp model"),
        Case(name: "model with absurd hyperparameters", arguments: ["--file", "@fox", "--offline", "--model", "@ggml-layers.bin"],
             status: 65, phrase: "n_audio_layer = 100000"),
        Case(name: "model with a vocabulary too large", arguments: ["--file", "@fox", "--offline", "--model", "@ggml-vocab.bin"],
             status: 65, phrase: "damaged vocabulary"),
        Case(name: "unknown model name", arguments: ["--file", "@fox", "--offline", "--model", "huge.fr"], status: 69,
             phrase: "No model named \"huge.fr\""),
        Case(name: "no sound server", arguments: ["--device", "default"], status: 69, phrase: "No PulseAudio"),
        Case(name: "--threads 0", arguments: ["--threads", "0"], status: 64, phrase: "'--threads'"),
        Case(name: "--voice-gate loud", arguments: ["--voice-gate", "loud"], status: 64, phrase: "'--voice-gate'"),
        Case(name: "--max-duration over a minute without --continuous", arguments: ["--max-duration", "90"], status: 64,
             phrase: "add --continuous"),
        Case(name: "--max-duration nan", arguments: ["--max-duration", "nan"], status: 64, phrase: "'--max-duration'"),
    ]

    @Test("each case exits with its status and says what is wrong", arguments: cases)
    func badInput(_ input: Case) async throws {
        let folder = try Self.inputs.get()
        let arguments = input.arguments.map { argument in
            argument == "@fox" ? DictateBinary.audio("fox.wav")
                : argument.hasPrefix("@") ? folder.appendingPathComponent(String(argument.dropFirst())).path : argument
        }
        // A socket that does not exist: the no-server case never meets a real one.
        let result = try await DictateBinary.run(arguments, input: input.standardInput, environment: [
            "PULSE_SERVER": "unix:" + folder.appendingPathComponent("no-server").path, "XDG_RUNTIME_DIR": folder.path,
        ])
        #expect(result.status == input.status, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("dictate: "))
        #expect(result.standardError.contains(input.phrase), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("a recording cut off mid-way (its header claims more) is transcribed up to the cut")
    func cutRecording() async throws {
        let folder = try DictateBinary.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fox = try Data(contentsOf: URL(fileURLWithPath: DictateBinary.audio("fox.wav")))
        let path = folder.appendingPathComponent("cut-off.wav")
        try fox.prefix(44 + (fox.count - 44) * 3 / 4).write(to: path)
        let result = try await DictateBinary.run(["--file", path.path, "--offline"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.lowercased().contains("quick"), "\(result.standardOutput)")
    }

    @Test("a model with bytes after its last tensor is named as such")
    func modelTail() async throws {
        let folder = try DictateBinary.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("ggml-tail.bin")
        // 75 MB copied and written: work for a thread of its own, not the tests' shared pool.
        try await offThePool {
            let model = try Data(contentsOf: DictateBinary.repository.appendingPathComponent("models/ggml-tiny.en.bin"),
                                 options: .alwaysMapped)
            try (model + Data(count: 64)).write(to: path)
        }
        let result = try await DictateBinary.run(["--file", DictateBinary.audio("fox.wav"), "--offline", "--model", path.path])
        #expect(result.status == 65)
        #expect(result.standardError.contains("64 unexpected bytes after its last tensor"), "\(result.standardError)")
    }

    @Test("a file the user can't read is refused with 66", .enabled(if: getuid() == 0, "drops root's override with setpriv"))
    func unreadable() async throws {
        let folder = try DictateBinary.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("locked.wav").path
        try Data(contentsOf: URL(fileURLWithPath: DictateBinary.audio("fox.wav"))).write(to: URL(fileURLWithPath: path))
        chmod(path, 0)
        // Root reads any file; without these two capabilities it is held to the mode bits like anyone.
        let result = try await ChildProcess.run(["setpriv", "--bounding-set=-dac_override,-dac_read_search",
                                                 DictateBinary.path, "--file", path])
        #expect(result.status == 66, "\(result.standardError)")
        #expect(result.standardError.contains("permission denied"))
    }

    /// A scratch folder with every generated input the cases name, made once for the suite.
    static let inputs = Result { try makeInputs() }

    private static func makeInputs() throws -> URL {
        let folder = try DictateBinary.scratchDirectory()
        let write = { (name: String, data: Data) in try data.write(to: folder.appendingPathComponent(name)) }
        let fox = try Data(contentsOf: URL(fileURLWithPath: DictateBinary.audio("fox.wav")))
        // fox.wav has the canonical 44-byte header: the fmt chunk's fields from byte 20, data's size at 40.
        try write("empty.wav", Data())
        try write("cut.wav", fox.prefix(20))
        try write("channels.wav", patch(fox, at: 22, UInt16(0)))
        try write("rate.wav", patch(fox, at: 24, UInt32(0)))
        try write("codec.wav", patch(fox, at: 20, UInt16(0x7777)))
        try write("bits.wav", patch(fox, at: 34, UInt16(7)))
        try write("notes.wav", Data(String(repeating: "Meeting notes, nothing to hear.\n", count: 20).utf8))
        let huge = folder.appendingPathComponent("huge.wav").path
        let bytes: UInt32 = 0xFFFF_0000
        try write("huge.wav", patch(patch(fox.prefix(44), at: 4, bytes - 8), at: 40, bytes - 44))
        // Sparse: the length agrees with the header without taking the disk.
        guard truncate(huge, off_t(bytes)) == 0 else { throw POSIXError(.EIO) }

        let model = try Data(contentsOf: DictateBinary.repository.appendingPathComponent("models/ggml-tiny.en.bin"),
                             options: .alwaysMapped)
        try write("ggml-cut.bin", model.prefix(1 << 20))
        // Validation stops at the first fault, so the damaged headers need only the file's start.
        let start = model.prefix(1 << 17)
        try write("ggml-magic.bin", patch(start, at: 0, UInt32(0x4655_4747)))
        try write("ggml-layers.bin", patch(start, at: 20, Int32(100_000)))
        // The vocabulary count follows the 12 header fields and tiny.en's 80 × 201 mel filters.
        try write("ggml-vocab.bin", patch(start, at: 48 + 8 + 80 * 201 * 4, Int32(60_000)))
        return folder
    }

    static func patch<Value: FixedWidthInteger>(_ data: Data, at offset: Int, _ value: Value) -> Data {
        var copy = Data(data)
        withUnsafeBytes(of: value.littleEndian) { copy.replaceSubrange(offset..<offset + $0.count, with: $0) }
        return copy
    }
}
