import Foundation

/// A fresh folder under /tmp, short enough for a socket path (108 bytes), removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: "/tmp/lst-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
