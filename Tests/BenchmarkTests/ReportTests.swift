import Foundation
import Testing
import Benchmark
import TestSupport

private func sampleReport(label: String = "base", secondHypothesis: String = "turn off the light") -> BenchmarkReport {
    BenchmarkReport(label: label, files: [
        FileResult(file: "a.wav", audioSeconds: 2, reference: "Call me at 6 PM.", hypothesis: "call me at six pm",
                   decodeSeconds: 0.5, cpuSeconds: 1.0),
        FileResult(file: "b.wav", audioSeconds: 4, reference: "Turn off the lights.", hypothesis: secondHypothesis,
                   decodeSeconds: 1.5, cpuSeconds: 2.0, firstWordLatency: 0.4, finalTextLatency: 0.8,
                   retraction: RetractionCount(shownCharacters: 50, retractedCharacters: 5)),
        FileResult(file: "silence.wav", audioSeconds: 10, reference: "", hypothesis: "Thank you.",
                   decodeSeconds: 2, cpuSeconds: 3),
    ], peakResidentBytes: 200 * 1_048_576)
}

@Suite(.ownThread) struct ReportTests {
    @Test func totalsLeaveSilenceOutOfWERAndCountItsWords() {
        let report = sampleReport()
        #expect(report.files[2].wordErrorRate == nil)
        #expect(report.files[2].hallucinatedWords == 2)
        #expect(report.totals.errors.referenceCount == 9)
        #expect(report.totals.errors.errors == 1)
        #expect(report.totals.wordErrorRate == 1.0 / 9)
        #expect(report.totals.hallucinatedWords == 2)
        #expect(report.totals.realTimeFactor == 4.0 / 16)
        #expect(report.totals.firstWordLatency?.median == 0.4)
        #expect(report.totals.retraction?.retractedPer100Shown == 10)
    }

    @Test func jsonRoundTripsWithSortedKeys() throws {
        let report = sampleReport()
        let data = try report.jsonData()
        #expect(try BenchmarkReport(json: data) == report)
        let text = String(decoding: data, as: UTF8.self)
        let audio = try #require(text.range(of: "\"audioSeconds\""))
        let wer = try #require(text.range(of: "\"wordErrorRate\""))
        #expect(audio.lowerBound < wer.lowerBound)
        #expect(!text.contains("\"firstWordLatency\" : null"))
    }

    @Test func markdownHasARowPerFileAndTotals() {
        let markdown = sampleReport().markdown()
        #expect(markdown.contains("| a.wav | 2.00 | 0.0 |"))
        #expect(markdown.contains("| silence.wav | 10.00 | – | 0 | 0 | 2 | 0 | 2 |"))
        #expect(markdown.contains("| **Total** | 16.00 | 11.1 |"))
        #expect(markdown.contains("First word s"))
        #expect(markdown.contains("- Peak RSS: 200.0 MiB"))
    }

    @Test func comparisonShowsDeltas() {
        let text = BenchmarkReport.compare(sampleReport(label: "tiny"),
                                           sampleReport(label: "base", secondHypothesis: "turn off the lights"))
        #expect(text.contains("| Total | tiny | base | Δ |"))
        #expect(text.contains("| WER % | 11.11 | 0.00 | -11.11 |"))
        #expect(text.contains("| b.wav | 25.0 | 0.0 | -25.0 |"))
        #expect(text.contains("| silence.wav | – | – | – |"))
    }

    @Test func comparisonOfSameLabelsTellsThemApart() {
        let text = BenchmarkReport.compare(sampleReport(), sampleReport())
        #expect(text.contains("| Total | base (A) | base (B) | Δ |"))
    }

    @Test func hypothesisFileIsOneFlatLinePerClip() throws {
        let report = BenchmarkReport(label: "x", files: [
            FileResult(file: "a.wav", audioSeconds: 1, reference: "a", hypothesis: "one\ttwo\nthree",
                       decodeSeconds: 0, cpuSeconds: 0),
            FileResult(file: "b.wav", audioSeconds: 1, reference: "b", hypothesis: "", decodeSeconds: 0, cpuSeconds: 0),
        ], peakResidentBytes: nil)
        #expect(HypothesisFile.render(report.files) == "a.wav\tone two three\nb.wav\t\n")
        let folder = try TemporaryFolder()
        let path = folder.path + "/hyp.tsv"
        try HypothesisFile.write(report.files, to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == HypothesisFile.render(report.files))
    }
}
