extension Typer {
    /// The program runs that press `keystrokes`, in order.
    ///
    /// One run per keystroke for the typers that take them as arguments; dotool reads a script on
    /// standard input, so all of them go to one run, which also pays its start-up (registering a
    /// virtual keyboard) once. `keyDelay` (milliseconds) paces xdotool, whose characters outside the
    /// keymap need time for the remapped keycode to reach the window: at 2 ms they arrive empty.
    func runs(for keystrokes: [Keystroke], keyDelay: Int, environment: [String: String]) -> [ProgramRun] {
        if self == .dotool {
            let script = keystrokes.map(dotoolLine).joined()
            return script.isEmpty ? [] : [ProgramRun(arguments: ["dotool"], input: script, environment: environment)]
        }
        return keystrokes.flatMap { keystroke -> [ProgramRun] in
            guard self == .xdotool, case .text(let text) = keystroke else {
                return [ProgramRun(arguments: arguments(keystroke, keyDelay: keyDelay), input: nil, environment: environment)]
            }
            return Self.keymapRuns(text).map { run in
                let delay = run.isASCII ? keyDelay : max(keyDelay, Self.remappedKeyDelay)
                return ProgramRun(arguments: arguments(.text(run.text), keyDelay: delay), input: nil, environment: environment)
            }
        }
    }

    /// Milliseconds xdotool waits after a character outside the keymap before it takes the
    /// remapped keycode back. The window looks the keycode up only when it handles the key, so on
    /// a busy machine a short wait lets the mapping go before the window reads it, and the
    /// character arrives empty ("wörld" as "wrld" under load at 20 ms).
    static let remappedKeyDelay = 120

    /// `text` cut where it changes between ASCII and other characters, so only the characters
    /// xdotool must remap pay for the longer wait.
    static func keymapRuns(_ text: String) -> [(text: String, isASCII: Bool)] {
        var runs: [(text: String, isASCII: Bool)] = []
        for character in text {
            let isASCII = character.isASCII
            if let last = runs.last, last.isASCII == isASCII {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append((String(character), isASCII))
            }
        }
        return runs
    }

    private func arguments(_ keystroke: Keystroke, keyDelay: Int) -> [String] {
        switch (self, keystroke) {
        case (.xdotool, .text(let text)):
            ["xdotool", "type", "--clearmodifiers", "--delay", "\(keyDelay)", "--", text]
        case (.xdotool, .key(let key, let times)):
            ["xdotool", "key", "--clearmodifiers", "--delay", "\(keyDelay)"] + repeatElement(Self.xKeysym(key), count: times)
        case (.wtype, .text(let text)):
            ["wtype", "--", text]
        case (.wtype, .key(let key, let times)):
            ["wtype"] + Array(repeatElement(Self.wtypeArguments(key), count: times).joined())
        case (.ydotool, .text(let text)):
            ["ydotool", "type", "--", text]
        case (.ydotool, .key(let key, let times)):
            ["ydotool", "key"] + Array(repeatElement(Self.linuxKeyEvents(key), count: times).joined())
        case (.dotool, _):
            preconditionFailure("dotool takes a script on standard input")
        }
    }

    private func dotoolLine(_ keystroke: Keystroke) -> String {
        switch keystroke {
        case .text(let text): "type \(text)\n"
        case .key(let key, let times): "key " + repeatElement(Self.dotoolChord(key), count: times).joined(separator: " ") + "\n"
        }
    }

    private static func xKeysym(_ key: Keystroke.Key) -> String {
        switch key {
        case .returnKey: "Return"
        case .backSpace: "BackSpace"
        case .paste(.controlV): "ctrl+v"
        case .paste(.controlShiftV): "ctrl+shift+v"
        case .paste(.shiftInsert): "shift+Insert"
        }
    }

    private static func wtypeArguments(_ key: Keystroke.Key) -> [String] {
        switch key {
        case .returnKey: ["-k", "Return"]
        case .backSpace: ["-k", "BackSpace"]
        case .paste(.controlV): ["-M", "ctrl", "-k", "v", "-m", "ctrl"]
        case .paste(.controlShiftV): ["-M", "ctrl", "-M", "shift", "-k", "v", "-m", "shift", "-m", "ctrl"]
        case .paste(.shiftInsert): ["-M", "shift", "-k", "Insert", "-m", "shift"]
        }
    }

    /// ydotool 1.x's `key` takes raw Linux input codes (`code:1` press, `code:0` release), from
    /// `linux/input-event-codes.h`: 28 Enter, 14 BackSpace, 29 left Ctrl, 42 left Shift, 47 V, 110 Insert.
    private static func linuxKeyEvents(_ key: Keystroke.Key) -> [String] {
        let codes: [Int] = switch key {
        case .returnKey: [28]
        case .backSpace: [14]
        case .paste(.controlV): [29, 47]
        case .paste(.controlShiftV): [29, 42, 47]
        case .paste(.shiftInsert): [42, 110]
        }
        return codes.map { "\($0):1" } + codes.reversed().map { "\($0):0" }
    }

    private static func dotoolChord(_ key: Keystroke.Key) -> String {
        switch key {
        case .returnKey: "enter"
        case .backSpace: "backspace"
        case .paste(let shortcut): shortcut.rawValue
        }
    }
}
