import Testing
import Benchmark
import TestSupport

@Suite(.ownThread) struct LatencySummaryTests {
    @Test func percentilesInterpolateBetweenRanks() {
        #expect(LatencySummary.percentile(0.5, of: [4, 1, 3, 2]) == 2.5)
        #expect(LatencySummary.percentile(0.5, of: [7]) == 7)
        #expect(LatencySummary.percentile(0, of: [3, 1, 2]) == 1)
        #expect(LatencySummary.percentile(1, of: [3, 1, 2]) == 3)
        let p95 = LatencySummary.percentile(0.95, of: (1...20).map(Double.init))
        #expect(abs(p95! - 19.05) < 1e-9)
        #expect(LatencySummary.percentile(0.5, of: []) == nil)
    }

    @Test func summaryNeedsSamples() {
        #expect(LatencySummary([]) == nil)
        let summary = LatencySummary([0.2, 0.4, 0.6])
        #expect(summary?.count == 3)
        #expect(summary?.median == 0.4)
    }
}

@Suite(.ownThread) struct RetractionMeterTests {
    @Test func growingTextRetractsNothing() {
        var meter = RetractionMeter()
        for text in ["he", "hello", "hello wor", "hello world"] { meter.show(text) }
        #expect(meter.count == RetractionCount(shownCharacters: 11, retractedCharacters: 0))
        #expect(meter.count.retractedPer100Shown == 0)
    }

    @Test func rewrittenTailIsRetracted() {
        var meter = RetractionMeter()
        meter.show("I scream")    // 8 shown
        meter.show("ice cream")   // no common prefix ("I" ≠ "i"): 8 retracted, 9 shown
        meter.show("ice creams")  // 1 more shown
        meter.show("ice")         // 7 retracted
        #expect(meter.count == RetractionCount(shownCharacters: 18, retractedCharacters: 15))
        #expect(meter.count.retractedPer100Shown! == 1500.0 / 18)
    }

    @Test func nothingShownHasNoRate() {
        #expect(RetractionMeter().count.retractedPer100Shown == nil)
    }
}

@Suite(.ownThread) struct ProcessResourcesTests {
    @Test func readingsArePlausible() {
        let before = ProcessResources.cpuSeconds()
        var sum = 0
        for value in 0..<2_000_000 { sum &+= value * value }
        #expect(sum != 0)
        #expect(ProcessResources.cpuSeconds() >= before)
        #expect(ProcessResources.peakResidentBytes() > 1_000_000)
        #expect(Stopwatch().elapsedSeconds >= 0)
    }
}
