/// Tries the ways text can reach the focused field in order, best first, and hands the same text to
/// the next way when one fails: an input method that is not there, a typer the compositor refuses.
///
/// A way that failed once is not tried again in the session, so later pieces go straight to the
/// way that works and land in order. A refusal (a password field) is final for the piece: no
/// other way is tried, since every way would put the text into the same field.
public actor DeliveryLadder {
    /// A way that was passed over, and why.
    public struct Skip: Sendable, Equatable {
        public var backend: String
        public var reason: String

        public init(backend: String, reason: String) {
            self.backend = backend
            self.reason = reason
        }
    }

    private let backends: [DeliveryBackend]
    private var current = 0
    private var started = false
    /// The ways passed over so far, in order.
    public private(set) var skipped: [Skip] = []
    private var shown = ""
    /// The start under way, which a status shown meanwhile waits for instead of starting the way twice.
    private var starting: Task<Bool, Never>?

    public init(_ backends: [DeliveryBackend]) {
        self.backends = backends
    }

    /// The names of the ways, best first.
    public nonisolated var names: [String] { backends.map(\.name) }

    /// Whether any way could show tentative words in place.
    public nonisolated var canShowInPlace: Bool { backends.contains { $0.show != nil } }

    /// Whether any way could show a status beside the caret.
    public nonisolated var canShowStatus: Bool { backends.contains { $0.showStatus != nil } }

    /// The way in use, once one has started; `nil` before or after all failed.
    public var backend: String? { started && current < backends.count ? backends[current].name : nil }

    /// Shows `tentative` in place through the way in use, if it can; a way that breaks while
    /// showing is left for the next, which shows nothing until it has settled text to deliver.
    public func show(_ tentative: String) async {
        guard tentative != shown, await ready(), let show = backends[current].show else { return }
        do {
            try await show(tentative)
            shown = tentative
        } catch {
            await fail(String(describing: error))
        }
    }

    /// Shows `status` beside the caret through the way in use, if it can, starting the way first
    /// so that a dictation shows it is listening before any word; `nil` hides it and starts nothing.
    public func showStatus(_ status: String?) async {
        if status == nil, !started { return }
        guard await ready(), let showStatus = backends[current].showStatus else { return }
        await showStatus(status)
    }

    /// Delivers `edits` through the best way that takes them.
    public func apply(_ edits: [TextEdit]) async -> Delivery {
        while await ready() {
            let backend = backends[current]
            let result = await backend.apply(edits)
            if case .failed(let reason) = result {
                await fail(reason)
                continue
            }
            shown = ""
            return Delivery(backend: backend.name, result: result)
        }
        let reasons = skipped.map { "\($0.backend): \($0.reason)" }.joined(separator: "; ")
        return Delivery(backend: "none", result: .failed(reasons.isEmpty ? "no way to deliver text" : reasons))
    }

    /// Stops the way in use; call once at the end of the session.
    public func finish() async {
        if started, current < backends.count { await backends[current].stop() }
        started = false
        current = backends.count
    }

    /// Starts the way in use if it has not started, passing over those that cannot; `false` when none is left.
    /// A status and the words may both ask while a way starts: the second waits for the first.
    private func ready() async -> Bool {
        if started, current < backends.count { return true }
        if let starting { return await starting.value }
        let start = Task { await startNext() }
        starting = start
        let ready = await start.value
        starting = nil
        return ready
    }

    private func startNext() async -> Bool {
        while current < backends.count {
            if started { return true }
            do {
                try await backends[current].start()
                started = true
            } catch {
                await backends[current].stop()
                skipped.append(Skip(backend: backends[current].name, reason: String(describing: error)))
                current += 1
            }
        }
        return false
    }

    private func fail(_ reason: String) async {
        await backends[current].stop()
        skipped.append(Skip(backend: backends[current].name, reason: reason))
        current += 1
        started = false
        shown = ""
    }
}
