import Testing
@testable import SpeechEngine

@Suite("Decoding options for a whole recording")
struct DecodingOptionsTests {
    @Test("a whole recording gets a short history and no per-token times; the rest is kept")
    func wholeRecording() {
        var options = DecodingOptions()
        options.language = "de"
        options.beamSize = 3
        options.vocabulary = Vocabulary(["Guten Tag"])
        let whole = options.forWholeRecording(timestamps: false)
        #expect(whole.historyTokens == DecodingOptions.wholeRecordingHistory)
        #expect(whole.historyTokens < DecodingOptions().historyTokens)
        #expect(!whole.timestamps)
        #expect(!whole.tokenTimes)
        #expect(whole.language == "de" && whole.beamSize == 3 && whole.vocabulary == Vocabulary(["Guten Tag"]))
        #expect(options.forWholeRecording(timestamps: true).timestamps)
    }

    @Test("passes other than a whole recording's keep whisper.cpp's longest history")
    func streamingHistory() {
        #expect(DecodingOptions().historyTokens == DecodingOptions.longestHistory)
        #expect(DecodingOptions.longestHistory == 224)
    }
}
