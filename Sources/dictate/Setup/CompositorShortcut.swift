import DesktopSetup
import Foundation

/// dictate's key on sway, i3 or Hyprland: a file of dictate's bindings and one line in the config
/// that includes it, then a reload; both taken away again by `--remove`.
struct CompositorShortcut {
    let context: SetupContext
    let compositor: Compositor

    /// Whether the config includes dictate's bindings.
    var isIncluded: Bool {
        let config = (try? String(contentsOfFile: compositor.config, encoding: .utf8)) ?? ""
        return compositor.including(config) == config
    }

    /// Writes the bindings and the include line and reloads; `nil` when the person declined, after
    /// printing the lines to add by hand.
    func add() async throws -> SetupRecord.CompositorInclude? {
        let bindings = compositor.bindings(context.chord, hold: context.hold, executable: context.executable)
        let held = context.hold.map { ", held \($0.description) talks" } ?? ""
        let question = "Write \(compositor.bindingsFile) (\(context.chord.description) runs '\(context.command)'\(held)), add "
            + "'\(compositor.includeLine)' to \(compositor.config) and reload \(compositor.desktop.name)?"
        guard context.consents(to: question) else {
            try StandardStreams.out("To bind the keys yourself, add to \(compositor.config):\n\(bindings.split(separator: "\n").dropFirst().joined(separator: "\n"))\n")
            return nil
        }
        let manager = FileManager.default
        let existing = try? String(contentsOfFile: compositor.config, encoding: .utf8)
        let system = compositor.systemConfig.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        do {
            try manager.createDirectory(atPath: (compositor.config as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try bindings.write(toFile: compositor.bindingsFile, atomically: true, encoding: .utf8)
            try compositor.including(existing ?? system ?? "").write(toFile: compositor.config, atomically: true, encoding: .utf8)
        } catch {
            throw Failure("Could not write \(compositor.config): \(error.localizedDescription)", exitCode: ExitCode.ioError)
        }
        let record = SetupRecord.CompositorInclude(config: compositor.config, includeLine: compositor.includeLine,
                                                   bindingsFile: compositor.bindingsFile, createdConfig: existing == nil,
                                                   systemConfig: system == nil ? nil : compositor.systemConfig, reload: compositor.reload)
        try await context.reload(record.reload)
        return record
    }

    /// Takes the include line and the bindings file away (and the config, when setup made it and it
    /// is as setup started it), then reloads.
    static func remove(_ added: SetupRecord.CompositorInclude, context: SetupContext) async throws {
        let manager = FileManager.default
        let config = (try? String(contentsOfFile: added.config, encoding: .utf8)) ?? ""
        let rest = Compositor.excluding(added.includeLine, from: config)
        let startedFrom = added.systemConfig.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
        do {
            if added.createdConfig, rest == startedFrom {
                try manager.removeItem(atPath: added.config)
            } else if rest != config {
                try rest.write(toFile: added.config, atomically: true, encoding: .utf8)
            }
            if manager.fileExists(atPath: added.bindingsFile) { try manager.removeItem(atPath: added.bindingsFile) }
        } catch {
            throw Failure("Could not undo the change to \(added.config): \(error.localizedDescription)", exitCode: ExitCode.ioError)
        }
        // The files are back as they were; a compositor that is not running reads them at its next start.
        do { try await context.reload(added.reload) } catch let failure as Failure {
            StandardStreams.err("dictate: \(failure.message) The change is undone in the files; it takes effect at the next login.\n")
        }
    }
}
