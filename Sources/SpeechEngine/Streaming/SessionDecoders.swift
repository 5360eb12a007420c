import Foundation

/// The models a session decodes with, by the role of a pass, as closures that load them.
struct SessionModels: Sendable {
    /// The model whose words settle: the one the person chose.
    var settling: @Sendable () throws -> WhisperModel
    /// A smaller model for the live passes, which only show words; `nil` when the settling model
    /// decodes every pass.
    var live: (@Sendable () throws -> WhisperModel)? = nil
}

/// What a pass is decoded for, which decides the model that decodes it.
public enum DecoderRole: String, Sendable, Codable {
    /// A live pass: its words are shown while someone speaks, and decoded again before they settle.
    case live
    /// A pass whose words settle: closing, final, split, Done's, and their careful retries.
    case settling
}

/// The decoding states of one session, one per model, asked by role.
///
/// With one model both roles share its state. With a live model, that model is loaded first and
/// serves the live passes at once, while the settling model loads on a thread of its own: the words
/// show while a large model is still being read from disk, and the first pass that settles waits
/// for it. Only the decoding thread asks for states.
final class SessionDecoders: @unchecked Sendable {
    private let live: DecoderState
    private var settling: DecoderState?
    /// The settling model while it loads, set once by its loading thread; guarded by `condition`.
    private var loaded: Result<WhisperModel, any Error>?
    private let condition = NSCondition()
    /// The live model's name, when the live passes have a model of their own.
    let liveModelName: String?

    /// Loads the first model (the live one, or the only one) and checks that it speaks `language`;
    /// a second model starts loading on a thread of its own.
    init(models: SessionModels, language: String) throws {
        let first = try (models.live ?? models.settling)()
        try first.check(language: language)
        live = try first.makeState()
        guard let loadSettling = models.live.map({ _ in models.settling }) else {
            settling = live
            liveModelName = nil
            return
        }
        liveModelName = first.name
        let thread = Thread { [self] in
            let result = Result { () throws -> WhisperModel in
                let model = try loadSettling()
                try model.check(language: language)
                return model
            }
            condition.lock()
            loaded = result
            condition.broadcast()
            condition.unlock()
        }
        thread.name = "dictate settling model"
        thread.start()
    }

    /// The state that decodes passes of `role`. The settling state waits for its model to load
    /// and throws what loading it threw.
    func state(for role: DecoderRole) throws -> DecoderState {
        if role == .live { return live }
        if let settling { return settling }
        let state = try settlingModel().makeState()
        settling = state
        return state
    }

    /// The settling model, once its thread has loaded it.
    private func settlingModel() throws -> WhisperModel {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let loaded { return try loaded.get() }
            condition.wait()
        }
    }
}
