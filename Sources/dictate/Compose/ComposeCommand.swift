import DesktopText
import DictationHistory
import DictationComposer
import Foundation
import LiveStatus
import TextOutput
import SpeechEngine

/// `dictate compose`: the dictation composer in the terminal.
enum ComposeCommand {
    /// Runs the composer with `options` over `transcription` and returns the exit status: 0 after a
    /// message was sent to standard output or `--send-to`, 130 after Ctrl-C, 1 when there is no
    /// terminal or the draft can't be read, and `--send-to`'s status when its programs are missing
    /// or fail. `stops` gives the end of every dictation that published its status, so that a
    /// `dictate stop` from elsewhere shows where it saved the recording. Every message sent is kept
    /// in `history`.
    @MainActor
    static func run(_ options: ComposeOptions, transcription: Transcription,
                    stops: AsyncStream<LiveSessionResult>, history: HistoryRecorder? = nil) async -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        // A missing typing or clipboard program is reported before the card, wherever compose runs.
        let sink: TextSink?
        do {
            sink = try options.sendTarget?.delivery.makeSink(environment: environment).0
        } catch {
            let failure = Failure(error)
            FileHandle.standardError.write(Data("dictate compose: \(failure.message)\n".utf8))
            return failure.exitCode
        }
        guard let device = TerminalDevice.open() else {
            FileHandle.standardError.write(Data("dictate compose: needs a terminal to type in.\n".utf8))
            return 1
        }
        let draftFile = options.draftPath.map(DraftFile.init)
        let initialText: String
        do {
            initialText = try draftFile?.load() ?? ""
        } catch {
            FileHandle.standardError.write(Data("dictate compose: can't read the draft: \(error.localizedDescription)\n".utf8))
            return 1
        }
        let accessible = options.accessible || environment["TERM"] == "dumb"
        let transcription = options.example
            ? await KitchenExample.transcription(preferring: transcription) : transcription

        let (inputs, continuation) = AsyncStream<ComposeInput>.makeStream()
        let draft = DraftStore(text: initialText, file: draftFile)
        let composer = DictationComposer(
            text: Draft(get: { draft.text }, set: { draft.update($0) }),
            placeholder: options.placeholder,
            transcription: transcription,
            maxDuration: options.maxDuration,
            settings: DesktopSettings.detect(environment: environment),
            onSend: sender(options, inputs: continuation, history: history)
        )
        composer.onChange = { continuation.yield(.changed) }
        let commands = options.commands
        composer.wording = { TypingPlan.text(of: $0.segments.map(\.text), tentative: $0.tentative, commands: commands) }

        let restore = accessible ? ANSI.disableBracketedPaste
            : ANSI.disableMouse + ANSI.disableBracketedPaste + ANSI.showCursor + ANSI.leaveAlternateScreen
        let rawMode = RawMode.enter(device.input, restoreSequence: restore)
        let colorMode = ColorMode.detect(for: device.output, environment: environment)
        // Asked before the alternate screen and mouse reporting start, so only keys can mix with the answer.
        let (theme, typed) = TerminalTheme.resolve(options.theme, accessible: accessible, device: device, colorMode: colorMode,
                                                   inRawMode: rawMode != nil, environment: environment)
        Terminal.write(accessible ? ANSI.enableBracketedPaste
            : ANSI.enterAlternateScreen + ANSI.enableMouse + ANSI.enableBracketedPaste, to: device.output)
        let keys = Task {
            for await key in KeyReader.keys(from: device.input, typedAhead: typed) { continuation.yield(.key(key)) }
            continuation.yield(.inputEnded)
        }
        let resizes = Task {
            for await _ in ResizeSignal.resizes() { continuation.yield(.resize) }
        }
        let remoteStops = Task {
            for await result in stops { if let notice = Notice(stopped: result) { continuation.yield(.notice(notice)) } }
        }
        let session = ComposeSession(
            composer: composer, options: options, accessible: accessible, descriptor: device.output, theme: theme,
            colorMode: colorMode
        )
        let outcome = await session.run(inputs)
        // A dictation still running when Ctrl-C quits ends as Done: its last words reach the draft,
        // and status bars see it stop, as after a Ctrl-C in plain dictate.
        if outcome == .quit { await composer.done()?.value }
        keys.cancel()
        resizes.cancel()
        remoteStops.cancel()
        rawMode?.restore()
        if rawMode == nil { Terminal.write(restore, to: device.output) }

        switch outcome {
        case .sent(let text):
            guard let target = options.sendTarget, let sink else {
                FileHandle.standardOutput.write(Data((text + "\n").utf8))
                await history?.record(sent: text, HistoryDelivery(way: "stdout", result: "printed"))
                return 0
            }
            let status = await send(text, to: target, sink: sink, terminal: device.output, environment: environment)
            // Typed or pasted once the focus is back, by a process of its own: handed off is what is known here.
            let result = status != 0 ? "failed" : target.place.needsFocus ? "handed-off" : "copied"
            await history?.record(sent: text, HistoryDelivery(way: target.place.rawValue, result: result))
            return status
        case .quit: return 130
        case .inputEnded: return 1
        }
    }

    /// `--send-to`: copies the message now, or hands it to a detached process that types or pastes
    /// it once the focus has left the compose terminal (see ``FocusHandoff``).
    private static func send(_ text: String, to target: SendTarget, sink: TextSink, terminal: Int32,
                             environment: [String: String]) async -> Int32 {
        do {
            if target.place.needsFocus {
                let window = await FocusedWindow.current(environment: environment)
                try FocusHandoff.start(text, to: target, terminal: terminal, window: window)
            } else {
                try await SendTarget.deliver(text, with: sink)
            }
            return 0
        } catch {
            let failure = (error as? DesktopTextError).map { Failure($0.description, exitCode: $0.exitStatus) } ?? Failure(error)
            FileHandle.standardError.write(Data("dictate compose: the message was not sent: \(failure.message)\n".utf8))
            return failure.exitCode
        }
    }

    /// What Send does: hold and reply in the example, run the send command, or hand the message
    /// back so it is printed on exit.
    private static func sender(
        _ options: ComposeOptions, inputs: AsyncStream<ComposeInput>.Continuation, history: HistoryRecorder?
    ) -> @Sendable (String) async throws -> Void {
        if options.example {
            return { text in
                try await Task.sleep(for: KitchenExample.sendDelay)
                inputs.yield(.replied(text))
            }
        }
        if let command = options.sendCommand {
            let send = SendCommand(command: command).send
            return { text in
                try await send(text)
                await history?.record(sent: text, HistoryDelivery(way: "send-command", result: "sent"))
            }
        }
        return { text in inputs.yield(.sent(text)) }
    }
}

/// The draft behind the composer's binding: kept in memory, and in the `--draft` file on every change.
@MainActor
private final class DraftStore {
    private(set) var text: String
    private let file: DraftFile?

    init(text: String, file: DraftFile?) {
        self.text = text
        self.file = file
    }

    func update(_ text: String) {
        self.text = text
        file?.save(text)
    }
}
