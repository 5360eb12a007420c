/// Spare X keycodes bound to the characters outside the keyboard map, for as long as a session types.
///
/// xdotool types such a character by binding it to a spare keycode, pressing the key and taking
/// the binding back at once. The window looks the keycode up only when it handles the key, so on a
/// busy machine the binding is often gone by then and the character arrives empty ("wörld — " as
/// "wörld "), however long xdotool waits. Binding each character once with xmodmap before it is
/// typed, and keeping the binding until the session ends, leaves nothing to race: xdotool then
/// finds the character in the map and presses its key like any other.
actor X11KeyBindings {
    /// Keysym names of the characters bound so far, such as "U2014" for "—".
    private var names: [Character: String] = [:]
    /// The keycodes this session bound, to give back at the end.
    private var keycodes: [Int] = []

    /// Binds the characters of `characters` not bound yet and returns the keysym name of each one
    /// that is. A character that is several code points (e and a combining accent) has no single
    /// keysym and is left to xdotool; so is everything when xmodmap is missing or no keycode is free.
    func keysyms(for characters: Set<Character>, environment: [String: String]) async -> [Character: String] {
        let wanted = characters.filter { names[$0] == nil && Self.keysymName(for: $0) != nil }.sorted()
        guard !wanted.isEmpty,
              let table = try? await ProgramRun(arguments: ["xmodmap", "-pke"], input: nil, environment: environment,
                                                 keepsOutput: true).run().standardOutput else { return names }
        let free = Self.freeKeycodes(in: table).reversed()
        let pairs = Array(zip(wanted, free))
        guard !pairs.isEmpty else { return names }
        let expressions = pairs.flatMap { character, keycode in
            ["-e", "keycode \(keycode) = \(Self.keysymName(for: character)!) \(Self.keysymName(for: character)!)"]
        }
        guard (try? await ProgramRun(arguments: ["xmodmap"] + expressions, input: nil, environment: environment).run()) != nil else {
            return names
        }
        for (character, keycode) in pairs {
            names[character] = Self.keysymName(for: character)
            keycodes.append(keycode)
        }
        return names
    }

    /// Gives the keycodes back, leaving the keyboard map as the session found it.
    func release(environment: [String: String]) async {
        guard !keycodes.isEmpty else { return }
        _ = try? await ProgramRun(arguments: ["xmodmap"] + keycodes.flatMap { ["-e", "keycode \($0) ="] }, input: nil,
                                  environment: environment).run()
        keycodes = []
        names = [:]
    }

    /// The X keysym name of a one-code-point character outside ASCII: "U" and its code point in hex.
    static func keysymName(for character: Character) -> String? {
        guard !character.isASCII, character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The keycodes with no keysym in `xmodmap -pke`'s table ("keycode 250 =" and nothing after).
    static func freeKeycodes(in table: String) -> [Int] {
        table.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[1].allSatisfy(\.isWhitespace) else { return nil }
            let words = parts[0].split(separator: " ")
            guard words.count == 2, words[0] == "keycode" else { return nil }
            return Int(words[1])
        }
    }
}
