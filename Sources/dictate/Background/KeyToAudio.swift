import Foundation

/// How long after the key's command a background dictation started capturing: a word said before
/// then is lost. `toggle` and `begin` hand the moment their own process started to the dictation
/// they start, which logs the time to its capture.
enum KeyToAudio {
    /// The environment variable holding the moment, in seconds on ``now()``'s clock.
    static let variable = "DICTATE_KEY_AT"

    /// Seconds since boot, the clock `/proc` counts process starts on.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_BOOTTIME, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// When this process started, on ``now()``'s clock (in the kernel's clock ticks, 10 ms here);
    /// `nil` when `/proc` does not say.
    static func processStart() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // Field 22 is the start time; the fields after the command's closing parenthesis start at 3.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// What a ``SharedAudioSource`` calls once capture started: given a key's moment in
    /// `environment`, it logs to `log` how long after it that was; `nil` without one.
    static func captureStarted(environment: [String: String], log: SessionLog?) -> (@Sendable () -> Void)? {
        guard let log, let key = environment[variable].flatMap(Double.init) else { return nil }
        return {
            log.append(String(format: "capture started %.0f ms after the key's command", (now() - key) * 1000))
        }
    }
}
