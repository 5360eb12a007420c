import Foundation
import SpeechEngine
import VoiceForm

/// The example form over a scripted engine that speaks `script` on every press (quickly), and
/// records the languages it was asked for.
@MainActor
func makeForm(speaking script: String, languages: LanguageLog = LanguageLog(),
              fields: [FormField] = FormDescription.example.fields) -> VoiceForm {
    VoiceForm(fields: fields) { language, _ in
        languages.append(language)
        return .scripted(script, wordsPerSecond: 40)
    }
}

/// The languages presses asked the engine for, in order.
final class LanguageLog: @unchecked Sendable {
    private let lock = NSLock()
    private var codes: [String] = []

    func append(_ code: String) { lock.withLock { codes.append(code) } }
    var all: [String] { lock.withLock { codes } }
}

/// A transcription that never records: access is denied with `reason`.
func deniedTranscription(_ reason: String) -> Transcription {
    Transcription(access: { .denied(reason) }, requestAccess: { .denied(reason) },
                  start: { _ in AsyncThrowingStream { $0.finish() } })
}
