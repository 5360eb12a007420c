import DesktopText
import Foundation
import TextOutput

/// Tells what became of each delivered piece: a `delivered` event in `--format jsonl`, and once a
/// dictation, in the log and a notification, which way the text went when better ones were passed over.
struct DeliveryReport: Sendable {
    /// Whether `delivered` events go to standard output (`--format jsonl`).
    var jsonLines = false
    /// The ways passed over so far, asked at the first delivery.
    var skipped: @Sendable () async -> [DeliveryLadder.Skip] = { [] }
    var environment: [String: String] = ProcessInfo.processInfo.environment
    private let told = Told()

    init(jsonLines: Bool = false, skipped: @escaping @Sendable () async -> [DeliveryLadder.Skip] = { [] },
         environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.jsonLines = jsonLines
        self.skipped = skipped
        self.environment = environment
    }

    func delivered(_ text: String, _ delivery: Delivery) async {
        if jsonLines { try? StandardStreams.out(JSONLines.delivered(text: text, delivery: delivery)) }
        if case .refused(let reason) = delivery.result, await told.first("refused") {
            StandardStreams.err("dictate: nothing was sent: \(reason)\n")
            await DesktopText.Notifier(environment: environment).notify("Dictation not sent", body: "The focused field is a password field; dictate sends nothing there.")
        }
        let skipped = await skipped()
        guard !skipped.isEmpty, delivery.result.isSent, await told.first("fallback") else { return }
        let reasons = skipped.map { "\($0.backend): \($0.reason)" }.joined(separator: "; ")
        StandardStreams.err("dictate: text goes through \(delivery.backend) (\(reasons))\n")
        await DesktopText.Notifier(environment: environment).notify("Dictation through \(delivery.backend)", body: reasons)
    }

    /// Puts the whole text on the clipboard after a piece could not be delivered any way, tells
    /// the person, and returns the failure to exit with.
    func rescue(_ text: String) async -> Failure {
        let copied: Bool
        do {
            try await Clipboard.detect(environment: environment).copy(text)
            copied = true
        } catch {
            copied = false
        }
        let summary = copied ? "the whole text is on the clipboard" : "no clipboard could take it either; it is on standard output"
        await DesktopText.Notifier(environment: environment).notify("Dictation not typed", body: "Some words could not be delivered: \(summary).")
        return Failure("some words could not be delivered to the focused window: \(summary)", exitCode: ExitCode.ioError)
    }
}

/// What was said already, so each thing is said once a dictation.
private actor Told {
    private var said: Set<String> = []

    func first(_ what: String) -> Bool { said.insert(what).inserted }
}
