import Arguments
import LivePanel
import LiveStatus

/// `dictate toggle|begin|end|cancel`: one key, or a key's press and release, to start and finish
/// a dictation that runs in the background.
@MainActor
enum HotkeyCommands {
    /// How long `begin`, `end` and `cancel` wait for another's start or end (a final pass) to complete.
    nonisolated static let lockTimeout: Duration = .seconds(15)

    static func run(_ command: HotkeyCommand, _ parsed: ParsedArguments) async throws -> Int32 {
        let lock = try StartLock()
        // Held until this command has done its part: the dictation it starts records, or the one it
        // ends has ended. The process's exit lets go of it in any case, a crash too.
        defer { lock.release() }
        let lockTaken = try await onThread {
            command.waitsForOthers ? try lock.acquire(timeout: lockTimeout) : try lock.tryAcquire()
        }
        let recording = lockTaken ? await isRecording() : false
        switch command.action(lockTaken: lockTaken, recording: recording) {
        case .start:
            let launcher = BackgroundLauncher(
                options: parsed.commandLine(for: CommandLineSpec.dictationOptions),
                notifier: Notifier(isEnabled: !parsed.isSet("no-notify")), log: try SessionLog(),
                panel: parsed.isSet("no-panel") ? nil : parsed.value("panel-position") ?? PanelPosition.bottom.rawValue)
            return try await launcher.start()
        case .send(let controlCommand):
            do {
                _ = try await onThread { try ControlClient.send(controlCommand) }
            } catch ControlClientError.nothingRecording {
                // It ended by itself (its time cap) between the look and the command.
                throw HotkeyRefusal.nothingRecording
            }
            return ExitCode.success
        case .refuse(let refusal):
            throw refusal
        }
    }

    private static func isRecording() async -> Bool {
        (try? await onThread { try ControlClient.send(.status) }) != nil
    }
}
