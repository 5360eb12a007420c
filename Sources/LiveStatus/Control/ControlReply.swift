import Foundation

/// One line of the server's answer, as JSON: a snapshot, the saved draft's folder, or an error.
public struct ControlReply: Codable, Equatable, Sendable {
    /// The status after the command.
    public var snapshot: StatusSnapshot?
    /// After `stop`: the folder the draft was saved in; `nil` if none was saved.
    public var draft: String?
    /// Why the command was refused or failed; the other fields are then `nil`.
    public var error: String?

    public init(snapshot: StatusSnapshot? = nil, draft: String? = nil, error: String? = nil) {
        self.snapshot = snapshot
        self.draft = draft
        self.error = error
    }

    func jsonLine() -> String {
        let data = (try? SnapshotJSON.encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    init(jsonLine: String) throws {
        self = try SnapshotJSON.decoder.decode(ControlReply.self, from: Data(jsonLine.utf8))
    }
}
