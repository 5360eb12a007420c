/// One way text can reach the focused field (an input method, a key typer), for ``DeliveryLadder``.
///
/// A client of closures, as ``TextSink`` is: each desktop way supplies its own, tests supply fakes.
public struct DeliveryBackend: Sendable {
    /// The way's name in logs, notifications and `--format jsonl`: `ibus`, `input-method-v2`, `wtype`…
    public var name: String
    /// Makes the way ready before its first use (an input method switches in and waits for the
    /// field's focus); throws, with why, when it cannot serve this session.
    public var start: @Sendable () async throws -> Void
    /// Shows tentative words in the field in place of the last ones; `nil` when the way cannot.
    /// Throws when the way broke.
    public var show: (@Sendable (_ tentative: String) async throws -> Void)?
    /// Shows a short status of the dictation beside the caret, apart from the text (an input
    /// method's auxiliary text); `nil` hides it. `nil` when the way cannot. Never fails the way:
    /// a status that does not show costs no words.
    public var showStatus: (@Sendable (_ status: String?) async -> Void)?
    /// Delivers settled edits and says what became of them.
    public var apply: @Sendable (_ edits: [TextEdit]) async -> DeliveryResult
    /// Leaves the desktop as it was (clears shown words, gives the person's input method back);
    /// called once for every way that started, also one that failed.
    public var stop: @Sendable () async -> Void

    public init(
        name: String,
        start: @escaping @Sendable () async throws -> Void = {},
        show: (@Sendable (_ tentative: String) async throws -> Void)? = nil,
        showStatus: (@Sendable (_ status: String?) async -> Void)? = nil,
        apply: @escaping @Sendable (_ edits: [TextEdit]) async -> DeliveryResult,
        stop: @escaping @Sendable () async -> Void = {}
    ) {
        self.name = name
        self.start = start
        self.show = show
        self.showStatus = showStatus
        self.apply = apply
        self.stop = stop
    }
}
