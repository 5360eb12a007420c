import Synchronization

/// A ``TextSink`` that keeps what it is sent in a ``TextBuffer``, for checks from end to end.
///
/// A sink's closures must be `Sendable`, so the buffer they write to lives behind a lock in a
/// class; tests and front ends hand ``sink`` to the code under test and read the text back after.
public final class TextBufferSink: Sendable {
    private let state: Mutex<(buffer: TextBuffer, finished: String?)>

    /// Starts with `text` already in the field, as a window that had text before dictation began.
    public init(_ text: String = "") {
        state = Mutex((TextBuffer(text), nil))
    }

    /// The client to pass where a ``TextSink`` is expected; it holds this object alive.
    public var sink: TextSink {
        TextSink(apply: { edits in
                     self.state.withLock { $0.buffer.apply(edits) }
                     return Delivery(backend: "buffer", result: .delivered)
                 },
                 finish: { text in self.state.withLock { $0.finished = text } })
    }

    /// The field's text after every edit delivered so far.
    public var text: String { state.withLock { $0.buffer.text } }

    /// What the session reported as its whole text when it finished; `nil` until then.
    public var finishedText: String? { state.withLock { $0.finished } }
}
