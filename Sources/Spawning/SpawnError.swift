import Glibc

/// A program that could not be started: not found, not executable, or out of resources.
public struct SpawnError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The program as it was asked for.
    public var program: String
    /// The `errno` value `posix_spawn` returned.
    public var code: Int32

    /// The failure to start `program` with `errno` value `code`.
    public init(program: String, code: Int32) {
        self.program = program
        self.code = code
    }

    /// The program and the system's reason, e.g. "cannot start xdotool: No such file or directory".
    public var description: String { "cannot start \(program): \(String(cString: strerror(code)))" }
}
