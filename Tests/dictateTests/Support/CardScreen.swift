import Foundation

/// Reads the compose card off a captured terminal screen.
enum CardScreen {
    /// The field's first row, without the border: the text typed, or the placeholder when empty.
    static func field(_ screen: String) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let top = lines.firstIndex(where: { $0.hasPrefix("╭") }), top + 1 < lines.count else { return "" }
        return lines[top + 1].trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
    }
}
