import DesktopText
import Testing

@Suite struct TyperChoiceTests {
    let wayland = ["WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"]
    let xwayland = ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0", "XDG_SESSION_TYPE": "wayland"]
    let x11 = ["DISPLAY": ":0", "XDG_SESSION_TYPE": "x11"]
    let all = Set(Typer.programs)

    @Test func waylandPrefersWtypeThenYdotoolThenDotoolThenXdotoolUnderXWayland() throws {
        #expect(try Typer.choose(environment: xwayland, installed: all) == .wtype)
        #expect(try Typer.choose(environment: xwayland, installed: ["ydotool", "dotool", "xdotool"]) == .ydotool)
        #expect(try Typer.choose(environment: xwayland, installed: ["dotool", "xdotool"]) == .dotool)
        #expect(try Typer.choose(environment: xwayland, installed: ["xdotool"]) == .xdotool)
    }

    @Test func xdotoolIsNoChoiceOnWaylandWithoutXWayland() {
        #expect(throws: DesktopTextError.noTyper(.wayland)) { try Typer.choose(environment: wayland, installed: ["xdotool"]) }
    }

    @Test func x11HasXdotoolAlone() throws {
        #expect(try Typer.choose(environment: x11, installed: all) == .xdotool)
        #expect(throws: DesktopTextError.noTyper(.x11)) { try Typer.choose(environment: x11, installed: ["wtype", "ydotool"]) }
    }

    @Test func theSocketVariableBeatsTheSessionType() throws {
        #expect(try Typer.choose(environment: ["DISPLAY": ":1", "XDG_SESSION_TYPE": "wayland"], installed: all) == .xdotool)
        #expect(try Typer.choose(environment: ["XDG_SESSION_TYPE": "wayland"], installed: all) == .wtype)
    }

    @Test func noSessionIsAnErrorOfItsOwn() {
        #expect(throws: DesktopTextError.noDisplay) { try Typer.choose(environment: [:], installed: all) }
    }

    @Test func nothingInstalledNamesThePackageAndExitsUnavailable() {
        #expect(DesktopTextError.noTyper(.wayland).description.contains("apt install wtype"))
        #expect(DesktopTextError.noTyper(.x11).description.contains("apt install xdotool"))
        #expect(DesktopTextError.noTyper(.wayland).exitStatus == 69)
    }

    @Test func aRequestedTyperOverridesTheOrder() throws {
        #expect(try Typer.choose(environment: xwayland, installed: all, requested: "dotool") == .dotool)
        #expect(try Typer.choose(environment: [:], installed: all, requested: "xdotool") == .xdotool)
    }

    @Test func aRequestedTyperMustBeKnownAndInstalled() {
        #expect(throws: DesktopTextError.unknownTyper("xdo")) { try Typer.choose(environment: x11, installed: all, requested: "xdo") }
        #expect(DesktopTextError.unknownTyper("xdo").exitStatus == 64)
        #expect(throws: DesktopTextError.typerNotInstalled(.wtype)) {
            try Typer.choose(environment: wayland, installed: ["ydotool"], requested: "wtype")
        }
        #expect(DesktopTextError.typerNotInstalled(.wtype).description.contains("apt install wtype"))
    }
}
