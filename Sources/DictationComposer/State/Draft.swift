/// The text a composer edits, kept by the app: a binding-like reference with a getter and a setter.
///
/// The composer never stores the text itself, so the app can persist every change (the terminal
/// front end writes each one to its draft file) and keep the draft when the composer goes away.
@MainActor
public struct Draft {
    private let get: @MainActor () -> String
    private let set: @MainActor (String) -> Void

    /// A draft read through `get` and written through `set`.
    public init(get: @escaping @MainActor () -> String, set: @escaping @MainActor (String) -> Void) {
        self.get = get
        self.set = set
    }

    /// A draft that keeps its text in a box of its own, for apps that don't persist it.
    public init(_ initial: String = "") {
        let box = Box(initial)
        self.init(get: { box.text }, set: { box.text = $0 })
    }

    /// The current text.
    public var text: String {
        get { get() }
        nonmutating set { set(newValue) }
    }

    private final class Box {
        var text: String
        init(_ text: String) { self.text = text }
    }
}
