import Foundation
import TextOutput

/// The events of `--format jsonl`, one JSON object per line.
///
/// - `partial`: the transcript changed; `text` is the whole transcript so far, `settled` its
///   settled part, `time` the seconds of audio heard.
/// - `final`: a piece of text settled; `text`, `start`, `end` in seconds from the start.
/// - `delivered`: a settled piece went to the focused window (`--type`); `text`, `backend` (`ibus`,
///   `xdotool`, …, `none`), `result` (`delivered`: the field confirmed it; `unconfirmed`; `failed`;
///   `refused`: a password field) and, unless sent, `reason`.
/// - `error`: `message`, then the stream ends.
/// - `end`: the session is over; `text` is the whole transcript, `duration` the audio heard.
enum JSONLines {
    static func partial(text: String, settled: String, time: Double) -> String {
        line(["type": "partial", "text": text, "settled": settled, "time": rounded(time)])
    }

    static func final(text: String, start: Double, end: Double) -> String {
        line(["type": "final", "text": text, "start": rounded(start), "end": rounded(end)])
    }

    static func delivered(text: String, delivery: Delivery) -> String {
        var object: [String: Any] = ["type": "delivered", "text": text, "backend": delivery.backend, "result": delivery.result.name]
        if let reason = delivery.result.reason { object["reason"] = reason }
        return line(object)
    }

    static func error(_ message: String) -> String {
        line(["type": "error", "message": message])
    }

    static func end(text: String, duration: Double) -> String {
        line(["type": "end", "text": text, "duration": rounded(duration)])
    }

    private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

    private static func line(_ object: [String: Any]) -> String {
        // Sorted keys make the output stable for scripts and tests.
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
