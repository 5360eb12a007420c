import Foundation

extension TestSoundServer {
    /// Makes this server the one a desktop session's programs find with no `PULSE_SERVER` set: a
    /// link at `runtime/pulse/native`, where libpulse looks (as PipeWire's pulse server serves it),
    /// and the sink's monitor as the default source, as a person choosing the microphone does. The
    /// folder belongs to the runtime folder's owner, as libpulse insists for a user's programs.
    public func serveAsSessionDefault(runtime: String) async throws {
        let folder = URL(fileURLWithPath: runtime).appendingPathComponent("pulse")
        var owner = stat()
        guard stat(runtime, &owner) == 0 else { throw TestSoundServerError.commandFailed("no runtime folder \(runtime)") }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        chmod(folder.path, 0o700)
        chown(folder.path, owner.st_uid, owner.st_gid)
        let link = folder.appendingPathComponent("native").path
        try? FileManager.default.removeItem(atPath: link)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: self.folder.appendingPathComponent("native").path)
        try await pactl("set-default-source", monitor)
    }
}
