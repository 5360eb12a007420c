import CPulse
import Foundation

/// Questions for the sound server: which sources exist, which is the default, is one muted.
///
/// Each call connects, asks, and disconnects, with a deadline so a hung server cannot hang dictate.
public enum PulseServer {
    /// A capture source as the server describes it.
    public struct Source: Sendable, Equatable {
        /// The name to pass to `--device`.
        public var name: String
        /// A human description ("Built-in Audio Analog Stereo").
        public var description: String
        /// Whether this source is the monitor of an output (what the speakers play).
        public var isMonitor: Bool
        /// Whether the source is muted.
        public var isMuted: Bool
        /// Whether this is the server's default source.
        public var isDefault: Bool
    }

    /// How long to wait for the server before giving up.
    static let deadline: Duration = .seconds(5)

    /// The sources of `server` (libpulse's usual server when `nil`), in its order.
    public static func sources(server: String? = nil) throws(PulseError) -> [Source] {
        let query = Query(server: server)
        try query.run()
        return query.sources.map { source in
            var source = source
            source.isDefault = source.name == query.defaultSource
            return source
        }
    }
}

/// One connection's worth of libpulse's asynchronous API, driven to completion on the calling thread.
private final class Query {
    let server: String?
    var sources: [PulseServer.Source] = []
    var defaultSource: String?
    private var pending = 0

    init(server: String?) { self.server = server }

    func run() throws(PulseError) {
        if let missing = PulseError.clientLibraryMissing { throw missing }
        guard let loop = pa_mainloop_new() else { throw PulseError(kind: .other, message: "out of memory") }
        defer { pa_mainloop_free(loop) }
        guard let context = pa_context_new(pa_mainloop_get_api(loop), "dictate") else {
            throw PulseError(kind: .other, message: "out of memory")
        }
        defer { pa_context_disconnect(context); pa_context_unref(context) }
        guard pa_context_connect(context, server, PA_CONTEXT_NOAUTOSPAWN, nil) >= 0 else {
            throw PulseError(code: pa_context_errno(context))
        }
        let clock = ContinuousClock()
        let deadline = clock.now + PulseServer.deadline
        func spin(until done: () -> Bool) throws(PulseError) {
            while !done() {
                let state = pa_context_get_state(context)
                if state == PA_CONTEXT_FAILED || state == PA_CONTEXT_TERMINATED {
                    throw PulseError(code: pa_context_errno(context))
                }
                guard clock.now < deadline else { throw PulseError(kind: .noServer, message: "no answer in time") }
                _ = pa_mainloop_prepare(loop, 100_000)
                _ = pa_mainloop_poll(loop)
                _ = pa_mainloop_dispatch(loop)
            }
        }
        try spin { pa_context_get_state(context) == PA_CONTEXT_READY }

        let me = Unmanaged.passUnretained(self).toOpaque()
        pending = 2
        pa_operation_unref(pa_context_get_server_info(context, { _, info, userData in
            let query = Unmanaged<Query>.fromOpaque(userData!).takeUnretainedValue()
            if let name = info?.pointee.default_source_name { query.defaultSource = String(cString: name) }
            query.pending -= 1
        }, me))
        pa_operation_unref(pa_context_get_source_info_list(context, { _, info, eol, userData in
            let query = Unmanaged<Query>.fromOpaque(userData!).takeUnretainedValue()
            guard eol == 0, let info = info?.pointee else { query.pending -= 1; return }
            query.sources.append(PulseServer.Source(
                name: String(cString: info.name),
                description: info.description.map { String(cString: $0) } ?? "",
                isMonitor: info.monitor_of_sink != UInt32.max,
                isMuted: info.mute != 0,
                isDefault: false))
        }, me))
        try withExtendedLifetime(self) { () throws(PulseError) in try spin { pending == 0 } }
    }
}
