import DesktopSetup
import Testing

@Suite struct CompositorTests {
    @Test func swayIncludesAFileOfDictatesBindingsBesideItsConfig() throws {
        let sway = try #require(Compositor(.sway, configHome: "/home/a/.config"))
        #expect(sway.config == "/home/a/.config/sway/config")
        #expect(sway.includeLine == "include /home/a/.config/sway/dictate.conf")
        #expect(sway.bindings(.standard, executable: "dictate").contains("\nbindsym Mod4+period exec dictate toggle --type\n"))
        let hold = sway.bindings(.standard, hold: KeyChord("Super+space"), executable: "dictate")
        #expect(hold.hasSuffix("\nbindsym Mod4+space exec dictate begin --type\nbindsym --release Mod4+space exec dictate end\n"))
        #expect(sway.reload == ["swaymsg", "reload"])
    }

    @Test func hyprlandSourcesItsFile() throws {
        let hyprland = try #require(Compositor(.hyprland, configHome: "/c"))
        #expect(hyprland.includeLine == "source = /c/hypr/dictate.conf")
        #expect(hyprland.bindings(.standard, executable: "dictate").contains("\nbind = SUPER, period, exec, dictate toggle --type\n"))
        #expect(hyprland.bindings(.standard, hold: KeyChord("Super+space"), executable: "dictate")
                    .hasSuffix("\nbind = SUPER, space, exec, dictate begin --type\nbindr = SUPER, space, exec, dictate end\n"))
        #expect(Compositor(.gnome, configHome: "/c") == nil)
    }

    @Test func theIncludeLineComesAndGoesLeavingTheConfigAsItWas() throws {
        let sway = try #require(Compositor(.sway, configHome: "/c"))
        let config = "set $mod Mod4\nbindsym $mod+Return exec foot\n"
        let included = sway.including(config)
        #expect(included == config + "include /c/sway/dictate.conf\n")
        #expect(sway.including(included) == included)
        #expect(sway.excluding(included) == config)
        #expect(sway.excluding(config) == config)
        #expect(sway.including("") == "include /c/sway/dictate.conf\n")
    }
}
