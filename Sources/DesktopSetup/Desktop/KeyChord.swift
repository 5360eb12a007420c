/// A key with its modifiers, as `--key` takes it (`Super+period`, `Ctrl+Alt+d`), written out in
/// each desktop's own notation.
public struct KeyChord: Sendable, Equatable {
    public enum Modifier: String, Sendable, CaseIterable, Comparable {
        case shift, control, alt, `super`

        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public var modifiers: Set<Modifier>
    /// The key's X keysym name (`period`, `d`, `F9`).
    public var key: String

    /// dictate's default: Super and the full stop, taken by none of GNOME's, sway's, i3's or
    /// Hyprland's shipped bindings (sway and i3 give Super+d to the launcher).
    public static let standard = KeyChord(modifiers: [.super], key: "period")

    public init(modifiers: Set<Modifier>, key: String) {
        self.modifiers = modifiers
        self.key = key
    }

    /// Parses `Mod+…+key`; `nil` for an unknown modifier or no key.
    public init?(_ text: String) {
        let parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let key = parts.last, !key.isEmpty else { return nil }
        var modifiers: Set<Modifier> = []
        for part in parts.dropLast() {
            guard let modifier = Self.modifierNames[part.lowercased()] else { return nil }
            modifiers.insert(modifier)
        }
        self.init(modifiers: modifiers, key: key)
    }

    /// A GNOME accelerator (`<Super>d`, `<Primary><Alt>Delete`); `nil` when it does not parse.
    public init?(gnomeAccelerator text: String) {
        var rest = Substring(text)
        var modifiers: Set<Modifier> = []
        while rest.hasPrefix("<"), let end = rest.firstIndex(of: ">") {
            guard let modifier = Self.modifierNames[rest[rest.index(after: rest.startIndex)..<end].lowercased()] else { return nil }
            modifiers.insert(modifier)
            rest = rest[rest.index(after: end)...]
        }
        guard !rest.isEmpty, !rest.contains("<") else { return nil }
        self.init(modifiers: modifiers, key: String(rest))
    }

    private static let modifierNames: [String: Modifier] = [
        "shift": .shift, "ctrl": .control, "control": .control, "primary": .control, "alt": .alt, "mod1": .alt,
        "super": .super, "mod4": .super, "logo": .super, "win": .super, "meta": .super,
    ]

    /// The modifiers in a fixed order, each named from `names` (Shift, Control, Alt, Super).
    private func written(_ names: [String]) -> [String] {
        modifiers.sorted().map { names[Modifier.allCases.firstIndex(of: $0)!] }
    }

    /// Whether two chords are one key press: modifiers in any order, the key's letter in any case.
    public func matches(_ other: KeyChord) -> Bool {
        modifiers == other.modifiers && key.lowercased() == other.key.lowercased()
    }

    public var description: String { (written(["Shift", "Ctrl", "Alt", "Super"]) + [key]).joined(separator: "+") }

    public var gnome: String { written(["<Shift>", "<Control>", "<Alt>", "<Super>"]).joined() + key }

    /// sway's and i3's `bindsym` notation.
    public var sway: String { (written(["Shift", "Control", "Mod1", "Mod4"]) + [key]).joined(separator: "+") }

    /// Hyprland's `bind = MODS, key` notation.
    public var hyprland: String { written(["SHIFT", "CTRL", "ALT", "SUPER"]).joined(separator: " ") + ", " + key }
}
