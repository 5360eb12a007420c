import SpeechEngine

/// `--example`: the "Kitchen thread" preview, a short conversation to reply to.
enum KitchenExample {
    /// One message of the thread.
    struct Message: Sendable, Equatable {
        /// Who wrote it; "You" for replies sent from the composer.
        var author: String
        /// What they wrote.
        var text: String
    }

    /// The thread as it stands before the reply.
    static let thread: [Message] = [
        Message(author: "Maya", text: "Who's picking up groceries for tonight?"),
        Message(author: "Sam", text: "I can, but I'm stuck at work until six."),
        Message(author: "Maya", text: "Could someone start the soup before then?"),
    ]

    /// The reply the scripted transcript speaks when there is no microphone.
    static let scriptedReply = "I'll start the soup at five and pick up bread on the way home."

    /// How long Send holds the reply, so Stop can be tried.
    static let sendDelay = Duration.seconds(2)

    /// `transcription` when it can run here, otherwise the scripted reply.
    static func transcription(preferring transcription: Transcription) async -> Transcription {
        if await transcription.requestAccess() == .allowed { return transcription }
        return .scripted(scriptedReply)
    }
}
