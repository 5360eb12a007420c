import Foundation

/// Bytes an unprivileged user may still write in the file system holding a folder.
enum FreeSpace {
    static func available(in folder: URL) -> Int? {
        var stats = statvfs()
        guard statvfs(folder.path, &stats) == 0 else { return nil }
        return Int(stats.f_bavail) * Int(stats.f_frsize)
    }
}
