import Arguments
import Foundation
import SpeechEngine

/// The engine choices shared by every command that transcribes: model, language, threads, device, cap.
struct EngineSettings {
    var options: EngineOptions
    var language: String
    var maxDuration: Duration
    var maxDurationGiven: Bool
    /// Whether one-minute requests are chained into one long recording (`--continuous`).
    var continuous: Bool
    var verbose: Bool
    /// `--settle`, when given; otherwise each front end chooses (``settle(showingTentative:)``).
    var settling: Settling?
    /// `--live-model`, else the settings file's `live-model` line: a model, or `none`; `nil` when
    /// neither says, for the smallest installed model when the chosen one is markedly larger.
    var liveModelRequest: String?
    /// Where the live model asked for by name or path was found, looked up once when the settings
    /// are read so that a missing one is refused before anything starts.
    private var requestedLiveModel: URL?

    /// The settings file's key for the live model.
    static let liveModelKey = "live-model"

    init(_ parsed: ParsedArguments) throws {
        options = EngineOptions(model: parsed.value("model"), device: parsed.value("device"))
        language = parsed.value("language") ?? "en"
        guard language.count >= 2, language.count <= 3, language.allSatisfy(\.isLetter) else {
            throw Failure("--language takes a whisper language code such as en, de or fr, not \"\(language)\".", exitCode: ExitCode.usage)
        }
        if let threads = try parsed.int("threads", in: 1...64) { options.decoding.threads = threads }
        options.streaming.voiceGate = try parsed.value("voice-gate", as: VoiceGateKind.self) ?? options.streaming.voiceGate
        // Asked for by name, Silero must be there; by default, the engine falls back to the energy gate.
        if parsed.isGiven("voice-gate"), options.streaming.voiceGate != .energy {
            _ = try SileroModel(locating: options.streaming.sileroModel)
        }
        let seconds = try parsed.double("max-duration", in: 1...86_400) ?? 60
        maxDuration = .milliseconds(Int64(seconds * 1000))
        // The default counts as not given: a --continuous dictation then goes on until stopped.
        maxDurationGiven = parsed.isGiven("max-duration")
        continuous = parsed.isSet("continuous")
        if maxDuration > defaultMaxDuration, !continuous {
            throw Failure("--max-duration \(parsed.value("max-duration") ?? "") is over the one-minute cap on a request; "
                          + "add --continuous to dictate longer, or give 60 seconds or less.", exitCode: ExitCode.usage)
        }
        options.maxDuration = min(maxDuration, defaultMaxDuration)
        options.decoding.language = language
        options.decoding.vocabulary = try VocabularyStore.load(parsed.value("words"))
        settling = try parsed.value("settle", as: Settling.self)
        liveModelRequest = parsed.value("live-model") ?? UserConfiguration().value(Self.liveModelKey)
        if parsed.value("live-model").map({ $0 != "none" }) == true, settling == .quick {
            throw Failure("--live-model applies when settling accurate: settling quick settles the words the live passes heard.", exitCode: ExitCode.usage)
        }
        if let name = liveModelRequest, name != "none" { requestedLiveModel = try ModelLocator().locate(name, language: language) }
        verbose = parsed.isSet("verbose")
        if verbose {
            options.logger = Logger { level, subsystem, message in
                StandardStreams.err("[\(subsystem)] \(level): \(message)\n")
            }
        }
    }

    /// Settles as `--settle` says or, without it, `accurate` where the tentative words are shown
    /// where the text goes (the person sees every word as it is heard, so how right the text is when
    /// it settles matters more than how soon), and `quick` where only settled text appears.
    ///
    /// Settling `accurate`, the live passes get a model of their own (``liveModel``).
    mutating func settle(showingTentative: Bool) {
        let settling = settling ?? (showingTentative ? .accurate : .quick)
        options.streaming.settle(settling)
        options.liveModel = settling == .accurate ? liveModel : nil
    }

    /// The live model asked for, or else the smallest installed one when the chosen model is
    /// markedly larger (``LiveModelChoice``); `nil` for the chosen model alone.
    private var liveModel: String? {
        let store = ModelStore()
        guard liveModelRequest != "none", let url = try? store.locator.locate(options.model, language: language) else { return nil }
        let live: URL
        if let requestedLiveModel {
            live = requestedLiveModel
        } else {
            guard let chosen = InstalledModel(name: url.lastPathComponent, url: url),
                  let smallest = LiveModelChoice.live(for: chosen, among: store.installed(), language: language) else { return nil }
            live = smallest.url
        }
        return live.resolvingSymlinksInPath() == url.resolvingSymlinksInPath() ? nil : live.path
    }

    /// The transcription to use: live speech, or a scripted one when `DICTATE_TRANSCRIPTION=scripted:TEXT`
    /// is set (for demos and end-to-end tests on machines without a microphone).
    func transcription(source: AudioSource? = nil, options: EngineOptions? = nil) -> Transcription {
        if let scriptedText { return transcription(scripted: scriptedText) }
        let options = options ?? self.options
        if let source { return .live(source: source, options: options) }
        return .speech(locale: Locale(identifier: language), options: options)
    }

    /// The text of `DICTATE_TRANSCRIPTION=scripted:TEXT`, when set.
    var scriptedText: String? {
        guard let value = ProcessInfo.processInfo.environment["DICTATE_TRANSCRIPTION"], value.hasPrefix("scripted:") else {
            return nil
        }
        return String(value.dropFirst("scripted:".count))
    }

    /// A scripted speaker saying `text`, one request's worth at most.
    func transcription(scripted text: String) -> Transcription {
        .scripted(text, wordsPerSecond: 8, maxDuration: options.maxDuration)
    }
}
