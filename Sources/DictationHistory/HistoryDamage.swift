import Foundation

/// A history file with lines that are not entries (a disk that filled mid-line, an edit by hand),
/// found when the store next took it: the file was kept aside under `keptAside` and its readable
/// entries went on in a fresh one.
public struct HistoryDamage: Equatable, Sendable, CustomStringConvertible {
    /// Where the damaged file is now.
    public var keptAside: URL
    /// How many lines could not be read.
    public var damagedLines: Int
    /// How many entries were read from it and kept.
    public var keptEntries: Int

    public var description: String {
        "the history file had \(damagedLines) damaged line\(damagedLines == 1 ? "" : "s"); it is kept as "
            + "\(keptAside.path), and its \(keptEntries) readable entr\(keptEntries == 1 ? "y goes" : "ies go") on in a fresh file."
    }
}
