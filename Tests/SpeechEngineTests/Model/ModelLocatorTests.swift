import Foundation
import SpeechEngine
import Testing
import TestSupport

@Suite(.ownThread) struct ModelLocatorSearch {
    /// An installed `PREFIX/bin/dictate` finds `PREFIX/share/dictate/models`, after the user's own folder.
    @Test func theInstallationsModelsComeAfterTheUsersDataDirectory() {
        let locator = ModelLocator(environment: ["HOME": "/home/someone"],
                                   executable: URL(fileURLWithPath: "/opt/dictate/bin/dictate"))
        #expect(locator.searchPaths.suffix(2).map(\.path) == ["/home/someone/.local/share/dictate/models",
                                                               "/opt/dictate/share/dictate/models"])
    }
}
