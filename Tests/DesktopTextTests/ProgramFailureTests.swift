import DesktopText
import Foundation
import Testing

/// Failures of the real programs become typed errors that say what went wrong.
@Suite struct ProgramFailureTests {
    @Test func aTyperThatCannotReachItsDisplayFailsWithItsOwnMessage() async {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = ":499"
        await #expect {
            try await TypingBackend(typer: .xdotool, environment: environment).apply([.type("x")])
        } throws: { error in
            guard case .programFailed(program: "xdotool", let status, let message) = error as? DesktopTextError else { return false }
            return status != 0 && !message.isEmpty && (error as? DesktopTextError)?.exitStatus == 74
        }
    }

    @Test func ydotoolRefusesTextOutsideASCIIBeforePressingAKey() async {
        await #expect(throws: DesktopTextError.unsupportedCharacters(.ydotool, "é—")) {
            try await TypingBackend(typer: .ydotool).apply([.type("plain"), .type("café — ok")])
        }
    }

    @Test func aMissingProgramCannotStart() async {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = "/nonexistent"
        await #expect(throws: DesktopTextError.cannotStart(program: "wtype", reason: "not found on PATH")) {
            try await TypingBackend(typer: .wtype, environment: environment).apply([.type("x")])
        }
    }

    @Test func notificationsWithoutNotifySendOrABusDoNothing() async {
        let absent = Notifier(environment: ["PATH": "/nonexistent"])
        #expect(!absent.isAvailable)
        #expect(await absent.notify("dictate", body: "nothing") == false)
        let noBus = Notifier(environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"])
        #expect(noBus.isAvailable)
        #expect(await noBus.notify("dictate", body: "no session bus") == false)
    }
}
