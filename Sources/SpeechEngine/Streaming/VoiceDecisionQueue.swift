/// The voice gate's decisions on their way from the capture thread to the policy, which takes the
/// samples in pieces of its own.
///
/// Each decision is kept with the count of samples captured when it came out, and goes to the
/// policy with those samples, never before them. Taken at the ends of capture's reads, the policy
/// gets exactly the decisions a gate of its own would have made over the samples it has; taken
/// elsewhere, they lag a little more, never ahead of the samples and always in order, one per
/// 20 ms frame from the session's first sample.
struct VoiceDecisionQueue: Sendable {
    private var decisions: [(voiced: Bool, heardAt: Int)] = []

    /// Queues the decisions that came out once `heardAt` samples had been captured.
    mutating func append(_ decided: [Bool], heardAt: Int) {
        decisions += decided.map { ($0, heardAt) }
    }

    /// Takes the decisions that came out by the time `sample` samples had been captured.
    mutating func take(through sample: Int) -> [Bool] {
        let ready = decisions.prefix { $0.heardAt <= sample }.map(\.voiced)
        decisions.removeFirst(ready.count)
        return ready
    }
}
