import CWaylandInputMethod
import Dispatch
import TextOutput
#if canImport(Glibc)
import Glibc
#endif

/// dictate as the input method of a wlroots compositor's seat (sway, Hyprland, river): tentative words
/// as preedit the app draws in place, settled words committed, each commit checked against the text
/// the app reports before its cursor.
///
/// The seat has one input method at a time: while this object lives, no other can take it.
public final class WaylandInputMethod: @unchecked Sendable {
    // The C calls block and take one caller at a time: each runs on `queue`, a serial queue of this
    // object's own, never on Swift's cooperative pool. Only deinit uses `handle` elsewhere, and it runs
    // once nothing on the queue holds the object.
    private let handle: OpaquePointer
    private let queue: DispatchQueue
    // Handles events as they arrive between calls, on `queue` too (dictate_im_fd says why). It watches
    // a duplicate of the connection's descriptor, closed when the reader is cancelled, since dispatch
    // must not watch a descriptor that dictate_im_close has closed.
    private let reader: DispatchSourceRead

    private init(handle: OpaquePointer, queue: DispatchQueue, watched: Int32) {
        self.handle = handle
        self.queue = queue
        reader = DispatchSource.makeReadSource(fileDescriptor: watched, queue: queue)
        reader.setCancelHandler { close(watched) }
    }

    deinit {
        reader.cancel()
        dictate_im_close(handle)
    }

    private func handleEventsBetweenCalls() {
        reader.setEventHandler { [weak self, reader] in
            guard let self, dictate_im_dispatch(self.handle) == 0 else { return reader.cancel() }
        }
        reader.activate()
    }

    /// Connects to `display` (a socket name or an absolute path; nil: `WAYLAND_DISPLAY`) and becomes
    /// the input method of its seat, waiting up to `timeout` for the compositor.
    public static func open(display: String? = nil, timeout: Duration = .seconds(5)) async throws(InputMethodError)
        -> WaylandInputMethod {
        let queue = DispatchQueue(label: "dictate.wayland-input-method")
        let opened: Result<WaylandInputMethod, InputMethodError> = await withCheckedContinuation { continuation in
            queue.async {
                var code: Int32 = 0
                guard let handle = dictate_im_open(display, timeout.milliseconds, &code) else {
                    return continuation.resume(returning: .failure(InputMethodError(opening: code, display: display)))
                }
                let watched = dup(dictate_im_fd(handle))
                guard watched >= 0 else {
                    dictate_im_close(handle)
                    return continuation.resume(returning: .failure(.connectionLost))
                }
                let inputMethod = WaylandInputMethod(handle: handle, queue: queue, watched: watched)
                inputMethod.handleEventsBetweenCalls()
                continuation.resume(returning: .success(inputMethod))
            }
        }
        return try opened.get()
    }

    /// Waits up to `timeout` until a text field has the focus and wants input; false when none did.
    public func waitUntilActive(timeout: Duration) async throws(InputMethodError) -> Bool {
        let waited = await run { dictate_im_wait_active($0, timeout.milliseconds) }
        guard waited >= 0 else { throw InputMethodError(opening: -waited, display: nil) }
        return waited == 1
    }

    /// What the focused field is for; `.freeForm` when no field is active.
    public func purpose() async -> InputPurpose {
        InputPurpose(rawValue: await run { dictate_im_content_purpose($0) })
    }

    /// Shows `text` as preedit at the cursor of the focused field, replacing the one before; "" removes it.
    public func setPreedit(_ text: String) async throws(InputMethodError) {
        let code = await run { dictate_im_set_preedit($0, text) }
        if code != Int32(DICTATE_IM_DELIVERED.rawValue) {
            throw InputMethodError(failedDelivery: code, bytes: text.utf8.count)
        }
    }

    /// Removes the preedit and inserts `text` at the cursor, then waits up to `timeout` for the app to
    /// show it. Text longer than one message goes in pieces, in order, stopping at the first failure.
    public func commit(_ text: String, timeout: Duration = .seconds(2)) async -> DeliveryResult {
        var result = DeliveryResult.delivered
        for piece in Self.pieces(of: text) {
            let code = await run { dictate_im_commit($0, piece, timeout.milliseconds) }
            switch Self.result(code, bytes: piece.utf8.count) {
            case .delivered: continue
            case .unconfirmed: result = .unconfirmed
            case let failed: return failed
            }
        }
        return result
    }

    /// Removes the preedit and deletes `text` from before the cursor: the text the field holds there,
    /// usually what the last commit inserted. Waits up to `timeout` for the app to show the deletion.
    public func deleteBefore(_ text: String, timeout: Duration = .seconds(2)) async -> DeliveryResult {
        let bytes = text.utf8.count
        return Self.result(await run { dictate_im_delete_before($0, UInt32(bytes), timeout.milliseconds) }, bytes: bytes)
    }

    private func run<T: Sendable>(_ body: @escaping @Sendable (OpaquePointer) -> T) async -> T {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: body(self.handle)) }
        }
    }

    private static func result(_ code: Int32, bytes: Int) -> DeliveryResult {
        switch UInt32(code) {
        case DICTATE_IM_DELIVERED.rawValue: .delivered
        case DICTATE_IM_UNCONFIRMED.rawValue: .unconfirmed
        default: .failed(InputMethodError(failedDelivery: code, bytes: bytes).description)
        }
    }

    /// `text` cut between characters into pieces of at most one message's bytes.
    static func pieces(of text: String) -> [String] {
        var pieces: [String] = [], piece = ""
        for character in text {
            if piece.utf8.count + character.utf8.count > Int(DICTATE_IM_MAX_TEXT_BYTES) {
                pieces.append(piece)
                piece = ""
            }
            piece.append(character)
        }
        return pieces + [piece]
    }
}
