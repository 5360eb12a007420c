/// How a run of `dictate form` ended, and so what it prints and its exit status.
enum FormOutcome: Equatable {
    /// Submit went through: the values, by id, go to standard output as JSON; exit 0.
    case submitted([String: String])
    /// Esc: nothing is printed; exit 1, so a script can tell a cancelled form from a filled one.
    case cancelled
    /// Ctrl-C: as cancelled, but exit 130 like any interrupted program.
    case interrupted
    /// The terminal went away.
    case inputEnded
}
