import Foundation
import Glibc
import LiveStatus

/// The history of dictations: `history.jsonl` in `$XDG_DATA_HOME/dictate`, one ``HistoryEntry`` a
/// line, oldest first, readable only by its owner.
///
/// Every change holds ``HistoryLock``, so dictations ending together each add their entry. An entry
/// is added with one `write` to the file opened with `O_APPEND`, then flushed; a change that drops
/// entries (the bounds, a removal, damage) writes the whole file anew beside it and renames it into
/// place, so a reader sees the old history or the new, never a part.
public struct HistoryStore: Sendable {
    public static let fileName = "history.jsonl"
    static let lockName = ".history.lock"

    /// The folder holding the history.
    public let directory: URL
    public var bounds: HistoryBounds

    public init(directory: URL, bounds: HistoryBounds = .standard) {
        self.directory = directory
        self.bounds = bounds
    }

    /// `$XDG_DATA_HOME/dictate`, or `~/.local/share/dictate`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/share")
        return data.appendingPathComponent("dictate")
    }

    /// The history file.
    public var file: URL { directory.appendingPathComponent(Self.fileName) }

    /// Adds `entry` as the newest and drops what the bounds leave out at `now`; returns the damage
    /// found on the way, if any.
    @discardableResult
    public func append(_ entry: HistoryEntry, now: Date = Date()) throws(HistoryError) -> HistoryDamage? {
        try changing { entries, damage in
            let all = entries + [entry]
            let kept = bounds.apply(to: all, now: now)
            if damage == nil, kept == all { return .append(entry) }
            return .rewrite(kept)
        }
    }

    /// The entries, newest first, and the damage found reading them, if any.
    public func entries() throws(HistoryError) -> (entries: [HistoryEntry], damage: HistoryDamage?) {
        var read: [HistoryEntry] = []
        let damage = try changing { entries, damage in
            read = entries
            return damage == nil ? .none : .rewrite(entries)
        }
        return (read.reversed(), damage)
    }

    /// Removes the entries with these ids; returns how many were there.
    @discardableResult
    public func remove(ids: Set<String>) throws(HistoryError) -> Int {
        var removed = 0
        try changing { entries, _ in
            let kept = entries.filter { !ids.contains($0.id) }
            removed = entries.count - kept.count
            return .rewrite(kept)
        }
        return removed
    }

    /// Removes every entry: the file goes, and so do damaged files kept aside, which hold dictated text too.
    public func removeAll() throws(HistoryError) {
        try locked { () throws(HistoryError) in
            let aside = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
                .filter { $0.hasPrefix(Self.fileName + Self.damagedInfix) }
            for name in [Self.fileName] + aside {
                let path = directory.appendingPathComponent(name).path
                guard unlink(path) == 0 || errno == ENOENT else { throw .io(path: path, SystemCallError(call: "unlink", code: errno)) }
            }
        }
    }

    /// What follows the file's name in the name of a damaged file kept aside.
    static let damagedInfix = ".damaged-"

    /// What a change does to the file.
    private enum Change {
        case none
        case append(HistoryEntry)
        case rewrite([HistoryEntry])
    }

    /// Reads the entries under the lock, keeps a damaged file aside, and makes the change `decide`
    /// asks for given the entries read (oldest first) and the damage found.
    @discardableResult
    private func changing(_ decide: ([HistoryEntry], HistoryDamage?) -> Change) throws(HistoryError) -> HistoryDamage? {
        try locked { () throws(HistoryError) -> HistoryDamage? in
            let data = try read()
            let (entries, damaged) = HistoryJSON.entries(in: data)
            var damage: HistoryDamage?
            if damaged > 0 {
                let aside = directory.appendingPathComponent(Self.fileName + Self.damagedInfix + Self.stamp())
                try call("rename", on: file.path) { rename(file.path, aside.path) }
                damage = HistoryDamage(keptAside: aside, damagedLines: damaged, keptEntries: entries.count)
            }
            switch decide(entries, damage) {
            case .none: break
            case .append(let entry): try add(HistoryJSON.line(entry) + "\n")
            case .rewrite(let kept): try rewrite(kept)
            }
            return damage
        }
    }

    private func locked<T>(_ body: () throws(HistoryError) -> T) throws(HistoryError) -> T {
        var folder = ""
        for component in directory.path.split(separator: "/") {
            folder += "/" + component
            try call("mkdir", on: folder) { mkdir(folder, 0o700) == 0 || errno == EEXIST ? 0 : -1 }
        }
        return try HistoryLock.holding(directory.appendingPathComponent(Self.lockName).path, body)
    }

    private func read() throws(HistoryError) -> Data {
        let fd = open(file.path, O_RDONLY | O_CLOEXEC)
        if fd < 0, errno == ENOENT { return Data() }
        guard fd >= 0 else { throw .io(path: file.path, SystemCallError(call: "open", code: errno)) }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = try call("read", on: file.path) { buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) } }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }

    private func add(_ line: String) throws(HistoryError) {
        let fd = try call("open", on: file.path) { open(file.path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600) }
        defer { close(fd) }
        do throws(SystemCallError) {
            try AtomicFile.writeAll(Data(line.utf8), to: fd)
            try systemCall("fsync") { fsync(fd) }
        } catch {
            throw .io(path: file.path, error)
        }
    }

    private func rewrite(_ entries: [HistoryEntry]) throws(HistoryError) {
        let text = entries.map { HistoryJSON.line($0) + "\n" }.joined()
        do throws(SystemCallError) {
            try AtomicFile.write(Data(text.utf8), to: file)
        } catch {
            throw .io(path: file.path, error)
        }
    }

    @discardableResult
    private func call<R: BinaryInteger>(_ name: String, on path: String, _ body: () -> R) throws(HistoryError) -> R {
        do throws(SystemCallError) {
            return try systemCall(name, body)
        } catch {
            throw .io(path: path, error)
        }
    }

    /// Now as `20261205-121530`, with a random tail so two damaged files never meet.
    private static func stamp() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter.string(from: Date()) + "-" + UUID().uuidString.prefix(4).lowercased()
    }
}
