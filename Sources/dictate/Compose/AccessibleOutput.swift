/// `--accessible` output: nothing is redrawn; typed text is echoed and every announcement is a
/// plain line of its own, which screen readers read as it arrives.
@MainActor
final class AccessibleOutput {
    private let descriptor: Int32
    private var atLineStart = true

    /// Output to `descriptor`.
    init(descriptor: Int32) { self.descriptor = descriptor }

    /// Echoes what the user typed or pasted.
    func echo(_ text: String) {
        guard !text.isEmpty else { return }
        Terminal.write(text, to: descriptor)
        atLineStart = text.hasSuffix("\n")
    }

    /// Writes `line` on a line of its own.
    func line(_ line: String) {
        Terminal.write((atLineStart ? "" : "\n") + line + "\n", to: descriptor)
        atLineStart = true
    }
}
