/// Why Submit did not go through: the first field that needs attention and what it needs.
public struct SubmitRefusal: Error, Sendable, Equatable {
    /// The field to focus.
    public var field: String
    /// What to tell the person: the failing rule's message.
    public var message: String

    /// A refusal over `field` with `message`.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }
}
