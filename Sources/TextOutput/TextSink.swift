/// Where dictated text goes: the focused window, the clipboard, a test's buffer.
///
/// A client in the dependency style: a struct of closures, so a front end picks an implementation
/// (an input method, typing, the clipboard) and tests pass their own, while the engine never learns
/// where text goes.
public struct TextSink: Sendable {
    /// Applies settled edits in order; returns once the backend has delivered them, with which way
    /// they went and whether the application confirmed them. Throws when a sink with a single way
    /// fails; a sink with fallbacks reports the failure in the result instead.
    public var apply: @Sendable (_ edits: [TextEdit]) async throws -> Delivery
    /// Whether the sink can show tentative words in the field itself (an input method's preedit).
    public var showsInPlace: Bool
    /// Shows `tentative` in place of what it showed before, "" to clear; does nothing unless
    /// `showsInPlace`.
    public var show: @Sendable (_ tentative: String) async -> Void
    /// Whether the sink can show a status of the dictation beside the caret (an input method's
    /// auxiliary text).
    public var showsStatus: Bool
    /// Shows `status` beside the caret in place of the last one, `nil` to hide it; does nothing
    /// unless `showsStatus`.
    public var showStatus: @Sendable (_ status: String?) async -> Void
    /// Called once at the end of a session with the whole text as it ended up, after the last edit.
    public var finish: @Sendable (_ text: String) async throws -> Void

    /// A sink from its operations; `finish` does nothing unless given, as a sink that only types
    /// has nothing to do with the whole text, and a sink without `show` (`showStatus`) shows
    /// nothing in place (no status).
    public init(
        apply: @escaping @Sendable (_ edits: [TextEdit]) async throws -> Delivery,
        show: (@Sendable (_ tentative: String) async -> Void)? = nil,
        showStatus: (@Sendable (_ status: String?) async -> Void)? = nil,
        finish: @escaping @Sendable (_ text: String) async throws -> Void = { _ in }
    ) {
        self.apply = apply
        showsInPlace = show != nil
        self.show = show ?? { _ in }
        showsStatus = showStatus != nil
        self.showStatus = showStatus ?? { _ in }
        self.finish = finish
    }
}
