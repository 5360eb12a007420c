import Foundation

/// A colour as red, green and blue components from 0 to 255.
public struct RGBColor: Sendable, Equatable {
    /// The red component.
    public var red: UInt8
    /// The green component.
    public var green: UInt8
    /// The blue component.
    public var blue: UInt8

    /// The colour with the given components.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}

extension RGBColor {
    /// The colour's relative luminance as WCAG 2 defines it: 0 for black, 1 for white, each sRGB
    /// channel made linear first, so it follows how bright the colour looks rather than its numbers.
    public var relativeLuminance: Double {
        func linear(_ component: UInt8) -> Double {
            let value = Double(component) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The WCAG contrast ratio between this colour and `other`, from 1 (none) to 21 (black on white).
    public func contrast(with other: RGBColor) -> Double {
        let (lighter, darker) = (max(relativeLuminance, other.relativeLuminance), min(relativeLuminance, other.relativeLuminance))
        return (lighter + 0.05) / (darker + 0.05)
    }
}
