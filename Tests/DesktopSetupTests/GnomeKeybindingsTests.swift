import DesktopSetup
import Testing

@Suite struct GnomeKeybindingsTests {
    @Test func readsTheArraysGsettingsPrints() {
        #expect(GVariantText.strings("@as []") == [])
        #expect(GVariantText.strings("['/a/', '/b/']\n") == ["/a/", "/b/"])
        #expect(GVariantText.strings("'<Super>d'") == ["<Super>d"])
        #expect(GVariantText.strings(#"['it\'s', "q"]"#) == ["it's", "q"])
        #expect(GVariantText.strings("uint32 5") == nil)
        #expect(GVariantText.strings("true") == nil)
    }

    @Test func writesWhatItReads() {
        let values = ["/a/", "it's", #"back\slash"#]
        #expect(GVariantText.strings(GVariantText.array(values)) == values)
        #expect(GVariantText.array([]) == "@as []")
    }

    @Test func addsDictatesPathAfterThePersonsAndTakesOnlyItAway() {
        let mine = ["/org/gnome/settings-daemon/plugins/media-keys/custom-keybindings/custom0/"]
        let added = GnomeKeybindings.adding(to: mine)
        #expect(added == mine + [GnomeKeybindings.path])
        #expect(GnomeKeybindings.adding(to: added) == added)
        #expect(GnomeKeybindings.removing(from: added) == mine)
    }

    @Test func saysWhatHasAKeyAlready() throws {
        let listing = """
        org.gnome.desktop.wm.keybindings minimize ['<Super>h']
        org.gnome.desktop.wm.keybindings show-desktop @as []
        org.gnome.settings-daemon.plugins.media-keys volume-step 6
        org.gnome.settings-daemon.plugins.media-keys custom-keybindings ['/x/']
        org.gnome.settings-daemon.plugins.media-keys.custom-keybinding:/x/ binding '<Primary><Alt>t'
        """
        let bindings = GnomeKeybindings.bindings(listing: listing)
        #expect(bindings.map(\.owner) == ["org.gnome.desktop.wm.keybindings minimize",
                                          "org.gnome.settings-daemon.plugins.media-keys.custom-keybinding:/x/ binding"])
        #expect(GnomeKeybindings.owner(of: try #require(KeyChord("Super+H")), among: bindings) == "org.gnome.desktop.wm.keybindings minimize")
        #expect(GnomeKeybindings.owner(of: try #require(KeyChord("Ctrl+Alt+t")), among: bindings) != nil)
        #expect(GnomeKeybindings.owner(of: .standard, among: bindings) == nil)
    }
}
