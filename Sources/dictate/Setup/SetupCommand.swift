import Arguments
import DesktopSetup
import Foundation

/// `dictate setup`: binds the key, offers the panel at login, and reports what works here;
/// `--check` only reports, `--remove` takes away what setup added.
enum SetupCommand {
    static func run(_ parsed: ParsedArguments) async throws -> Int32 {
        func chord(_ option: String, _ text: String) throws -> KeyChord {
            guard let chord = KeyChord(text) else {
                throw Failure("--\(option) \(text) is not a key: write it as Super+period, Ctrl+Alt+d (modifiers Shift, Ctrl, Alt, Super).",
                              exitCode: ExitCode.usage)
            }
            return chord
        }
        let context = SetupContext(environment: ProcessInfo.processInfo.environment,
                                   chord: try chord("key", parsed.value("key") ?? KeyChord.standard.description),
                                   hold: try parsed.value("hold").map { try chord("hold", $0) },
                                   assumeYes: parsed.isSet("yes"), device: parsed.value("device"),
                                   listens: !parsed.isSet("no-listen"))
        if parsed.isSet("remove") { return try await remove(context) }
        if !parsed.isSet("check") { try await change(context) }
        let report = await SetupReport(context: context).make()
        try StandardStreams.out(report.text)
        guard let blocker = report.blocker else { return ExitCode.success }
        StandardStreams.err("dictate: dictation into apps cannot work here: \(blocker.reason)\n")
        switch blocker {
        case .missing: return ExitCode.unavailable
        case .refused: return ExitCode.permissionDenied
        }
    }

    /// Binds the key and offers the panel, recording each change as it is made.
    private static func change(_ context: SetupContext) async throws {
        var record = try load(context)
        func save() throws {
            do { try record.save(to: context.recordURL) } catch {
                throw Failure("Could not write \(context.recordURL.path): \(error.localizedDescription)", exitCode: ExitCode.ioError)
            }
        }
        switch context.desktop {
        case .gnome where record.gnome == nil:
            let shortcut = GnomeShortcut(context: context)
            if try await shortcut.boundKey() == nil, let added = try await shortcut.add() {
                record.gnome = added
                try save()
            }
        case let desktop where record.compositor == nil:
            guard let compositor = Compositor(desktop, configHome: context.configHome) else { break }
            let shortcut = CompositorShortcut(context: context, compositor: compositor)
            if !shortcut.isIncluded, let added = try await shortcut.add() {
                record.compositor = added
                try save()
            }
        default: break
        }
        let autostart = PanelAutostart.path(configHome: context.configHome)
        if record.autostart == nil, !context.isGnomeOnWayland, context.panelCanShow,
           !FileManager.default.fileExists(atPath: autostart),
           context.consents(to: "Start 'dictate panel' at login (\(autostart)), so every dictation shows on screen?") {
            do {
                try FileManager.default.createDirectory(atPath: (autostart as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try PanelAutostart.entry(executable: context.executable).write(toFile: autostart, atomically: true, encoding: .utf8)
            } catch {
                throw Failure("Could not write \(autostart): \(error.localizedDescription)", exitCode: ExitCode.ioError)
            }
            record.autostart = autostart
            try save()
        }
    }

    /// Takes away what the record says setup added, and the record.
    private static func remove(_ context: SetupContext) async throws -> Int32 {
        let record = try load(context)
        guard !record.isEmpty else {
            try StandardStreams.out("dictate setup added nothing here; nothing to remove.\n")
            return ExitCode.success
        }
        if let gnome = record.gnome {
            try await GnomeShortcut(context: context).remove(gnome)
            try StandardStreams.out("Removed the GNOME shortcut.\n")
        }
        if let compositor = record.compositor {
            try await CompositorShortcut.remove(compositor, context: context)
            try StandardStreams.out("Removed \(compositor.bindingsFile) and its include line from \(compositor.config).\n")
        }
        if let autostart = record.autostart {
            try? FileManager.default.removeItem(atPath: autostart)
            try StandardStreams.out("Removed \(autostart).\n")
        }
        do { try SetupRecord().save(to: context.recordURL) } catch {
            throw Failure("Could not remove \(context.recordURL.path): \(error.localizedDescription)", exitCode: ExitCode.ioError)
        }
        return ExitCode.success
    }

    private static func load(_ context: SetupContext) throws -> SetupRecord {
        do { return try SetupRecord.load(from: context.recordURL) } catch {
            throw Failure("\(context.recordURL.path) is not what dictate setup writes: \(error.localizedDescription)", exitCode: ExitCode.badData)
        }
    }
}
