extension Typer {
    /// The program runs that press `keystrokes`, in order.
    ///
    /// One run per keystroke for the typers that take them as arguments; dotool reads a script on
    /// standard input, so all of them go to one run, which also pays its start-up (registering a
    /// virtual keyboard) once. `keyDelay` (milliseconds) paces xdotool, whose characters outside the
    /// keymap need time for the remapped keycode to reach the window: at 2 ms they arrive empty.
    func runs(for keystrokes: [Keystroke], keyDelay: Int, environment: [String: String],
              boundKeysyms: [Character: String] = [:]) -> [ProgramRun] {
        if self == .dotool {
            let script = keystrokes.map(dotoolLine).joined()
            return script.isEmpty ? [] : [ProgramRun(arguments: ["dotool"], input: script, environment: environment)]
        }
        return keystrokes.flatMap { keystroke -> [ProgramRun] in
            guard self == .xdotool, case .text(let text) = keystroke, !boundKeysyms.isEmpty else {
                return [ProgramRun(arguments: arguments(keystroke, keyDelay: keyDelay), input: nil, environment: environment)]
            }
            return Self.xdotoolArguments(text, keyDelay: keyDelay, boundKeysyms: boundKeysyms).map {
                ProgramRun(arguments: $0, input: nil, environment: environment)
            }
        }
    }

    /// xdotool runs for `text` whose characters in `boundKeysyms` have keys of their own for the
    /// session (``X11KeyBindings``): those are pressed by keysym name, the rest typed as usual.
    static func xdotoolArguments(_ text: String, keyDelay: Int, boundKeysyms: [Character: String]) -> [[String]] {
        var runs: [(text: String, keys: [String])] = []
        for character in text {
            if let name = boundKeysyms[character] {
                if let last = runs.last, last.text.isEmpty { runs[runs.count - 1].keys.append(name) } else { runs.append(("", [name])) }
            } else if let last = runs.last, last.keys.isEmpty {
                runs[runs.count - 1].text.append(character)
            } else {
                runs.append((String(character), []))
            }
        }
        return runs.map { run in
            run.keys.isEmpty
                ? ["xdotool", "type", "--clearmodifiers", "--delay", "\(keyDelay)", "--", run.text]
                : ["xdotool", "key", "--clearmodifiers", "--delay", "\(keyDelay)"] + run.keys
        }
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
