import DictationComposer
import Testing

@Suite("The terminal's background colour answer")
struct BackgroundReportTests {
    @Test func fourDigitChannelsAreScaledToBytes() {
        #expect(BackgroundReport.color(fromAnswer: "11;rgb:ffff/ffff/ffff") == RGBColor(red: 255, green: 255, blue: 255))
        #expect(BackgroundReport.color(fromAnswer: "11;rgb:0000/8080/f0f0") == RGBColor(red: 0, green: 128, blue: 240))
    }

    @Test func everyChannelWidthFromOneToFourDigitsScalesToItsOwnMaximum() {
        #expect(BackgroundReport.color(fromAnswer: "11;rgb:f/8/0") == RGBColor(red: 255, green: 136, blue: 0))
        #expect(BackgroundReport.color(fromAnswer: "11;rgb:ff/80/1e") == RGBColor(red: 255, green: 128, blue: 30))
        #expect(BackgroundReport.color(fromAnswer: "11;rgb:fff/800/000") == RGBColor(red: 255, green: 128, blue: 0))
        #expect(BackgroundReport.color(fromAnswer: "11;rgb:FFFF/0/1e1e") == RGBColor(red: 255, green: 0, blue: 30))
    }

    @Test func otherAnswersAreIgnored() {
        for answer in ["10;rgb:ffff/ffff/ffff", "11;rgba:ffff/ffff/ffff/ffff", "11;white", "11;rgb:ffff/ffff",
                       "11;rgb:ffff/ffff/ffff/ffff", "11;rgb:fffff/0/0", "11;rgb:ff/gg/00", "11;rgb://", "11;?"] {
            #expect(BackgroundReport.color(fromAnswer: answer) == nil, "\(answer)")
        }
    }
}
