import TextOutput

/// Feeds settled pieces to a plan one at a time, as a session settles them, and returns the
/// edits of each update.
func settle(_ pieces: [String], into plan: inout TypingPlan) -> [[TextEdit]] {
    (1...max(pieces.count, 1)).map { plan.update(segments: Array(pieces.prefix($0)), tentative: "") }
}

/// The text a plan leaves after settling `pieces` one at a time, checked against what it says it
/// typed.
func typed(_ pieces: [String], commands: SpokenCommands = .english) -> String {
    var plan = TypingPlan(commands: commands)
    var field = TextBuffer()
    for edits in settle(pieces, into: &plan) { field.apply(edits) }
    return field.text == plan.text ? field.text : "field \(field.text) differs from plan \(plan.text)"
}
