import Foundation

extension ModelLocator {
    /// Every model a name reaches, in search order; a name found in two folders is the first one's,
    /// as ``locate(_:language:)`` would find it. Files that are not usable whisper.cpp models and
    /// folders that are not Vosk models are left out.
    public func installed() -> [InstalledModel] {
        var seen: Set<String> = []
        var models: [InstalledModel] = []
        for folder in searchPaths {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for file in files.sorted() {
                let url = folder.appendingPathComponent(file)
                let model: InstalledModel?
                if file.hasPrefix("ggml-") && file.hasSuffix(".bin") {
                    model = InstalledModel(name: String(file.dropFirst(5).dropLast(4)), url: url)
                } else if !file.hasPrefix("."), VoskModelCheck.looksLikeModel(url) {
                    model = InstalledModel(voskName: file, url: url)
                } else {
                    model = nil
                }
                guard let model, !model.name.isEmpty, !seen.contains(model.name) else { continue }
                seen.insert(model.name)
                models.append(model)
            }
        }
        return models
    }

    /// The largest installed model that speaks `language`, when the model at `current` does not;
    /// nil when `current` speaks it or no installed model does (whisper.cpp then says why). A Vosk
    /// model counts as the smallest, so it is chosen only for a language no whisper model speaks.
    func model(speaking language: String, instead current: URL) -> URL? {
        guard let file = try? ModelFile(validating: current.path), language != "en", !file.isMultilingual else {
            return nil
        }
        let speakers = installed().filter { $0.speaks(language) }
        // Ties go to the earlier name in the search order, which is stable from run to run.
        return speakers.max { $0.parameterCount < $1.parameterCount }?.url
    }
}
