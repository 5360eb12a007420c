import Foundation

/// One update of a waybar `custom/<name>` module with `"return-type": "json"`.
///
/// `class` names a CSS class for style.css and `alt` picks the entry of a `format-icons` object, so
/// both carry the state. Waybar reads `text` and `tooltip` as Pango markup, so `&`, `<` and `>` in
/// the transcript are escaped here; the module must leave `escape` off, or they show as entities.
public struct WaybarOutput: Codable, Equatable, Sendable {
    /// The bar text: the state's glyph, the time (waybar cannot work it out from `started_at`) and
    /// the compact form of the latest words.
    public var text: String
    /// The hover text: state, time, language and segment count, then the long form of the latest words.
    public var tooltip: String
    /// The CSS class: the state ("recording", "paused", "stopped", "idle").
    public var `class`: String
    /// The `format-icons` key: the state as well.
    public var alt: String

    /// The output for `snapshot` with its time as of `now`.
    public init(_ snapshot: StatusSnapshot, now: Date = Date()) {
        `class` = snapshot.state.rawValue
        alt = snapshot.state.rawValue
        guard snapshot.state != .idle else {
            text = snapshot.state.icon
            tooltip = "Nothing is recording."
            return
        }
        let time = StatusFormat.clock(snapshot.elapsed(at: now))
        let words = PresentationForm.compact.trim(snapshot.latestText)
        text = Self.escape(words.isEmpty ? "\(snapshot.state.icon) \(time)" : "\(snapshot.state.icon) \(time) \(words)")
        var facts = [snapshot.state.title, time]
        if let language = snapshot.language { facts.append(language) }
        facts.append(snapshot.segmentCount == 1 ? "1 segment" : "\(snapshot.segmentCount) segments")
        let long = PresentationForm.long.trim(snapshot.latestText)
        let heading = facts.joined(separator: " · ")
        tooltip = Self.escape(long.isEmpty ? heading : "\(heading)\n\(long)")
    }

    /// The output as one line of JSON, as waybar reads a continuous script's output line by line.
    public func jsonLine() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
