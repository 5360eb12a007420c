extension TextEdit {
    /// The edits that turn `old`, as typed into a field, into `new`: erase what follows their
    /// common beginning, then type the rest of `new`.
    ///
    /// A field can only be changed at its end, so keeping the longest shared beginning is the
    /// fewest keystrokes. Characters are compared by their exact Unicode scalars, so "e" followed
    /// later by a combining accent is retyped whole instead of leaving a field that merely looks
    /// equal; erasing counts the characters (grapheme clusters) of `old` as the field holds them.
    public static func edits(from old: String, to new: String) -> [TextEdit] {
        var oldIndex = old.startIndex
        var newIndex = new.startIndex
        while oldIndex < old.endIndex, newIndex < new.endIndex,
              old[oldIndex].unicodeScalars.elementsEqual(new[newIndex].unicodeScalars) {
            oldIndex = old.index(after: oldIndex)
            newIndex = new.index(after: newIndex)
        }
        let erased = old[oldIndex...].count
        let typed = new[newIndex...]
        return (erased > 0 ? [.erase(erased)] : []) + (typed.isEmpty ? [] : [.type(String(typed))])
    }
}
