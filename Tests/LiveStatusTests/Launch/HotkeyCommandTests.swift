import LiveStatus
import Testing

@Suite struct HotkeyCommandTests {
    @Test func toggleStartsWhenIdleAndFinishesWhenRecording() {
        #expect(HotkeyCommand.toggle.action(lockTaken: true, recording: false) == .start)
        #expect(HotkeyCommand.toggle.action(lockTaken: true, recording: true) == .send(.done))
    }

    @Test func beginNeverStartsASecondDictation() {
        #expect(HotkeyCommand.begin.action(lockTaken: true, recording: false) == .start)
        #expect(HotkeyCommand.begin.action(lockTaken: true, recording: true) == .refuse(.alreadyRecording))
    }

    @Test func endKeepsTheTextAndCancelDropsIt() {
        #expect(HotkeyCommand.end.action(lockTaken: true, recording: true) == .send(.done))
        #expect(HotkeyCommand.cancel.action(lockTaken: true, recording: true) == .send(.cancel))
        #expect(HotkeyCommand.end.action(lockTaken: true, recording: false) == .refuse(.nothingRecording))
        #expect(HotkeyCommand.cancel.action(lockTaken: true, recording: false) == .refuse(.nothingRecording))
    }

    @Test(arguments: HotkeyCommand.allCases)
    func withoutTheLockNothingHappens(_ command: HotkeyCommand) {
        for recording in [false, true] {
            #expect(command.action(lockTaken: false, recording: recording) == .refuse(.busy))
        }
    }

    @Test func onlyToggleGivesUpAtOnceOnADoublePress() {
        #expect(!HotkeyCommand.toggle.waitsForOthers)
        #expect(HotkeyCommand.begin.waitsForOthers)
        #expect(HotkeyCommand.end.waitsForOthers)
        #expect(HotkeyCommand.cancel.waitsForOthers)
    }
}
