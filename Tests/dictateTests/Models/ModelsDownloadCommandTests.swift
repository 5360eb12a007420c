import Foundation
import Testing
import TestSupport

@Suite("dictate models download and the speed listing, against a local server", .serialized, .exclusive)
struct ModelsDownloadCommandTests {
    /// Scratch data, configuration and cache folders, a catalogue of test entries and a folder the server serves.
    private struct Home {
        let root: URL
        var dataHome: URL
        var data: URL { dataHome.appendingPathComponent("dictate/models") }
        var served: URL { root.appendingPathComponent("served") }
        var catalogue: URL { root.appendingPathComponent("catalogue.json") }
        var baseURL = "http://127.0.0.1:1"
        /// Where speed figures are kept: one folder for the suite, so set-up's models are measured
        /// once, unless a test measures for itself.
        var cache = Home.sharedCache
        var environment: [String: String] {
            ["XDG_DATA_HOME": dataHome.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
             "XDG_CACHE_HOME": cache.path, "DICTATE_MODELS_DIR": "", "DICTATE_MODEL": "",
             "DICTATE_MODEL_CATALOGUE": catalogue.path, "DICTATE_MODEL_BASE_URL": baseURL,
             "no_proxy": "127.0.0.1", "NO_PROXY": "127.0.0.1"]
        }

        /// A home whose catalogue offers set-up's tiny.en as `test-tiny.en` with its real SHA-1 (or `sha1`),
        /// the file served under that name.
        init(sha1: String? = nil) async throws {
            root = try DictateBinary.scratchDirectory()
            dataHome = root.appendingPathComponent("data")
            try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: served.appendingPathComponent("ggml-test-tiny.en.bin"), withDestinationURL: Self.tiny)
            let realSHA1 = try await Self.tinySHA1()
            let entries: [[String: Any]] = [
                ["name": "test-tiny.en", "sha1": sha1 ?? realSHA1, "multilingual": false,
                 "approximateBytes": Self.tinySize],
                ["name": "missing", "multilingual": true],
            ]
            try JSONSerialization.data(withJSONObject: entries).write(to: catalogue)
        }

        func run(_ arguments: [String]) async throws -> ChildProcess.Result {
            try await DictateBinary.run(["models"] + arguments, environment: environment)
        }

        /// What the data folder holds, partial files and hidden ones included.
        func stored() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: data.path)) ?? []).sorted()
        }

        /// The names `dictate models --format json` lists.
        func listed() async throws -> [String] {
            let listing = try await run(["--format", "json"])
            let models = try #require(try JSONSerialization.jsonObject(with: Data(listing.standardOutput.utf8)) as? [[String: Any]])
            return models.compactMap { $0["name"] as? String }
        }

        static let sharedCache = FileManager.default.temporaryDirectory.appendingPathComponent("dictate-e2e-speeds-\(UUID().uuidString)")
        static let tiny = DictateBinary.repository.appendingPathComponent("models/ggml-tiny.en.bin").resolvingSymlinksInPath()
        static var tinySize: Int { ((try? FileManager.default.attributesOfItem(atPath: tiny.path))?[.size] as? Int) ?? 0 }

        static func tinySHA1() async throws -> String {
            let result = try await ChildProcess.run(["sha1sum", tiny.path])
            return String(result.standardOutput.prefix(40))
        }
    }

    private static func sameBytes(_ a: URL, _ b: URL) async throws -> Bool {
        try await ChildProcess.run(["cmp", "-s", a.path, b.path]).status == 0
    }

    @Test("a download completes in plain lines ending with the path, is listed, and transcribes the sample")
    func downloads() async throws {
        var home = try await Home()
        let server = try await ModelServer.start(serving: home.served, scratch: home.root)
        home.baseURL = server.baseURL
        defer { Task { await server.stop() } }
        let result = try await home.run(["download", "test-tiny.en"])
        #expect(result.status == 0, "\(result.standardError)")
        let installed = home.data.appendingPathComponent("ggml-test-tiny.en.bin")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.last == "" && lines.dropLast().last == installed.path, "stdout: \(result.standardOutput)")
        #expect(!result.standardOutput.contains("\r") && !result.standardOutput.contains("\u{1B}"), "\(result.standardOutput)")
        #expect(lines.contains { $0.hasPrefix("test-tiny.en 50% ") } && lines.contains { $0.hasPrefix("test-tiny.en 100% ") },
                "\(result.standardOutput)")
        #expect(try await Self.sameBytes(installed, Home.tiny))
        #expect(home.stored() == ["ggml-test-tiny.en.bin", "ggml-test-tiny.en.json"])
        #expect(try await home.listed().contains("test-tiny.en"))

        let again = try await home.run(["download", "test-tiny.en"])
        #expect(again.status == 73, "\(again.standardError)")
        let sample = DictateBinary.repository.appendingPathComponent(".deps/jfk.wav").path
        let dictated = try await DictateBinary.run(["--model", "test-tiny.en", "--file", sample, "--offline"], environment: home.environment)
        #expect(dictated.status == 0, "\(dictated.standardError)")
        #expect(dictated.standardOutput.lowercased().contains("ask not what your country can do for you"), "\(dictated.standardOutput)")

        #expect(try await home.run(["remove", "test-tiny.en"]).status == 0)
        #expect(home.stored().isEmpty, "left \(home.stored())")
    }

    @Test("a connection cut off halfway is resumed by the same run, and by the next run once the run gives up")
    func resumes() async throws {
        var home = try await Home()
        // Three answers cut short: the first attempt and both retries of the first run.
        let server = try await ModelServer.start(serving: home.served, dropFirst: 3, scratch: home.root)
        home.baseURL = server.baseURL
        defer { Task { await server.stop() } }
        let cut = try await home.run(["download", "test-tiny.en"])
        #expect(cut.status == 75, "\(cut.standardError)")
        #expect(cut.standardError.contains("run the same command again to resume"), "\(cut.standardError)")
        #expect(cut.standardOutput.contains("resuming"), "\(cut.standardOutput)")
        #expect(home.stored() == ["ggml-test-tiny.en.bin.partial"])
        #expect(try await !home.listed().contains("test-tiny.en"))
        let listing = try await home.run([])
        #expect(listing.standardOutput.contains("partial:"), "\(listing.standardOutput)")

        let resumed = try await home.run(["download", "test-tiny.en"])
        #expect(resumed.status == 0, "\(resumed.standardError)")
        #expect(resumed.standardOutput.contains("Resuming test-tiny.en at"), "\(resumed.standardOutput)")
        let starts = server.requests().compactMap { $0.split(separator: " ").dropFirst(2).first.flatMap { Int($0) } }
        #expect(starts.count == 4 && starts[0] == 0 && starts.dropFirst().allSatisfy { $0 > 0 }, "requests: \(server.requests())")
        #expect(try await Self.sameBytes(home.data.appendingPathComponent("ggml-test-tiny.en.bin"), Home.tiny))
        #expect(home.stored() == ["ggml-test-tiny.en.bin", "ggml-test-tiny.en.json"])
    }

    @Test("a server that ignores the range sends the whole file, which replaces the partial one")
    func serverIgnoresRanges() async throws {
        var home = try await Home()
        let server = try await ModelServer.start(serving: home.served, ignoringRanges: true, scratch: home.root)
        home.baseURL = server.baseURL
        defer { Task { await server.stop() } }
        try FileManager.default.createDirectory(at: home.data, withIntermediateDirectories: true)
        try Data(repeating: 0xA5, count: 1 << 20).write(to: home.data.appendingPathComponent("ggml-test-tiny.en.bin.partial"))
        let result = try await home.run(["download", "test-tiny.en"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Resuming test-tiny.en at 1.0 MB"), "\(result.standardOutput)")
        #expect(server.requests().count == 1 && server.requests().first?.hasSuffix(" 0 200") == true, "\(server.requests())")
        #expect(try await Self.sameBytes(home.data.appendingPathComponent("ggml-test-tiny.en.bin"), Home.tiny))
    }

    @Test("http_proxy carries the download: the test server, as the proxy, is asked for the mirror's URL")
    func throughProxy() async throws {
        var home = try await Home()
        let server = try await ModelServer.start(serving: home.served, scratch: home.root)
        home.baseURL = "http://mirror.invalid/models"
        defer { Task { await server.stop() } }
        let result = try await DictateBinary.run(["models", "download", "test-tiny.en"],
                                                 environment: home.environment.merging(["http_proxy": server.baseURL]) { $1 })
        #expect(result.status == 0, "\(result.standardError)")
        #expect(server.requests() == ["GET http://mirror.invalid/models/ggml-test-tiny.en.bin 0 200"], "\(server.requests())")
        #expect(try await Self.sameBytes(home.data.appendingPathComponent("ggml-test-tiny.en.bin"), Home.tiny))
    }

    @Test("Ctrl-C leaves a partial file that the listing shows and the next run resumes")
    func interrupted() async throws {
        var home = try await Home()
        let server = try await ModelServer.start(serving: home.served, slowFirst: 1, scratch: home.root)
        home.baseURL = server.baseURL
        defer { Task { await server.stop() } }
        let partial = home.data.appendingPathComponent("ggml-test-tiny.en.bin.partial")
        let download = try ChildProcess.spawn([DictateBinary.path, "models", "download", "test-tiny.en"],
                                              environment: ProcessInfo.processInfo.environment.merging(home.environment) { $1 })
        let started = await eventually {
            ((try? FileManager.default.attributesOfItem(atPath: partial.path))?[.size] as? Int ?? 0) > 1 << 20
        }
        let second = try await home.run(["download", "test-tiny.en"])
        download.signal(SIGINT)
        let status = await download.wait()
        #expect(started, "no MB arrived in \(partial.path) within \(patience)")
        #expect(second.status == 75 && second.standardError.contains("is under way"), "second run: \(second.status) \(second.standardError)")
        #expect(status == 128 + SIGINT, "exit status \(status)")
        #expect(home.stored() == ["ggml-test-tiny.en.bin.partial"])
        let listing = try await home.run([])
        #expect(listing.standardOutput.contains("partial:"), "\(listing.standardOutput)")

        let resumed = try await home.run(["download", "test-tiny.en"])
        #expect(resumed.status == 0, "\(resumed.standardError)")
        #expect(resumed.standardOutput.contains("Resuming test-tiny.en at"), "\(resumed.standardOutput)")
        #expect(try await Self.sameBytes(home.data.appendingPathComponent("ggml-test-tiny.en.bin"), Home.tiny))
    }

    @Test("a wrong checksum is refused with status 65, nothing listed and no partial file left")
    func wrongChecksum() async throws {
        var home = try await Home(sha1: String(repeating: "0", count: 40))
        let server = try await ModelServer.start(serving: home.served, scratch: home.root)
        home.baseURL = server.baseURL
        defer { Task { await server.stop() } }
        let result = try await home.run(["download", "test-tiny.en"])
        #expect(result.status == 65, "\(result.standardError)")
        #expect(result.standardError.contains("is not the published file") && result.standardError.contains("has been removed"),
                "\(result.standardError)")
        #expect(home.stored().isEmpty, "left \(home.stored())")
        #expect(try await !home.listed().contains("test-tiny.en"))
    }

    @Test("a missing file, a refused connection and an unknown name each say so with their status")
    func unreachable() async throws {
        var home = try await Home()
        let server = try await ModelServer.start(serving: home.served, scratch: home.root)
        home.baseURL = server.baseURL
        let missing = try await home.run(["download", "missing"])
        #expect(missing.status == 69, "\(missing.standardError)")
        #expect(missing.standardError.contains("has no file at \(server.baseURL)/ggml-missing.bin (404)"), "\(missing.standardError)")
        await server.stop()

        let refused = try await home.run(["download", "test-tiny.en"])
        #expect(refused.status == 75, "\(refused.standardError)")
        #expect(refused.standardError.contains("Downloading \(server.baseURL)/ggml-test-tiny.en.bin failed")
                && refused.standardError.lowercased().contains("connect"), "\(refused.standardError)")

        let unknown = try await home.run(["download", "enormous"])
        #expect(unknown.status == 64, "\(unknown.standardError)")
        #expect(unknown.standardError.contains("The names are: missing, test-tiny.en"), "\(unknown.standardError)")
        #expect(home.stored().isEmpty, "left \(home.stored())")
    }

    @Test("a full disk is refused before the download when the size is known, and stops it when not, leaving nothing",
          arguments: [true, false])
    func fullDisk(sizeKnown: Bool) async throws {
        var home = try await Home()
        let small = home.root.appendingPathComponent("small-disk")
        try FileManager.default.createDirectory(at: small, withIntermediateDirectories: true)
        let mounted = try await ChildProcess.run(["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", small.path])
        try #require(mounted.status == 0, "mount: \(mounted.standardError)")
        defer { _ = try? ChildProcess.spawn(["umount", "-l", small.path]).waitBlocking() }
        home.dataHome = small
        if !sizeKnown {
            try JSONSerialization.data(withJSONObject: [["name": "test-tiny.en", "multilingual": false,
                                                         "sha1": try await Home.tinySHA1()]]).write(to: home.catalogue)
        }
        let server = try await ModelServer.start(serving: home.served, scratch: home.root)
        home.baseURL = server.baseURL
        defer { Task { await server.stop() } }
        let result = try await home.run(["download", "test-tiny.en"])
        #expect(result.status == 74, "\(result.standardError)")
        #expect(result.standardError.contains("Not enough free space in \(home.data.path)"), "\(result.standardError)")
        #expect(home.stored().isEmpty, "left \(home.stored())")
        #expect(try await !home.listed().contains("test-tiny.en"))
    }

    @Test("the listing measures tiny.en and base once, shows their speed here, and names a recommended model")
    func measuresSpeed() async throws {
        var home = try await Home()
        home.cache = home.root.appendingPathComponent("cache")
        let first = try await home.run([])
        #expect(first.status == 0, "\(first.standardError)")
        for name in ["tiny.en", "base"] {
            #expect(first.standardError.contains("Measuring how fast \(name) decodes"), "\(first.standardError)")
            let row = first.standardOutput.split(separator: "\n").first { $0.split(separator: " ").contains { $0 == name } }
            #expect(row.map { $0.contains("× keeps up live") || $0.contains("× settles only") || $0.contains("× offline only") } == true,
                    "\(first.standardOutput)")
        }
        #expect(first.standardOutput.contains("To download"), "\(first.standardOutput)")

        let json = try await home.run(["--format", "json"])
        #expect(!json.standardError.contains("Measuring"), "measured again: \(json.standardError)")
        let models = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
        for name in ["tiny.en", "base"] {
            let model = try #require(models.first { $0["name"] as? String == name })
            #expect((model["realtime_factor"] as? Double ?? 0) > 0 && model["keeps_up"] is String, "\(model)")
        }
        // The recommendation reads the speeds measured for the listing; a new measurement may move a
        // model across the line, so it is asked for before measuring again.
        let recommend = try await home.run(["recommend"])
        #expect(recommend.status == 0 || recommend.status == 69, "\(recommend.standardError)")
        if recommend.status == 0 {
            #expect(first.standardOutput.contains("Recommended here for live dictation: \(recommend.standardOutput.trimmingCharacters(in: .newlines))"),
                    "\(first.standardOutput)")
        }
        let again = try await home.run(["--measure"])
        #expect(again.standardError.contains("Measuring how fast tiny.en decodes"), "not measured again: \(again.standardError)")
    }
}
