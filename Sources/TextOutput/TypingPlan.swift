/// Turns a session's transcript, update by update, into the edits that keep another application's
/// text in step with it.
///
/// Typing backends can only type at the cursor and press BackSpace, and cannot read the window
/// back, so the plan remembers exactly what it has typed and only ever erases its own text. Feed it
/// every update's settled pieces (`Transcript.segments` texts) and tentative tail; it applies spoken
/// commands to settled pieces and spaces them by the rules in `docs/spoken-commands.md`.
///
/// Tentative words, when typed at all, are typed raw, without acting on commands: a command is only
/// certain once settled, and acting on "scratch that" that whisper then rehears as "scratch the"
/// would erase text for nothing. When the piece settles, the differing end is corrected.
public struct TypingPlan: Sendable {
    /// The commands acted on in settled pieces; ``SpokenCommands/none`` types every word.
    public let commands: SpokenCommands
    /// Whether the tentative tail is typed too. Off by default: it makes words appear sooner but
    /// the window then sees them corrected with BackSpace as whisper changes its mind.
    public let typesTentative: Bool
    /// What the session has typed into the window so far, as it stands: the text for the clipboard
    /// at the end of a session.
    public private(set) var text = ""

    private var settled = Composition()
    private var settledPieces = 0

    /// A plan for one session, starting from nothing typed. English commands by default, since
    /// English is the default model's language; pass ``SpokenCommands/forLanguage(_:)`` otherwise.
    public init(commands: SpokenCommands = .english, typesTentative: Bool = false) {
        self.commands = commands
        self.typesTentative = typesTentative
    }

    /// What a session's transcript reads as once `commands` act on its settled pieces, with the
    /// tentative tail after it as heard: for a front end that shows the text rather than types it,
    /// such as the compose card.
    public static func text(of segments: [String], tentative: String, commands: SpokenCommands) -> String {
        var plan = TypingPlan(commands: commands, typesTentative: true)
        _ = plan.update(segments: segments, tentative: tentative)
        return plan.text
    }

    /// Takes the session's latest transcript and returns the edits to make, possibly none.
    ///
    /// `segments` is every settled piece so far, in order (only the ones not seen before are
    /// read, as settled pieces never change). To drop a typed tentative tail, as when a session is
    /// cancelled before its last words settle, pass an empty `tentative`.
    public mutating func update(segments: [String], tentative: String) -> [TextEdit] {
        for piece in segments.dropFirst(settledPieces) {
            settled.add(commands.parts(of: piece))
        }
        settledPieces = max(settledPieces, segments.count)
        let target = typesTentative ? settled.text(followedBy: tentative.trimmingWhitespace()) : settled.text
        let edits = TextEdit.edits(from: text, to: target)
        text = target
        return edits
    }
}
