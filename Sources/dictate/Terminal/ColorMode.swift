import Foundation

/// How much colour a terminal gets: none for `NO_COLOR`, non-terminals and `TERM=dumb`; 24-bit
/// when `COLORTERM` says so; 256 colours otherwise.
enum ColorMode: Sendable, Equatable {
    /// No escape sequences at all.
    case none
    /// The xterm 256-colour palette.
    case palette256
    /// 24-bit colour.
    case trueColor

    /// The mode for output on `descriptor` with `environment`.
    static func detect(
        for descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> ColorMode {
        // https://no-color.org: any non-empty value turns colour off.
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        if !Terminal.isTerminal(descriptor) || environment["TERM"] == "dumb" { return .none }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        return colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
    }
}
