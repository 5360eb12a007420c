import DesktopSetup
import Testing

@Suite struct CompositorTests {
    @Test func swayIncludesAFileOfDictatesBindingsBesideItsConfig() throws {
        let sway = try #require(Compositor(.sway, configHome: "/home/a/.config"))
        #expect(sway.config == "/home/a/.config/sway/config")
        #expect(sway.includeLine == "include /home/a/.config/sway/dictate.conf")
        #expect(sway.bindings(.standard, command: "dictate toggle --type").contains("\nbindsym Mod4+period exec dictate toggle --type\n"))
        #expect(sway.reload == ["swaymsg", "reload"])
    }

    @Test func hyprlandSourcesItsFile() throws {
        let hyprland = try #require(Compositor(.hyprland, configHome: "/c"))
        #expect(hyprland.includeLine == "source = /c/hypr/dictate.conf")
        #expect(hyprland.bindings(.standard, command: "dictate toggle --type").contains("\nbind = SUPER, period, exec, dictate toggle --type\n"))
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
