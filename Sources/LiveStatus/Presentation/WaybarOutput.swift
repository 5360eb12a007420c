import Foundation

/// One update of a waybar `custom/<name>` module with `"return-type": "json"`.
///
/// `class` names a CSS class for style.css and `alt` picks the entry of a `format-icons` object, so
/// both carry the state. Waybar reads `text` and `tooltip` as Pango markup, so `&`, `<` and `>` in
/// the transcript are escaped here; the module must leave `escape` off, or they show as entities.
public struct WaybarOutput: Codable, Equatable, Sendable {
    /// The bar text: the state's icon and the compact form of the latest words.
    public var text: String
    /// The hover text: the state and the long form of the latest words.
    public var tooltip: String
    /// The CSS class: the state ("recording", "paused", "stopped", "idle").
    public var `class`: String
    /// The `format-icons` key: the state as well.
    public var alt: String

    public init(_ snapshot: StatusSnapshot) {
        let words = PresentationForm.compact.trim(snapshot.latestText)
        text = Self.escape(words.isEmpty ? snapshot.state.icon : "\(snapshot.state.icon) \(words)")
        let heading = snapshot.state == .idle ? "Nothing is recording." : snapshot.state.title
        let long = PresentationForm.long.trim(snapshot.latestText)
        tooltip = Self.escape(long.isEmpty ? heading : "\(heading)\n\(long)")
        `class` = snapshot.state.rawValue
        alt = snapshot.state.rawValue
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
