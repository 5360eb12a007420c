import Arguments
import Foundation
import SpeechEngine

/// `dictate models` and its subcommands: the one front end over ``ModelStore`` and the converter.
enum ModelsCommand {
    static func run(_ parsed: ParsedArguments) throws -> Int32 {
        let store = ModelStore()
        switch parsed.commandPath {
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
            let listing = ModelListing(store: store)
            switch parsed.value("format") ?? "text" {
            case "json": try StandardStreams.out(listing.json())
            default: try StandardStreams.out(listing.text())
            }
        }
        return ExitCode.success
    }
}
