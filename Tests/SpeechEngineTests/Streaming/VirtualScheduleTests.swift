import Testing
@testable import SpeechEngine

@Suite struct VirtualScheduleTests {
    private func work(tokens: Int) -> PassWork {
        PassWork(audioContext: 256, tokens: tokens, beams: 1, audioSeconds: 1, measuredSeconds: 99)
    }

    /// Charges 10 ms per token, whatever the pass measured.
    private let clock = PassClock { Double($0.tokens) * 0.01 }

    @Test func anIdleDecoderWaitsForTheNextWholeChunk() {
        var schedule = VirtualSchedule(clock: clock)
        #expect(schedule.delivered == 0)
        schedule.waitForChunk(after: 0)
        #expect(schedule.now == 320)
        #expect(schedule.delivered == 320)
        // A last chunk shorter than 20 ms still arrives at the next chunk's time.
        schedule.waitForChunk(after: 500)
        #expect(schedule.now == 640)
    }

    @Test func aPassLastsItsChargeNotItsMeasuredTime() {
        var schedule = VirtualSchedule(clock: clock)
        schedule.waitForChunk(after: 0)
        #expect(schedule.charge(work(tokens: 5)) == 800)
        #expect(schedule.now == 1_120)
        // Only whole chunks count as delivered when a pass ends between two.
        #expect(schedule.delivered == 960)
        #expect(schedule.seconds == 0.07)
        // Waiting after a pass that ran past a chunk's arrival does not go back.
        schedule.waitForChunk(after: 320)
        #expect(schedule.now == 1_120)
    }

    @Test func aStoppedPassEndsWhereTheVoiceStopped() {
        var schedule = VirtualSchedule(clock: clock)
        schedule.waitForChunk(after: 0)
        let start = schedule.now
        _ = schedule.charge(work(tokens: 20))
        schedule.stop(passStartedAt: start, at: 2_000)
        #expect(schedule.now == 2_000)
    }
}
