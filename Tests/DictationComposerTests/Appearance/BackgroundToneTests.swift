import DictationComposer
import Testing

@Suite("Light or dark background")
struct BackgroundToneTests {
    @Test func brightColoursAreLightAndDimOnesDark() {
        #expect(BackgroundTone(background: RGBColor(red: 255, green: 255, blue: 255)) == .light)
        #expect(BackgroundTone(background: RGBColor(red: 253, green: 246, blue: 227)) == .light)
        #expect(BackgroundTone(background: RGBColor(red: 192, green: 192, blue: 192)) == .light)
        #expect(BackgroundTone(background: RGBColor(red: 0, green: 0, blue: 0)) == .dark)
        #expect(BackgroundTone(background: RGBColor(red: 0, green: 43, blue: 54)) == .dark)
        #expect(BackgroundTone(background: RGBColor(red: 40, green: 40, blue: 40)) == .dark)
    }

    @Test func greenWeighsMoreThanBlue() {
        // The same channel value reads far brighter in green than in blue.
        #expect(BackgroundTone(background: RGBColor(red: 0, green: 200, blue: 0)) == .light)
        #expect(BackgroundTone(background: RGBColor(red: 0, green: 0, blue: 200)) == .dark)
    }

    @Test func theSwitchIsWhereBlackAndWhiteTextContrastEqually() {
        #expect(BackgroundTone(background: RGBColor(red: 117, green: 117, blue: 117)) == .dark)
        #expect(BackgroundTone(background: RGBColor(red: 118, green: 118, blue: 118)) == .light)
    }

    @Test func colorFGBGTakesTheLastFieldAsTheBackground() {
        #expect(BackgroundTone(colorFGBG: "0;15") == .light)
        #expect(BackgroundTone(colorFGBG: "15;0") == .dark)
        #expect(BackgroundTone(colorFGBG: "0;default;15") == .light)
        #expect(BackgroundTone(colorFGBG: "15;default;0") == .dark)
    }

    @Test func colorFGBGIndexesSevenAndNineToFifteenAreLight() {
        let light = (0...15).filter { BackgroundTone(colorFGBG: "0;\($0)") == .light }
        let dark = (0...15).filter { BackgroundTone(colorFGBG: "15;\($0)") == .dark }
        #expect(light == [7, 9, 10, 11, 12, 13, 14, 15])
        #expect(dark == [0, 1, 2, 3, 4, 5, 6, 8])
    }

    @Test func colorFGBGWithoutAUsableIndexSaysNothing() {
        for value in ["", "15;default", "15;16", "15;-1", "light", "15;7 ", "0;15;"] {
            #expect(BackgroundTone(colorFGBG: value) == nil, "\(value)")
        }
    }

    @Test func theReportedColourComesBeforeColorFGBG() {
        let white = RGBColor(red: 255, green: 255, blue: 255)
        #expect(BackgroundTone.detected(reported: white, colorFGBG: "15;0") == .light)
        #expect(BackgroundTone.detected(reported: nil, colorFGBG: "0;15") == .light)
        #expect(BackgroundTone.detected(reported: nil, colorFGBG: "15;0") == .dark)
        #expect(BackgroundTone.detected(reported: nil, colorFGBG: "15;default") == nil)
        #expect(BackgroundTone.detected(reported: nil, colorFGBG: nil) == nil)
    }
}
