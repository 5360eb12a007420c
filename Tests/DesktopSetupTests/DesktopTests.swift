import DesktopSetup
import Testing

@Suite struct DesktopTests {
    @Test func readsTheDesktopFromItsVariables() {
        #expect(Desktop(environment: ["XDG_CURRENT_DESKTOP": "ubuntu:GNOME"]) == .gnome)
        #expect(Desktop(environment: ["XDG_CURRENT_DESKTOP": "KDE"]) == .kde)
        #expect(Desktop(environment: ["XDG_CURRENT_DESKTOP": "sway"]) == .sway)
        #expect(Desktop(environment: ["XDG_CURRENT_DESKTOP": "Hyprland"]) == .hyprland)
        #expect(Desktop(environment: ["XDG_CURRENT_DESKTOP": "XFCE"]) == .other("XFCE"))
        #expect(Desktop(environment: [:]) == .other(nil))
    }

    @Test func aCompositorSocketBeatsTheInheritedDesktop() {
        #expect(Desktop(environment: ["XDG_CURRENT_DESKTOP": "GNOME", "SWAYSOCK": "/run/sway.sock"]) == .sway)
        #expect(Desktop(environment: ["XDG_CURRENT_DESKTOP": "GNOME", "I3SOCK": "/run/i3"]) == .i3)
        #expect(Desktop(environment: ["XDG_CURRENT_DESKTOP": "KDE", "HYPRLAND_INSTANCE_SIGNATURE": "abc"]) == .hyprland)
    }

    @Test func theKeyIsWrittenInEachDesktopsNotation() throws {
        let chord = try #require(KeyChord("Ctrl+Super+d"))
        #expect(chord.gnome == "<Control><Super>d")
        #expect(chord.sway == "Control+Mod4+d")
        #expect(chord.hyprland == "CTRL SUPER, d")
        #expect(chord.description == "Ctrl+Super+d")
        #expect(KeyChord.standard.gnome == "<Super>period")
        #expect(KeyChord("Hyper+d") == nil)
        #expect(KeyChord("Super+") == nil)
    }

    @Test func gnomeAcceleratorsMatchWhateverTheirSpelling() throws {
        let chord = try #require(KeyChord("Super+d"))
        #expect(KeyChord(gnomeAccelerator: "<Mod4>D")?.matches(chord) == true)
        #expect(KeyChord(gnomeAccelerator: "<Super><Shift>d")?.matches(chord) == false)
        #expect(KeyChord(gnomeAccelerator: "<Primary><Alt>Delete") == KeyChord(modifiers: [.control, .alt], key: "Delete"))
    }

    @Test func thePanelStartsAtLoginWhereItCanShow() {
        #expect(PanelAutostart.canShow(on: .sway, wayland: true, x11: false))
        #expect(!PanelAutostart.canShow(on: .gnome, wayland: true, x11: true))
        #expect(PanelAutostart.canShow(on: .gnome, wayland: false, x11: true))
        #expect(!PanelAutostart.canShow(on: .other(nil), wayland: true, x11: false))
        #expect(PanelAutostart.entry(executable: "/usr/bin/dictate").contains("\nExec=/usr/bin/dictate panel\n"))
    }
}
