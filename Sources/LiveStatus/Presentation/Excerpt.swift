/// The end of a text cut to fit a place, at a word boundary, with "…" where it was cut.
///
/// Lengths count `Character`s (grapheme clusters), so an emoji or an accented letter counts once
/// and is never split.
public enum Excerpt {
    /// Marks the cut.
    public static let ellipsis: Character = "…"

    /// The trailing part of `text` in at most `limit` characters (the ellipsis included) and at most
    /// `maxLines` lines; with one line, line breaks become spaces.
    ///
    /// The cut falls after a space, dropping a partial word, unless that would give up more than half
    /// the room (a very long word, or a script written without spaces such as Japanese); then it falls
    /// between characters.
    public static func trailing(_ text: String, limit: Int, maxLines: Int = 1) -> String {
        let lines = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty }
        let kept = maxLines > 1 ? lines.suffix(maxLines) : lines[...]
        let joined = kept.joined(separator: maxLines > 1 ? "\n" : " ")
        let droppedLines = kept.count < lines.count
        let characters = Array(joined)
        if !droppedLines, characters.count <= limit { return joined }

        let room = max(limit - 1, 0)
        guard characters.count > room else { return String(ellipsis) + joined }
        var tail = characters.suffix(room)
        let cutInsideWord = !characters[tail.startIndex - 1].isWhitespace && !(tail.first?.isWhitespace ?? true)
        if cutInsideWord, let space = tail.firstIndex(where: \.isWhitespace), space - tail.startIndex <= room / 2 {
            tail = tail[space...]
        }
        return String(ellipsis) + String(tail).trimmingWhitespace()
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
