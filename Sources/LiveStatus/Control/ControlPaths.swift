import Foundation
import Glibc

/// Where the control socket of a recording `dictate` lives.
public enum ControlPaths {
    /// `$XDG_RUNTIME_DIR/dictate`, or `/tmp/dictate-<uid>` without a runtime folder.
    public static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { return "\(runtime)/dictate" }
        return "/tmp/dictate-\(getuid())"
    }

    /// The socket's path in ``directory(environment:)``.
    public static func socketPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        "\(directory(environment: environment))/control.sock"
    }

    /// The lock that `dictate toggle`, `begin`, `end` and `cancel` take, beside the socket in
    /// ``directory(environment:)``.
    public static func lockPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        "\(directory(environment: environment))/start.lock"
    }

    /// Makes `path` a folder only its owner can enter, and checks that the owner is this user: in
    /// `/tmp` another user could have made it first to catch the socket.
    static func prepareDirectory(_ path: String) throws(ControlServerError) {
        do {
            try systemCall("mkdir") { mkdir(path, 0o700) }
        } catch {
            guard error.code == EEXIST else { throw .system(error) }
        }
        var info = stat()
        do {
            try systemCall("lstat") { lstat(path, &info) }
        } catch { throw .system(error) }
        guard info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else { throw .unsafeDirectory(path) }
        if info.st_mode & 0o777 != 0o700 {
            do { try systemCall("chmod") { chmod(path, 0o700) } } catch { throw .system(error) }
        }
    }
}
