import Foundation
import SpeechEngine

/// Writes a run's transcript in the chosen format as it arrives.
///
/// - text on a terminal: settled text is written once and stays; the tentative tail is redrawn
///   in place on the current line (dimmed where colour is allowed).
/// - text elsewhere: settled text only, one line per sentence, each written the moment it is
///   complete; never an escape code.
/// - jsonl, srt, vtt: see ``JSONLines`` and ``SubtitleWriter``.
final class TranscriptPresenter {
    let format: OutputFormat
    private let live: Bool
    private let colors: ColorMode
    private let columns: Int
    private var settled = SettledText()
    private var grouper = Grouper()
    private var subtitles: SubtitleWriter
    private var offset = 0.0
    private var fullText = ""
    private var sessionText = ""
    private var currentLine = ""
    private var shownTail = ""
    private var started = false
    private var previousSessions: [String] = []
    /// Drawn under the transcript line on a shared terminal; set by the status line.
    var statusBelow: StatusLine?

    init(format: OutputFormat, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.format = format
        live = format == .text && Terminal.isTerminal(STDOUT_FILENO)
        colors = live ? ColorMode.detect(for: STDOUT_FILENO, environment: environment) : .none
        columns = max((Terminal.size(of: STDOUT_FILENO, environment: environment)?.columns ?? 80) - 1, 20)
        subtitles = SubtitleWriter(format: format)
    }

    /// Whether the transcript is redrawn in place on a terminal.
    var isLive: Bool { live }

    /// The whole transcript of the run so far.
    var text: String { Transcript.join(previousSessions + [sessionText]) }

    func beginSession(at offset: Double) throws {
        if !sessionText.isEmpty { previousSessions.append(sessionText) }
        sessionText = ""
        self.offset = offset
        settled.beginSession(at: offset)
        if !started {
            started = true
            try StandardStreams.out(subtitles.header)
        }
    }

    /// Takes a session's latest transcript.
    func show(_ transcript: Transcript, heard: Double) throws {
        sessionText = transcript.text
        let new = settled.newSegments(in: transcript)
        switch format {
        case .text where live:
            for segment in new { try place(words: segment.text) }
            try redraw(tail: transcript.tentative)
        case .text:
            for segment in new { for group in grouper.add(segment) { try StandardStreams.out(group.text + "\n") } }
        case .jsonl:
            try StandardStreams.out(JSONLines.partial(text: text, settled: Transcript.join(previousSessions + [transcript.committed]), time: heard))
            for segment in new { try StandardStreams.out(JSONLines.final(text: segment.text, start: segment.start, end: segment.end)) }
        case .srt, .vtt:
            for segment in new { for group in grouper.add(segment) { try StandardStreams.out(subtitles.cue(group)) } }
        }
    }

    /// Writes whatever is still pending and ends the output.
    func finish(heard: Double) throws {
        switch format {
        case .text where live:
            try redraw(tail: "")
            if !currentLine.isEmpty { try StandardStreams.out("\n") }
        case .text:
            for group in grouper.flush() { try StandardStreams.out(group.text + "\n") }
        case .jsonl:
            try StandardStreams.out(JSONLines.end(text: text, duration: heard))
        case .srt, .vtt:
            for group in grouper.flush() { try StandardStreams.out(subtitles.cue(group)) }
        }
    }

    /// Drops settled words not written yet (those waiting for their sentence to end), so that
    /// ``finish(heard:)`` writes nothing more: `dictate cancel` keeps only what was already out.
    func discardPending() {
        _ = grouper.flush()
    }

    /// Reports a failure in the output itself where the format has a place for it.
    func report(_ message: String) throws {
        if format == .jsonl { try StandardStreams.out(JSONLines.error(message)) }
    }

    /// Redraws the current line: its settled words, then the tentative tail cut to fit.
    func redraw(tail: String) throws {
        guard live else { return }
        let room = columns - currentLine.count - (currentLine.isEmpty ? 0 : 1)
        var visible = tail
        if visible.count > room { visible = room > 1 ? "…" + String(visible.suffix(room - 1)) : "" }
        shownTail = visible
        let separator = currentLine.isEmpty || visible.isEmpty ? "" : " "
        let styled = TextStyle(dim: true).apply(visible, mode: colors)
        try StandardStreams.out("\r" + ANSI.clearToEndOfLine + currentLine + separator + (colors == .none ? visible : styled))
        statusBelow?.drawBelow(cursorColumn: currentLine.count + separator.count + visible.count)
    }

    /// Adds settled words to the current line, starting a new line when they don't fit.
    private func place(words: String) throws {
        for word in words.split(separator: " ") {
            if !currentLine.isEmpty, currentLine.count + 1 + word.count > columns {
                statusBelow?.clear()
                try StandardStreams.out("\r" + ANSI.clearToEndOfLine + currentLine + "\n")
                currentLine = ""
            }
            currentLine += (currentLine.isEmpty ? "" : " ") + word
        }
    }
}
