/// The kitty keyboard protocol's key events, `CSI code[:alternates] ; modifiers[:event] ; text u`,
/// as sent once a program pushes the flags in ``KeyboardProtocol``: every key, text keys included,
/// arrives as such a sequence, with press, repeat and release told apart.
extension KeyDecoder {
    private static let shift = 1, control = 4
    /// Kitty reports modifier keys pressed alone, and keypad keys, in Unicode's private use area.
    private static let functionalKeys = 57344...63743

    /// The key a `CSI … u` sequence with `parameters` reports, or `nil` for a modifier pressed alone.
    static func kittyKey(_ parameters: String) -> Key? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard let code = fields.first.flatMap({ Int($0.prefix { $0 != ":" }) }),
              !functionalKeys.contains(code), let scalar = UnicodeScalar(code) else { return nil }
        let modifierField = fields.count > 1 ? fields[1].split(separator: ":", omittingEmptySubsequences: false) : []
        let modifiers = max((modifierField.first.flatMap { Int($0) } ?? 1) - 1, 0)
        let text = fields.count > 2
            ? String(String.UnicodeScalarView(fields[2].split(separator: ":").compactMap { Int($0).flatMap(UnicodeScalar.init) }))
            : ""
        let key: Key
        switch code {
        case 13: key = .enter
        case 9: key = modifiers & shift != 0 ? .backTab : .tab
        case 127, 8: key = .backspace
        case 27: key = .escape
        default:
            let character = Character(scalar)
            if modifiers & control != 0, character.isASCII, character.isLetter {
                key = .control(Character(character.lowercased()))
            } else if let typed = text.first {
                key = .character(typed)
            } else {
                key = .character(modifiers & shift != 0 ? Character(character.uppercased()) : character)
            }
        }
        return isRelease(parameters) ? .release(key) : key
    }

    /// Whether a sequence's modifier field carries the release event type (`;1:3`).
    static func isRelease(_ parameters: String) -> Bool {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count > 1 else { return false }
        return fields[1].split(separator: ":").dropFirst().first == "3"
    }
}
