import DesktopSetup
import DesktopText
import Foundation
import InputMethods
import SpeechEngine

/// The parts of `dictate setup`'s report: the key, the way into apps, the panel, the microphone
/// and the model, each read from this session without changing anything.
struct SetupReport {
    let context: SetupContext

    func make() async -> CheckReport {
        var report = CheckReport()
        report.add(await key())
        report.add(await ways())
        report.add(await panel())
        let microphone = microphone()
        report.add(microphone.part)
        if context.listens, let source = microphone.listenTo { report.add(await MicrophoneListen(context: context, source: source).part()) }
        report.add(model())
        return report
    }

    private func key() async -> CheckReport.Part {
        let desktop = context.desktop
        let heading = "The key (\(desktop.name))"
        switch desktop {
        case .gnome:
            guard let bound = try? await GnomeShortcut(context: context).boundKey() else {
                return .init(heading, lines: ["No dictate shortcut: 'dictate setup' adds \(context.chord.description)."])
            }
            return .init(heading, lines: ["\(bound) runs dictate (a custom shortcut)."])
        case .sway, .i3, .hyprland:
            guard let compositor = Compositor(desktop, configHome: context.configHome) else { return .init(heading, lines: []) }
            let shortcut = CompositorShortcut(context: context, compositor: compositor)
            return .init(heading, lines: [shortcut.isIncluded ? "\(compositor.config) includes \(compositor.bindingsFile)."
                                                             : "No dictate key: 'dictate setup' adds \(compositor.includeLine) to \(compositor.config)."])
        case .kde:
            return .init(heading, lines: [
                "KDE Plasma keeps shortcuts where setup cannot add and check one here, so bind it by hand:",
                "System Settings → Shortcuts → Add New → Command or Script (Plasma 6; Plasma 5: Custom Shortcuts →",
                "Edit → New → Global Shortcut → Command/URL), command '\(context.command)', key \(context.chord.description).",
            ])
        case .other:
            return .init(heading, lines: ["Bind a key of your desktop to '\(context.command)' (\(context.chord.description) is free on most)."])
        }
    }

    private func ways() async -> CheckReport.Part {
        let heading = "The way into apps (--type tries them in this order)"
        let environment = context.environment
        let assessed: [WayAssessment]
        do {
            assessed = try WayAssessment.assess(environment: environment, installed: InstalledPrograms.find(Typer.programs, environment: environment),
                                                inputMethods: DeliveryWay.present(environment: environment))
        } catch {
            return .init(heading, lines: [error.description], blocker: .missing(error.description))
        }
        var lines = assessed.map { "\($0.way.description): " + ($0.unavailable.map { "not available, \($0)" } ?? "available") }
        var usable = assessed.filter { $0.unavailable == nil }.map(\.way)
        if context.desktop == .kde, DisplayServer(environment: environment) == .wayland, usable.contains(.ibus) {
            let finding = KWinVirtualKeyboard.finding(enabledReply: await kwinEnabled(), kwinrc: try? String(contentsOfFile: context.configHome + "/kwinrc", encoding: .utf8))
            switch finding {
            case .ibusWayland: lines.append("KWin's virtual keyboard is IBus Wayland: IBus reaches Wayland apps.")
            case .otherKeyboard(let method):
                lines.append("KWin's virtual keyboard is \(method), so IBus commits reach no Wayland app. \(KWinVirtualKeyboard.advice)")
                usable.removeAll { $0 == .ibus }
            case .noKeyboard:
                lines.append("KWin has no virtual keyboard on, so IBus commits reach no Wayland app. \(KWinVirtualKeyboard.advice)")
                usable.removeAll { $0 == .ibus }
            case .unknown:
                lines.append("KWin did not say which virtual keyboard is on; IBus reaches Wayland apps only through IBus Wayland.")
            }
        }
        guard usable.isEmpty else { return .init(heading, lines: lines) }
        let reasons = assessed.map { "\($0.way.description): \($0.unavailable ?? "left out here")" }.joined(separator: "; ")
        return .init(heading, lines: lines, blocker: .missing("no way into apps works here (\(reasons))."))
    }

    private func kwinEnabled() async -> String? {
        try? await context.run(["dbus-send", "--session", "--print-reply", "--dest=org.kde.KWin", "/VirtualKeyboard",
                                "org.freedesktop.DBus.Properties.Get", "string:org.kde.kwin.VirtualKeyboard", "string:enabled"])
    }

    private func panel() async -> CheckReport.Part {
        let heading = "The panel"
        if context.isGnomeOnWayland {
            return .init(heading, lines: [GnomeShellExtension.advice(await GnomeExtension(environment: context.environment).state())])
        }
        guard context.panelCanShow else {
            return .init(heading, lines: ["No layer-shell or X11 here: notifications say when a dictation starts and ends."])
        }
        let path = PanelAutostart.path(configHome: context.configHome)
        return .init(heading, lines: [FileManager.default.fileExists(atPath: path) ? "'dictate panel' starts at login (\(path))."
                                                                                   : "'dictate setup' can start 'dictate panel' at login."])
    }

    /// The sources, and the one to listen to when it can be heard.
    private func microphone() -> (part: CheckReport.Part, listenTo: String?) {
        let heading = "The microphone"
        let sources: [PulseServer.Source]
        do {
            sources = try PulseServer.sources(server: context.environment["PULSE_SERVER"])
        } catch {
            return (.init(heading, lines: [error.description], blocker: .missing(error.description)), nil)
        }
        let lines = sources.map { source in
            (source.isDefault ? "* " : "  ") + source.name + (source.isMonitor ? " (monitor)" : "") + (source.isMuted ? " (muted)" : "")
        }
        guard let chosen = sources.first(where: { $0.name == context.device }) ?? sources.first(where: \.isDefault) else {
            let reason = context.device.map { "The sound server has no source \($0)." } ?? "The sound server has no capture sources. Plug in a microphone."
            return (.init(heading, lines: lines + [reason], blocker: .missing(reason)), nil)
        }
        guard !chosen.isMuted else {
            let reason = "\(chosen.name) is muted: unmute it (pactl set-source-mute \(chosen.name) 0, or the desktop's sound settings)."
            return (.init(heading, lines: lines + [reason], blocker: .refused(reason)), nil)
        }
        return (.init(heading, lines: lines + ["dictate records from \(chosen.name)."]), chosen.name)
    }

    private func model() -> CheckReport.Part {
        let heading = "The model"
        let more = "More accurate models: 'dictate models download NAME' (see docs/models.md)."
        do {
            let url = try ModelLocator(environment: context.environment).locate(nil)
            return .init(heading, lines: ["\(url.deletingPathExtension().lastPathComponent.replacingOccurrences(of: "ggml-", with: "")) (\(url.path)).", more])
        } catch {
            return .init(heading, lines: [error.description, more], blocker: .missing(error.description))
        }
    }
}
