import Foundation
import TestSupport

/// Tests/Scripts/model-server.py on 127.0.0.1: a folder served with byte ranges, optionally cutting
/// its first answers off halfway.
struct ModelServer {
    let child: ChildProcess
    let port: Int
    let log: URL

    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Starts serving `folder`, cutting the first `dropFirst` answers off halfway, sending the first
    /// `slowFirst` at about 250 kB/s and, with `ignoringRanges`, always the whole file; waits until it listens.
    static func start(serving folder: URL, dropFirst: Int = 0, slowFirst: Int = 0, ignoringRanges: Bool = false,
                      scratch: URL) async throws -> ModelServer {
        let portFile = scratch.appendingPathComponent("server-port-\(UUID().uuidString)")
        let log = scratch.appendingPathComponent("server-\(UUID().uuidString).log")
        let script = DictateBinary.repository.appendingPathComponent("Tests/Scripts/model-server.py").path
        let child = try ChildProcess.spawn(["python3", script, "--directory", folder.path, "--port-file", portFile.path,
                                            "--drop-first", String(dropFirst), "--slow-first", String(slowFirst)]
                                               + (ignoringRanges ? ["--ignore-ranges"] : []),
                                           standardError: log.path)
        let listening = await eventually { FileManager.default.fileExists(atPath: portFile.path) }
        guard listening, let port = try? Int(String(contentsOf: portFile, encoding: .utf8)) else {
            child.signal(SIGKILL)
            _ = await child.wait()
            throw ModelServerError(reason: "the test server wrote no port within \(patience): \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        return ModelServer(child: child, port: port, log: log)
    }

    /// The requests it answered, as "GET PATH START STATUS" lines.
    func requests() -> [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    func stop() async {
        child.signal(SIGTERM)
        _ = await child.wait()
    }
}

struct ModelServerError: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}
