import SpeechEngine

/// `dictate --list-devices`: the server's capture sources.
enum DeviceList {
    static func print() throws -> Int32 {
        let sources = try PulseServer.sources()
        guard !sources.isEmpty else {
            throw Failure("The sound server has no capture sources. Plug in a microphone.", exitCode: ExitCode.unavailable)
        }
        let width = sources.map(\.name.count).max() ?? 0
        var text = ""
        for source in sources {
            let marks = [source.isMonitor ? "monitor" : nil, source.isMuted ? "muted" : nil].compactMap { $0 }
            let note = marks.isEmpty ? "" : "  (\(marks.joined(separator: ", ")))"
            let name = source.name + String(repeating: " ", count: width - source.name.count)
            text += "\(source.isDefault ? "*" : " ") \(name)  \(source.description)\(note)\n"
        }
        try StandardStreams.out(text)
        return ExitCode.success
    }
}
