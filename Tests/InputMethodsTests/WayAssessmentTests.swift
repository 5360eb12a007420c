import DesktopText
import InputMethods
import Testing

@Suite struct WayAssessmentTests {
    @Test func everyCandidateInTheLaddersOrderWithWhyItIsLeftOut() throws {
        let assessed = try WayAssessment.assess(environment: ["WAYLAND_DISPLAY": "wayland-0", "XDG_CURRENT_DESKTOP": "sway"],
                                                installed: ["dotool"], inputMethods: [.inputMethodV2])
        #expect(assessed.map(\.way) == [.inputMethodV2, .ibus, .typer(.wtype), .typer(.ydotool), .typer(.dotool)])
        #expect(assessed.map { $0.unavailable == nil } == [true, false, false, false, true])
        #expect(assessed[1].unavailable?.contains("no ibus-daemon") == true)
        #expect(assessed[2].unavailable == "wtype is not installed")
    }

    @Test func withNothingThereEveryWayHasItsReason() throws {
        let assessed = try WayAssessment.assess(environment: ["DISPLAY": ":0"], installed: [], inputMethods: [])
        #expect(assessed.map(\.way) == [.ibus, .typer(.xdotool)])
        #expect(assessed.allSatisfy { $0.unavailable != nil })
    }

    @Test func outsideAGraphicalSessionThereIsNoLadder() {
        #expect(throws: DesktopTextError.noDisplay) {
            try WayAssessment.assess(environment: [:], installed: Set(Typer.programs), inputMethods: [.ibus])
        }
    }
}
