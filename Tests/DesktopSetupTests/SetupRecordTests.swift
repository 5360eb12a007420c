import DesktopSetup
import Foundation
import Testing

@Suite struct SetupRecordTests {
    @Test func keepsWhatWasAddedAndGoesOnceNothingIs() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("setup-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let url = SetupRecord.url(configHome: home.path)
        #expect(try SetupRecord.load(from: url).isEmpty)
        let record = SetupRecord(gnome: .init(listWasSet: false), autostart: home.path + "/autostart/dictate-panel.desktop")
        try record.save(to: url)
        #expect(try SetupRecord.load(from: url) == record)
        try SetupRecord().save(to: url)
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}
