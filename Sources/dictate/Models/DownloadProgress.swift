import Foundation
import ModelDownload

/// Shows a download as it goes: one redrawn line on a terminal (bytes, rate, time left), or plain
/// lines at every tenth of the file when the output is a pipe or a file, for logs and scripts.
struct DownloadProgress {
    let name: String
    let onTerminal: Bool
    private var rate = TransferRate()
    private var lastDrawn = ContinuousClock.now - .seconds(1)
    private var lastTenth = -1

    init(name: String, onTerminal: Bool) {
        self.name = name
        self.onTerminal = onTerminal
    }

    mutating func show(_ event: DownloadEvent) {
        switch event {
        case .started(let url, let offset):
            rate = TransferRate()
            lastTenth = -1
            line(offset > 0 ? "Resuming \(name) at \(Self.megabytes(offset)) from \(url)" : "Downloading \(name) from \(url)")
        case .progress(let received, let total):
            rate.add(received)
            onTerminal ? redraw(received, total) : tenth(received, total)
        case .retrying(let reason, let received):
            line("The connection broke at \(Self.megabytes(received)) (\(reason)); resuming")
        case .verifying:
            line("Checking \(name) (checksum and model file)")
        }
    }

    private mutating func redraw(_ received: Int, _ total: Int?) {
        let now = ContinuousClock.now
        guard now - lastDrawn >= .milliseconds(100) || received == total else { return }
        lastDrawn = now
        var text = "\(name)  \(Self.megabytes(received))"
        if let total { text += " of \(Self.megabytes(total)) (\(received * 100 / max(total, 1))%)" }
        if let perSecond = rate.bytesPerSecond {
            text += "  \(Self.megabytes(Int(perSecond)))/s"
            if let total, perSecond > 0 { text += "  \(Self.clock(Double(total - received) / perSecond)) left" }
        }
        StandardStreams.err("\r\u{1B}[K" + text)
    }

    private mutating func tenth(_ received: Int, _ total: Int?) {
        guard let total, total > 0 else { return }
        let tenth = received * 10 / total
        guard tenth > lastTenth else { return }
        lastTenth = tenth
        line("\(name) \(tenth * 10)% \(Self.megabytes(received)) of \(Self.megabytes(total))")
    }

    /// A line of its own: below the redrawn one on a terminal, on standard output in a pipe.
    private func line(_ text: String) {
        if onTerminal {
            StandardStreams.err("\r\u{1B}[K" + text + "\n")
        } else {
            try? StandardStreams.out(text + "\n")
        }
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1e6)
    }

    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return whole >= 3600 ? String(format: "%d:%02d:%02d", whole / 3600, whole / 60 % 60, whole % 60)
            : String(format: "%d:%02d", whole / 60, whole % 60)
    }
}

/// Bytes per second over the last few seconds, so the rate and the time left follow the connection as it changes.
struct TransferRate {
    private var samples: [(time: ContinuousClock.Instant, bytes: Int)] = []
    private let window: Duration = .seconds(5)

    mutating func add(_ bytes: Int, at time: ContinuousClock.Instant = .now) {
        // libcurl reports every piece it receives; a sample a tenth of a second is plenty.
        if let last = samples.last, time - last.time < .milliseconds(100) { return }
        samples.append((time, bytes))
        samples.removeAll { time - $0.time > window }
    }

    var bytesPerSecond: Double? {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return nil }
        return Double(last.bytes - first.bytes) / (last.time - first.time).inSeconds
    }
}
