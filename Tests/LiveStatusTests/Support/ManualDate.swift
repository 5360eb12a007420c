import Foundation
import Synchronization

/// A wall clock a test moves by hand.
final class ManualDate: Sendable {
    private let date = Mutex(Date(timeIntervalSince1970: 1_700_000_000))

    var now: Date { date.withLock { $0 } }

    func advance(by seconds: Double) { date.withLock { $0 += seconds } }

    /// The provider to inject.
    var provider: @Sendable () -> Date { { [self] in now } }
}
