import Foundation
import LiveStatus
import Testing
import TestSupport

@Suite(.ownThread) struct WAVWriterTests {
    @Test func theFileIsReadableAfterEveryAppend() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/take.wav"
        let writer = try WAVWriter(path: path)
        #expect(try WAVFile(contentsOf: path).samples.isEmpty)

        try writer.append([0, 0.5, -0.5, 1, -1])
        // Not closed: as a crash would leave it.
        let partial = try WAVFile(contentsOf: path)
        #expect(partial.samples == [0, 16384, -16384, 32767, -32767])
        #expect((partial.channels, partial.sampleRate, partial.bitsPerSample) == (1, 16_000, 16))

        try writer.append([2, .nan])
        try writer.close()
        try writer.append([0.25])
        #expect(try WAVFile(contentsOf: path).samples.suffix(2) == [32767, 0])
        #expect(writer.sampleCount == 7)
    }
}
