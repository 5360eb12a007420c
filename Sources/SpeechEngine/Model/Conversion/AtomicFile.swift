import Foundation

/// Writes a file so that it appears whole or not at all.
///
/// A converted model is hundreds of megabytes; an interrupted or failed write must not leave a
/// file that looks like a model, so the bytes go to a hidden temporary file in the same folder,
/// which is renamed over the destination only once complete and removed on any failure.
enum AtomicFile {
    static func write(to destination: URL, _ body: (FileHandle) throws -> Void) throws(ConversionError) {
        let folder = destination.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(destination.lastPathComponent).\(getpid()).partial")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
                  let handle = FileHandle(forWritingAtPath: temporary.path) else {
                throw ConversionError.io(path: folder.path, reason: "a file can't be created there")
            }
            defer { try? handle.close() }
            try body(handle)
            try handle.synchronize()
            guard rename(temporary.path, destination.path) == 0 else {
                throw ConversionError.io(path: destination.path, reason: String(cString: strerror(errno)))
            }
        } catch let error as ConversionError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .io(path: destination.path, reason: "writing failed (\(error.localizedDescription))")
        }
    }
}
