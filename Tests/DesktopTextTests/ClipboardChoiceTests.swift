import DesktopText
import Testing

@Suite struct ClipboardChoiceTests {
    let all: Set<String> = ["wl-copy", "xclip", "xsel"]

    @Test func waylandUsesWlCopyAndFallsBackToXWaylandsClipboard() throws {
        let xwayland = ["WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"]
        #expect(try Clipboard.choose(environment: xwayland, installed: all) == .wlCopy)
        #expect(try Clipboard.choose(environment: xwayland, installed: ["xsel"]) == .xsel)
        #expect(throws: DesktopTextError.noClipboard(.wayland)) {
            try Clipboard.choose(environment: ["WAYLAND_DISPLAY": "wayland-0"], installed: ["xclip"])
        }
    }

    @Test func x11PrefersXclipThenXsel() throws {
        #expect(try Clipboard.choose(environment: ["DISPLAY": ":0"], installed: all) == .xclip)
        #expect(try Clipboard.choose(environment: ["DISPLAY": ":0"], installed: ["xsel", "wl-copy"]) == .xsel)
    }

    @Test func nothingInstalledNamesThePackage() {
        #expect(DesktopTextError.noClipboard(.wayland).description.contains("apt install wl-clipboard"))
        #expect(DesktopTextError.noClipboard(.x11).description.contains("apt install xclip"))
        #expect(DesktopTextError.noClipboard(.x11).exitStatus == 69)
    }
}
