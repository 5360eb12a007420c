import DictationComposer
import Testing

@Suite("The field's wrapping and growth")
struct FieldLayoutTests {
    private func rows(_ layout: FieldLayout, _ text: String) -> [String] {
        let characters = Array(text)
        return layout.rows.map { String(characters[$0.start..<$0.end]) }
    }

    @Test func emptyTextIsOneRow() {
        let layout = FieldLayout(text: "", width: 10, cursor: 0)
        #expect(layout.rows.count == 1)
        #expect(layout.visibleRows == 0..<1)
        #expect(layout.cursorRow == 0 && layout.cursorColumn == 0)
    }

    @Test func wrapsAfterTheLastSpaceThatFits() {
        let text = "the quick brown fox"
        let layout = FieldLayout(text: text, width: 10, cursor: text.count)
        #expect(rows(layout, text) == ["the quick ", "brown fox"])
        #expect(layout.cursorRow == 1 && layout.cursorColumn == 9)
    }

    @Test func breaksAWordLongerThanTheRow() {
        let text = "abcdefghijkl"
        let layout = FieldLayout(text: text, width: 5, cursor: 0)
        #expect(rows(layout, text) == ["abcde", "fghij", "kl"])
    }

    @Test func lineBreaksStartNewRows() {
        let text = "one\ntwo"
        let layout = FieldLayout(text: text, width: 20, cursor: 4)
        #expect(rows(layout, text) == ["one", "two"])
        #expect(layout.cursorRow == 1 && layout.cursorColumn == 0)
    }

    @Test func aFullLastRowPutsTheCursorOnTheNext() {
        let layout = FieldLayout(text: "abcde", width: 5, cursor: 5)
        #expect(layout.rows.count == 2)
        #expect(layout.cursorRow == 1 && layout.cursorColumn == 0)
    }

    @Test func growsToSixRowsThenScrollsWithTheCursor() {
        let text = (1...9).map { "line\($0)" }.joined(separator: "\n")
        let atEnd = FieldLayout(text: text, width: 20, cursor: text.count)
        #expect(atEnd.rows.count == 9)
        #expect(atEnd.visibleRows == 3..<9)
        let atStart = FieldLayout(text: text, width: 20, cursor: 0)
        #expect(atStart.visibleRows == 0..<6)
        let four = FieldLayout(text: "a\nb\nc\nd", width: 20, cursor: 0)
        #expect(four.visibleRows == 0..<4)
    }

    @Test func offsetsClampToTheRow() {
        let text = "the quick brown fox"
        let layout = FieldLayout(text: text, width: 10, cursor: 0)
        #expect(layout.offset(row: 1, column: 3) == 13)
        #expect(layout.offset(row: 1, column: 50) == text.count)
        #expect(layout.offset(row: 9, column: 0) == 10)
    }
}
