/// The terminal's answer to the background colour query, `OSC 11 ; ? ST`.
///
/// xterm and the terminals that copy it answer `OSC 11 ; rgb:RRRR/GGGG/BBBB`, ended by BEL or ST
/// like the query. Each channel has one to four hex digits, scaled to its own width (`f` and
/// `ffff` are both full), as X11 colour names are.
public enum BackgroundReport {
    /// The colour in an answer's text after `OSC`, such as `11;rgb:ffff/ffff/ffff`; `nil` for
    /// anything else (another OSC number, an `rgba:` or named colour, a malformed channel).
    public static func color(fromAnswer text: String) -> RGBColor? {
        guard text.hasPrefix("11;rgb:") else { return nil }
        let channels = text.dropFirst("11;rgb:".count).split(separator: "/", omittingEmptySubsequences: false)
        let components = channels.compactMap(component)
        guard channels.count == 3, components.count == 3 else { return nil }
        return RGBColor(red: components[0], green: components[1], blue: components[2])
    }

    /// One channel's hex digits as 0 to 255.
    private static func component(_ digits: Substring) -> UInt8? {
        guard (1...4).contains(digits.count), digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else {
            return nil
        }
        let maximum = (1 << (4 * digits.count)) - 1
        return UInt8((value * 255 + maximum / 2) / maximum)
    }
}
