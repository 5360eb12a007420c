import Foundation
import SpeechEngine
import TextOutput

/// The person's words applied to each settled piece once, before anything reads it: printing,
/// `--format jsonl`, typing and committing, the clipboard, `--save` and `dictate status` all see the
/// text as delivered. The tentative tail is passed on as heard: it may still change, and a filter
/// run on every guess would cost more than it shows.
///
/// Replacements go first, on the words only: the clauses that are spoken commands are left as
/// heard, so the typing plan still finds "new line" or "scratch that" whatever the rules say. The
/// filter then sees the replaced text, as the person's own spellings are what a clean-up should
/// keep.
///
/// With `filtersWhole`, nothing settles until the end: the settled words are held back and shown
/// as the tentative tail, and ``whole()`` runs them through the filter as one text.
@MainActor
final class SettledWords {
    let replacements: Replacements
    /// The commands the typing plan acts on, which replacements leave alone.
    let commands: SpokenCommands
    let filter: CleanupFilter?
    let filtersWhole: Bool
    /// Told why a piece went on unfiltered.
    private let warn: (String) -> Void
    /// This session's settled pieces, as delivered (with `filtersWhole`: replaced only).
    private var settled: [Segment] = []
    /// With `filtersWhole`: the earlier sessions' pieces, with times from the start of the recording.
    private var earlier: [Segment] = []
    private var offset = 0.0

    init(replacements: Replacements = .none, commands: SpokenCommands = .none, filter: CleanupFilter? = nil,
         filtersWhole: Bool = false, warn: @escaping (String) -> Void = { StandardStreams.err("dictate: \($0)\n") }) {
        self.replacements = replacements
        self.commands = commands
        self.filter = filter
        self.filtersWhole = filtersWhole && filter != nil
        self.warn = warn
    }

    /// A new session of the run, whose audio begins `offset` seconds into the recording: its
    /// pieces are counted from the first.
    func beginSession(at offset: Double) {
        earlier += shifted(settled)
        settled = []
        self.offset = offset
    }

    /// `update` with its settled pieces as delivered.
    func apply(_ update: Update) async -> Update {
        guard let transcript = update.transcript else { return update }
        var applied = update
        applied.transcript = await apply(transcript)
        return applied
    }

    /// `transcript` with its settled pieces as delivered; pieces seen before are not run again.
    func apply(_ transcript: Transcript) async -> Transcript {
        guard !replacements.isEmpty || filter != nil else { return transcript }
        for segment in transcript.segments.dropFirst(settled.count) {
            let text = filtersWhole ? replaced(segment.text) : await deliver(segment.text)
            settled.append(Segment(text: text, start: segment.start, end: segment.end))
        }
        if filtersWhole {
            return Transcript(tentative: Transcript.join((earlier + settled).map(\.text) + [transcript.tentative]))
        }
        return Transcript(segments: Array(settled.prefix(transcript.segments.count)), tentative: transcript.tentative)
    }

    /// With `filtersWhole`, everything held back, filtered as one text, as one piece with times
    /// from the start of the recording; `nil` otherwise or when nothing settled.
    func whole() async -> Transcript? {
        let pieces = earlier + shifted(settled)
        guard filtersWhole, let first = pieces.first, let last = pieces.last else { return nil }
        let text = await filtered(Transcript.join(pieces.map(\.text)))
        return Transcript(segments: [Segment(text: text, start: first.start, end: last.end)])
    }

    /// Forgets what was held back: a cancelled dictation delivers none of it.
    func discard() {
        earlier = []
        settled = []
    }

    /// One piece with the replacements, then the filter, applied.
    private func deliver(_ piece: String) async -> String {
        await filtered(replaced(piece))
    }

    private func replaced(_ piece: String) -> String {
        replacements.apply(to: piece, sparing: commands)
    }

    private func filtered(_ text: String) async -> String {
        guard let filter else { return text }
        do {
            return try await filter.run(text)
        } catch {
            warn("the filter \"\(filter.command)\" was not used for \"\(text)\" (\(error)); the text is delivered unfiltered.")
            return text
        }
    }

    private func shifted(_ segments: [Segment]) -> [Segment] {
        segments.map { Segment(text: $0.text, start: $0.start + offset, end: $0.end + offset) }
    }
}
