import Foundation
import Testing
import TestSupport

/// `dictate panel` refusing what it cannot do, with the documented exit statuses.
@Suite struct PanelCommandTests {
    @Test func anUnknownPositionIsAUsageError() async throws {
        let run = try await DictateBinary.run(["panel", "--panel-position", "left"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("bottom"), "\(run.standardError)")
    }

    @Test func withoutADisplayItSaysSoAndExits69() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        let run = try await ChildProcess.run([DictateBinary.path, "panel", "--once"], environment: environment)
        #expect(run.status == 69)
        #expect(run.standardError.contains("cannot open the display"), "\(run.standardError)")
    }
}
