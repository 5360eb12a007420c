import DictationComposer
import VoiceForm

/// The theme's colour for each ``FieldRole``.
enum FormPalette {
    /// Orange while recording, grey when empty, green when valid, red when invalid.
    static func role(_ role: FieldRole) -> ColorRole {
        switch role {
        case .accentWarning: .warning
        case .neutral: .textTertiary
        case .success: .success
        case .danger: .danger
        }
    }
}
