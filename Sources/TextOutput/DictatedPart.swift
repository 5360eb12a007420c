/// A stretch of one settled piece of dictation: words to type, or a command spoken on its own.
///
/// A piece such as "Hello world. New line. How are you?" mixes both, and the typing plan needs them
/// apart and in order to type the words and act on the commands between them.
public enum DictatedPart: Sendable, Equatable {
    /// Words as whisper wrote them, trimmed, with its punctuation and case.
    case text(String)
    /// A command that stood as a clause of its own.
    case command(SpokenCommand)
}
