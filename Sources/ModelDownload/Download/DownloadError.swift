/// Why `dictate models download` did not install a model. A partial file is kept only where it says
/// so: the next run resumes it.
public enum DownloadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file of that name in the catalogue.
    case unknownName(String, known: [String])
    /// A model of that name is installed already.
    case alreadyInstalled(name: String, path: String)
    /// Another run is downloading the same model.
    case underWay(name: String)
    /// `DICTATE_MODEL_CATALOGUE` names a file that can't be used.
    case catalogueUnreadable(path: String, reason: String)
    /// The server has no such file (HTTP 404 or 410).
    case notFound(url: String)
    /// The server answered with another error status.
    case server(status: Int, url: String)
    /// No answer, or the connection broke; `partialBytes` are kept for the next run.
    case network(url: String, reason: String, partialBytes: Int)
    /// The file arrived whole but is not the published one; it has been removed.
    case checksumMismatch(name: String, expected: String, found: String)
    /// The file arrived whole but is not a usable whisper.cpp model; it has been removed.
    case notAModel(name: String, reason: String)
    /// Not enough room in the models folder; `needed` and `available` in bytes.
    case diskFull(folder: String, needed: Int, available: Int)
    /// Reading or writing a file failed.
    case io(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownName(let name, let known):
            return "No model named \"\(name)\" to download. The names are: \(known.joined(separator: ", "))."
        case .alreadyInstalled(let name, let path):
            return "\(name) is installed already (\(path)). 'dictate models remove \(name)' removes a downloaded one."
        case .underWay(let name):
            return "Another 'dictate models download \(name)' is under way; wait for it to finish."
        case .catalogueUnreadable(let path, let reason):
            return "The model catalogue \(path) (DICTATE_MODEL_CATALOGUE): \(reason)."
        case .notFound(let url):
            return "The server has no file at \(url) (404). Check --base-url or DICTATE_MODEL_BASE_URL, or the name."
        case .server(let status, let url):
            return "The server answered \(url) with HTTP \(status). Try again later, or another mirror with --base-url."
        case .network(let url, let reason, let partialBytes):
            let kept = partialBytes > 0 ? " The \(partialBytes) bytes received are kept; run the same command again to resume." : ""
            return "Downloading \(url) failed: \(reason). Check the network connection (and https_proxy if you use a proxy).\(kept)"
        case .checksumMismatch(let name, let expected, let found):
            return "The downloaded \(name) is not the published file (SHA-1 \(found), expected \(expected)); it has been removed. "
                + "A mirror may serve another file: try again, or the published one without --base-url."
        case .notAModel(let name, let reason):
            return "The downloaded \(name) is not a usable whisper.cpp model (\(reason)); it has been removed."
        case .diskFull(let folder, let needed, let available):
            return "Not enough free space in \(folder): \(Self.megabytes(needed)) needed, \(Self.megabytes(available)) free. "
                + "Free some space (or set XDG_DATA_HOME to a larger disk) and run the command again."
        case .io(let path, let reason):
            return "\(path): \(reason)."
        }
    }

    private static func megabytes(_ bytes: Int) -> String {
        "\((bytes + (1 << 20) - 1) >> 20) MB"
    }
}
