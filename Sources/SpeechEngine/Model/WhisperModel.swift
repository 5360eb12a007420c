import CWhisper
import Foundation
import Synchronization

/// A whisper.cpp model, loaded once and shared by every session.
///
/// The file is validated before whisper.cpp reads it (see ``ModelFile``). Decoding needs a
/// ``DecoderState`` per session; the model itself is read-only once loaded, which is what makes
/// sharing it across threads safe.
public final class WhisperModel: @unchecked Sendable {
    /// Where the model was loaded from.
    public let path: String
    /// The validated header.
    public let file: ModelFile
    private let context: OpaquePointer

    /// Loads the model at `path`, sending whisper.cpp's log to `logger`.
    public init(path: String, logger: Logger = .silent) throws(WhisperModelError) {
        WhisperLog.route(to: logger)
        _ = Self.largeBuffersMapped
        let library = String(cString: whisper_version())
        let headers = String(cString: dictate_whisper_header_version())
        guard headers == "unknown" || headers == library else {
            throw .versionMismatch(library: library, headers: headers)
        }
        do {
            file = try ModelFile(validating: path)
        } catch {
            throw .invalidFile(error)
        }
        var params = whisper_context_default_params()
        params.use_gpu = false
        guard let context = whisper_init_from_file_with_params_no_state(path, params) else {
            throw .loadFailed(path: path)
        }
        self.path = path
        self.context = context
        logger.log(.info, "model", "loaded \(path) (whisper.cpp \(library))")
    }

    deinit { whisper_free(context) }

    /// Keeps glibc from moving large allocations into its heaps; done once, when a model loads.
    ///
    /// Each session allocates whisper.cpp's decoding state (tens of MB) on a thread of its own and
    /// frees it at the end. glibc raises its mmap threshold to the size of a freed mapping, so from
    /// the second session on those buffers came from per-thread heaps that are never given back:
    /// a chained dictation grew by about 10 MB a session (170 MB over ten minutes). A fixed
    /// threshold keeps them mapped, and unmapped when freed, at no measurable cost in speed.
    private static let largeBuffersMapped: Void = {
        #if canImport(Glibc)
        mallopt(M_MMAP_THRESHOLD, 128 * 1024)
        #endif
    }()

    /// Gives the memory freed by a finished session back to the system.
    ///
    /// Every session captures and decodes on threads of its own, and glibc serves each thread from
    /// a heap of its own. What a session frees stays in those heaps, partly in pieces too small to
    /// reuse, so a chained dictation's resident size crept up session after session (the 10-minute
    /// soak in docs/RELIABILITY.md).
    static func releaseFreedMemory() {
        #if canImport(Glibc)
        malloc_trim(0)
        #endif
    }

    /// The whisper.cpp library's version, as it reports it.
    public static var libraryVersion: String { String(cString: whisper_version()) }

    /// A short name for messages: the file name without `ggml-` and `.bin`.
    public var name: String { Self.name(of: path) }

    /// The short name of the model file at `path`.
    public static func name(of path: String) -> String {
        var name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        if name.hasPrefix("ggml-") { name.removeFirst(5) }
        return name
    }

    /// Whether the model knows languages other than English.
    public var isMultilingual: Bool { whisper_is_multilingual(context) != 0 }

    /// Fails unless the model can transcribe `language` (a whisper code such as "en").
    public func check(language: String) throws(WhisperModelError) {
        try Self.check(language: language, multilingual: isMultilingual, model: name)
    }

    /// Whether a model, multilingual or not, can decode `language`, without loading it.
    static func check(language: String, multilingual: Bool, model name: String) throws(WhisperModelError) {
        guard whisper_lang_id(language) >= 0, language == "en" || multilingual else {
            throw .unsupportedLanguage(language, model: name)
        }
    }

    /// Fresh per-session decoding state.
    public func makeState() throws(WhisperModelError) -> DecoderState {
        guard let state = whisper_init_state(context) else { throw .loadFailed(path: path) }
        return DecoderState(model: self, state: state)
    }

    /// Transcribes `samples` (16 kHz mono) in one go, on the calling thread.
    ///
    /// The samples are given up once their spectrogram is made (see
    /// ``DecoderState/decode(recording:options:abort:)``): a caller that hands over its only copy,
    /// with `consume`, has their memory back before decoding starts.
    public func transcribe(_ samples: consuming [Float], options: DecodingOptions) throws(WhisperModelError) -> [DecodedSegment] {
        options.vocabulary.droppingEchoes(try makeState().decode(recording: samples, options: options, abort: AbortFlag()))
    }

    /// How many tokens `text` takes in this model's vocabulary; 0 for no text.
    func tokenCount(_ text: String) -> Int {
        text.isEmpty ? 0 : Int(whisper_token_count(context, text))
    }

    fileprivate var rawContext: OpaquePointer { context }
}

/// A flag that stops a running decoding pass at whisper.cpp's next check (each graph computation).
public final class AbortFlag: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    /// Asks the running pass, if any, to stop.
    public func abort() { flag.store(true, ordering: .relaxed) }

    /// Whether ``abort()`` was called.
    public var isAborted: Bool { flag.load(ordering: .relaxed) }
}

/// One session's decoding state. Use it from one thread at a time.
public final class DecoderState {
    private let model: WhisperModel
    private let state: OpaquePointer
    /// Tokens the last successful decode produced over all its segments, special tokens and
    /// dropped segments included: the work its decoder paid for, which ``PassWork`` reports.
    public private(set) var decodedTokens = 0
    /// Decoder steps (one token of one decoder) the last decode spent on attempts after its first,
    /// retrying at higher temperatures: work its result does not show.
    public private(set) var retriedSteps = 0

    fileprivate init(model: WhisperModel, state: OpaquePointer) {
        self.model = model
        self.state = state
    }

    deinit { whisper_free_state(state) }

    /// The short name of the model it decodes with.
    public var modelName: String { model.name }

    /// Decodes `samples` (16 kHz mono) and returns the segments whisper.cpp found, with times in
    /// seconds from the start of `samples`. Segments whisper.cpp thinks hold no speech are dropped.
    /// Blocks the calling thread: call it from a thread of its own, never from Swift's cooperative pool.
    public func decode(
        _ samples: [Float], options: DecodingOptions, abort: AbortFlag
    ) throws(WhisperModelError) -> [DecodedSegment] {
        try model.check(language: options.language)
        // whisper.cpp refuses less than 100 ms of audio with an error; there is nothing to say in it.
        guard samples.count >= 1_600 else { return [] }
        return try run(options, audioSeconds: Double(samples.count) / 16_000, abort: abort) { params in
            samples.withUnsafeBufferPointer { buffer in
                whisper_full_with_state(model.rawContext, state, params, buffer.baseAddress, Int32(buffer.count))
            }
        }
    }

    /// Decodes a whole recording as ``decode(_:options:abort:)`` does, with the same result, but
    /// gives `samples` up once whisper.cpp has made their spectrogram, before the pass that needs
    /// the most memory. A recording is many megabytes of samples (6.5 MiB for 106 s), and the pass
    /// reads only the spectrogram; per-token times are the exception, measured on the samples
    /// during the pass, so with them the samples are kept.
    public func decode(
        recording samples: consuming [Float], options: DecodingOptions, abort: AbortFlag
    ) throws(WhisperModelError) -> [DecodedSegment] {
        if options.timestamps && options.tokenTimes { return try decode(samples, options: options, abort: abort) }
        try model.check(language: options.language)
        guard samples.count >= 1_600 else { return [] }
        let audioSeconds = Double(samples.count) / 16_000
        let status = samples.withUnsafeBufferPointer { buffer in
            whisper_pcm_to_mel_with_state(model.rawContext, state, buffer.baseAddress, Int32(buffer.count), Int32(options.threads))
        }
        guard status == 0 else { throw .decodingFailed(code: status) }
        _ = consume samples
        // No samples: whisper.cpp then decodes the spectrogram it holds.
        return try run(options, audioSeconds: audioSeconds, abort: abort) { params in
            whisper_full_with_state(model.rawContext, state, params, nil, 0)
        }
    }

    /// The preceding text's last words that fit the history: whisper.cpp shows the decoder the last
    /// tokens of its prompt, so a longer text would push the vocabulary, which comes first, out.
    private func preceding(_ options: DecodingOptions) -> String {
        var words = options.precedingText.split(separator: " ")
        while !words.isEmpty, model.tokenCount(words.joined(separator: " ")) > options.historyTokens { words.removeFirst() }
        return words.joined(separator: " ")
    }

    /// Runs one pass with `options` over `audioSeconds` of audio through `pass`, which calls
    /// whisper.cpp with the parameters.
    private func run(
        _ options: DecodingOptions, audioSeconds: Double, abort: AbortFlag, _ pass: (whisper_full_params) -> Int32
    ) throws(WhisperModelError) -> [DecodedSegment] {
        var params = whisper_full_default_params(options.beamSize > 1 ? WHISPER_SAMPLING_BEAM_SEARCH : WHISPER_SAMPLING_GREEDY)
        params.n_threads = Int32(options.threads)
        params.print_progress = false
        params.print_realtime = false
        params.print_special = false
        params.print_timestamps = false
        params.no_context = true
        // whisper.cpp shows the decoder the last tokens of the prompt followed by the text before:
        // the history is counted on top of the vocabulary's prompt, or a short one would cut it.
        let prompt = [options.vocabulary.isEmpty ? "" : options.vocabulary.prompt, preceding(options)].filter { !$0.isEmpty }.joined(separator: " ")
        let history = max(options.historyTokens, 0) + (options.historyTokens > 0 ? model.tokenCount(options.vocabulary.prompt) : 0)
        params.n_max_text_ctx = Int32(min(history, DecodingOptions.longestHistory))
        params.single_segment = options.singleSegment
        params.no_timestamps = !options.timestamps
        params.token_timestamps = options.timestamps && options.tokenTimes
        params.suppress_nst = true
        params.audio_ctx = Int32(options.audioContext)
        params.max_tokens = Int32(options.maxTokens)
        params.no_speech_thold = options.noSpeechThreshold
        params.beam_search.beam_size = Int32(max(options.beamSize, 1))
        if !options.temperatureFallback { params.temperature_inc = 0 }
        params.abort_callback = { userData in
            Unmanaged<AbortFlag>.fromOpaque(userData!).takeUnretainedValue().isAborted
        }
        let fallback = FallbackSteps()
        if options.temperatureFallback {
            params.logits_filter_callback = { _, _, _, tokensSoFar, _, userData in
                Unmanaged<FallbackSteps>.fromOpaque(userData!).takeUnretainedValue().step(tokensSoFar: Int(tokensSoFar))
            }
            params.logits_filter_callback_user_data = Unmanaged.passUnretained(fallback).toOpaque()
            params.encoder_begin_callback = { _, _, userData in
                Unmanaged<FallbackSteps>.fromOpaque(userData!).takeUnretainedValue().windowBegins()
                return true
            }
            params.encoder_begin_callback_user_data = params.logits_filter_callback_user_data
        }
        let grammar = options.grammar.map(GrammarRules.init)
        if let grammar {
            params.grammar_rules = grammar.table.baseAddress
            params.n_grammar_rules = grammar.table.count
            params.i_start_rule = 0
        }
        let status: Int32 = withExtendedLifetime((abort, fallback, grammar)) {
            params.abort_callback_user_data = Unmanaged.passUnretained(abort).toOpaque()
            return options.language.withCString { language in
                prompt.withCString { prompt in
                    params.language = language
                    params.initial_prompt = options.vocabulary.isEmpty && options.precedingText.isEmpty ? nil : prompt
                    return pass(params)
                }
            }
        }
        decodedTokens = 0
        retriedSteps = fallback.retried
        if abort.isAborted { throw .aborted }
        guard status == 0 else { throw .decodingFailed(code: status) }
        decodedTokens = (0..<whisper_full_n_segments_from_state(state)).reduce(0) { total, index in
            total + Int(whisper_full_n_tokens_from_state(state, index))
        }
        return params.token_timestamps ? segments().map { $0.fitted(toAudio: audioSeconds) } : segments()
    }

    private func segments() -> [DecodedSegment] {
        (0..<whisper_full_n_segments_from_state(state)).flatMap { index in
            DecodedSegment.phrases(
                (0..<whisper_full_n_tokens_from_state(state, index)).compactMap { item(segment: index, index: $0) },
                start: Double(whisper_full_get_segment_t0_from_state(state, index)) / 100,
                end: Double(whisper_full_get_segment_t1_from_state(state, index)) / 100,
                noSpeechProbability: whisper_full_get_segment_no_speech_prob_from_state(state, index))
        }
    }

    private func item(segment: Int32, index: Int32) -> DecodedSegment.Item? {
        let data = whisper_full_get_token_data_from_state(state, segment, index)
        let timestampBase = whisper_token_beg(model.rawContext)
        // Timestamp tokens follow the other special ones, in steps of 20 ms.
        if data.id >= timestampBase { return .timestamp(Double(data.id - timestampBase) * 0.02) }
        // The other special tokens (start of transcript, end of text, language) sort after the text tokens.
        guard data.id < whisper_token_eot(model.rawContext) else { return nil }
        guard let raw = whisper_full_get_token_text_from_state(model.rawContext, state, segment, index) else { return nil }
        let bytes = Array(UnsafeBufferPointer(start: raw, count: strlen(raw))).map { UInt8(bitPattern: $0) }
        return .text(DecodedToken(
            bytes: bytes, start: Double(data.t0) / 100, end: Double(data.t1) / 100,
            probability: data.p))
    }
}

/// A piece of decoded text, as whisper.cpp split it.
public struct DecodedSegment: Sendable, Equatable {
    /// The text, trimmed.
    public var text: String
    /// Seconds from the start of the decoded audio.
    public var start: Double
    /// Seconds from the start of the decoded audio.
    public var end: Double
    /// whisper.cpp's estimate that this stretch holds no speech at all.
    public var noSpeechProbability: Float
    /// The text tokens with their times.
    public var tokens: [DecodedToken]
    /// Whether whisper.cpp lost track of time over most of this segment's text, so its tokens
    /// were given times by their length (``fitted(toAudio:)``): a decoder that lost its place in
    /// the audio, whose words may not be what was said there.
    public var lostTime = false
}

/// A text token with its time.
public struct DecodedToken: Sendable, Equatable {
    /// The token's UTF-8 bytes; a leading space starts a new word. A multi-byte character may be
    /// split across tokens, so only a run of tokens is decoded to text.
    public var bytes: [UInt8]
    public var start: Double
    public var end: Double
    public var probability: Float
}
