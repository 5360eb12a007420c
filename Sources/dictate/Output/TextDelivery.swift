import DesktopText
import Foundation
import SpeechEngine
import TextOutput

/// Sends the transcript to a ``TextSink`` (typing into the focused window, the clipboard) as it
/// changes, off the path that draws the terminal.
///
/// Typing takes time (a dozen milliseconds a character), so transcripts are not queued one by one:
/// the latest one is kept, and each round of typing catches up with whatever is latest by then.
/// Chained sessions of one dictation are one text: the settled pieces of earlier sessions stay in
/// front of the current one's.
actor TextDelivery {
    private var plan: TypingPlan
    private let sink: TextSink
    private var earlier: [String] = []
    private var current = Transcript()
    private var pending = false
    private var worker: Task<Void, Never>?
    private var failure: (any Error)?

    init(plan: TypingPlan, sink: TextSink) {
        self.plan = plan
        self.sink = sink
    }

    /// A new session of the same dictation begins: what the last one settled stays.
    func beginSession() {
        earlier += current.segments.map(\.text)
        current = Transcript()
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
            let edits = plan.update(segments: earlier + current.segments.map(\.text), tentative: current.tentative)
            guard !edits.isEmpty else { continue }
            do { try await sink.apply(edits) } catch { failure = error }
        }
        worker = nil
    }

    /// Types what is left, then hands the whole text to the sink's finish (the clipboard). Throws
    /// the first error typing met, after the clipboard has had its chance, as a ``Failure``.
    func deliver() async throws {
        do {
            try await finish()
        } catch let error as DesktopTextError {
            throw Failure(error.description, exitCode: error.exitStatus)
        }
    }

    @discardableResult
    private func finish() async throws -> String {
        await worker?.value
        // The session is over: a tentative tail that never settled is not part of the text.
        current.tentative = ""
        pending = true
        await drain()
        try await sink.finish(plan.text)
        if let failure { throw failure }
        return plan.text
    }
}
