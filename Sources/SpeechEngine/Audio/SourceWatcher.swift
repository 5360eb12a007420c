import CPulse
import Foundation
import Synchronization

/// Follows the sound server's sources on a thread of its own running a `pa_mainloop`, and calls
/// `onChange` with every source list that differs from the last; `nil` while no server answers.
///
/// It sleeps in `poll` until the server sends an event (`pa_context_subscribe` for sources and the
/// server: a mute, a default source plugged or removed) or goes away, so nothing wakes the CPU while
/// nothing changes. A server that is gone is waited for by watching the folder of its socket: a
/// server that starts creates its socket there, and only then is a connection tried again (a few
/// times, briefly, as the socket may be made a moment before the server listens). libpulse's own
/// waiting (`PA_CONTEXT_NOFAIL`) is not used: with a server address it fails at once, and without
/// one it only waits for servers that announce themselves on D-Bus. A server reached over TCP, or
/// one whose socket folder does not exist, has no folder to watch and is tried again every few
/// seconds while it is gone.
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
    /// Connection attempts still to make while no server answers, and when the next one is due.
    private var attemptsLeft = 1
    private var nextAttempt = ContinuousClock.now
    /// Watches the socket's folder for a server that starts; `nil` for a server without one.
    private var socketFolder: FolderWatcher?
    /// Set by the socket folder's watcher: something appeared where the server's socket goes.
    private let socketChanged = Atomic(false)
    private let stopped = Atomic(false)
    /// The loop while it runs, for ``stop()`` and the folder watcher to wake; guarded by `lock`.
    private var running: OpaquePointer?
    private let lock = NSLock()

    /// How many attempts a change in the socket's folder starts, and how far apart they are.
    private static let burst = (attempts: 5, interval: Duration.milliseconds(200))
    /// How often a server without a socket folder is tried while it is gone.
    private static let slowRetry: Duration = .seconds(5)

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
        wake()
    }

    private func wake() {
        lock.withLock { running.map { pa_mainloop_wakeup($0) } }
    }

    private func run() {
        guard let loop = pa_mainloop_new() else { return report(nil) }
        self.loop = loop
        lock.withLock { running = loop }
        socketFolder = Self.socketPath(server: server).flatMap { socket in
            FolderWatcher(folders: [(socket as NSString).deletingLastPathComponent]) { [weak self] in
                self?.socketChanged.store(true, ordering: .sequentiallyConsistent)
                self?.wake()
            }
        }
        socketFolder?.start()
        defer {
            socketFolder?.stop()
            lock.withLock { running = nil }
            disconnect()
            pa_mainloop_free(loop)
        }
        while !stopped.load(ordering: .sequentiallyConsistent) {
            if context == nil, socketChanged.exchange(false, ordering: .sequentiallyConsistent) {
                attemptsLeft = Self.burst.attempts
                nextAttempt = .now
            }
            if context == nil, attemptsLeft > 0, ContinuousClock.now >= nextAttempt {
                attemptsLeft -= 1
                nextAttempt = .now + Self.burst.interval
                connect()
            }
            guard pa_mainloop_prepare(loop, timeout()) >= 0, pa_mainloop_poll(loop) >= 0,
                  pa_mainloop_dispatch(loop) >= 0 else { break }
        }
    }

    /// How long the loop may sleep, in microseconds: until the next attempt is due, or for good.
    private func timeout() -> Int32 {
        guard context == nil, attemptsLeft > 0 else { return -1 }
        let left = max(nextAttempt - .now, .zero)
        return Int32(min(left.inSeconds, 60) * 1_000_000)
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
        // A failure here usually went through stateChanged already; lost() again changes nothing then.
        if pa_context_connect(context, server, PA_CONTEXT_NOAUTOSPAWN, nil) < 0 { lost() }
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
            attemptsLeft = 0
            let mask = PA_SUBSCRIPTION_MASK_SOURCE.rawValue | PA_SUBSCRIPTION_MASK_SERVER.rawValue
            pa_operation_unref(pa_context_subscribe(context, pa_subscription_mask_t(mask), nil, nil))
            query()
        case PA_CONTEXT_FAILED, PA_CONTEXT_TERMINATED:
            lost()
        default:
            break
        }
    }

    /// The server went away, or is not there yet: says so, and waits for it (see the type's comment).
    private func lost() {
        report(nil)
        disconnect()
        if socketFolder == nil, attemptsLeft == 0 {
            attemptsLeft = 1
            nextAttempt = .now + Self.slowRetry
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

    /// The file of the socket `server` names (libpulse's usual server when `nil`: `PULSE_SERVER`,
    /// then `native` in its runtime folder); `nil` for a server reached over the network.
    static func socketPath(server: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let address = server ?? environment["PULSE_SERVER"].flatMap { $0.isEmpty ? nil : $0 }
        if let address {
            if address.hasPrefix("unix:") { return String(address.dropFirst("unix:".count)) }
            return address.hasPrefix("/") ? address : nil
        }
        if let runtime = environment["PULSE_RUNTIME_PATH"], runtime.hasPrefix("/") { return runtime + "/native" }
        if let runtime = environment["XDG_RUNTIME_DIR"], runtime.hasPrefix("/") { return runtime + "/pulse/native" }
        return nil
    }
}
