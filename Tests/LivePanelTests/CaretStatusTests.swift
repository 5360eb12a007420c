import Foundation
@testable import LivePanel
import Testing

/// The status line shown under the caret while dictating, without a display.
@Suite struct CaretStatusTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func at(_ seconds: TimeInterval) -> Date { start.addingTimeInterval(seconds) }

    @Test func listeningShowsTheDotTheTimeASilentMeterAndTheState() {
        let status = CaretStatus(startedAt: Self.start)
        #expect(status.text(at: Self.at(7.6)) == "● 0:07 ▁▁▁▁▁ Listening…")
    }

    @Test func eachMeterBlockIsTheLoudestReadingOfItsQuarterSecondNewestOnTheRight() {
        var status = CaretStatus(startedAt: Self.start)
        status.hear(level: 0.2, at: Self.at(0.80))
        status.hear(level: 1.0, at: Self.at(1.30))
        status.hear(level: 0.1, at: Self.at(1.35))
        status.hear(level: 0.5, at: Self.at(1.95))
        // Steps end at 1.0, 1.25, 1.5, 1.75 and 2.0: 0.2, nothing, 1.0 (not 0.1), nothing, 0.5.
        #expect(status.meter(at: Self.at(2)) == "▂▁█▁▅")
        // A second later the newest reading has moved to the left end; half a second more, out.
        #expect(status.meter(at: Self.at(3)) == "▅▁▁▁▁")
        #expect(status.meter(at: Self.at(3.5)) == "▁▁▁▁▁")
    }

    @Test func levelsMapToEightHeightsAndStayWithinThem() {
        #expect(CaretStatus.block(0) == "▁")
        #expect(CaretStatus.block(1) == "█")
        #expect(CaretStatus.block(0.5) == "▅")
        #expect(CaretStatus.block(-3) == "▁")
        #expect(CaretStatus.block(7) == "█")
    }

    @Test func settledWordsFollowTheStateAndOnlyTheirEndShowsWhenLong() {
        var status = CaretStatus(startedAt: Self.start)
        status.settle("Tomorrow  morning\nbrings rain.")
        #expect(status.text(at: Self.at(3)) == "● 0:03 ▁▁▁▁▁ Listening… · Tomorrow morning brings rain.")
        status.settle("Tomorrow morning brings rain, which clears by the evening with a light breeze from the west.")
        let line = status.text(at: Self.at(3))
        #expect(line.count <= CaretStatus.width)
        #expect(line.hasPrefix("● 0:03 ▁▁▁▁▁ Listening… · …"))
        #expect(line.hasSuffix(" from the west."))
        // Cut between words, not inside one.
        let shown = line.components(separatedBy: " · …").last ?? ""
        #expect("Tomorrow morning brings rain, which clears by the evening with a light breeze from the west.".hasSuffix(" " + shown))
    }

    @Test func thePauseStopsTheClockAndShowsPausedAndResumingGoesOnFromThere() {
        var status = CaretStatus(startedAt: Self.start)
        status.hear(level: 0.9, at: Self.at(4.9))
        status.enter(.paused, at: Self.at(5))
        #expect(status.text(at: Self.at(65)) == "⏸ 0:05 ▁▁▁▁▁ Paused")
        status.enter(.listening, at: Self.at(65))
        #expect(status.text(at: Self.at(67.5)) == "● 0:07 ▁▁▁▁▁ Listening…")
    }

    @Test func finishingStopsTheClockAndSaysSo() {
        var status = CaretStatus(startedAt: Self.start)
        status.settle("It will rain.")
        status.enter(.finishing, at: Self.at(12))
        #expect(status.phase == .finishing)
        #expect(status.text(at: Self.at(14)) == "■ 0:12 ▁▁▁▁▁ Finishing… · It will rain.")
    }

    @Test func anErrorTakesThePlaceOfTheStatusForAFewSecondsThenTheStatusIsBack() {
        var status = CaretStatus(startedAt: Self.start)
        status.fail("Password field: dictate types nothing here", at: Self.at(2))
        #expect(status.text(at: Self.at(2)) == "⚠ Password field: dictate types nothing here")
        #expect(status.errorEnds(after: Self.at(3)) == Self.at(2 + CaretStatus.errorDuration))
        let after = Self.at(2 + CaretStatus.errorDuration)
        #expect(status.errorEnds(after: after) == nil)
        #expect(status.text(at: after) == "● 0:06 ▁▁▁▁▁ Listening…")
    }

    @Test func aLongErrorIsCutAtItsEnd() {
        var status = CaretStatus(startedAt: Self.start)
        status.fail(String(repeating: "word ", count: 30), at: Self.start)
        let line = status.text(at: Self.start)
        #expect(line.count == CaretStatus.width)
        #expect(line.hasPrefix("⚠ word word"))
        #expect(line.hasSuffix("…"))
    }

    @Test func hoursShowInTheClock() {
        let status = CaretStatus(startedAt: Self.start)
        #expect(status.text(at: Self.at(3723)).hasPrefix("● 1:02:03 "))
    }
}
