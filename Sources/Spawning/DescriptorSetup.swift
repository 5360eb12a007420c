import Glibc

/// What one of a child's descriptors is set to before the program runs.
public enum DescriptorSetup: Sendable, Equatable {
    /// The file at `path`, opened with `flags` (and `mode` when it is created).
    case open(path: String, flags: Int32, mode: mode_t = 0)
    /// A copy of the parent's descriptor `source`.
    case duplicate(Int32)
    /// Closed, so the child does not inherit it.
    case close

    /// `/dev/null` for reading: a child that must not wait for input.
    public static let nothingToRead = DescriptorSetup.open(path: "/dev/null", flags: O_RDONLY)
}
