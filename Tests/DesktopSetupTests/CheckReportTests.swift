import DesktopSetup
import Testing

@Suite struct CheckReportTests {
    @Test func theFirstBlockerGivesTheReason() {
        var report = CheckReport()
        report.add(.init("The key", lines: ["Super+period runs dictate toggle --type"]))
        report.add(.init("The microphone", lines: ["muted"], blocker: .refused("The source is muted.")))
        report.add(.init("The model", lines: ["none"], blocker: .missing("No model.")))
        #expect(report.blocker == .refused("The source is muted."))
        #expect(report.text == "The key:\n  Super+period runs dictate toggle --type\n\nThe microphone:\n  muted\n\nThe model:\n  none\n")
    }

    @Test func kwinPassesIBusOnlyWithIBusWaylandAsItsVirtualKeyboard() {
        let ibus = "[Wayland]\nInputMethod[$e]=x\nInputMethod=/usr/share/applications/org.freedesktop.IBus.Panel.Wayland.Gtk3.desktop\n"
        let maliit = "[Wayland]\nInputMethod=/usr/share/applications/com.github.maliit.keyboard.desktop\n"
        let on = "method return time=1 sender=:1.2 -> destination=:1.9 serial=7 reply_serial=2\n   variant       boolean true\n"
        let off = on.replacingOccurrences(of: "true", with: "false")
        #expect(KWinVirtualKeyboard.finding(enabledReply: on, kwinrc: ibus) == .ibusWayland)
        #expect(KWinVirtualKeyboard.finding(enabledReply: on, kwinrc: maliit)
                == .otherKeyboard("/usr/share/applications/com.github.maliit.keyboard.desktop"))
        #expect(KWinVirtualKeyboard.finding(enabledReply: off, kwinrc: ibus) == .noKeyboard)
        #expect(KWinVirtualKeyboard.finding(enabledReply: nil, kwinrc: ibus) == .unknown)
        #expect(KWinVirtualKeyboard.finding(enabledReply: "Error org.freedesktop.DBus.Error.ServiceUnknown", kwinrc: nil) == .unknown)
        #expect(KWinVirtualKeyboard.finding(enabledReply: on, kwinrc: "[Wayland]\n") == .otherKeyboard("an unnamed input method"))
    }
}
