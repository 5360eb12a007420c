import Foundation
import LivePanel
import LiveStatus
import Testing

/// Copy after a dictation ended: offered for a few seconds, with the words that ended it.
@Suite struct PanelCopyOfferTests {
    static let start = PanelModelTests.start

    @Test func aDictationThatEndedWithWordsOffersCopyForAFewSecondsThenHides() {
        var model = PanelModel()
        model.receive(PanelModelTests.recording(text: "Send the agenda.", segments: 2))
        let endedAt = Self.start.addingTimeInterval(4)
        model.receive(StatusSnapshot(state: .stopped, startedAt: Self.start, elapsed: 4, language: "en", segmentCount: 2,
                                     latestText: "Send the agenda."))
        model.offerCopy(at: endedAt)
        model.feedEnded()
        let offered = model.view(at: endedAt.addingTimeInterval(1))
        #expect(offered.isVisible && offered.copyOffered)
        #expect(offered.state == "Done")
        #expect(!offered.buttonsEnabled, "Stop and Cancel have nothing to act on")
        #expect(offered.words == .heard(settled: "Send the agenda.", tentative: ""))
        #expect(model.isVisible(at: endedAt.addingTimeInterval(PanelModel.copyDuration - 0.1)))
        #expect(model.view(at: endedAt.addingTimeInterval(PanelModel.copyDuration)) == .hidden)
    }

    @Test func copiedSaysSoAndOffersNoMore() {
        var model = PanelModel()
        model.receive(PanelModelTests.recording(text: "Hello.", segments: 1))
        model.offerCopy(at: Self.start)
        model.feedEnded()
        model.copied()
        let view = model.view(at: Self.start.addingTimeInterval(1))
        #expect(view.state == "Copied")
        #expect(!view.copyOffered)
    }

    @Test func aDictationWithoutWordsOffersNothing() {
        var model = PanelModel()
        model.receive(PanelModelTests.recording())
        model.offerCopy(at: Self.start)
        model.feedEnded()
        #expect(model.view(at: Self.start) == .hidden)
    }

    @Test func theNextDictationTakesThePanelBack() {
        var model = PanelModel()
        model.receive(PanelModelTests.recording(text: "First.", segments: 1))
        model.offerCopy(at: Self.start)
        model.feedEnded()
        model.receive(PanelModelTests.recording())
        let view = model.view(at: Self.start.addingTimeInterval(1))
        #expect(view.state == "Recording" && !view.copyOffered)
        #expect(view.buttonsEnabled)
    }
}
