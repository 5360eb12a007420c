import Foundation
import Testing
@testable import SpeechEngine

@Suite("Counting the decoder steps of temperature fallback")
struct FallbackStepsTests {
    /// Feeds `steps` decoder steps of `decoders` decoders, each step's decoders at once on their
    /// own threads, as whisper.cpp filters them.
    private func attempt(_ counter: FallbackSteps, decoders: Int, steps: Int) {
        for tokensSoFar in 0..<steps {
            DispatchQueue.concurrentPerform(iterations: decoders) { _ in counter.step(tokensSoFar: tokensSoFar) }
        }
    }

    @Test("a pass decoded once retried nothing")
    func oneAttempt() {
        let counter = FallbackSteps()
        attempt(counter, decoders: 5, steps: 12)
        #expect(counter.retried == 0)
    }

    @Test("every step of every decoder after the first attempt counts")
    func retries() {
        let counter = FallbackSteps()
        attempt(counter, decoders: 5, steps: 12)
        attempt(counter, decoders: 5, steps: 7)
        attempt(counter, decoders: 5, steps: 3)
        #expect(counter.retried == 5 * 7 + 5 * 3)
    }

    @Test("a greedy first attempt and sampled retries count alike")
    func greedyThenSampled() {
        let counter = FallbackSteps()
        attempt(counter, decoders: 1, steps: 20)
        attempt(counter, decoders: 5, steps: 20)
        #expect(counter.retried == 100)
    }

    @Test("the first attempt of each later window is no retry")
    func windows() {
        let counter = FallbackSteps()
        counter.windowBegins()
        attempt(counter, decoders: 5, steps: 12)
        counter.windowBegins()
        attempt(counter, decoders: 5, steps: 9)
        attempt(counter, decoders: 1, steps: 4)
        counter.windowBegins()
        attempt(counter, decoders: 5, steps: 6)
        #expect(counter.retried == 4)
    }
}
