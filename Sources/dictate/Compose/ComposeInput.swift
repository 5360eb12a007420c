import DictationComposer

/// Everything the compose loop reacts to, merged into one stream so it is handled in order.
enum ComposeInput: Sendable {
    /// A key, paste or click.
    case key(Key)
    /// The terminal changed size.
    case resize
    /// The composer changed and the screen should follow.
    case changed
    /// The message went out with no send command: print it and exit.
    case sent(String)
    /// The example's reply went out: add it to the thread.
    case replied(String)
    /// A line to show under the card from outside the composer: where `dictate stop` saved the recording.
    case notice(Notice)
    /// The terminal closed.
    case inputEnded
}
