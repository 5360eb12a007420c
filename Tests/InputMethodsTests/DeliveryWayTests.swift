import DesktopText
@testable import InputMethods
import Testing

@Suite struct DeliveryWayTests {
    static let all = Set(Typer.programs)
    static let both: Set<DeliveryWay> = [.ibus, .inputMethodV2]

    @Test func x11TriesIBusThenXdotool() throws {
        #expect(try DeliveryWay.order(environment: ["DISPLAY": ":0"], installed: Self.all, inputMethods: Self.both)
                == [.ibus, .typer(.xdotool)])
    }

    @Test func wlrootsTriesTheCompositorsInputMethodThenIBusThenTheInstalledTypers() throws {
        let ways = try DeliveryWay.order(environment: ["WAYLAND_DISPLAY": "wayland-0", "XDG_CURRENT_DESKTOP": "sway"],
                                         installed: ["wtype", "dotool"], inputMethods: Self.both)
        #expect(ways == [.inputMethodV2, .ibus, .typer(.wtype), .typer(.dotool)])
    }

    @Test func gnomeOnWaylandTriesIBusFirst() throws {
        let ways = try DeliveryWay.order(environment: ["WAYLAND_DISPLAY": "wayland-0", "XDG_CURRENT_DESKTOP": "ubuntu:GNOME"],
                                         installed: ["wtype"], inputMethods: Self.both)
        #expect(ways == [.ibus, .inputMethodV2, .typer(.wtype)])
    }

    @Test func aRequestedTyperIsTheOnlyWay() throws {
        #expect(try DeliveryWay.order(environment: ["WAYLAND_DISPLAY": "wayland-0"], installed: Self.all, requested: "ydotool",
                                      inputMethods: Self.both)
                == [.typer(.ydotool)])
    }

    @Test func inputMethodsTheSessionLacksAreLeftOut() throws {
        #expect(try DeliveryWay.order(environment: ["DISPLAY": ":0"], installed: Self.all, inputMethods: []) == [.typer(.xdotool)])
        #expect(try DeliveryWay.order(environment: ["WAYLAND_DISPLAY": "wayland-1"], installed: ["wtype"], inputMethods: [.inputMethodV2])
                == [.inputMethodV2, .typer(.wtype)])
    }

    @Test func withNoTyperInstalledIBusStillServes() throws {
        #expect(try DeliveryWay.order(environment: ["DISPLAY": ":0"], installed: [], inputMethods: [.ibus]) == [.ibus])
    }

    @Test func withNoTyperAndNoInputMethodTheTyperToInstallIsNamed() {
        #expect(throws: DesktopTextError.noTyper(.wayland)) {
            try DeliveryWay.order(environment: ["WAYLAND_DISPLAY": "wayland-1"], installed: [], inputMethods: [])
        }
    }

    @Test func withNoDisplayThereIsNoWay() {
        #expect(throws: DesktopTextError.noDisplay) { try DeliveryWay.order(environment: [:], installed: Self.all, inputMethods: Self.both) }
    }
}

@Suite struct GnomeInputSourceTests {
    @Test func aKeyboardLayoutIsServedByTheUSEngine() {
        #expect(GnomeInputSource.engine(mostRecentlyUsed: "[('xkb', 'de'), ('ibus', 'anthy')]\n") == "xkb:us::eng")
    }

    @Test func anIBusSourceIsItsOwnEngine() {
        #expect(GnomeInputSource.engine(mostRecentlyUsed: "[('ibus', 'mozc-jp'), ('xkb', 'us')]") == "mozc-jp")
    }

    @Test func anEmptyListNamesNoEngine() {
        #expect(GnomeInputSource.engine(mostRecentlyUsed: "@a(ss) []") == nil)
    }
}

@Suite struct IBusAddressTests {
    @Test func x11DisplaysNameTheFileByNumber() {
        #expect(IBusAddress.fileNames(machineID: "m", environment: ["DISPLAY": ":1.0"]) == ["m-unix-1"])
        #expect(IBusAddress.fileNames(machineID: "m", environment: ["DISPLAY": "host:12"]) == ["m-host-12"])
    }

    @Test func waylandSocketsNameTheFileFirst() {
        #expect(IBusAddress.fileNames(machineID: "m", environment: ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"])
                == ["m-unix-wayland-0", "m-unix-0"])
    }

    @Test func theEnvironmentsAddressWins() {
        #expect(IBusAddress.find(environment: ["IBUS_ADDRESS": "unix:path=/x"], machineID: nil) == "unix:path=/x")
    }
}
