import Foundation
import LiveStatus

/// A live session recording into a folder of its own: its control socket, its drafts' store, and
/// the session itself, which nothing has started yet.
struct RecordingFixture {
    let folder: TemporaryFolder
    let socketPath: String
    let store: RecordingStore
    let live: LiveSession

    /// Words enough to outlast any test at 40 a second: the test ends the session.
    static let endlessScript = (1...4000).map { "word\($0)" }.joined(separator: " ")

    init() throws {
        folder = try TemporaryFolder()
        socketPath = folder.path + "/run/control.sock"
        store = RecordingStore(directory: folder.url.appendingPathComponent("recordings"))
        live = LiveSession(language: "en", model: "tiny.en", store: store, socketPath: socketPath)
    }

    func remove() { folder.remove() }
}
