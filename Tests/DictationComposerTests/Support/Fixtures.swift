import DictationComposer
import Foundation
import SpeechEngine
import TestSupport

/// A composer over `transcription`, with a test clock and a sender, for one test.
@MainActor
func makeComposer(
    text: String = "",
    transcription: Transcription,
    sender: Sender = Sender(),
    maxDuration: Duration = .seconds(60),
    clock: TestClock = TestClock(),
    settings: SystemSettings = .none
) -> DictationComposer {
    DictationComposer(
        text: Draft(text),
        transcription: transcription,
        maxDuration: maxDuration,
        clock: clock,
        settings: settings,
        onSend: sender.send
    )
}

/// An error with a sentence of its own, as a chat service might throw.
struct ServiceError: Error, LocalizedError {
    var errorDescription: String? { "The chat server is offline." }
}

/// An error without a description, which gets the composer's fallback sentence.
struct SilentError: Error {}
