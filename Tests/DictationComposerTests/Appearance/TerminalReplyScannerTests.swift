import DictationComposer
import Testing

@Suite("Sorting the terminal's answers from typed keys")
struct TerminalReplyScannerTests {
    private let bell = "\u{07}", escape = "\u{1B}"

    private func scan(_ pieces: [String]) -> TerminalReplyScanner {
        var scanner = TerminalReplyScanner()
        for piece in pieces { scanner.scan(Array(piece.utf8)) }
        return scanner
    }

    @Test func takesTheColourEndedByBellOrStringTerminator() {
        let byBell = scan(["\(escape)]11;rgb:ffff/ffff/ffff\(bell)\(escape)[?1;2c"])
        #expect(byBell.background == RGBColor(red: 255, green: 255, blue: 255))
        #expect(byBell.isComplete)
        #expect(byBell.finish().isEmpty)
        let byST = scan(["\(escape)]11;rgb:00/00/00\(escape)\\"])
        #expect(byST.background == RGBColor(red: 0, green: 0, blue: 0))
        #expect(!byST.isComplete)
        #expect(byST.finish().isEmpty)
    }

    @Test func anAnswerSplitAcrossReadsIsJoined() {
        let pieces = ["\(escape)", "]11;rgb:f0f0/", "f0f0/e8e8\(escape)", "\\\(escape)[?6", "2;22c"]
        let scanner = scan(pieces)
        #expect(scanner.background == RGBColor(red: 240, green: 240, blue: 232))
        #expect(scanner.isComplete)
        #expect(scanner.finish().isEmpty)
    }

    @Test func keysTypedAroundTheAnswersAreKeptInOrder() {
        let scanner = scan(["hi\(escape)[A", "\(escape)]11;rgb:0/0/0\(bell)x\r", "\(escape)[?1;2cé\(escape)"])
        #expect(scanner.background == RGBColor(red: 0, green: 0, blue: 0))
        #expect(scanner.isComplete)
        #expect(String(decoding: scanner.finish(), as: UTF8.self) == "hi\(escape)[Ax\ré\(escape)")
    }

    @Test func otherOSCStringsAreDroppedAndOtherSequencesKept() {
        let scanner = scan(["\(escape)]10;rgb:ffff/ffff/ffff\(bell)\(escape)[3~\(escape)OP\(escape)[?2004h"])
        #expect(scanner.background == nil)
        #expect(!scanner.isComplete)
        #expect(String(decoding: scanner.finish(), as: UTF8.self) == "\(escape)[3~\(escape)OP\(escape)[?2004h")
    }

    @Test func aTerminalWithoutOSC11AnswersOnlyTheDeviceAttributes() {
        let scanner = scan(["\(escape)[?1;2c"])
        #expect(scanner.background == nil)
        #expect(scanner.isComplete)
    }

    @Test func anUnendedOSCLongerThanAnyAnswerIsHandedOnAsTyped() {
        let typed = "\(escape)]" + String(repeating: "a", count: 200)
        let scanner = scan([typed])
        #expect(scanner.background == nil)
        #expect(String(decoding: scanner.finish(), as: UTF8.self) == typed)
    }

    @Test func anUnfinishedSequenceAtTheEndIsHandedOn() {
        let scanner = scan(["ok\(escape)]11;rgb:ff"])
        #expect(scanner.background == nil)
        #expect(String(decoding: scanner.finish(), as: UTF8.self) == "ok\(escape)]11;rgb:ff")
    }
}
