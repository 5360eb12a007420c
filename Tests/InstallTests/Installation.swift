import Foundation
import TestSupport

/// The checkout under test, and installations of it made by its scripts.
enum Installation {
    /// The checkout's root folder.
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Only the default model is installed by the tests: it is all they use, and it keeps copies small.
    static let models = "tiny.en"

    /// A prefix that `scripts/install` installed into once for the whole test run; each install after
    /// the first reuses its release build.
    static let shared = Task { () throws -> URL in
        removeLeftovers()
        let prefix = try temporaryDirectory("prefix")
        try await install(into: prefix)
        return prefix
    }

    /// Runs `scripts/install --prefix prefix` and returns what it reported; fails on a non-zero exit.
    @discardableResult
    static func install(into prefix: URL) async throws -> String {
        try await script("install", "--prefix", prefix.path, "--models", models).standardError
    }

    /// Runs `scripts/NAME` with `arguments` under `nice`, one script at a time; fails on a non-zero exit.
    ///
    /// One at a time because every install and package build runs `scripts/setup` and shares the
    /// checkout's release build in `.build/install`, which side by side they would race over.
    static func script(_ name: String, _ arguments: String...) async throws -> ChildProcess.Result {
        let command = ["nice", "-n", "19", checkout.appendingPathComponent("scripts/\(name)").path] + arguments
        let result = try await scripts.inTurn { try await ChildProcess.run(command) }
        guard result.status == 0 else { throw ScriptFailure(script: name, result: result) }
        return result
    }

    private static let scripts = Turns()

    /// A new empty folder for this test run, named after the process so a later run can remove it.
    static func temporaryDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(folderPrefix)\(getpid())-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static let folderPrefix = "InstallTests-"

    /// Removes the folders of earlier test runs whose process has ended: installations are large, and
    /// the tests that share one cannot tell when the last of them is done with it.
    private static func removeLeftovers() {
        let temporary = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [] {
            guard name.hasPrefix(folderPrefix),
                  let pid = Int32(name.dropFirst(folderPrefix.count).prefix { $0 != "-" }),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    /// An environment with nothing of the checkout or the developer's: `HOME` an empty folder, no
    /// download cache, no `LD_LIBRARY_PATH`, and only `bin` and the system's folders on `PATH`.
    static func cleanEnvironment(bin: URL, extra: [String: String] = [:]) throws -> [String: String] {
        let home = try temporaryDirectory("home")
        let cache = try temporaryDirectory("cache")
        return ["HOME": home.path, "PATH": "\(bin.path):/usr/bin:/bin", "DICTATE_CACHE": cache.path,
                "LANG": "C.UTF-8", "OMP_WAIT_POLICY": "PASSIVE"].merging(extra) { $1 }
    }

    /// Runs `arguments` in `environment` with the working directory its `HOME`.
    static func run(_ arguments: [String], environment: [String: String]) async throws -> ChildProcess.Result {
        try await ChildProcess.run(["/usr/bin/env", "-C", environment["HOME"] ?? "/"] + arguments, environment: environment)
    }

    /// Every file, link and folder under `folder`, as paths relative to it, with each file's size.
    static func listing(of folder: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var entries: [String] = []
        while let path = enumerator?.nextObject() as? String {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)
            entries.append("\(path) \(attributes[.type] ?? "") \(attributes[.size] ?? "")")
        }
        return entries.sorted()
    }
}

/// A script that exited with a failure; its output says why.
struct ScriptFailure: Error, CustomStringConvertible {
    let script: String
    let result: ChildProcess.Result

    var description: String {
        "scripts/\(script) exited with \(result.status)\n\(result.standardOutput)\n\(result.standardError)"
    }
}
