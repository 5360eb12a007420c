/// What a phrase does when it is spoken as a command instead of being typed as words.
public enum SpokenCommand: Sendable, Equatable {
    /// Types a mark or a line break in place of the words, placed by the insertion's own rules,
    /// because spoken punctuation sits against words where typed words are spaced apart.
    case insert(Insertion)
    /// Takes back the last piece typed, so a slip can be unsaid without reaching for the keyboard.
    case scratchThat
}
