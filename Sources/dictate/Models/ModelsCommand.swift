import Arguments
import Foundation
import ModelDownload
import SpeechEngine

/// `dictate models` and its subcommands: the one front end over ``ModelStore``, the converter and
/// the downloads.
enum ModelsCommand {
    static func run(_ parsed: ParsedArguments) throws -> Int32 {
        let store = ModelStore()
        let environment = ProcessInfo.processInfo.environment
        switch parsed.commandPath {
        case ["models", "download"]:
            let name = parsed.argument("NAME") ?? ""
            let downloader = try downloader(store: store, baseURL: parsed.value("base-url"), environment: environment)
            var progress = DownloadProgress(name: name, onTerminal: Terminal.isTerminal(STDERR_FILENO))
            let model = try downloader.download(name) { progress.show($0) }
            if progress.onTerminal {
                StandardStreams.err("\r\u{1B}[KInstalled \(name) (\(ModelListing.describe(model))). Use it with --model \(name), "
                                    + "or make it the default with 'dictate models default \(name)'.\n")
            }
            try StandardStreams.out(model.url.path + "\n")
        case ["models", "recommend"]:
            let models = store.installed()
            let figures = speedFigures(of: models, again: parsed.isSet("measure"), environment: environment)
            let catalogue = try ModelCatalogue.current(environment: environment)
            guard let best = ModelSpeeds.recommended(among: models, figures: figures, catalogue: catalogue) else {
                let measured = figures.sorted { $0.key < $1.key }.map { "\($0.key) \(ModelListing.speed($0.value))" }
                throw Failure("No installed model keeps up live on this machine"
                              + (measured.isEmpty ? " (none could be measured)." : ": " + measured.joined(separator: ", ") + "."),
                              exitCode: ExitCode.unavailable)
            }
            try StandardStreams.out("\(best.name)\n")
            StandardStreams.err("\(best.name) decodes at \(ModelListing.factor(figures[best.name] ?? 0)) real time here, the most accurate "
                                + "installed model that keeps up live. Use it with --model \(best.name), or 'dictate models default \(best.name)'.\n")
        case ["models", "import"]:
            let path = parsed.argument("PATH") ?? ""
            let model = try store.importModel(from: URL(fileURLWithPath: path), name: parsed.value("name"),
                                              placement: parsed.isSet("link") ? .link : .copy)
            try StandardStreams.out("Imported \(model.name) (\(ModelListing.describe(model))) into \(model.url.path).\n"
                                    + "Use it with --model \(model.name), or make it the default with 'dictate models default \(model.name)'.\n")
        case ["models", "remove"]:
            let name = parsed.argument("NAME") ?? ""
            try store.remove(name)
            try StandardStreams.out("Removed \(name).\n")
        case ["models", "default"]:
            let name = parsed.argument("NAME") ?? ""
            try store.setDefault(name)
            try StandardStreams.out("\(name) is now the default model (\(store.configuration.url.path)).\n")
        case ["models", "convert"]:
            let folder = URL(fileURLWithPath: parsed.argument("FOLDER") ?? "")
            let output = URL(fileURLWithPath: parsed.argument("OUTPUT") ?? "")
            guard FileManager.default.fileExists(atPath: folder.path) else {
                throw ModelStoreError.sourceNotFound(folder.path)
            }
            try CTranslate2Converter.convert(folder: folder, to: output)
        default:
            let catalogue = try ModelCatalogue.current(environment: environment)
            let downloader = try downloader(store: store, baseURL: nil, environment: environment)
            let models = store.installed()
            let partials = catalogue.entries.reduce(into: [String: Int]()) { partials, entry in
                partials[entry.name] = downloader.partialBytes(of: entry.name)
            }
            let listing = ModelListing(store: store, catalogue: catalogue, figures: speedFigures(of: models, again: parsed.isSet("measure"), environment: environment),
                                       partials: partials)
            switch parsed.value("format") ?? "text" {
            case "json": try StandardStreams.out(listing.json())
            default: try StandardStreams.out(listing.text())
            }
        }
        return ExitCode.success
    }

    /// The downloader for the catalogue in force, from `--base-url`, `DICTATE_MODEL_BASE_URL` or the published location.
    private static func downloader(store: ModelStore, baseURL: String?, environment: [String: String]) throws -> ModelDownloader {
        let base = baseURL ?? environment["DICTATE_MODEL_BASE_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? ModelCatalogue.publishedBaseURL
        return ModelDownloader(catalogue: try ModelCatalogue.current(environment: environment), baseURL: base, store: store,
                               userAgent: "dictate/\(DictateCommand.version)")
    }

    /// How fast each installed whisper model decodes here, measuring (and saying so) those not measured yet.
    private static func speedFigures(of models: [InstalledModel], again: Bool, environment: [String: String]) -> [String: Double] {
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
        let speeds = ModelSpeeds(cache: SpeedCache(environment: environment),
                                 machine: .current(dictateVersion: DictateCommand.version),
                                 sample: SpeedMeasurement.sample(environment: environment, executable: executable))
        return models.reduce(into: [:]) { figures, model in
            figures[model.name] = speeds.figure(for: model, again: again) { model in
                StandardStreams.err("Measuring how fast \(model.name) decodes on this machine (once, a few seconds)…\n")
            }
        }
    }
}
