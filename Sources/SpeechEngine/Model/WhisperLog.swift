import Foundation
import CWhisper
import Synchronization

/// Routes whisper.cpp's and ggml's log lines to a ``Logger``.
///
/// whisper.cpp has one process-wide log callback, so this is process-wide too: the most recently
/// loaded model's logger receives the lines. Until then they are dropped, never printed.
enum WhisperLog {
    private static let current = Mutex<Logger>(.silent)
    private static let installed = Mutex(false)

    static func route(to logger: Logger) {
        current.withLock { $0 = logger }
        installed.withLock { done in
            guard !done else { return }
            whisper_log_set({ level, text, _ in
                guard let text else { return }
                let line = String(cString: text).trimmingCharacters(in: .newlines)
                guard !line.isEmpty else { return }
                WhisperLog.current.withLock { $0 }.log(WhisperLog.level(level), "whisper", line)
            }, nil)
            done = true
        }
    }

    private static func level(_ level: ggml_log_level) -> Logger.Level {
        switch level {
        case GGML_LOG_LEVEL_ERROR: .error
        case GGML_LOG_LEVEL_WARN: .warning
        case GGML_LOG_LEVEL_INFO: .info
        default: .debug
        }
    }
}
