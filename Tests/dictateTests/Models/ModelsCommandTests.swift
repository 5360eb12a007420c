import Foundation
import Testing
import TestSupport

@Suite("dictate models: import, list, default, remove", .serialized)
struct ModelsCommandTests {
    /// Scratch data and configuration folders, so nothing touches the user's own.
    private struct Home {
        let root: URL
        var data: URL { root.appendingPathComponent("data/dictate/models") }
        var config: URL { root.appendingPathComponent("config/dictate/config") }
        var environment: [String: String] {
            ["XDG_DATA_HOME": root.appendingPathComponent("data").path,
             "XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "DICTATE_MODELS_DIR": "", "DICTATE_MODEL": ""]
        }

        init() throws { root = try DictateBinary.scratchDirectory() }

        func run(_ arguments: [String]) async throws -> ChildProcess.Result {
            try await DictateBinary.run(["models"] + arguments, environment: environment)
        }

        /// What the data folder holds, hidden staging folders included.
        func stored() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: data.path)) ?? []).sorted()
        }
    }

    /// The unpacked CTranslate2 folders set-up keeps in its cache.
    private static let cache: URL = {
        let environment = ProcessInfo.processInfo.environment
        if let cache = environment["DICTATE_CACHE"], !cache.isEmpty { return URL(fileURLWithPath: cache) }
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory() + "/.cache"
        return URL(fileURLWithPath: base).appendingPathComponent("dictate")
    }()

    private static func manifestSHA(_ name: String) throws -> String {
        let text = try String(contentsOf: DictateBinary.repository.appendingPathComponent("models/manifest.tsv"), encoding: .utf8)
        let row = try #require(text.split(separator: "\n").map { $0.split(separator: "\t") }.first { $0.first.map(String.init) == name })
        return String(row[4])
    }

    @Test("importing set-up's CTranslate2 folders gives the bytes set-up gives", arguments: ["tiny.en", "base"])
    func roundTrip(name: String) async throws {
        let home = try Home()
        let result = try await home.run(["import", Self.cache.appendingPathComponent("ctranslate2/\(name)").path, "--name", "imported"])
        #expect(result.status == 0, "\(result.standardError)")
        let sidecar = try JSONSerialization.jsonObject(with: Data(contentsOf: home.data.appendingPathComponent("ggml-imported.json"))) as? [String: Any]
        #expect(sidecar?["sha256"] as? String == (try Self.manifestSHA(name)))
        #expect(sidecar?["format"] as? String == "ctranslate2")
        #expect(home.stored() == ["ggml-imported.bin", "ggml-imported.json"])
    }

    @Test("a whisper.cpp file is linked, listed, made the default, shown by --version and removed")
    func lifecycle() async throws {
        let home = try Home()
        let base = DictateBinary.repository.appendingPathComponent("models/ggml-base.bin").path
        let imported = try await home.run(["import", base, "--name", "mine", "--link"])
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: home.data.appendingPathComponent("ggml-mine.bin").path)) == base)

        let again = try await home.run(["import", base, "--name", "mine"])
        #expect(again.status == 73)

        #expect(try await home.run(["default", "mine"]).status == 0)
        #expect(try String(contentsOf: home.config, encoding: .utf8).contains("model = mine"))
        let listing = try await home.run(["--format", "json"])
        let models = try #require(try JSONSerialization.jsonObject(with: Data(listing.standardOutput.utf8)) as? [[String: Any]])
        let mine = try #require(models.first { $0["name"] as? String == "mine" })
        #expect(mine["default"] as? Bool == true && mine["languages"] as? String == "multilingual")
        #expect(mine["quantization"] as? String == "f16" && (mine["parameters"] as? Int ?? 0) > 70_000_000)
        let text = try await home.run([])
        #expect(text.standardOutput.contains("* mine"))
        let version = try await DictateBinary.run(["--version"], environment: home.environment)
        #expect(version.standardOutput.contains("model mine"), "\(version.standardOutput)")

        #expect(try await home.run(["remove", "mine"]).status == 0)
        #expect(home.stored().isEmpty)
        #expect(!(try String(contentsOf: home.config, encoding: .utf8).contains("mine")))
        #expect(try await home.run(["remove", "mine"]).status == 69)
        #expect(try await home.run(["remove", "tiny.en"]).status == 69)
        #expect(try await home.run(["default", "nothing-here"]).status == 69)
    }

    @Test("bad inputs exit with their documented status and leave nothing behind")
    func badInputs() async throws {
        let home = try Home()
        let scratch = try DictateBinary.scratchDirectory()
        let tiny = Self.cache.appendingPathComponent("ctranslate2/tiny.en")
        let truncated = scratch.appendingPathComponent("truncated")
        try FileManager.default.createDirectory(at: truncated, withIntermediateDirectories: true)
        try Data(contentsOf: tiny.appendingPathComponent("model.bin")).prefix(1 << 20).write(to: truncated.appendingPathComponent("model.bin"))
        try FileManager.default.copyItem(at: tiny.appendingPathComponent("vocabulary.txt"), to: truncated.appendingPathComponent("vocabulary.txt"))
        let damagedFile = scratch.appendingPathComponent("ggml-damaged.bin")
        try Data(contentsOf: DictateBinary.repository.appendingPathComponent("models/ggml-tiny.en.bin")).prefix(1 << 20).write(to: damagedFile)
        let cases: [([String], Int32, String)] = [
            (["import", truncated.path], 65, "cut short"),
            (["import", scratch.path, "--name", "empty"], 65, "not a Whisper model"),
            (["import", damagedFile.path], 65, "cut short"),
            (["import", scratch.appendingPathComponent("missing").path], 66, "does not exist"),
            (["import", damagedFile.path, "--name", "../escape"], 64, "can't be a model name"),
        ]
        for (arguments, status, message) in cases {
            let result = try await home.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.standardError)")
            #expect(result.standardError.contains(message), "\(arguments): \(result.standardError)")
            #expect(home.stored().isEmpty, "\(arguments) left \(home.stored())")
        }
    }
}
