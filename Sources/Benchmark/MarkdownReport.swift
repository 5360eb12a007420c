/// Markdown rendering of a report: one table row per clip, a totals row, then the run-wide figures.
extension BenchmarkReport {
    /// The report as a Markdown document. Streaming columns appear only when some clip has them.
    public func markdown() -> String {
        typealias Cell = MarkdownCells
        let streaming = files.contains { $0.firstWordLatency != nil || $0.finalTextLatency != nil || $0.retraction != nil }
        var titles = ["File", "Audio s", "WER %", "S", "D", "I", "Ref words", "Hallucinated",
                      "Decode s", "RTF", "CPU s"]
        if streaming { titles += ["First word s", "Final words s", "Settled s", "Retracted/100"] }

        var lines = ["# \(Cell.text(label))", ""] + Cell.header(titles)
        for result in files {
            var cells = [Cell.text(result.file), Cell.number(result.audioSeconds, decimals: 2),
                         Cell.percent(result.wordErrorRate), String(result.errors.substitutions),
                         String(result.errors.deletions), String(result.errors.insertions),
                         String(result.errors.referenceCount), String(result.hallucinatedWords),
                         Cell.number(result.decodeSeconds, decimals: 2),
                         Cell.number(result.realTimeFactor, decimals: 3),
                         Cell.number(result.cpuSeconds, decimals: 2)]
            if streaming {
                cells += [Cell.number(result.firstWordLatency, decimals: 2),
                          Cell.number(result.finalWordsLatency, decimals: 2),
                          Cell.number(result.finalTextLatency, decimals: 2),
                          Cell.number(result.retraction?.retractedPer100Shown, decimals: 1)]
            }
            lines.append(Cell.row(cells))
        }
        var total = ["**Total**", Cell.number(totals.audioSeconds, decimals: 2), Cell.percent(totals.wordErrorRate),
                     String(totals.errors.substitutions), String(totals.errors.deletions),
                     String(totals.errors.insertions), String(totals.errors.referenceCount),
                     String(totals.hallucinatedWords), Cell.number(totals.decodeSeconds, decimals: 2),
                     Cell.number(totals.realTimeFactor, decimals: 3), Cell.number(totals.cpuSeconds, decimals: 2)]
        if streaming {
            total += [Cell.number(totals.firstWordLatency?.median, decimals: 2),
                      Cell.number(totals.finalWordsLatency?.median, decimals: 2),
                      Cell.number(totals.finalTextLatency?.median, decimals: 2),
                      Cell.number(totals.retraction?.retractedPer100Shown, decimals: 1)]
        }
        lines.append(Cell.row(total))

        lines += ["", "- Corpus WER: \(Cell.percent(totals.wordErrorRate)) %"
                    + " (\(totals.errors.errors) errors / \(totals.errors.referenceCount) reference words)",
                  "- Hallucinated words (clips without speech): \(totals.hallucinatedWords)",
                  "- Real-time factor: \(Cell.number(totals.realTimeFactor, decimals: 3))"
                    + " (\(Cell.number(totals.decodeSeconds, decimals: 1)) s for"
                    + " \(Cell.number(totals.audioSeconds, decimals: 1)) s of audio)",
                  "- CPU time: \(Cell.number(totals.cpuSeconds, decimals: 1)) s",
                  "- Peak RSS: \(Cell.number(Cell.mebibytes(totals.peakResidentBytes), decimals: 1)) MiB"]
        if let latency = totals.firstWordLatency {
            lines.append("- Time to first word: median \(Cell.number(latency.median, decimals: 2)) s,"
                         + " p95 \(Cell.number(latency.p95, decimals: 2)) s")
        }
        if let latency = totals.finalWordsLatency {
            lines.append("- End of speech → final words on screen: median \(Cell.number(latency.median, decimals: 2)) s,"
                         + " p95 \(Cell.number(latency.p95, decimals: 2)) s")
        }
        if let latency = totals.finalTextLatency {
            lines.append("- End of speech → settled (text stops changing): median \(Cell.number(latency.median, decimals: 2)) s,"
                         + " p95 \(Cell.number(latency.p95, decimals: 2)) s")
        }
        if let retraction = totals.retraction {
            lines.append("- Retracted characters per 100 shown: \(Cell.number(retraction.retractedPer100Shown, decimals: 1))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
