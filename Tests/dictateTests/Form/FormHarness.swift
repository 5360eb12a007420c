import Foundation
import Testing
import TestSupport

/// `dictate form` in tmux with the scripted engine: each press speaks the next answer of the
/// script, and the form's exit status and output land in a file.
enum FormHarness {
    /// A shell command running `dictate form arguments` over `script`, writing "status|stdout" to `result`.
    static func command(script: String, arguments: [String], result: URL) -> String {
        let words = DictateBinary.quoted("scripted:" + script)
        let line = ([DictateBinary.path, "form"] + arguments).map(DictateBinary.quoted).joined(separator: " ")
        return "out=$(env DICTATE_TRANSCRIPTION=\(words) \(line)); "
            + "printf '%s|%s' $? \"$out\" > \(DictateBinary.quoted(result.path)); sleep 30"
    }

    /// An answer that takes the scripted speaker about eight seconds, so that a test stopping it
    /// part-way still stops it part-way on a loaded machine. Its last word is "Navy".
    static let longAnswer = "Grace Brewster Murray Hopper was a computer scientist and mathematician who wrote "
        + "one of the first compilers and worked on the Mark One at Harvard during the war and helped to design "
        + "the language that became COBOL and taught programmers to write in words rather than numbers and "
        + "served for many years before she retired as a Rear Admiral of the United States Navy"

    /// Whether the recording has ended with part of ``longAnswer`` in the field labelled `label`.
    /// A long value shows its end, so the part on screen may start anywhere in the answer.
    static func ended(withPartOfTheLongAnswerIn label: String, on screen: String) -> Bool {
        let shown = value(below: label, in: screen)
        return !screen.contains("●") && !shown.isEmpty && longAnswer.contains(shown)
    }

    /// The value row of the field labelled `label`, without the focus mark.
    static func value(below label: String, in screen: String) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == label }),
              index + 1 < lines.count else { return "" }
        return lines[index + 1].trimmingCharacters(in: CharacterSet(charactersIn: " ›"))
    }

    /// The text of `file` once something was written to it, or `nil` after ten seconds.
    static func contents(of file: URL) async -> String? {
        for _ in 0..<200 {
            if let text = try? String(contentsOf: file, encoding: .utf8), !text.isEmpty { return text }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }

    /// tmux running the form in 80×24, once its first screen is drawn (`firstField` among its labels).
    static func started(script: String, arguments: [String] = ["--example"], firstField: String = "Email",
                        result: URL) async throws -> Tmux {
        let tmux = Tmux()
        try await tmux.start(command(script: script, arguments: arguments, result: result), columns: 80, rows: 24)
        let (screen, ok) = try await tmux.waitForScreen { $0.contains(firstField) }
        #expect(ok, "\(screen)")
        return tmux
    }
}
