import VoiceForm

/// The underline colours of the source design for each ``FieldRole``.
enum FormPalette {
    /// Orange while recording, grey when empty, green when valid, red when invalid.
    static func color(_ role: FieldRole) -> TextStyle.Color {
        switch role {
        case .accentWarning: TextStyle.Color(red: 255, green: 159, blue: 10)
        case .neutral: TextStyle.Color(red: 142, green: 142, blue: 147)
        case .success: TextStyle.Color(red: 48, green: 209, blue: 88)
        case .danger: TextStyle.Color(red: 255, green: 69, blue: 58)
        }
    }
}
