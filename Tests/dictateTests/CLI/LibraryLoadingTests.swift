import Foundation
import Testing
import TestSupport

/// libpulse, and what it links (X11, D-Bus, systemd), is opened when dictate first talks to the
/// sound server: a file transcription never maps it. The dynamic loader's own log (`LD_DEBUG=libs`)
/// says which libraries a run loaded.
@Suite("PulseAudio loaded only when the sound server is used")
struct LibraryLoadingTests {
    static let loaderLog = ["LD_DEBUG": "libs"]

    @Test("a file transcription does not load libpulse")
    func fileRun() async throws {
        let result = try await DictateBinary.run(["--file", DictateBinary.audio("fox.wav"), "--offline"], environment: Self.loaderLog)
        try #require(result.status == 0, "\(result.standardError.suffix(2_000))")
        #expect(result.standardOutput.lowercased().contains("fox"))
        #expect(result.standardError.contains("libsndfile.so"), "the loader's log is read")
        #expect(!result.standardError.contains("libpulse"))
    }

    @Test("listing devices loads libpulse, and says when no server answers")
    func deviceList() async throws {
        let environment = Self.loaderLog.merging(["PULSE_SERVER": "unix:/nonexistent/dictate-no-server"]) { $1 }
        let result = try await DictateBinary.run(["--list-devices"], environment: environment)
        #expect(result.status == 69)
        #expect(result.standardError.contains("libpulse-simple.so.0"))
        #expect(result.standardError.contains("No PulseAudio or PipeWire sound server is running"))
    }
}
