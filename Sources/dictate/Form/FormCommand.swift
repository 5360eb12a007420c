import Arguments
import DictationComposer
import Foundation
import SpeechEngine
import VoiceForm

/// `dictate form`: a form filled by voice in the terminal, printed as JSON when submitted.
enum FormCommand {
    /// Runs the form `parsed` asks for and returns the exit status: 0 after Submit (the values
    /// on standard output), 1 after Esc or with no terminal, 130 after Ctrl-C.
    @MainActor
    static func run(_ parsed: ParsedArguments) async throws -> Int32 {
        var settings = try EngineSettings(parsed)
        settings.settle(showingTentative: true)
        let options = try formOptions(parsed)
        guard let device = TerminalDevice.open() else {
            StandardStreams.err("dictate form: needs a terminal to fill the form in.\n")
            return 1
        }
        let environment = ProcessInfo.processInfo.environment
        let picker = languagePicker(model: settings.options.model, preferred: options.language ?? environment["LANG"])
        let form = VoiceForm(fields: options.description.fields, language: picker.selected,
                             transcription: engine(settings.options))

        let (inputs, continuation) = AsyncStream<FormInput>.makeStream()
        form.onChange = { continuation.yield(.changed) }
        let restore = options.accessible ? ""
            : KeyboardProtocol.disable + ANSI.disableMouse + ANSI.showCursor + ANSI.leaveAlternateScreen
        let rawMode = RawMode.enter(device.input, restoreSequence: restore)
        let colorMode = ColorMode.detect(for: device.output, environment: environment)
        // Asked before mouse reporting and the keyboard protocol start, so only keys can mix with the answer.
        let (theme, typed) = TerminalTheme.resolve(options.theme, accessible: options.accessible, device: device, colorMode: colorMode,
                                                   inRawMode: rawMode != nil, environment: environment)
        if !options.accessible {
            Terminal.write(ANSI.enterAlternateScreen + ANSI.enableMouse + KeyboardProtocol.enable, to: device.output)
        }
        let keys = Task {
            for await key in KeyReader.keys(from: device.input, typedAhead: typed) { continuation.yield(.key(key)) }
            continuation.yield(.inputEnded)
        }
        let resizes = Task {
            for await _ in ResizeSignal.resizes() { continuation.yield(.resize) }
        }
        let session = FormSession(
            form: form, title: options.description.title, picker: picker, accessible: options.accessible,
            talkKey: options.talkKey, descriptor: device.output, theme: theme, colorMode: colorMode)
        let outcome = await session.run(inputs)
        form.cancel()
        keys.cancel()
        resizes.cancel()
        rawMode?.restore()
        if rawMode == nil { Terminal.write(restore, to: device.output) }

        switch outcome {
        case .submitted(let values):
            try StandardStreams.out(SubmittedValues.json(values, fields: form.fields) + "\n")
            return ExitCode.success
        case .cancelled, .inputEnded: return 1
        case .interrupted: return ExitCode.aborted
        }
    }

    private static func formOptions(_ parsed: ParsedArguments) throws -> FormOptions {
        let description: FormDescription
        switch (parsed.value("spec"), parsed.isSet("example")) {
        case (let path?, false):
            do { description = try FormDescription(contentsOf: path) } catch {
                if case .unreadable = error { throw Failure(error.description, exitCode: ExitCode.noInput) }
                throw Failure(error.description, exitCode: ExitCode.badData)
            }
        case (nil, true): description = .example
        default: throw Failure("dictate form takes either --spec FILE.json or --example.", exitCode: ExitCode.usage)
        }
        let name = parsed.value("talk-key") ?? "space"
        guard let talkKey = TalkKey(name) else {
            throw Failure("dictate form: --talk-key \(name) is not a key it can use; choose one of "
                + TalkKey.choices.joined(separator: ", ") + " (F2 and F3 change the language).",
                exitCode: ExitCode.usage)
        }
        return FormOptions(
            description: description,
            accessible: parsed.isSet("accessible") || ProcessInfo.processInfo.environment["TERM"] == "dumb",
            language: parsed.isGiven("language") ? parsed.value("language") : nil,
            talkKey: talkKey,
            theme: try parsed.value("theme", as: ThemeChoice.self) ?? .auto)
    }

    /// The installed model's languages; English alone when the model can't be found or read (a
    /// press then says why it can't record).
    private static func languagePicker(model: String?, preferred: String?) -> LanguagePicker {
        guard let url = try? ModelLocator().locate(model),
              let picker = try? LanguagePicker(modelAt: url.path, preferred: preferred) else {
            return LanguagePicker(multilingual: false, preferred: preferred)
        }
        return picker
    }

    /// The engine for a press in `language`: the microphone, or the scripted answers that
    /// `DICTATE_TRANSCRIPTION=scripted:A|B|C` gives, one per press.
    private static func engine(_ options: EngineOptions) -> @Sendable (String, FormField) -> Transcription {
        if let value = ProcessInfo.processInfo.environment["DICTATE_TRANSCRIPTION"], value.hasPrefix("scripted:") {
            let answers = ScriptedAnswers(String(value.dropFirst("scripted:".count)))
            return { _, _ in answers.transcription(maxDuration: options.maxDuration) }
        }
        return { language, field in
            var options = options
            options.decoding.language = language
            // The field's own words first, so that the person's vocabulary never crowds them out.
            options.decoding.vocabulary = Vocabulary(field.vocabulary + options.decoding.vocabulary.entries)
            // A number said alone is heard far better held to digits than free ("forty two" came
            // as "Forted 2", which the field read as 2).
            if field.kind == .number { options.decoding.grammar = .number }
            return .speech(locale: Locale(identifier: language), options: options)
        }
    }
}
