@testable import Arguments
import Testing

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0), ("abc", "", 3), ("", "ab", 2), ("model", "model", 0),
        ("modle", "model", 1), ("mdel", "model", 1), ("modell", "model", 1), ("mxdel", "model", 1),
        ("kitten", "sitting", 3), ("Model", "model", 0),
    ] as [(String, String, Int)])
    func distance(a: String, b: String, expected: Int) {
        #expect(EditDistance.distance(a, b) == expected)
        #expect(EditDistance.distance(b, a) == expected)
    }

    @Test func closestPrefersTheNearestAndEarliest() {
        #expect(EditDistance.closest(to: "--formt", among: ["--model", "--format", "--form"]) == "--format")
        #expect(EditDistance.closest(to: "ab", among: ["ac", "ad"]) == "ac")
    }

    @Test func closestRejectsDistantWords() {
        #expect(EditDistance.closest(to: "--xyz", among: ["--help", "--model"]) == nil)
        #expect(EditDistance.closest(to: "abc", among: []) == nil)
    }
}
