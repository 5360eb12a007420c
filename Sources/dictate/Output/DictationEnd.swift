import Foundation

/// The end of every dictation whose text is printed (live, a streamed file, a whole file): the last
/// words delivered, the dictation kept in the history, the output finished.
@MainActor
enum DictationEnd {
    /// Delivers what is left, keeps the dictation in `history` (not given for a cancelled one), and
    /// finishes the output; then throws the delivery's failure, if any.
    static func finish(presenter: TranscriptPresenter, delivery: TextDelivery?, history: HistoryRecorder?,
                       heard: Double) async throws {
        // The last pieces' delivery events come before the end of the output.
        var failure: (any Error)?
        do { try await delivery?.deliver() } catch { failure = error }
        await history?.record(printed: presenter.text, delivery: delivery, failure: failure, duration: heard)
        try presenter.finish(heard: heard)
        if let failure { throw failure }
    }
}
