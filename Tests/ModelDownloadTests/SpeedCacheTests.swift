import Foundation
import ModelDownload
import Testing

@Suite("speed figures are kept per model file, machine and build")
struct SpeedCacheTests {
    @Test("a figure is found again only for the same model on the same machine and build")
    func keepsPerFingerprint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speeds-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = SpeedCache(url: folder.appendingPathComponent("dictate/model-speeds.json"))
        let here = MachineFingerprint(processor: "Test CPU | avx2 fma", cores: 2, build: "whisper.cpp 1.8.5, dictate 0.1.0")
        cache.keep(7.5, for: "/m/ggml-base.bin 1 2", on: here)
        cache.keep(20, for: "/m/ggml-tiny.en.bin 1 2", on: here)
        #expect(cache.figure(for: "/m/ggml-base.bin 1 2", on: here) == 7.5)
        #expect(cache.figure(for: "/m/ggml-tiny.en.bin 1 2", on: here) == 20)

        var otherCores = here
        otherCores.cores = 4
        var otherFlags = here
        otherFlags.processor = "Test CPU | avx2 avx512f fma"
        var otherBuild = here
        otherBuild.build = "whisper.cpp 1.8.6, dictate 0.1.0"
        for other in [otherCores, otherFlags, otherBuild] {
            #expect(cache.figure(for: "/m/ggml-base.bin 1 2", on: other) == nil, "\(other)")
        }
        #expect(cache.figure(for: "/m/ggml-base.bin 1 3", on: here) == nil)

        cache.keep(9, for: "/m/ggml-base.bin 1 2", on: otherBuild)
        #expect(cache.figure(for: "/m/ggml-base.bin 1 2", on: otherBuild) == 9)
        #expect(cache.figure(for: "/m/ggml-base.bin 1 2", on: here) == nil)
        #expect(cache.figure(for: "/m/ggml-tiny.en.bin 1 2", on: here) == 20)
    }
}
