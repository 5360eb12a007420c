/// Side-by-side comparison of two benchmark runs.
extension BenchmarkReport {
    /// A Markdown document comparing `baseline` with `candidate`: the totals, then the WER of every
    /// clip either run has. Δ is candidate − baseline; every figure is a cost, so a negative Δ is an
    /// improvement. Rows neither run measured are left out.
    public static func compare(_ baseline: BenchmarkReport, _ candidate: BenchmarkReport) -> String {
        typealias Cell = MarkdownCells
        let (a, b) = baseline.label == candidate.label
            ? (baseline.label + " (A)", candidate.label + " (B)") : (baseline.label, candidate.label)
        let totalsA = baseline.totals, totalsB = candidate.totals
        let rows: [(String, Double?, Double?, Int)] = [
            ("WER %", totalsA.wordErrorRate.map { $0 * 100 }, totalsB.wordErrorRate.map { $0 * 100 }, 2),
            ("Word errors", Double(totalsA.errors.errors), Double(totalsB.errors.errors), 0),
            ("Hallucinated words", Double(totalsA.hallucinatedWords), Double(totalsB.hallucinatedWords), 0),
            ("Real-time factor", totalsA.realTimeFactor, totalsB.realTimeFactor, 3),
            ("Decode s", totalsA.decodeSeconds, totalsB.decodeSeconds, 2),
            ("CPU s", totalsA.cpuSeconds, totalsB.cpuSeconds, 2),
            ("First word median s", totalsA.firstWordLatency?.median, totalsB.firstWordLatency?.median, 2),
            ("First word p95 s", totalsA.firstWordLatency?.p95, totalsB.firstWordLatency?.p95, 2),
            ("Final words median s", totalsA.finalWordsLatency?.median, totalsB.finalWordsLatency?.median, 2),
            ("Final words p95 s", totalsA.finalWordsLatency?.p95, totalsB.finalWordsLatency?.p95, 2),
            ("Settled median s", totalsA.finalTextLatency?.median, totalsB.finalTextLatency?.median, 2),
            ("Settled p95 s", totalsA.finalTextLatency?.p95, totalsB.finalTextLatency?.p95, 2),
            ("Retracted/100 shown", totalsA.retraction?.retractedPer100Shown,
             totalsB.retraction?.retractedPer100Shown, 1),
            ("Peak RSS MiB", Cell.mebibytes(totalsA.peakResidentBytes), Cell.mebibytes(totalsB.peakResidentBytes), 1),
        ]
        var lines = ["# \(Cell.text(a)) vs \(Cell.text(b))", ""]
            + Cell.header(["Total", Cell.text(a), Cell.text(b), "Δ"])
        for (name, valueA, valueB, decimals) in rows where valueA != nil || valueB != nil {
            lines.append(Cell.row([name, Cell.number(valueA, decimals: decimals), Cell.number(valueB, decimals: decimals),
                                   Cell.delta(valueA, valueB, decimals: decimals)]))
        }

        let werA = Dictionary(baseline.files.map { ($0.file, $0.wordErrorRate) }, uniquingKeysWith: { first, _ in first })
        let werB = Dictionary(candidate.files.map { ($0.file, $0.wordErrorRate) }, uniquingKeysWith: { first, _ in first })
        var names = baseline.files.map(\.file)
        names += candidate.files.map(\.file).filter { werA[$0] == nil }
        lines += [""] + Cell.header(["File", "WER % " + Cell.text(a), "WER % " + Cell.text(b), "Δ"])
        for name in names {
            let valueA = werA[name].flatMap { $0.map { $0 * 100 } }
            let valueB = werB[name].flatMap { $0.map { $0 * 100 } }
            lines.append(Cell.row([Cell.text(name), Cell.number(valueA, decimals: 1), Cell.number(valueB, decimals: 1),
                                   Cell.delta(valueA, valueB, decimals: 1)]))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
