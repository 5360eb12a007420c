import Foundation

/// A picture of a whole test display, taken by the display's own tool (`import` on X11, `grim` on
/// wlroots compositors), read as 8-bit RGB pixels through ImageMagick's `convert`.
public struct Screenshot: Sendable {
    public let width: Int
    public let height: Int
    private let pixels: [UInt8]

    /// A rectangle of the screen, in pixels.
    public struct Area: Sendable, Equatable, CustomStringConvertible {
        public var x: Int, y: Int, width: Int, height: Int

        public init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        public var description: String { "\(width)x\(height)+\(x)+\(y)" }
    }

    /// The X display in `environment` (`DISPLAY`), through `import -window root`.
    public static func x11(environment: [String: String]) async throws -> Screenshot {
        try await take(["import", "-window", "root"], environment: environment)
    }

    /// The wlroots compositor in `environment` (`WAYLAND_DISPLAY`), through `grim`.
    public static func wayland(environment: [String: String]) async throws -> Screenshot {
        try await take(["grim"], environment: environment)
    }

    private static func take(_ command: [String], environment: [String: String]) async throws -> Screenshot {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("screenshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("screen.png").path
        let taken = try await ChildProcess.run(command + [png], environment: environment)
        guard taken.status == 0 else { throw TestDesktopError.didNotStart("\(command[0]) took no screenshot: \(taken.standardError)") }
        return try await read(png: png)
    }

    /// The PNG file at `png`, taken by other means (GNOME Shell's screenshot D-Bus method).
    public static func read(png: String) async throws -> Screenshot {
        let rgb = png + ".rgb"
        defer { try? FileManager.default.removeItem(atPath: rgb) }
        let size = try await ChildProcess.run(["identify", "-format", "%w %h", png])
        let numbers = size.standardOutput.split(separator: " ").compactMap { Int($0) }
        let converted = try await ChildProcess.run(["convert", png, "-depth", "8", "rgb:\(rgb)"])
        guard numbers.count == 2, converted.status == 0, let data = FileManager.default.contents(atPath: rgb),
              data.count == numbers[0] * numbers[1] * 3 else {
            throw TestDesktopError.didNotStart("the screenshot could not be read: \(size.standardError) \(converted.standardError)")
        }
        return Screenshot(width: numbers[0], height: numbers[1], pixels: Array(data))
    }

    /// The pixels of `area` (clipped to the screen) whose colour `matches` (red, green, blue).
    public func count(in area: Area? = nil, where matches: (UInt8, UInt8, UInt8) -> Bool) -> Int {
        let area = area ?? Area(x: 0, y: 0, width: width, height: height)
        var found = 0
        for y in max(area.y, 0)..<min(area.y + area.height, height) {
            for x in max(area.x, 0)..<min(area.x + area.width, width) {
                let index = (y * width + x) * 3
                if matches(pixels[index], pixels[index + 1], pixels[index + 2]) { found += 1 }
            }
        }
        return found
    }

    /// The smallest rectangle holding every pixel that `matches`; `nil` when none does.
    public func bounds(where matches: (UInt8, UInt8, UInt8) -> Bool) -> Area? {
        var (left, top, right, bottom) = (width, height, -1, -1)
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 3
                guard matches(pixels[index], pixels[index + 1], pixels[index + 2]) else { continue }
                (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x), max(bottom, y))
            }
        }
        return right < 0 ? nil : Area(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    }

    /// The red of the panel's recording dot and level bars, with room for antialiasing.
    public static func isRecordingRed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Bool {
        red > 180 && green < 90 && blue < 90
    }
}
