import Foundation

/// Writes a result file: atomically when it is (or will be) a regular file, directly otherwise.
///
/// An atomic write renames a temporary file over the target, which would replace a device such as
/// `/dev/null` or `/dev/stdout` with a regular file.
public enum OutputFile {
    public static func write(_ data: Data, to path: String) throws {
        var status = stat()
        let isSpecial = stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG
        try data.write(to: URL(fileURLWithPath: path), options: isSpecial ? [] : .atomic)
    }
}
