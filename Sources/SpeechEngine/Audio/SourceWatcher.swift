import CPulse
import Foundation
import Synchronization

/// Follows the sound server's sources on a thread of its own running a `pa_mainloop`, and calls
/// `onChange` with every source list that differs from the last; `nil` while no server answers.
///
/// It sleeps in `poll` until the server sends an event (`pa_context_subscribe` for sources and the
/// server: a mute, a default source plugged or removed) or goes away, so nothing wakes the CPU while
/// nothing changes. A server that went away is waited for with `PA_CONTEXT_NOFAIL`.
final class SourceWatcher: @unchecked Sendable {
    private let server: String?
    private let onChange: @Sendable ([PulseServer.Source]?) -> Void
    // Touched only on the watcher's thread, inside libpulse's callbacks.
    private var loop: OpaquePointer?
    private var context: OpaquePointer?
    private var sources: [PulseServer.Source] = []
    private var defaultSource: String?
    private var pending = 0
    /// Set when an event came while a query was answering: that answer may predate the change.
    private var askAgain = false
    private var last: [PulseServer.Source]??
    private let stopped = Atomic(false)
    /// The loop while it runs, for ``stop()`` to wake; guarded by `lock`.
    private var running: OpaquePointer?
    private let lock = NSLock()

    init(server: String?, onChange: @escaping @Sendable ([PulseServer.Source]?) -> Void) {
        self.server = server
        self.onChange = onChange
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "dictate source watcher"
        thread.start()
    }

    /// Ends the watcher's loop; safe from any thread.
    func stop() {
        stopped.store(true, ordering: .sequentiallyConsistent)
        lock.withLock { running.map { pa_mainloop_wakeup($0) } }
    }

    private func run() {
        guard let loop = pa_mainloop_new() else { return report(nil) }
        self.loop = loop
        lock.withLock { running = loop }
        defer {
            lock.withLock { running = nil }
            disconnect()
            pa_mainloop_free(loop)
        }
        connect()
        while !stopped.load(ordering: .sequentiallyConsistent) {
            guard pa_mainloop_iterate(loop, 1, nil) >= 0 else { break }
        }
    }

    private func connect() {
        guard let loop, let context = pa_context_new(pa_mainloop_get_api(loop), "dictate access") else { return report(nil) }
        self.context = context
        let me = Unmanaged.passUnretained(self).toOpaque()
        pa_context_set_state_callback(context, { context, userData in
            Unmanaged<SourceWatcher>.fromOpaque(userData!).takeUnretainedValue().stateChanged(pa_context_get_state(context))
        }, me)
        pa_context_set_subscribe_callback(context, { _, _, _, userData in
            Unmanaged<SourceWatcher>.fromOpaque(userData!).takeUnretainedValue().query()
        }, me)
        if pa_context_connect(context, server, PA_CONTEXT_NOFAIL, nil) < 0 { report(nil) }
    }

    private func disconnect() {
        guard let context else { return }
        pa_context_set_state_callback(context, nil, nil)
        pa_context_set_subscribe_callback(context, nil, nil)
        pa_context_disconnect(context)
        pa_context_unref(context)
        self.context = nil
        // Queries in flight are cancelled with the context, their callbacks never called.
        pending = 0
        askAgain = false
    }

    private func stateChanged(_ state: pa_context_state_t) {
        switch state {
        case PA_CONTEXT_READY:
            let mask = PA_SUBSCRIPTION_MASK_SOURCE.rawValue | PA_SUBSCRIPTION_MASK_SERVER.rawValue
            pa_operation_unref(pa_context_subscribe(context, pa_subscription_mask_t(mask), nil, nil))
            query()
        case PA_CONTEXT_FAILED, PA_CONTEXT_TERMINATED:
            // The server went away: say so, and wait for it with a fresh context.
            report(nil)
            disconnect()
            if !stopped.load(ordering: .sequentiallyConsistent) { connect() }
        default:
            break
        }
    }

    /// Asks for the default source and the source list; reports once both answered.
    private func query() {
        guard let context else { return }
        guard pending == 0 else { askAgain = true; return }
        let me = Unmanaged.passUnretained(self).toOpaque()
        pending = 2
        sources = []
        pa_operation_unref(pa_context_get_server_info(context, { _, info, userData in
            let watcher = Unmanaged<SourceWatcher>.fromOpaque(userData!).takeUnretainedValue()
            watcher.defaultSource = info?.pointee.default_source_name.map { String(cString: $0) }
            watcher.answered()
        }, me))
        pa_operation_unref(pa_context_get_source_info_list(context, { _, info, eol, userData in
            let watcher = Unmanaged<SourceWatcher>.fromOpaque(userData!).takeUnretainedValue()
            guard eol == 0, let info = info?.pointee else { return watcher.answered() }
            watcher.sources.append(PulseServer.Source(
                name: String(cString: info.name), description: info.description.map { String(cString: $0) } ?? "",
                isMonitor: info.monitor_of_sink != UInt32.max, isMuted: info.mute != 0, isDefault: false))
        }, me))
    }

    private func answered() {
        pending -= 1
        guard pending == 0 else { return }
        report(sources.map { source in
            var source = source
            source.isDefault = source.name == defaultSource
            return source
        })
        if askAgain {
            askAgain = false
            query()
        }
    }

    private func report(_ sources: [PulseServer.Source]?) {
        guard last.map({ $0 != sources }) ?? true else { return }
        last = .some(sources)
        onChange(sources)
    }
}
