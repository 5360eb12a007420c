import DictationComposer
import Foundation
import SpeechEngine

/// A form filled by voice: hold a field to talk, release and the words become its value, checked
/// against its rules on every change.
///
/// Platform-neutral like ``DictationComposer``: a front end draws from ``state(of:)``,
/// ``displayedValue(of:)`` and ``message(of:)``, calls ``press(_:)`` and ``release()`` on the
/// gesture's two edges, and listens to ``onChange`` to redraw.
///
/// ```swift
/// let form = VoiceForm(fields: FormDescription.example.fields) { language in .speech(locale: Locale(identifier: language)) }
/// await form.press("age")   // the finger goes down
/// form.release()            // …and up: the settled words replace Age's value
/// ```
@MainActor
public final class VoiceForm {
    /// The fields, in order.
    public let fields: [FormField]
    /// The language the next press records in, a whisper code; changing it never touches a
    /// session already running.
    public var language: String

    /// What the microphone is doing.
    public internal(set) var phase: FormPhase = .idle
    /// Everything heard in the running (or last) session.
    public internal(set) var heard = ""
    /// The latest level readings, oldest first, from 0 to 1.
    public internal(set) var levels: [Float] = []
    /// Why the last press could not record or stopped early, until the next press.
    public internal(set) var notice: String?

    /// Called after every change a front end may want to draw.
    public var onChange: (@MainActor () -> Void)?
    /// Called for every announcement.
    public var onEvent: (@MainActor (FormEvent) -> Void)?

    /// How many level readings ``levels`` keeps.
    public static let meterCapacity = 32

    let values: [String: Draft]
    let makeTranscription: @Sendable (_ language: String, _ field: FormField) -> Transcription
    var results: [String: FieldState] = [:]
    var insisted: Set<String> = []
    var session: Session?
    var releaseRequested = false
    /// Bumped whenever a session starts or is abandoned, so late updates of an abandoned one are dropped.
    var generation = 0

    /// A running session: its control and the task reading its stream.
    struct Session {
        let control: SessionControl
        let reader: Task<Void, Never>
    }

    /// A form over `fields`.
    ///
    /// - Parameters:
    ///   - fields: The fields, in order; their ids must differ.
    ///   - values: Where each field's value is kept, by id; a field without one keeps its own,
    ///     starting from its ``FormField/initialValue``.
    ///   - language: The language of the first press.
    ///   - transcription: The speech engine for a language and the field pressed, which it hears
    ///     for (its ``FormField/vocabulary``, its kind), asked afresh on every press so a change
    ///     of language applies to the next one.
    public init(
        fields: [FormField],
        values: [String: Draft] = [:],
        language: String = "en",
        transcription: @escaping @Sendable (_ language: String, _ field: FormField) -> Transcription
    ) {
        self.fields = fields
        self.language = language
        self.makeTranscription = transcription
        self.values = Dictionary(uniqueKeysWithValues: fields.map { ($0.id, values[$0.id] ?? Draft($0.initialValue)) })
        for field in fields { validate(field) }
    }

    isolated deinit {
        session?.reader.cancel()
    }

    /// The field with `id`, if the form has one.
    public func field(_ id: String) -> FormField? { fields.first { $0.id == id } }

    /// The value of field `id` (empty for an unknown id).
    public func value(of id: String) -> String { values[id]?.text ?? "" }

    /// Sets field `id`'s value, as typing does. Ignored for the field that is recording, whose
    /// value belongs to its session until it ends.
    public func setValue(_ value: String, for id: String) {
        guard let field = field(id), phase.field != id, value != self.value(of: id) else { return }
        values[id]?.text = value
        validate(field)
        changed()
    }

    /// What field `id` shows: the live transcript while it records (once words come), else its value.
    public func displayedValue(of id: String) -> String {
        if phase.field == id, !heard.isEmpty { return heard }
        return value(of: id)
    }

    /// The field's state, whose ``FieldState/role`` colours its underline.
    public func state(of id: String) -> FieldState {
        if case .recording(id) = phase { return .recording }
        if case .finishing(id) = phase { return .recording }
        return results[id] ?? .empty
    }

    /// Whether the label shows above the field: only once it has a value, as the placeholder
    /// already names an empty one.
    public func showsLabel(_ id: String) -> Bool { !displayedValue(of: id).isEmpty }

    /// The message under field `id`: its failing rule's, when the value is non-empty and invalid,
    /// or after Submit was refused over this field.
    public func message(of id: String) -> String? {
        guard phase.field != id, let failure = firstFailure(id) else { return nil }
        return value(of: id).isEmpty && !insisted.contains(id) ? nil : failure
    }

    /// Submit: the values by id, or the first field that keeps the form from going (a required
    /// field left empty, or any invalid value), whose message then shows.
    public func submit() -> Result<[String: String], SubmitRefusal> {
        for field in fields {
            if let message = firstFailure(field.id) {
                insisted.insert(field.id)
                emit(.announcement(message))
                changed()
                return .failure(SubmitRefusal(field: field.id, message: message))
            }
        }
        return .success(Dictionary(uniqueKeysWithValues: fields.map { ($0.id, value(of: $0.id)) }))
    }

    /// The message of the first rule field `id`'s value fails, counting the rule its kind implies.
    func firstFailure(_ id: String) -> String? {
        guard let field = field(id) else { return nil }
        let value = value(of: id)
        let rules = field.rules + [field.kind.implicitRule(label: field.label)].compactMap { $0 }
        return rules.first { !$0.condition.accepts(value) }?.message
    }

    /// Runs the rules over field's value: on every change, as the design asks.
    func validate(_ field: FormField) {
        if value(of: field.id).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            results[field.id] = .empty
        } else if let message = firstFailure(field.id) {
            results[field.id] = .invalid(message: message)
        } else {
            results[field.id] = .valid
            insisted.remove(field.id)
        }
    }

    func changed() { onChange?() }

    func emit(_ event: FormEvent) { onEvent?(event) }
}
