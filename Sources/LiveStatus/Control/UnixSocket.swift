import Glibc

/// The few Unix-domain stream socket calls the control channel makes, each through ``systemCall(_:_:)``.
enum UnixSocket {
    /// A new stream socket, closed on exec so children never hold it.
    static func make() throws(SystemCallError) -> Int32 {
        try systemCall("socket") { socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0) }
    }

    /// Connects `fd` to the socket at `path`.
    static func connect(_ fd: Int32, to path: String) throws(SystemCallError) {
        try withAddress(path, call: "connect") { address, length in Glibc.connect(fd, address, length) }
    }

    /// Binds `fd` to `path`, which must not exist.
    static func bind(_ fd: Int32, to path: String) throws(SystemCallError) {
        try withAddress(path, call: "bind") { address, length in Glibc.bind(fd, address, length) }
    }

    /// The user id of the process at the other end of `fd`, as the kernel saw it connect.
    static func peerUID(_ fd: Int32) throws(SystemCallError) -> uid_t {
        // struct ucred (pid, uid, gid) is hidden behind _GNU_SOURCE in Swift's Glibc; its layout is
        // three 32-bit words.
        var credentials: (Int32, UInt32, UInt32) = (0, 0, 0)
        var length = socklen_t(MemoryLayout.size(ofValue: credentials))
        try systemCall("getsockopt") { getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) }
        return credentials.1
    }

    /// Closes `fd` once: on Linux the descriptor is gone even when close reports EINTR, so it is not retried.
    static func close(_ fd: Int32) {
        _ = Glibc.close(fd)
    }

    private static func withAddress(
        _ path: String, call: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Int32
    ) throws(SystemCallError) {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { throw SystemCallError(call: call, code: ENAMETOOLONG) }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let length = socklen_t(MemoryLayout<sockaddr_un>.size)
        _ = try withUnsafePointer(to: &address) { pointer throws(SystemCallError) in
            try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address throws(SystemCallError) in
                try systemCall(call) { body(address, length) }
            }
        }
    }
}
