import Foundation
import LiveStatus
import Testing
import TestSupport

@Suite(.ownThread) struct BackgroundLogTests {
    @Test func theStateFolderWhenSetElseHome() {
        #expect(BackgroundLog.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]) == "/s/dictate/dictate.log")
        #expect(BackgroundLog.path(environment: ["HOME": "/h"]) == "/h/.local/state/dictate/dictate.log")
    }

    @Test func aRelativeOrEmptyStateFolderIsIgnored() {
        #expect(BackgroundLog.path(environment: ["XDG_STATE_HOME": "state", "HOME": "/h"]) == "/h/.local/state/dictate/dictate.log")
        #expect(BackgroundLog.path(environment: ["XDG_STATE_HOME": "", "HOME": "/h"]) == "/h/.local/state/dictate/dictate.log")
    }

    @Test func aLineHasTheTimeTheProcessAndTheMessage() {
        let line = BackgroundLog.line("dictation ended", pid: 42, date: Date(timeIntervalSince1970: 0),
                                      timeZone: TimeZone(identifier: "UTC")!)
        #expect(line == "1970-01-01 00:00:00 dictate[42]: dictation ended\n")
    }
}
