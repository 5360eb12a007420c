import Foundation

/// Reads a `manifest.tsv` fixture list.
enum ManifestReader {
    static let requiredColumns = ["file", "transcript"]

    static func read(_ manifest: URL) throws(FixtureSetError) -> [Fixture] {
        let records = TabSeparatedRecords.parse(try manifest.readText())
        let header = records.first?.fields.map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        let missing = requiredColumns.filter { !header.contains($0) }
        guard missing.isEmpty, let fileColumn = header.firstIndex(of: "file"),
              let transcriptColumn = header.firstIndex(of: "transcript") else {
            throw .missingColumns(missing, manifest: manifest.path)
        }
        let needed = max(fileColumn, transcriptColumn) + 1
        let directory = manifest.deletingLastPathComponent()

        var fixtures: [Fixture] = []
        for record in records.dropFirst() {
            guard record.fields.count >= needed else {
                throw .shortRow(manifest: manifest.path, line: record.line, fields: record.fields.count, needed: needed)
            }
            let name = record.fields[fileColumn]
            let audio = name.hasPrefix("/") ? URL(fileURLWithPath: name) : directory.appendingPathComponent(name)
            guard !name.isEmpty, FileManager.default.fileExists(atPath: audio.path) else {
                throw .missingAudio(path: audio.path, listedIn: manifest.path, line: record.line)
            }
            fixtures.append(Fixture(name: name, audioPath: audio.path, reference: record.fields[transcriptColumn]))
        }
        return fixtures
    }
}
