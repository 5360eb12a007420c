import LiveStatus

/// Why the history could not be read or written, with the file it concerns.
public enum HistoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A system call on the history's folder or files failed (a full disk, a folder not writable).
    case io(path: String, SystemCallError)
    /// No entry has that number in the listing.
    case noSuchEntry(Int, count: Int)

    public var description: String {
        switch self {
        case .io(let path, let error):
            "the history in \(path) can't be read or written: \(error)"
        case .noSuchEntry(let number, let count):
            count == 0 ? "the history is empty; there is no entry \(number)."
                : "there is no entry \(number); the history has entries 1 to \(count) (1 is the newest)."
        }
    }
}
