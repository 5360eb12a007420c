import DictationComposer

/// Everything the card shows at one moment, copied out of the composer so drawing is a pure function.
struct CardSnapshot: Sendable {
    var phase: ComposerPhase
    var text: String
    var placeholder: String
    var cursor: Int
    var canSend: Bool
    var notice: Notice?
    var manualFix: String?
    var canOpenSettings: Bool
    var elapsedText: String
    var isPaused: Bool
    var levels: [Float]
    var hairline: ColorRole
    var thread: [KitchenExample.Message]

    /// The composer's state with the editor's cursor and the example's thread.
    @MainActor
    init(composer: DictationComposer, cursor: Int, thread: [KitchenExample.Message]) {
        phase = composer.phase
        text = composer.text
        placeholder = composer.placeholder
        self.cursor = cursor
        canSend = composer.canSend
        notice = composer.notice
        manualFix = composer.manualSettingsFix
        canOpenSettings = composer.settings.open != nil
        elapsedText = composer.elapsedText
        isPaused = composer.isPaused
        levels = composer.levels
        hairline = composer.hairline
        self.thread = thread
    }
}
