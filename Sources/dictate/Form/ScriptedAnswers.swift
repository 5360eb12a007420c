import Foundation
import Synchronization
import SpeechEngine

/// `DICTATE_TRANSCRIPTION=scripted:A|B|C` for forms: each press speaks the next answer, so a
/// demo or an end-to-end test can fill field after field without a microphone.
final class ScriptedAnswers: Sendable {
    private let answers: [String]
    private let next = Mutex(0)

    /// The answers in `script`, split at "|".
    init(_ script: String) {
        answers = script.split(separator: "|", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// A scripted session speaking the next answer (after the last, the last again).
    func transcription(maxDuration: Duration) -> Transcription {
        let index = next.withLock { index in
            defer { index += 1 }
            return min(index, answers.count - 1)
        }
        return .scripted(answers[index], wordsPerSecond: 8, maxDuration: maxDuration)
    }
}
