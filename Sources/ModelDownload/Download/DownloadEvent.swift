/// What a download reports as it goes, for a front end to show.
public enum DownloadEvent: Sendable, Equatable {
    /// A request is under way from `url`, resuming at `offset` bytes (0 for a fresh start).
    case started(url: String, offset: Int)
    /// `received` of `total` bytes are in the partial file (`total` nil while the server has not said).
    case progress(received: Int, total: Int?)
    /// The connection broke after some bytes arrived; the same run tries again from where it stopped.
    case retrying(reason: String, received: Int)
    /// The whole file is in; its checksum and contents are being checked.
    case verifying
}
