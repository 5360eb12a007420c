extension AsyncThrowingStream where Element == Update, Failure == any Error {
    /// The transcripts among the updates, for a consumer that only wants text: level-only updates
    /// are skipped and a transcript equal to the one before is not repeated, so every element is a
    /// change worth drawing.
    public var transcripts: AsyncThrowingStream<Transcript, any Error> {
        let updates = self
        return AsyncThrowingStream<Transcript, any Error>(bufferingPolicy: .bufferingNewest(64)) { continuation in
            let forwarding = Task {
                var last: Transcript?
                do {
                    for try await update in updates {
                        guard let transcript = update.transcript, transcript != last else { continue }
                        last = transcript
                        continuation.yield(transcript)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in forwarding.cancel() }
        }
    }
}
