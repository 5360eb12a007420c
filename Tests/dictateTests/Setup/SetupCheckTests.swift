import Foundation
import TestSupport
import Testing

/// `dictate setup --check`: the ways into apps as this session offers them, the microphone, and
/// the exit status when dictation into apps cannot work.
@Suite("dictate setup --check", .exclusive) struct SetupCheckTests {
    @Test func theWaysDifferWithAndWithoutAnIBusDaemon() async throws {
        let sound = try await TestSoundServer()
        try await X11TestDisplay.with { display in
            var bare = try SetupEnvironment.make(display.environment, sound: sound)
            defer { SetupEnvironment.remove(bare) }
            bare["IBUS_ADDRESS"] = nil
            let without = try await DictateBinary.run(["setup", "--check", "--no-listen", "--device", sound.monitor], environment: bare)
            #expect(without.standardOutput.contains("ibus: not available, no ibus-daemon runs"), "\(without.standardOutput)")
            #expect(without.standardOutput.contains("xdotool: available"), "\(without.standardOutput)")
            #expect(without.status == 0, "\(without.standardError)")

            try await IBusTestSession.with(display: display.environment) { ibus in
                // The daemon's address is under its session's home, so the check runs there.
                let session = ibus.environment.merging(["XDG_CURRENT_DESKTOP": "XFCE", "PULSE_SERVER": sound.server]) { $1 }
                let withDaemon = try await DictateBinary.run(["setup", "--check", "--no-listen", "--device", sound.monitor], environment: session)
                #expect(withDaemon.standardOutput.contains("ibus: available"), "\(withDaemon.standardOutput)")
                #expect(withDaemon.status == 0, "\(withDaemon.standardError)")
            }
        }
    }

    @Test func noWayIntoAppsIsStatus69WithTheReason() async throws {
        let sound = try await TestSoundServer()
        var environment = try SetupEnvironment.make(ProcessInfo.processInfo.environment, sound: sound)
        defer { SetupEnvironment.remove(environment) }
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE"] { environment[name] = nil }
        let check = try await DictateBinary.run(["setup", "--check", "--no-listen", "--device", sound.monitor], environment: environment)
        #expect(check.status == 69)
        #expect(check.standardError.contains("dictation into apps cannot work here: no graphical session"), "\(check.standardError)")
    }

    @Test func aMutedSourceSaysSoWithStatus77() async throws {
        let sound = try await TestSoundServer()
        try await X11TestDisplay.with { display in
            let environment = try SetupEnvironment.make(display.environment, sound: sound)
            defer { SetupEnvironment.remove(environment) }
            try await sound.pactl("set-source-mute", sound.monitor, "1")
            // No --no-listen: a muted source is not recorded from.
            let check = try await DictateBinary.run(["setup", "--check", "--device", sound.monitor], environment: environment)
            #expect(check.status == 77, "\(check.standardOutput)\(check.standardError)")
            #expect(check.standardOutput.contains("\(sound.monitor) (monitor) (muted)"), "\(check.standardOutput)")
            #expect(check.standardError.contains("\(sound.monitor) is muted: unmute it"), "\(check.standardError)")
            #expect(!check.standardError.contains("Say a few words"), "\(check.standardError)")
        }
    }
}
