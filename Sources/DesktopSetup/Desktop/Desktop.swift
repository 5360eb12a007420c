/// The desktop a session runs, which decides how a key is bound to dictate.
public enum Desktop: Sendable, Equatable {
    case gnome
    case kde
    case sway
    case i3
    case hyprland
    /// Any other desktop, by its `XDG_CURRENT_DESKTOP` when it set one.
    case other(String?)

    /// Reads the desktop from its session's variables. A compositor's own control socket beats
    /// `XDG_CURRENT_DESKTOP`, which a nested compositor inherits from the session around it.
    public init(environment: [String: String]) {
        func set(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        let current = (environment["XDG_CURRENT_DESKTOP"] ?? "").lowercased().split(separator: ":").map(String.init)
        if set("HYPRLAND_INSTANCE_SIGNATURE") { self = .hyprland }
        else if set("SWAYSOCK") { self = .sway }
        else if set("I3SOCK") { self = .i3 }
        else if current.contains(where: { $0.contains("gnome") }) { self = .gnome }
        else if current.contains("kde") { self = .kde }
        else if current.contains("sway") { self = .sway }
        else if current.contains("i3") { self = .i3 }
        else if current.contains("hyprland") { self = .hyprland }
        else { self = .other(environment["XDG_CURRENT_DESKTOP"].flatMap { $0.isEmpty ? nil : $0 }) }
    }

    public var name: String {
        switch self {
        case .gnome: "GNOME"
        case .kde: "KDE Plasma"
        case .sway: "sway"
        case .i3: "i3"
        case .hyprland: "Hyprland"
        case .other(let name): name ?? "an unknown desktop"
        }
    }
}
