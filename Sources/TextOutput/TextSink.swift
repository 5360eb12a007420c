/// Where dictated text goes: the focused window, the clipboard, a test's buffer.
///
/// A client in the dependency style: a struct of closures, so a front end picks an implementation
/// (typing, clipboard, both) and tests pass their own, while the engine never learns where text goes.
public struct TextSink: Sendable {
    /// Applies edits in order; returns once the backend has delivered them.
    public var apply: @Sendable (_ edits: [TextEdit]) async throws -> Void
    /// Called once at the end of a session with the whole text as it ended up, after the last edit.
    public var finish: @Sendable (_ text: String) async throws -> Void

    /// A sink from its two operations; `finish` does nothing unless given, as a sink that only
    /// types has nothing to do with the whole text.
    public init(
        apply: @escaping @Sendable (_ edits: [TextEdit]) async throws -> Void,
        finish: @escaping @Sendable (_ text: String) async throws -> Void = { _ in }
    ) {
        self.apply = apply
        self.finish = finish
    }
}
