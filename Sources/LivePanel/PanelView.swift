/// Everything the panel window shows at one moment, worked out from the feed; the drawing front
/// end only puts it on screen.
public struct PanelView: Equatable, Sendable {
    /// The status dot's meaning; ``PanelPalette`` gives its colour.
    public enum Dot: Equatable, Sendable {
        /// Red: the microphone is heard.
        case recording
        /// Amber: capture is paused.
        case paused
        /// Green: the last words are being settled.
        case finishing
        /// Red, with a message instead of words.
        case failed
    }

    /// `false`: the panel is hidden and nothing else here matters.
    public var isVisible: Bool
    public var dot: Dot
    /// "Recording", "Paused", "Finishing" or "Not done".
    public var state: String
    /// The elapsed time, "0:07".
    public var time: String
    /// The meter's bars, oldest first, from 0 to 1; always ``PanelModel/barCount`` of them.
    public var levels: [Float]
    /// The latest words, settled and tentative; an error's message takes their place.
    public var words: PanelWords
    /// "EN · 3 segments".
    public var footer: String
    /// The status read by assistive technologies: "Recording, 0:07".
    public var accessibleStatus: String
    /// Whether Stop and Cancel act: not once the dictation is finishing or has failed.
    public var buttonsEnabled: Bool
    /// Whether Copy shows in their place: for a few seconds after a dictation ended with text.
    public var copyOffered = false

    /// The hidden panel.
    public static let hidden = PanelView(
        isVisible: false, dot: .recording, state: "", time: "", levels: [], words: .listening, footer: "",
        accessibleStatus: "", buttonsEnabled: false)
}

/// The words line of the panel.
public enum PanelWords: Equatable, Sendable {
    /// No words yet: "Listening…".
    case listening
    /// The end of the words heard: settled text in the body colour, the tentative tail dimmed.
    case heard(settled: String, tentative: String)
    /// What went wrong and what to do, in place of the words.
    case message(String)
}
