import Foundation
import SpeechEngine

// engine-soak: starts and cancels transcription sessions over and over in one process, and reports
// its memory, open files and threads as it goes, so a leak per session shows as steady growth.
//
//     engine-soak [--cycles 1000] [--report-every 100] [--audio FILE] [--model NAME|PATH] [--keep-controls] [--to-end] [--settle]
//
// Each cycle streams the clip as fast as the pipeline takes it and cancels the session after a
// pseudo-random 0-300 ms, so cancellations land before, during and between decoding passes. The
// model is loaded by the first session and shared by the rest, as in dictate.

/// One line of the report: this process's resident memory now and at its peak, open file
/// descriptors and threads, from /proc.
struct ProcessFigures {
    var residentMB: Double
    var peakMB: Double
    var descriptors: Int
    var threads: Int

    static func now() -> ProcessFigures {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let kilobytes = { (field: String) -> Double in
            let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
            return Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        let count = { (path: String) in (try? FileManager.default.contentsOfDirectory(atPath: path).count) ?? -1 }
        return ProcessFigures(residentMB: kilobytes("VmRSS") / 1024, peakMB: kilobytes("VmHWM") / 1024,
                              descriptors: count("/proc/self/fd"), threads: count("/proc/self/task"))
    }
}

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--" + name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let cycles = Int(option("cycles") ?? "") ?? 1000
let reportEvery = Int(option("report-every") ?? "") ?? 100
let audioPath = option("audio") ?? root.appendingPathComponent("Tests/Audio/meeting.wav").path
let samples = try AudioFile(path: audioPath).samples
var options = EngineOptions(model: option("model"))
options.decoding.threads = 1
/// With --keep-controls the controls are left unfinished, as a caller that only cancels leaves them.
let keepControls = CommandLine.arguments.contains("--keep-controls")
/// With --to-end each session runs over the whole clip and ends by itself, as chained sessions do.
let runToEnd = CommandLine.arguments.contains("--to-end")
/// With --settle each cycle waits for the cancelled session's threads to finish before the next
/// starts. Cancelling returns at once while the session's decoding thread finishes its pass, so
/// otherwise two sessions' buffers sometimes coexist and raise the peak without anything leaking.
let settle = CommandLine.arguments.contains("--settle")

/// Waits (up to five seconds) until the process has no more than `count` threads.
func waitForThreads(atMost count: Int) async {
    for _ in 0..<500 where ProcessFigures.now().threads > count {
        try? await Task.sleep(for: .milliseconds(10))
    }
}

/// A fixed sequence of delays, so two runs cancel at the same moments.
var generator = SplitMix(seed: 42)

print("cycle\trss_mb\tpeak_rss_mb\tfds\tthreads\tupdates\tcontrols_alive")
/// Every session's control, held weakly: one still alive after its session ended is kept by
/// something that outlived the session (a reference cycle), and so is whatever it keeps.
var controls: [Weak<SessionControl>] = []
var updates = 0
var atFirstReport: ProcessFigures?
var atLastReport: ProcessFigures?
let started = ContinuousClock.now
for cycle in 1...cycles {
    let transcription = Transcription.live(source: .samples(samples, name: "soak", pacing: .asFastAsPossible),
                                           options: options, pacing: .asFastAsPossible)
    let threadsBefore = ProcessFigures.now().threads
    let control = SessionControl()
    controls.append(Weak(control))
    let session = Task {
        var count = 0
        for try await _ in transcription.start(control: control) { count += 1 }
        return count
    }
    if runToEnd {
        _ = await session.result
    } else {
        try await Task.sleep(for: .milliseconds(Int(generator.next() % 300)))
        session.cancel()
    }
    let result = await session.result
    // As dictate does after each session: a finished control lets go of the session it observed.
    if !keepControls { control.finish() }
    if settle { await waitForThreads(atMost: threadsBefore) }
    switch result {
    case .success(let count): updates += count
    case .failure(let error) where !(error is CancellationError):
        FileHandle.standardError.write(Data("engine-soak: cycle \(cycle) failed: \(error)\n".utf8))
        exit(1)
    case .failure: break
    }
    if cycle % reportEvery == 0 || cycle == cycles {
        // A cancelled session's threads finish on their own; let them, so the counts are settled ones.
        try await Task.sleep(for: .milliseconds(300))
        let figures = ProcessFigures.now()
        print(String(format: "%d\t%.1f\t%.1f\t%d\t%d\t%d\t%d", cycle, figures.residentMB, figures.peakMB, figures.descriptors,
                     figures.threads, updates, controls.filter { $0.value != nil }.count))
        fflush(nil)
        atFirstReport = atFirstReport ?? figures
        atLastReport = figures
    }
}
if let first = atFirstReport, let last = atLastReport {
    print(String(format: "# %d cycles in %.0f s: peak RSS %.1f MB at cycle %d, %.1f MB at cycle %d (growth %.1f MB); fds %d then %d; threads %d then %d",
                 cycles, (ContinuousClock.now - started).inSeconds, first.peakMB, min(reportEvery, cycles), last.peakMB, cycles,
                 last.peakMB - first.peakMB, first.descriptors, last.descriptors, first.threads, last.threads))
}

final class Weak<Value: AnyObject> {
    weak var value: Value?
    init(_ value: Value) { self.value = value }
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
