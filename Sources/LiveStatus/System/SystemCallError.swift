import Glibc

/// A system call that failed, with the call's name and its `errno`.
public struct SystemCallError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call, such as "connect".
    public var call: String
    /// The `errno` it left.
    public var code: Int32

    public init(call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    public var description: String { "\(call): \(String(cString: strerror(code)))" }
}
