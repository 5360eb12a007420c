import Foundation
import LivePanel
import LiveStatus
import Testing

/// What the panel shows for the status feed, without a display.
@Suite struct PanelModelTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func recording(text: String = "", tentative: String? = nil, level: Float? = nil, segments: Int = 0) -> StatusSnapshot {
        StatusSnapshot(state: .recording, startedAt: start, language: "en", segmentCount: segments, latestText: text,
                       tentative: tentative, level: level)
    }

    @Test func hiddenUntilADictationRecords() {
        let model = PanelModel()
        #expect(model.view(at: Self.start) == .hidden)
        #expect(!model.isVisible(at: Self.start))
    }

    @Test func recordingShowsTheRedDotStateTimeAndListeningUntilWords() {
        var model = PanelModel()
        model.receive(Self.recording())
        let view = model.view(at: Self.start.addingTimeInterval(7.4))
        #expect(view.isVisible)
        #expect(view.dot == .recording)
        #expect(view.state == "Recording")
        #expect(view.time == "0:07")
        #expect(view.words == .listening)
        #expect(view.footer == "EN · 0 segments")
        #expect(view.accessibleStatus == "Recording, 0:07")
        #expect(view.buttonsEnabled)
        #expect(PanelPalette.colour(of: view.dot).red > 0.8)
        #expect(PanelMarkup.words(view.words).contains("Listening"))
    }

    @Test func theTimerRunsFromStartedAtAndFreezesWhilePaused() {
        var model = PanelModel()
        model.receive(Self.recording())
        #expect(model.view(at: Self.start.addingTimeInterval(65)).time == "1:05")
        model.receive(StatusSnapshot(state: .paused, startedAt: Self.start, elapsed: 12.9, language: "en"))
        let paused = model.view(at: Self.start.addingTimeInterval(300))
        #expect(paused.time == "0:12")
        #expect(paused.dot == .paused)
        #expect(paused.state == "Paused")
        #expect(model.view(at: Self.start.addingTimeInterval(900)).time == "0:12")
    }

    @Test func settledWordsAndTheDimmedTentativeTailAreKeptApart() {
        var model = PanelModel()
        model.receive(Self.recording(text: "Dear Anna,", tentative: "thank you  for", segments: 1))
        let words = model.view(at: Self.start).words
        #expect(words == .heard(settled: "Dear Anna,", tentative: "thank you for"))
        #expect(PanelMarkup.words(words) == "Dear Anna, <span alpha=\"55%\">thank you for</span>")
        #expect(model.view(at: Self.start).footer == "EN · 1 segment")
    }

    @Test func theWordsAreTrimmedToTheirLastCharactersAtAWordBoundary() throws {
        var model = PanelModel()
        let settled = (1...60).map { "word\($0)" }.joined(separator: " ")
        model.receive(Self.recording(text: settled, tentative: "still changing", segments: 9))
        guard case .heard(let shownSettled, let shownTentative) = model.view(at: Self.start).words else {
            Issue.record("no words shown")
            return
        }
        let shown = shownSettled + " " + shownTentative
        #expect(shown.count <= PanelModel.textLimit)
        #expect(shown.count > PanelModel.textLimit - 12)
        #expect(shownSettled.hasPrefix("…word"))
        #expect(shownSettled.hasSuffix("word60"))
        #expect(shownTentative == "still changing")
    }

    @Test func aLongTentativeTailFillsTheLineAndStaysDimmed() {
        var model = PanelModel()
        let tentative = String(repeating: "maybe ", count: 60)
        model.receive(Self.recording(text: "Settled.", tentative: tentative))
        guard case .heard(let settled, let shownTentative) = model.view(at: Self.start).words else {
            Issue.record("no words shown")
            return
        }
        #expect(settled == "")
        #expect(shownTentative.hasPrefix("…"))
        #expect(shownTentative.hasSuffix("maybe"))
        #expect(!shownTentative.contains("Settled"))
    }

    @Test func markupCharactersInTheWordsAreEscaped() {
        #expect(PanelMarkup.words(.heard(settled: "a <b> & \"c\"", tentative: "")) == "a &lt;b&gt; &amp; &quot;c&quot;")
        #expect(PanelMarkup.time("0:07") == "<span font_features=\"tnum\">0:07</span>")
    }

    @Test func levelReadingsBecomeTheBarsNewestOnTheRightAndHoldStillWhilePaused() {
        var model = PanelModel()
        model.receive(Self.recording())
        #expect(model.view(at: Self.start).levels == Array(repeating: 0, count: PanelModel.barCount))
        for level in [0.2, 0.9, 1.7] as [Float] { model.receive(Self.recording(level: level)) }
        let bars = model.view(at: Self.start).levels
        #expect(bars.count == PanelModel.barCount)
        #expect(Array(bars.suffix(3)) == [0.2, 0.9, 1])
        model.receive(StatusSnapshot(state: .paused, startedAt: Self.start, elapsed: 3, level: 0.5))
        #expect(model.view(at: Self.start).levels == bars)
        for _ in 0..<(PanelModel.barCount + 5) { model.receive(Self.recording(level: 0.4)) }
        #expect(model.view(at: Self.start).levels == Array(repeating: 0.4, count: PanelModel.barCount))
    }

    @Test func stopTurnsTheDotGreenAndTheButtonsOffUntilTheFeedEndsWhichHides() {
        var model = PanelModel()
        model.receive(Self.recording(text: "Hello."))
        model.endRequested()
        let finishing = model.view(at: Self.start)
        #expect(finishing.dot == .finishing)
        #expect(finishing.state == "Finishing")
        #expect(!finishing.buttonsEnabled)
        #expect(PanelPalette.colour(of: .finishing).green > PanelPalette.colour(of: .finishing).red)
        model.feedEnded()
        #expect(model.view(at: Self.start) == .hidden)
    }

    @Test func aDictationAskedToFinishElsewhereShowsFinishing() {
        var model = PanelModel()
        model.receive(Self.recording(text: "Hello."))
        #expect(model.view(at: Self.start).dot == .recording)
        var finishing = Self.recording(text: "Hello.")
        finishing.finishing = true
        model.receive(finishing)
        #expect(model.view(at: Self.start).dot == .finishing)
        #expect(!model.view(at: Self.start).buttonsEnabled)
    }

    @Test func aStoppedSnapshotShowsFinishing() {
        var model = PanelModel()
        model.receive(Self.recording())
        model.receive(StatusSnapshot(state: .stopped, startedAt: Self.start, elapsed: 4, language: "en"))
        #expect(model.view(at: Self.start).dot == .finishing)
        model.receive(.idle)
        #expect(!model.isVisible(at: Self.start))
    }

    @Test func anErrorShowsForAFewSecondsThenHides() {
        var model = PanelModel()
        model.receive(Self.recording(text: "Hi"))
        model.feedEnded()
        let failedAt = Self.start.addingTimeInterval(10)
        model.fail("The text is on the clipboard: no window took it.", at: failedAt)
        let shown = model.view(at: failedAt.addingTimeInterval(1))
        #expect(shown.isVisible)
        #expect(shown.dot == .failed)
        #expect(shown.words == .message("The text is on the clipboard: no window took it."))
        #expect(!shown.buttonsEnabled)
        #expect(model.isVisible(at: failedAt.addingTimeInterval(PanelModel.errorDuration - 0.1)))
        #expect(!model.isVisible(at: failedAt.addingTimeInterval(PanelModel.errorDuration)))
    }

    @Test func aNewDictationStartsWithAnEmptyMeterAndNoError() {
        var model = PanelModel()
        model.receive(Self.recording(level: 0.8))
        model.receive(StatusSnapshot(state: .stopped, startedAt: Self.start, elapsed: 2))
        model.fail("failed", at: Self.start)
        model.receive(Self.recording())
        let view = model.view(at: Self.start)
        #expect(view.dot == .recording)
        #expect(view.levels.allSatisfy { $0 == 0 })
    }
}
