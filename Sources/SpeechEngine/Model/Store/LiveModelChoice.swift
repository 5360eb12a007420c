/// Which installed model decodes the live passes when the person chose a larger one
/// (``EngineOptions/liveModel``): the smallest whisper model that speaks the language, when the
/// chosen model is markedly larger than it.
///
/// Size stands for speed: a pass costs about what the model's weights cost to run, and a live pass
/// is decoded every half second or so while the voice goes on.
public enum LiveModelChoice {
    /// How many times the smallest model's weights the chosen model must have for a second model
    /// to be worth its memory: tiny.en to base is about 1.9.
    public static let markedlyLarger = 1.5

    /// The live model for `chosen` among `installed` models, for speech in `language`; `nil` when
    /// `chosen` is itself about the smallest there, or is not a whisper model.
    public static func live(for chosen: InstalledModel, among installed: [InstalledModel], language: String) -> InstalledModel? {
        guard chosen.engine == .whisper else { return nil }
        let smallest = installed
            .filter { $0.engine == .whisper && $0.speaks(language) && $0.parameterCount > 0 }
            .min { ($0.parameterCount, $0.size) < ($1.parameterCount, $1.size) }
        guard let smallest, Double(chosen.parameterCount) >= Double(smallest.parameterCount) * markedlyLarger else { return nil }
        return smallest
    }
}
