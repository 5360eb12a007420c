import Foundation

/// Formatting shared by the Markdown renderings: fixed decimals, a dash for "not measured".
enum MarkdownCells {
    static let missing = "–"

    static func number(_ value: Double?, decimals: Int) -> String {
        value.map { String(format: "%.\(decimals)f", $0) } ?? missing
    }

    /// A signed difference ("+1.20", "-0.30"), or a dash when either side is missing.
    static func delta(_ from: Double?, _ to: Double?, decimals: Int) -> String {
        guard let from, let to else { return missing }
        return String(format: "%+.\(decimals)f", to - from)
    }

    static func percent(_ fraction: Double?) -> String {
        number(fraction.map { $0 * 100 }, decimals: 1)
    }

    static func mebibytes(_ bytes: UInt64?) -> Double? {
        bytes.map { Double($0) / 1_048_576 }
    }

    /// A table cell: pipes escaped, line breaks flattened, so any text keeps the table intact.
    static func text(_ value: String) -> String {
        value.replacingOccurrences(of: "|", with: "\\|")
            .split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    static func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    static func header(_ titles: [String]) -> [String] {
        [row(titles), row(titles.map { _ in "---" })]
    }
}
