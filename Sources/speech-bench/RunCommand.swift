import Arguments
import Benchmark
import Foundation
import SpeechEngine

/// `speech-bench run`: transcribes every clip of the folders and writes the report.
@MainActor
struct RunCommand {
    enum Mode: String {
        case offline, stream
    }

    let directories: [String]
    let mode: Mode
    let pace: StreamPace
    let model: String
    let options: EngineOptions
    let tailSeconds: Double
    /// What charges each pass in modeled pacing.
    let calibration: Calibration?
    /// The live model's calibration, for modeled pacing with `--live-model`.
    let liveCalibration: Calibration?
    /// The streaming passes, by role.
    let passes = PassTotals()
    /// How many times the calibration's cost each modeled pass is charged.
    let costScale: Double
    /// Whether to print the engine's diagnostics and every transcript shown.
    let verbose: Bool
    let label: String?
    let jsonPath: String?
    let markdownPath: String?
    let hypothesisPath: String?

    init(_ parsed: ParsedArguments) throws {
        directories = parsed.arguments("DIR")
        mode = try parsed.value("mode", as: Mode.self) ?? .offline
        pace = try parsed.value("pace", as: StreamPace.self) ?? .realtime
        model = parsed.value("model") ?? ModelLocator.defaultName
        var options = EngineOptions(model: model)
        options.decoding.threads = try parsed.int("threads", in: 1...64) ?? DecodingOptions.defaultThreads
        options.decoding.language = parsed.value("language") ?? "en"
        if let words = parsed.value("words") {
            guard let text = try? String(contentsOfFile: words, encoding: .utf8) else { throw VocabularyFileError(path: words) }
            options.decoding.vocabulary = VocabularyFile(text: text).vocabulary
        }
        var streaming = StreamingConfiguration(settling: try parsed.value("settle", as: Settling.self) ?? .quick)
        // Their defaults in --help are quick's: only given, they override --settle's.
        if parsed.isGiven("settle-pause") { streaming.settlePause = try parsed.double("settle-pause", in: 0...30) ?? streaming.settlePause }
        if parsed.isGiven("max-window") { streaming.maximumWindow = try parsed.double("max-window", in: 1...30) ?? streaming.maximumWindow }
        streaming.voiceGate = try parsed.value("voice-gate", as: VoiceGateKind.self) ?? streaming.voiceGate
        // Asked for by name, Silero must be there: a silent fallback to energy would mislabel the run.
        if streaming.voiceGate != .energy { _ = try SileroModel(locating: streaming.sileroModel) }
        options.streaming = streaming
        // A Vosk model decodes as the audio arrives: there is no whole-recording pass to time.
        if mode == .offline, ModelLocator().voskFolder(model, language: options.decoding.language) != nil {
            throw ArgumentError.invalidValue(option: "mode", value: "offline", expected: "stream, for the Vosk model \(model)")
        }
        if mode == .offline {
            // Timed, as the streaming passes are, so both sides decode the same way.
            options.decoding = options.decoding.forWholeRecording(timestamps: true)
        }
        verbose = parsed.isSet("verbose")
        if verbose {
            options.logger = Logger { level, subsystem, message in
                FileHandle.standardError.write(Data("[\(subsystem)] \(level): \(message)\n".utf8))
            }
        }
        if let live = parsed.value("live-model") {
            guard mode == .stream, !options.streaming.closingPassSettles else {
                throw ArgumentError.invalidValue(option: "live-model", value: live, expected: "--mode stream --settle accurate, where live passes only show words")
            }
            options.liveModel = live
        }
        let passes = passes
        options.passReports = { passes.add($0) }
        self.options = options
        tailSeconds = try parsed.double("tail", in: 0...60) ?? 2
        calibration = try Self.calibration(parsed, pace: pace)
        liveCalibration = options.liveModel == nil ? nil : try Self.calibration(parsed, pace: pace, option: "live-cost")
        costScale = try parsed.double("cost-scale", in: 0.1...10) ?? 1
        label = parsed.value("label")
        jsonPath = parsed.value("json")
        markdownPath = parsed.value("markdown")
        hypothesisPath = parsed.value("hyp-out")
    }

    func run() async throws {
        let fixtures = try loadFixtures()
        let (results, failures) = switch mode {
        case .offline: (try runOffline(fixtures), [String]())
        case .stream: try await runStreaming(fixtures)
        }

        let report = BenchmarkReport(label: label ?? defaultLabel, files: results,
                                     peakResidentBytes: ProcessResources.peakResidentBytes())
        let markdown = report.markdown() + RunNotes(mode: mode, pace: pace, options: options, tailSeconds: tailSeconds,
                                                    calibration: calibration, costScale: costScale, directories: directories, results: results,
                                                    failures: failures, passes: passes).markdown()
        if let markdownPath {
            try OutputFile.write(Data(markdown.utf8), to: markdownPath)
        } else {
            print(markdown, terminator: "")
        }
        if let jsonPath { try OutputFile.write(report.jsonData(), to: jsonPath) }
        if let hypothesisPath { try HypothesisFile.write(results, to: hypothesisPath) }
    }

    private func runOffline(_ fixtures: [Fixture]) throws -> [FileResult] {
        let path = try ModelLocator().locate(model, language: options.decoding.language).path
        let runner = OfflineRunner(model: try WhisperModel(path: path, logger: options.logger), options: options.decoding)
        return try fixtures.enumerated().map { index, fixture in
            do {
                return progress(index, of: fixtures.count, try runner.run(fixture))
            } catch {
                throw ClipFailure(file: fixture.name, underlying: error)
            }
        }
    }

    /// Streams every clip; returns the results and, as "clip: error", the sessions that failed.
    private func runStreaming(_ fixtures: [Fixture]) async throws -> ([FileResult], [String]) {
        var runner = StreamingRunner(options: options, pace: pace, tailSeconds: tailSeconds)
        runner.passClock = calibration?.fit.model.scaled(by: costScale).clock
        if let main = runner.passClock, let live = liveCalibration?.fit.model.scaled(by: costScale).clock,
           let liveModel = options.liveModel {
            // Each model's passes are charged from its own calibration.
            let liveName = try WhisperModel.name(of: ModelLocator().locate(liveModel, language: options.decoding.language).path)
            runner.passClock = PassClock { work in work.model == liveName ? live.charge(work) : main.charge(work) }
        }
        if verbose {
            runner.observer = { time, text in
                FileHandle.standardError.write(Data(String(format: "[shown] %7.2f s  %@\n", time, text).utf8))
            }
        }
        try await runner.warmUp()
        passes.reset()
        var results: [FileResult] = []
        var failures: [String] = []
        for (index, fixture) in fixtures.enumerated() {
            let outcome: StreamingRunner.Outcome
            do {
                outcome = try await runner.run(fixture)
            } catch {
                throw ClipFailure(file: fixture.name, underlying: error)
            }
            results.append(progress(index, of: fixtures.count, outcome.result))
            if let failure = outcome.failure {
                failures.append("\(fixture.name): \(failure)")
                FileHandle.standardError.write(Data("warning: \(fixture.name): the session failed: \(failure)\n".utf8))
            }
        }
        return (results, failures)
    }

    /// The calibration named by `--cost`, which modeled pacing cannot do without.
    private static func calibration(_ parsed: ParsedArguments, pace: StreamPace, option: String = "cost") throws -> Calibration? {
        guard pace == .modeled else { return nil }
        guard let path = parsed.value(option) else {
            throw ArgumentError.missingValue(option: "--\(option)", expected: "the JSON file of 'speech-bench calibrate' for --pace modeled")
        }
        do {
            return try Calibration(json: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw CalibrationFileError(path: path, reason: error.localizedDescription)
        }
    }

    /// The clips of every folder. With several folders, names are prefixed with the folder's name
    /// so they stay apart; with one they stay as its manifest writes them, which `wer.py` needs.
    private func loadFixtures() throws -> [Fixture] {
        let sets = try directories.map { directory throws(FixtureSetError) in try FixtureSet.load(from: directory) }
        guard sets.count > 1 else { return sets.first?.fixtures ?? [] }
        return sets.flatMap { set in
            let folder = URL(fileURLWithPath: set.directory).lastPathComponent
            return set.fixtures.map { Fixture(name: folder + "/" + $0.name, audioPath: $0.audioPath, reference: $0.reference) }
        }
    }

    private var defaultLabel: String {
        // A name such as "tiny.en" has no extension to drop; only a file's ".bin" goes.
        let file = URL(fileURLWithPath: model).lastPathComponent
        let modelName = (file.hasSuffix(".bin") ? String(file.dropLast(4)) : file).replacingOccurrences(of: "ggml-", with: "")
        let folders = directories.map { URL(fileURLWithPath: $0).standardizedFileURL.lastPathComponent }
        let how = mode == .offline ? "offline" : "stream \(pace.rawValue)"
        let words = options.decoding.vocabulary.isEmpty ? "" : ", \(options.decoding.vocabulary.entries.count) words"
        return "\(modelName) \(how), \(options.decoding.threads) threads\(words), " + folders.joined(separator: "+")
    }

    /// Reports one finished clip on standard error, so long runs show they are alive.
    private func progress(_ index: Int, of count: Int, _ result: FileResult) -> FileResult {
        let wer = result.wordErrorRate.map { String(format: "WER %.1f %%", $0 * 100) }
            ?? "\(result.hallucinatedWords) hallucinated"
        let line = String(format: "[%d/%d] %@: %.1f s audio, %.2f s, %@\n", index + 1, count, result.file,
                          result.audioSeconds, result.decodeSeconds, wer)
        FileHandle.standardError.write(Data(line.utf8))
        return result
    }
}

/// A `--words` file that can't be read.
struct VocabularyFileError: Error, CustomStringConvertible {
    let path: String

    var description: String { "cannot read the vocabulary \(path)" }
}
