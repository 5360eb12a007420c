/// Which speech engine runs a model.
public enum ModelEngine: String, Sendable, Equatable {
    /// whisper.cpp, over a `ggml-NAME.bin` file.
    case whisper
    /// libvosk, over a Vosk model's folder.
    case vosk
}
