import Foundation
import ModelDownload
import Testing

@Suite("the model catalogue")
struct CatalogueTests {
    @Test("the published catalogue has every size the issue names, with sums where whisper.cpp publishes them")
    func publishedNames() throws {
        let names = Set(ModelCatalogue.published.entries.map(\.name))
        for name in ["tiny", "tiny.en", "base", "base.en", "small", "small.en", "medium", "medium.en", "large-v3",
                     "large-v3-turbo", "large-v3-turbo-q5_0", "large-v3-turbo-q8_0", "small-q8_0"] {
            #expect(names.contains(name), "\(name) missing from \(names.sorted())")
        }
        let base = try #require(ModelCatalogue.published.entry(named: "base.en"))
        #expect(base.sha1?.count == 40 && !base.multilingual && base.approximateBytes == 142 << 20)
        #expect(ModelCatalogue.published.entries.allSatisfy { $0.sha1 == nil || $0.approximateBytes != nil })
    }

    @Test("entries are ordered from the least accurate to the most")
    func accuracyOrder() throws {
        let order = ModelCatalogue.published.entries.map(\.name)
        func position(_ name: String) throws -> Int { try #require(order.firstIndex(of: name)) }
        #expect(try position("tiny") < position("tiny.en"))
        #expect(try position("tiny.en") < position("base"))
        #expect(try position("small-q5_1") < position("small-q8_0"))
        #expect(try position("small-q8_0") < position("small"))
        #expect(try position("medium.en") < position("large-v3-turbo"))
        #expect(try position("large-v3-turbo") < position("large-v3"))
    }

    @Test("DICTATE_MODEL_CATALOGUE replaces the published catalogue; a bad file is an error naming it")
    func catalogueFromFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("catalogue.json")
        try Data(#"[{"name": "test", "approximateBytes": 10, "sha1": "abc", "multilingual": false}]"#.utf8).write(to: file)
        let catalogue = try ModelCatalogue.current(environment: ["DICTATE_MODEL_CATALOGUE": file.path])
        #expect(catalogue.entries == [CatalogueEntry(name: "test", approximateBytes: 10, sha1: "abc", multilingual: false)])
        #expect(try ModelCatalogue.current(environment: [:]) == .published)
        try Data("{".utf8).write(to: file)
        #expect {
            try ModelCatalogue.current(environment: ["DICTATE_MODEL_CATALOGUE": file.path])
        } throws: { error in
            guard case .catalogueUnreadable(let path, _) = error as? DownloadError else { return false }
            return path == file.path
        }
    }
}
