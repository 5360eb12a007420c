/// A clip the benchmark could not transcribe, naming the clip so the run's failure can be reproduced.
struct ClipFailure: Error, CustomStringConvertible {
    /// The clip's name in its set.
    let file: String
    /// What went wrong.
    let underlying: any Error

    /// Wraps `underlying`, the error transcribing `file`.
    init(file: String, underlying: any Error) {
        self.file = file
        self.underlying = underlying
    }

    /// The clip and the error.
    var description: String { "\(file): \(underlying)" }
}
