/// Everything the form loop reacts to, merged into one stream so it is handled in order.
enum FormInput: Sendable {
    /// A key, a key's release, a mouse press or release, or the terminal's protocol answer.
    case key(Key)
    /// The terminal changed size.
    case resize
    /// The form changed and the screen should follow.
    case changed
    /// The terminal closed.
    case inputEnded
}
