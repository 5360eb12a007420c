import Foundation

/// Whether IBus can reach apps on KDE Plasma on Wayland. KWin passes text to apps only from the
/// input method it launched, the "virtual keyboard" chosen in System Settings; an IBus engine's
/// commits succeed there with nothing typed unless that is "IBus Wayland".
public enum KWinVirtualKeyboard {
    /// What the check concluded.
    public enum Finding: Sendable, Equatable {
        case ibusWayland
        /// A virtual keyboard other than IBus Wayland is on (its kwinrc `InputMethod`).
        case otherKeyboard(String)
        case noKeyboard
        /// KWin did not answer on the session bus.
        case unknown
    }

    /// How a person chooses IBus Wayland.
    public static let advice = "Choose it in System Settings → Keyboard → Virtual Keyboard → IBus Wayland, then log in again (ibus 1.5.29 or later)."

    /// Decides from `org.kde.KWin /VirtualKeyboard`'s `enabled` (the reply of
    /// `dbus-send --print-reply … Properties.Get`, `nil` without one) and kwinrc's text.
    public static func finding(enabledReply: String?, kwinrc: String?) -> Finding {
        guard let enabledReply, let enabled = boolean(inReply: enabledReply) else { return .unknown }
        guard enabled else { return .noKeyboard }
        let method = inputMethod(kwinrc: kwinrc ?? "")
        guard let method else { return .otherKeyboard("an unnamed input method") }
        return method.lowercased().contains("ibus") ? .ibusWayland : .otherKeyboard(method)
    }

    /// The boolean in a `dbus-send --print-reply` answer such as `variant       boolean true`.
    static func boolean(inReply reply: String) -> Bool? {
        let words = reply.split(whereSeparator: \.isWhitespace)
        guard let index = words.firstIndex(of: "boolean"), words.index(after: index) < words.endIndex else { return nil }
        switch words[words.index(after: index)] {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// kwinrc's `[Wayland] InputMethod=`.
    static func inputMethod(kwinrc: String) -> String? {
        var inWayland = false
        for line in kwinrc.split(separator: "\n") {
            let line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") { inWayland = line == "[Wayland]"; continue }
            if inWayland, line.hasPrefix("InputMethod=") {
                let value = String(line.dropFirst("InputMethod=".count))
                return value.isEmpty ? nil : value
            }
        }
        return nil
    }
}
