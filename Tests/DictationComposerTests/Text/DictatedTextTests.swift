import DictationComposer
import Testing

@Suite("Where dictated words land")
struct DictatedTextTests {
    @Test func wordsAloneFillAnEmptyField() {
        #expect(DictatedText.join(typed: "", heard: "hello there") == "hello there")
    }

    @Test func wordsFollowTypedTextWithOneSpace() {
        #expect(DictatedText.join(typed: "Hi", heard: "there") == "Hi there")
    }

    @Test(arguments: ["Hi ", "Hi   ", "Hi \t "])
    func trailingSpacesCollapseIntoOne(typed: String) {
        #expect(DictatedText.join(typed: typed, heard: "there") == "Hi there")
    }

    @Test func heardTextIsTrimmed() {
        #expect(DictatedText.join(typed: "Hi", heard: "  there  ") == "Hi there")
    }

    @Test func noSpaceAfterALineBreak() {
        #expect(DictatedText.join(typed: "Hi\n", heard: "there") == "Hi\nthere")
        #expect(DictatedText.join(typed: "Hi\n  ", heard: "there") == "Hi\nthere")
    }

    @Test(arguments: ["", "Hi ", "Hi  \n", "   "])
    func nothingHeardLeavesTheTextAsItWas(typed: String) {
        #expect(DictatedText.join(typed: typed, heard: "") == typed)
        #expect(DictatedText.join(typed: typed, heard: "   ") == typed)
    }

    @Test func blankTypedTextIsReplaced() {
        #expect(DictatedText.join(typed: "  ", heard: "there") == "there")
    }
}

@Suite("The recording time")
struct ElapsedTimeTests {
    @Test func formatsMinutesAndTwoDigitSeconds() {
        #expect(ElapsedTime.format(.zero) == "0:00")
        #expect(ElapsedTime.format(.milliseconds(5_900)) == "0:05")
        #expect(ElapsedTime.format(.seconds(60)) == "1:00")
        #expect(ElapsedTime.format(.seconds(754)) == "12:34")
    }
}
