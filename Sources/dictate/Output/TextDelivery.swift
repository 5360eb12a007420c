import DesktopText
import Foundation
import SpeechEngine
import TextOutput

/// Sends the transcript to a ``TextSink`` (an input method, typing into the focused window, the
/// clipboard) as it changes, off the path that draws the terminal.
///
/// Delivering takes time (a dozen milliseconds a typed character, a round trip an input method
/// commit), so transcripts are not queued one by one: the latest one is kept, and each round
/// catches up with whatever is latest by then. Chained sessions of one dictation are one text: the
/// settled pieces of earlier sessions stay in front of the current one's.
///
/// Nothing heard is lost: when a piece could not be delivered any way, the whole text goes to the
/// clipboard at the end, the person is told, and ``deliver()`` fails.
actor TextDelivery {
    private var plan: TypingPlan
    private let sink: TextSink
    /// Whether the tentative tail is shown in place.
    nonisolated let showsTentative: Bool
    /// The status under the caret, where the sink can show one and it is wanted.
    nonisolated let bubble: CaretBubble?
    private let report: DeliveryReport
    private var earlier: [String] = []
    private var current = Transcript()
    private var shown = ""
    private var pending = false
    private var worker: Task<Void, Never>?
    private var failure: (any Error)?
    private var undelivered: [String] = []
    /// The way the latest piece went and what became of it; `nil` before any was delivered.
    private(set) var last: Delivery?
    /// Whether a piece was refused (a password field), which keeps the dictation out of the history.
    private(set) var refused = false

    /// The text as it was delivered: settled pieces joined, spoken commands acted on.
    var text: String { plan.text }

    /// `showsTentative`: the tentative tail is shown in place (an input method's preedit) where
    /// the sink can; `showsStatus`: the dictation's status shows under the caret where it can.
    init(plan: TypingPlan, sink: TextSink, showsTentative: Bool = false, showsStatus: Bool = false,
         report: DeliveryReport = DeliveryReport()) {
        self.plan = plan
        self.sink = sink
        self.showsTentative = showsTentative && sink.showsInPlace
        bubble = showsStatus && sink.showsStatus ? CaretBubble(show: sink.showStatus) : nil
        self.report = report
    }

    /// A new session of the same dictation begins: what the last one settled stays.
    func beginSession() async {
        earlier += current.segments.map(\.text)
        current = Transcript()
        await bubble?.begin()
    }

    /// The session's latest transcript.
    func offer(_ transcript: Transcript) {
        current = transcript
        pending = true
        if worker == nil { worker = Task { await drain() } }
    }

    private func drain() async {
        while pending, failure == nil {
            pending = false
            let segments = earlier + current.segments.map(\.text)
            let edits = plan.update(segments: segments, tentative: current.tentative)
            if !edits.isEmpty {
                do {
                    let delivery = try await sink.apply(edits)
                    let text = edits.compactMap { if case .type(let text) = $0 { text } else { nil } }.joined()
                    if case .failed = delivery.result { undelivered.append(text) }
                    if case .refused = delivery.result {
                        refused = true
                        await bubble?.fail(Self.refusedStatus)
                    } else if !refused {
                        await bubble?.settle(plan.text)
                    }
                    last = delivery
                    await report.delivered(text, delivery)
                    // A commit takes the place of the words shown in place.
                    shown = ""
                } catch {
                    failure = error
                }
            }
            if showsTentative { await show(tail(segments: segments)) }
        }
        worker = nil
    }

    /// What the status under the caret says when the field refuses dictation.
    static let refusedStatus = "Password field: dictate types nothing here"

    /// The tentative words as they would follow the settled text, spaced as they will be once settled.
    private func tail(segments: [String]) -> String {
        let whole = TypingPlan.text(of: segments, tentative: current.tentative, commands: plan.commands)
        return whole.hasPrefix(plan.text) ? String(whole.dropFirst(plan.text.count)) : current.tentative
    }

    private func show(_ tentative: String) async {
        guard tentative != shown else { return }
        shown = tentative
        await sink.show(tentative)
    }

    /// Delivers what is left, then hands the whole text to the sink's finish (the clipboard).
    /// Throws the first error typing met, after the clipboard has had its chance, as a ``Failure``;
    /// when pieces could not be delivered at all, puts the whole text on the clipboard and says so.
    func deliver() async throws {
        do {
            await worker?.value
            // The session is over: a tentative tail that never settled is not part of the text.
            current.tentative = ""
            pending = true
            await drain()
            await bubble?.end(keepingError: true)
            try await sink.finish(plan.text)
            if let failure { throw failure }
        } catch let error as DesktopTextError {
            throw Failure(error.description, exitCode: error.exitStatus)
        }
        if !undelivered.isEmpty { throw await report.rescue(plan.text) }
    }
}
