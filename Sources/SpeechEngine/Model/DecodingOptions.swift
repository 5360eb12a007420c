import Foundation
import CWhisper

/// How whisper.cpp decodes one stretch of audio. Defaults come from `whisper_full_default_params`.
public struct DecodingOptions: Sendable, Equatable {
    /// The spoken language as a whisper code ("en", "de"). Never auto-detected: a guess on every
    /// pass makes streaming text flip between languages.
    public var language: String = "en"
    /// CPU threads for one decoding pass.
    public var threads: Int = DecodingOptions.defaultThreads
    /// Beam width; 1 means greedy decoding. Five beams (whisper.cpp's own command-line default)
    /// cut tiny.en's word errors on real speech by a fifth. Streaming uses the beam only for passes
    /// whose words settle (over a finished utterance settling `quick`, over a window settling
    /// `accurate`); the passes that redraw the text while someone speaks are greedy, which is what
    /// they can afford.
    public var beamSize: Int = 5
    /// Retry at higher temperatures when a pass looks like a loop. Worth it offline; too slow live.
    public var temperatureFallback: Bool = true
    /// The encoder's context in 20 ms frames (0 = the full 30 s). Streaming sizes it to the window
    /// so that a few seconds of audio don't pay for a 30-second encoder pass.
    public var audioContext: Int = 0
    /// Words to be recognised as spelled there, shown to the decoder as its prompt.
    public var vocabulary = Vocabulary()
    /// Text said just before the audio, shown to the decoder after the vocabulary's prompt, as
    /// the whole-file pass shows each 30 s window the text of the one before.
    public var precedingText = ""
    /// What the decoder may write; `nil` for anything.
    public var grammar: DecodingGrammar?
    /// Force a single segment (streaming decodes short windows as one piece).
    public var singleSegment: Bool = false
    /// The most tokens a segment may have (0 = no limit). A greedy pass that starts repeating itself
    /// would otherwise run to the context's end, which takes seconds.
    public var maxTokens: Int = 0
    /// A segment whose no-speech probability is above this is dropped.
    public var noSpeechThreshold: Float = 0.6
    /// Whether the decoder predicts timestamp tokens, which time segments and words. Without them
    /// whisper.cpp decodes each 30 s window as one segment timed by the window, with fewer tokens
    /// per window and no token-time estimates: faster wherever the times are not shown.
    public var timestamps: Bool = true
    /// The most tokens of earlier text the decoder is shown before each window: `prompt`, and in a
    /// recording longer than 30 s the text of the windows before. whisper.cpp shows at most 224 (half
    /// its text context). The decoder works out a row of logits over the whole vocabulary for every
    /// one of them, twice held (200 kB each for an English model), so a long history is what makes a
    /// long recording's pass peak about 75 MiB above a short one's. 0 shows none, not even the vocabulary's prompt.
    public var historyTokens: Int = DecodingOptions.longestHistory
    /// Whether each token gets its own time estimate (streaming places words by them). A whole-file
    /// pass shows segment times at most, and skips the estimate's extra work per token.
    public var tokenTimes: Bool = true

    public init() {}

    /// The longest history whisper.cpp shows the decoder: half its 448-token text context.
    public static let longestHistory = 224

    /// The history a whole recording decoded in one pass is given. Over the fixtures longer than
    /// 30 s, 32 tokens (about a sentence) made no more word errors than 224 (fewer in plain text),
    /// where 16 made more, and kept the peak of a 106 s recording 77 MiB lower
    /// (measured with speech-bench; the runs are in docs/BENCHMARKS.md's history in git).
    public static let wholeRecordingHistory = 32

    /// These options as a pass over a whole recording uses them: `timestamps` only where times are
    /// shown, no per-token time estimates (a whole-file pass shows segment times at most), and
    /// ``wholeRecordingHistory`` tokens of history.
    public func forWholeRecording(timestamps: Bool) -> DecodingOptions {
        var options = self
        options.timestamps = timestamps
        options.tokenTimes = false
        options.historyTokens = Self.wholeRecordingHistory
        return options
    }

    /// One thread per core this process may run on (its CPU affinity and cgroup quota), at most
    /// eight: whisper.cpp gains little beyond that, and a thread more than there are cores to run it
    /// makes every barrier of a pass wait for it to be scheduled.
    public static let defaultThreads = min(ProcessorBudget.current.cores, 8)
}
