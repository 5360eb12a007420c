/// How the composer's Open Settings reaches the place where capture is turned back on.
///
/// On Linux that is the desktop's sound settings (pavucontrol, or the desktop's settings app) when
/// one is installed; without one, ``manualFix`` is the command the denial line shows instead.
public struct SystemSettings: Sendable {
    /// Opens the settings app, or `nil` when there is none to open.
    public var open: (@Sendable () -> Void)?
    /// What the user can run to fix a denial by hand, shown when ``open`` is `nil`.
    public var manualFix: String?

    /// Settings opened by `open`, with `manualFix` as the fallback hint.
    public init(open: (@Sendable () -> Void)?, manualFix: String? = nil) {
        self.open = open
        self.manualFix = manualFix
    }

    /// No settings app and no hint: the denial line shows only its sentence.
    public static let none = SystemSettings(open: nil)
}
