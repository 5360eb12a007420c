import Foundation

extension ModelLocator {
    /// Every model a name reaches, in search order; a name found in two folders is the first one's,
    /// as ``locate(_:language:)`` would find it. Files that are not usable models are left out.
    public func installed() -> [InstalledModel] {
        var seen: Set<String> = []
        var models: [InstalledModel] = []
        for folder in searchPaths {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for file in files.sorted() where file.hasPrefix("ggml-") && file.hasSuffix(".bin") {
                let name = String(file.dropFirst(5).dropLast(4))
                guard !name.isEmpty, !seen.contains(name),
                      let model = InstalledModel(name: name, url: folder.appendingPathComponent(file)) else { continue }
                seen.insert(name)
                models.append(model)
            }
        }
        return models
    }

    /// The largest installed model that speaks `language`, when the model at `current` does not;
    /// nil when `current` speaks it or no installed model does (whisper.cpp then says why).
    func model(speaking language: String, instead current: URL) -> URL? {
        guard let file = try? ModelFile(validating: current.path), language != "en", !file.isMultilingual else {
            return nil
        }
        let speakers = installed().filter { $0.speaks(language) }
        // Ties go to the earlier name in the search order, which is stable from run to run.
        return speakers.max { $0.parameterCount < $1.parameterCount }?.url
    }
}
