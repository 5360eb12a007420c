import Glibc

/// Runs a system call that reports failure as -1 with `errno`, again while a signal interrupts it,
/// and turns any other failure into a ``SystemCallError``.
///
/// Every socket and file call in this module, and in the history's store, goes through here, so none
/// forgets EINTR.
@discardableResult
public func systemCall<Result: BinaryInteger>(_ name: String, _ call: () -> Result) throws(SystemCallError) -> Result {
    while true {
        let result = call()
        if result != -1 { return result }
        let code = errno
        if code != EINTR { throw SystemCallError(call: name, code: code) }
    }
}
