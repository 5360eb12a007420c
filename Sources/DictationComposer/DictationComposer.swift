import Foundation
import SpeechEngine

/// The dictation composer's behaviour: a field that fills as the user speaks, a mic, and Send.
///
/// Platform-neutral: a front end draws from the published properties, calls the actions, and
/// listens to ``onChange`` (to redraw) and ``onEvent`` (to voice announcements and play haptics).
///
/// ```swift
/// let composer = DictationComposer(text: draft) { message in try await chat.send(message) }
/// composer.onChange = { redraw(composer) }
/// await composer.startDictation()
/// ```
@MainActor
public final class DictationComposer {
    /// What the empty field shows.
    public let placeholder: String
    /// The longest one dictation may run; it finishes by itself (as Done) when reached.
    public let maxDuration: Duration
    /// Where Open Settings leads after a denial.
    public let settings: SystemSettings

    /// What the composer is doing now.
    public internal(set) var phase: ComposerPhase = .composing
    /// The line under the card, if any.
    public internal(set) var notice: Notice?
    /// How long the current dictation has recorded, updated every second; paused time is left out,
    /// as it is from the cap.
    public internal(set) var elapsed: Duration = .zero
    /// Whether the current dictation is paused (`dictate pause`, or ``pauseDictation()``).
    public internal(set) var isPaused = false
    /// The latest level readings, oldest first, from 0 to 1: the meter's bars.
    public internal(set) var levels: [Float] = []
    /// Everything heard in the current (or last) dictation.
    public internal(set) var heard = ""

    /// Called after every change a front end may want to draw.
    public var onChange: (@MainActor () -> Void)?
    /// Called for every announcement and haptic moment.
    public var onEvent: (@MainActor (ComposerEvent) -> Void)?
    /// How a dictation's transcript reads in the field: whisper's text as heard unless a front end
    /// acts on spoken commands ("new line", "scratch that") here, which keeps the composer free of
    /// any one language's commands.
    public var wording: @MainActor (Transcript) -> String = { $0.text }

    /// How many level readings ``levels`` keeps.
    public static let meterCapacity = 32

    let draft: Draft
    let transcription: Transcription
    let clock: any Clock<Duration>
    let onSend: @Sendable (String) async throws -> Void
    var textBeforeDictation = ""
    var session: Session?
    var sendTask: Task<Void, Never>?
    /// Bumped whenever a dictation or send starts or is abandoned, so that late results of an
    /// abandoned one (a cancelled stream's last update, a stopped send that finishes anyway) are dropped.
    var generation = 0

    /// A running dictation: its control, the task reading its stream, and the task ticking its time.
    struct Session {
        let control: SessionControl
        let reader: Task<Void, Never>
        var ticker: Task<Void, Never>
    }

    /// A composer editing `text`.
    ///
    /// - Parameters:
    ///   - text: The draft, kept by the app.
    ///   - placeholder: What the empty field shows.
    ///   - transcription: The speech engine; the microphone through whisper.cpp by default.
    ///   - maxDuration: The cap on one dictation.
    ///   - clock: The clock the elapsed time and the cap are measured on.
    ///   - settings: Where Open Settings leads after a denial.
    ///   - onSend: Sends the trimmed text; throwing puts it back with the error under the card.
    public init(
        text: Draft = Draft(),
        placeholder: String = "Message",
        transcription: Transcription = .speech(),
        maxDuration: Duration = defaultMaxDuration,
        clock: any Clock<Duration> = ContinuousClock(),
        settings: SystemSettings = .none,
        onSend: @escaping @Sendable (String) async throws -> Void
    ) {
        self.draft = text
        self.placeholder = placeholder
        self.transcription = transcription
        self.maxDuration = maxDuration
        self.clock = clock
        self.settings = settings
        self.onSend = onSend
    }

    isolated deinit {
        session?.reader.cancel()
        session?.ticker.cancel()
        sendTask?.cancel()
    }

    /// The field's text. Edits are ignored unless the composer is ``ComposerPhase/composing``,
    /// because while dictating or sending the text belongs to that action.
    public var text: String {
        get { draft.text }
        set {
            guard isEditable, newValue != draft.text else { return }
            draft.text = newValue
            changed()
        }
    }

    /// Whether the field takes edits now.
    public var isEditable: Bool { phase == .composing }

    /// Whether Send is enabled: composing, with text that isn't blank.
    public var canSend: Bool { phase == .composing && !draft.text.trimmingWhitespace().isEmpty }

    /// The recording time as shown, "0:05".
    public var elapsedText: String { ElapsedTime.format(elapsed) }

    /// The card's hairline: the separator colour, or ink while recording.
    public var hairline: ColorRole { phase.showsRecordingRow ? .textPrimary : .separator }

    /// The field's value for screen readers: the transcript while dictating ("Listening" until words
    /// come), otherwise the text or the placeholder.
    public var accessibilityValue: String {
        if phase.showsRecordingRow { return heard.isEmpty ? "Listening" : heard }
        return draft.text.isEmpty ? placeholder : draft.text
    }

    /// How screen readers read the recording row: "Recording" with the time.
    public var recordingAccessibilityLabel: String { "\(isPaused ? "Paused" : "Recording"), \(elapsedText)" }

    /// The command the denial line shows when there is no settings app to open.
    public var manualSettingsFix: String? { settings.open == nil ? settings.manualFix : nil }

    /// Opens the settings app named by ``settings``, if there is one.
    public func openSettings() {
        settings.open?()
    }

    /// Removes the line under the card.
    public func dismissNotice() {
        guard notice != nil else { return }
        notice = nil
        changed()
    }

    /// Shows `notice` under the card and announces it, without the error haptic: news from outside
    /// the composer (where a stopped recording went), not a failure.
    public func inform(_ notice: Notice) {
        self.notice = notice
        emit(.announcement(notice.message))
        changed()
    }

    func changed() { onChange?() }

    func emit(_ event: ComposerEvent) { onEvent?(event) }

    /// Shows `notice`, and announces it with the error haptic.
    func fail(_ notice: Notice) {
        self.notice = notice
        emit(.announcement(notice.message))
        emit(.haptic(.error))
    }
}
