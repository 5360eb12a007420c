/// A language a model can transcribe: whisper's code and the name a picker shows.
public struct Language: Sendable, Equatable, Identifiable {
    /// Whisper's code: "en", "de".
    public var id: String
    /// The language's name in English.
    public var name: String

    /// The language `id`, named `name`.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }

    /// The languages of whisper's multilingual models, most common first (by the hours of each
    /// in whisper's training data, the order whisper.cpp lists them in), cut to those it
    /// transcribes well enough to fill a form.
    public static let multilingual: [Language] = [
        ("en", "English"), ("zh", "Chinese"), ("de", "German"), ("es", "Spanish"), ("ru", "Russian"),
        ("ko", "Korean"), ("fr", "French"), ("ja", "Japanese"), ("pt", "Portuguese"), ("tr", "Turkish"),
        ("pl", "Polish"), ("ca", "Catalan"), ("nl", "Dutch"), ("ar", "Arabic"), ("sv", "Swedish"),
        ("it", "Italian"), ("id", "Indonesian"), ("hi", "Hindi"), ("fi", "Finnish"), ("vi", "Vietnamese"),
        ("he", "Hebrew"), ("uk", "Ukrainian"), ("el", "Greek"), ("ms", "Malay"), ("cs", "Czech"),
        ("ro", "Romanian"), ("da", "Danish"), ("hu", "Hungarian"), ("ta", "Tamil"), ("no", "Norwegian"),
    ].map { Language(id: $0.0, name: $0.1) }

    /// What an English-only model offers.
    public static let englishOnly = [Language(id: "en", name: "English")]
}
