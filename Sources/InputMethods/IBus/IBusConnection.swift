import CIBus
import Foundation
import Synchronization
import TextOutput

/// dictate's own IBus engine, registered with the session's ibus-daemon while this is open: no
/// component file and no root, and the daemon forgets the engine when the connection closes.
///
/// One owner of the C handle. Every call blocks in C, so each runs on this connection's own queue,
/// which also keeps them in order.
final class IBusConnection: @unchecked Sendable {
    /// The engine's name, which `ibus engine` shows while dictate is switched in.
    static let engineName = "dictate"

    private let handle: OpaquePointer
    private let queue: DispatchQueue
    private let closed = Mutex(false)

    private init(handle: OpaquePointer, queue: DispatchQueue) {
        self.handle = handle
        self.queue = queue
    }

    deinit {
        if !closed.withLock({ $0 }) { dictate_ibus_close(handle, nil) }
    }

    /// Unregisters the engine and makes `engine` the global engine again. The daemon drops the
    /// field's engine when dictate's goes, so giving the person's back comes after, not before.
    func close(restoring engine: String?) async {
        guard !closed.withLock({ closed in defer { closed = true }; return closed }) else { return }
        await run { dictate_ibus_close($0, engine) }
    }

    /// Connects to the daemon of the session `environment` describes and registers the engine.
    static func open(environment: [String: String], timeout: Duration) async throws(InputMethodError) -> IBusConnection {
        guard let address = IBusAddress.find(environment: environment) else { throw .noIBusDaemon }
        let queue = DispatchQueue(label: "dictate.ibus")
        let opened: Result<UncheckedHandle, InputMethodError> = await withCheckedContinuation { continuation in
            queue.async {
                var status = DICTATE_IBUS_OK
                let handle = dictate_ibus_open(engineName, address, timeout.milliseconds, &status)
                continuation.resume(returning: handle.map { .success(UncheckedHandle(pointer: $0)) } ?? .failure(InputMethodError(status)))
            }
        }
        return IBusConnection(handle: try opened.get().pointer, queue: queue)
    }

    /// The daemon's global engine, `nil` when it has none (as on GNOME until an input source is chosen).
    func globalEngine() async -> String? {
        await run { handle in
            guard let name = dictate_ibus_global_engine(handle) else { return nil }
            defer { free(name) }
            return String(cString: name)
        }
    }

    /// Makes `engine` the global engine: the focused field's input method.
    func switchTo(_ engine: String, timeout: Duration) async throws(InputMethodError) {
        try check(await run { dictate_ibus_switch_to($0, engine, timeout.milliseconds) })
    }

    /// Waits until a text field has taken dictate's engine.
    func waitForFocus(timeout: Duration) async throws(InputMethodError) {
        try check(await run { dictate_ibus_wait_for_focus($0, timeout.milliseconds) })
    }

    /// How often the desktop switched to another engine since the engine last had the focus.
    var takenBack: Int { Int(dictate_ibus_taken_back(handle)) }

    /// The focused field's purpose, as the application declared it.
    var purpose: InputPurpose { InputPurpose(rawValue: dictate_ibus_purpose(handle)) }

    /// Shows `text` underlined in the field in place of the last preedit; "" hides it.
    func show(_ text: String) async throws(InputMethodError) {
        try check(await run { dictate_ibus_set_preedit($0, text) })
    }

    /// Shows `status` beside the caret as the engine's auxiliary text; `nil` hides it.
    func showStatus(_ status: String?) async throws(InputMethodError) {
        try check(await run { dictate_ibus_set_status($0, status) })
    }

    /// Commits `text` as one commit and waits up to `timeout` for the field to confirm it.
    func commit(_ text: String, timeout: Duration) async -> DeliveryResult {
        switch await run({ dictate_ibus_commit($0, text, timeout.milliseconds) }) {
        case DICTATE_IBUS_DELIVERED: .delivered
        case DICTATE_IBUS_UNCONFIRMED: .unconfirmed
        default: .failed("the field lost the focus, or ibus-daemon went away")
        }
    }

    /// Deletes `characters` characters before the cursor.
    func deleteBefore(_ characters: Int, timeout: Duration) async throws(InputMethodError) {
        try check(await run { dictate_ibus_delete_before($0, UInt32(characters), timeout.milliseconds) })
    }

    private func run<T: Sendable>(_ body: @escaping @Sendable (OpaquePointer) -> T) async -> T {
        let handle = UncheckedHandle(pointer: handle)
        return await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: body(handle.pointer)) }
        }
    }

    private func check(_ status: dictate_ibus_status) throws(InputMethodError) {
        if status != DICTATE_IBUS_OK { throw InputMethodError(status) }
    }
}

/// The C handle carried onto the connection's queue; only that queue uses it.
private struct UncheckedHandle: @unchecked Sendable {
    let pointer: OpaquePointer
}

extension InputMethodError {
    init(_ status: dictate_ibus_status) {
        self = switch status {
        case DICTATE_IBUS_NOT_REGISTERED: .engineNotRegistered
        case DICTATE_IBUS_NOT_SWITCHED: .notSwitched
        case DICTATE_IBUS_NO_FOCUS: .noFocusedField
        case DICTATE_IBUS_DISCONNECTED: .disconnected
        default: .noIBusDaemon
        }
    }
}

extension Duration {
    /// Whole milliseconds, for the C calls' time limits.
    var milliseconds: Int32 {
        let (seconds, attoseconds) = components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }
}
