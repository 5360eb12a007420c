import DictationComposer
import Synchronization

/// Collects what a composer announces and which haptics it plays.
@MainActor
final class EventRecorder {
    private(set) var events: [ComposerEvent] = []

    init(_ composer: DictationComposer) {
        composer.onEvent = { [weak self] event in self?.events.append(event) }
    }

    var announcements: [String] {
        events.compactMap { if case .announcement(let text) = $0 { text } else { nil } }
    }

    var haptics: [Haptic] {
        events.compactMap { if case .haptic(let haptic) = $0 { haptic } else { nil } }
    }
}

/// A sender that records what it was given and then succeeds, fails or waits as told.
final class Sender: Sendable {
    enum Behaviour: Sendable {
        case succeed
        case fail(any Error)
        case waitForCancellation
    }

    private let behaviour: Behaviour
    private let state = Mutex<(sent: [String], cancelled: Bool)>(([], false))

    init(_ behaviour: Behaviour = .succeed) { self.behaviour = behaviour }

    var sent: [String] { state.withLock { $0.sent } }
    var sawCancellation: Bool { state.withLock { $0.cancelled } }

    func send(_ text: String) async throws {
        state.withLock { $0.sent.append(text) }
        switch behaviour {
        case .succeed: return
        case .fail(let error): throw error
        case .waitForCancellation:
            do {
                try await Task.sleep(for: .seconds(600))
            } catch {
                state.withLock { $0.cancelled = true }
                throw error
            }
        }
    }
}
