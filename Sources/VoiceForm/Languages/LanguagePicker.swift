import SpeechEngine

/// The languages a form offers for its presses: those of the installed model, never one it can't do.
public struct LanguagePicker: Sendable, Equatable {
    /// What the picker lists, most common first.
    public let languages: [Language]
    /// The chosen language's code.
    public private(set) var selected: String

    /// The picker for a model that is multilingual or not, preselecting `preferred` (a whisper
    /// code or a locale such as "de_DE.UTF-8") when offered, otherwise the first language.
    public init(multilingual: Bool, preferred: String? = nil) {
        languages = multilingual ? Language.multilingual : Language.englishOnly
        let code = preferred.map(Self.code(ofLocale:))
        selected = languages.first { $0.id == code }?.id ?? languages[0].id
    }

    /// The picker for the model file at `path`, which is read (header only) to see whether it is
    /// multilingual.
    public init(modelAt path: String, preferred: String? = nil) throws(ModelFileError) {
        self.init(multilingual: try ModelFile(validating: path).isMultilingual, preferred: preferred)
    }

    /// Chooses `code`; a language the model can't do is refused, and the choice stays.
    @discardableResult
    public mutating func select(_ code: String) -> Bool {
        guard languages.contains(where: { $0.id == code }) else { return false }
        selected = code
        return true
    }

    /// Moves the choice by `offset` places, wrapping round, as arrow keys on a segmented row do.
    public mutating func step(by offset: Int) {
        guard let index = languages.firstIndex(where: { $0.id == selected }) else { return }
        let count = languages.count
        selected = languages[((index + offset) % count + count) % count].id
    }

    /// "de" from "de_DE.UTF-8", "pt" from "pt-BR", "en" from "en".
    static func code(ofLocale locale: String) -> String {
        String(locale.prefix { $0.isLetter }).lowercased()
    }
}
