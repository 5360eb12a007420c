import Foundation
import LiveStatus

/// The panel's state: fed the `watch` feed's snapshots, the end of the feed, clicks and failures,
/// and asked what to show at a given time.
///
/// Time is passed in, never read, so the timer, its freeze while paused and an error's few seconds
/// on screen are decided by the caller's clock (the tests' too).
public struct PanelModel: Sendable {
    /// How many bars the meter has.
    public static let barCount = 48
    /// The longest words line, in characters: about two lines of the panel.
    public static let textLimit = 220
    /// How long an error stays on the panel before it hides.
    public static let errorDuration: TimeInterval = 5
    /// How long Copy is offered after a dictation ended.
    public static let copyDuration: TimeInterval = 6

    private var snapshot: StatusSnapshot?
    private var levels: [Float] = []
    private var finishing = false
    private var failure: (message: String, until: Date)?
    /// What the dictation that ended showed last, while Copy is offered.
    private var ended: (view: PanelView, until: Date)?

    public init() {}

    /// Takes in a snapshot of the dictation followed.
    public mutating func receive(_ snapshot: StatusSnapshot) {
        let previous = self.snapshot?.state
        if snapshot.state == .recording, previous == nil || previous == .stopped || previous == .idle {
            // A new dictation: nothing of the last one carries over.
            levels = []
            finishing = false
            failure = nil
            ended = nil
        }
        if snapshot.state == .idle {
            self.snapshot = nil
            return
        }
        if let level = snapshot.level, snapshot.state == .recording {
            levels.append(min(max(level, 0), 1))
            if levels.count > Self.barCount { levels.removeFirst(levels.count - Self.barCount) }
        }
        if snapshot.state == .stopped || snapshot.finishing == true { finishing = true }
        self.snapshot = snapshot
    }

    /// Stop or Cancel was clicked: the dictation settles its last words, or ends.
    public mutating func endRequested() {
        guard snapshot != nil else { return }
        finishing = true
    }

    /// The feed ended: the dictation is over.
    public mutating func feedEnded() {
        snapshot = nil
        finishing = false
    }

    /// The dictation followed is ending with its text kept: from `now`, for ``copyDuration``, the
    /// panel shows its last words with Copy in place of Stop and Cancel. Nothing is offered for a
    /// dictation that settled no words. Call before ``feedEnded()``.
    public mutating func offerCopy(at now: Date) {
        guard let snapshot, !snapshot.latestText.isEmpty else { return }
        let words = Self.words(StatusSnapshot(state: .stopped, segmentCount: snapshot.segmentCount, latestText: snapshot.latestText))
        ended = (PanelView(isVisible: true, dot: .finishing, state: "Done", time: StatusFormat.clock(snapshot.elapsed(at: now)),
                           levels: bars, words: words, footer: footer, accessibleStatus: "Done: Copy puts the text on the clipboard",
                           buttonsEnabled: false, copyOffered: true),
                 now.addingTimeInterval(Self.copyDuration))
    }

    /// Copy was clicked and the text is on the clipboard: says so until the offer's time is up.
    public mutating func copied() {
        guard var view = ended?.view else { return }
        view.state = "Copied"
        view.accessibleStatus = "Copied: the text is on the clipboard"
        view.copyOffered = false
        ended?.view = view
    }

    /// Shows `message` from `now` for ``errorDuration``, whatever else was shown.
    public mutating func fail(_ message: String, at now: Date) {
        failure = (message, now.addingTimeInterval(Self.errorDuration))
    }

    /// Whether the panel shows anything as of `now`; a dictation's end and an error's expiry hide it.
    public func isVisible(at now: Date) -> Bool { view(at: now).isVisible }

    /// What to show as of `now`.
    public func view(at now: Date) -> PanelView {
        if let failure, now < failure.until {
            return PanelView(
                isVisible: true, dot: .failed, state: "Not done", time: snapshot.map { StatusFormat.clock($0.elapsed(at: now)) } ?? "",
                levels: bars, words: .message(failure.message), footer: footer, accessibleStatus: "Not done: \(failure.message)",
                buttonsEnabled: false)
        }
        guard let snapshot else {
            if let ended, now < ended.until { return ended.view }
            return .hidden
        }
        let dot: PanelView.Dot = finishing ? .finishing : snapshot.state == .paused ? .paused : .recording
        let state = switch dot {
        case .finishing: "Finishing"
        case .paused: "Paused"
        case .recording, .failed: "Recording"
        }
        let time = StatusFormat.clock(snapshot.elapsed(at: now))
        return PanelView(
            isVisible: true, dot: dot, state: state, time: time, levels: bars, words: Self.words(snapshot),
            footer: footer, accessibleStatus: "\(state), \(time)", buttonsEnabled: !finishing)
    }

    /// The meter's bars, the newest on the right, silent bars before the first reading.
    private var bars: [Float] {
        Array(repeating: 0, count: Self.barCount - levels.count) + levels
    }

    private var footer: String {
        guard let snapshot else { return "" }
        let count = snapshot.segmentCount == 1 ? "1 segment" : "\(snapshot.segmentCount) segments"
        return (snapshot.language.map { [$0.uppercased(), count] } ?? [count]).joined(separator: " · ")
    }

    /// The end of the settled and tentative words in at most ``textLimit`` characters, cut where
    /// ``Excerpt`` cuts, the tentative part kept apart for dimming.
    static func words(_ snapshot: StatusSnapshot) -> PanelWords {
        // Single spaces throughout, so the excerpt keeps the tentative words character for character.
        let settled = singleSpaced(snapshot.latestText)
        let tentative = singleSpaced(snapshot.tentative ?? "")
        guard !settled.isEmpty || !tentative.isEmpty else { return .listening }
        let joined = [settled, tentative].filter { !$0.isEmpty }.joined(separator: " ")
        let shown = Excerpt.trailing(joined, limit: textLimit)
        // The excerpt is the end of the joined words: their last characters are the tentative ones.
        let tentativeShown = String(shown.suffix(min(tentative.count, shown.count)))
        let settledShown = String(shown.dropLast(tentativeShown.count)).trimmingCharacters(in: .whitespaces)
        return .heard(settled: settledShown, tentative: tentativeShown)
    }

    private static func singleSpaced(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
