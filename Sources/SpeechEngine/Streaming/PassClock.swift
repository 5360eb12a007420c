/// Puts a streaming session on virtual time: each decoding pass lasts what ``charge`` says, not
/// what the wall clock measured.
///
/// Live, when a pass ends decides how much audio the next one hears, so two runs over the same
/// recording decode different windows whenever the machine is busier. With a pass clock the session
/// reads its audio as fast as it can, but takes it in as a microphone would have delivered it by
/// the virtual time each pass ends, and every decision that live depends on time (the end of the
/// voice stopping a pass) is taken on that time. Every run then makes the same passes, and the
/// decoding itself still runs, for the words. A client, not a protocol, so a benchmark injects one
/// without the engine knowing its cost model.
public struct PassClock: Sendable {
    /// How long a pass that did `work` counts as having taken, in seconds.
    public var charge: @Sendable (_ work: PassWork) -> Double

    /// A clock charging what `charge` says; it is called on the decoding thread, so must be quick.
    public init(charge: @escaping @Sendable (_ work: PassWork) -> Double) {
        self.charge = charge
    }

    /// Charges each pass the time it took: the live schedule, as nearly as it can be replayed, for
    /// measuring passes (calibration) rather than for comparisons.
    public static let measured = PassClock { $0.measuredSeconds }
}
