import Foundation
import SpeechEngine
import Synchronization

/// The decoding passes of a streaming run, summed by role: what the live passes cost apart from
/// the passes whose words settle.
final class PassTotals: Sendable {
    struct Total: Sendable {
        var passes = 0
        var audioSeconds = 0.0
        var seconds = 0.0

        mutating func add(_ report: PassReport) {
            passes += 1
            audioSeconds += report.audioSeconds
            seconds += report.seconds
        }
    }

    private let totals = Mutex<[DecoderRole: Total]>([:])

    /// Adds a pass; give it to ``EngineOptions/passReports``.
    func add(_ report: PassReport) {
        totals.withLock { totals in
            totals[report.role, default: Total()].add(report)
        }
    }

    /// Forgets the passes so far (the warm-up's).
    func reset() { totals.withLock { $0 = [:] } }

    func total(_ role: DecoderRole) -> Total { totals.withLock { $0[role] ?? Total() } }
}
