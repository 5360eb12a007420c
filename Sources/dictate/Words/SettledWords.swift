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
@MainActor
final class SettledWords {
    let replacements: Replacements
    /// The commands the typing plan acts on, which replacements leave alone.
    let commands: SpokenCommands
    let filter: CleanupFilter?
    /// Told why a piece went on unfiltered.
    private let warn: (String) -> Void
    /// This session's settled pieces, as delivered.
    private var settled: [Segment] = []

    init(replacements: Replacements = .none, commands: SpokenCommands = .none, filter: CleanupFilter? = nil,
         warn: @escaping (String) -> Void = { StandardStreams.err("dictate: \($0)\n") }) {
        self.replacements = replacements
        self.commands = commands
        self.filter = filter
        self.warn = warn
    }

    /// A new session of the run: its pieces are counted from the first.
    func beginSession() {
        settled = []
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
            settled.append(Segment(text: await deliver(segment.text), start: segment.start, end: segment.end))
        }
        return Transcript(segments: Array(settled.prefix(transcript.segments.count)), tentative: transcript.tentative)
    }

    /// One piece with the replacements, then the filter, applied.
    func deliver(_ piece: String) async -> String {
        let replaced = replacements.apply(to: piece, sparing: commands)
        guard let filter else { return replaced }
        do {
            return try await filter.run(replaced)
        } catch {
            warn("the filter \"\(filter.command)\" was not used for \"\(replaced)\" (\(error)); the text is delivered unfiltered.")
            return replaced
        }
    }
}
