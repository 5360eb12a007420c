/// What `dictate setup --check` found, part by part, and whether dictation into apps can work here.
public struct CheckReport: Sendable {
    /// What stops dictation into apps, by kind, for the exit status.
    public enum Blocker: Sendable, Equatable {
        /// Something dictation needs is missing: no way into apps, no model, no sound server.
        case missing(String)
        /// Capture is refused: the source is muted.
        case refused(String)

        public var reason: String {
            switch self {
            case .missing(let reason), .refused(let reason): reason
            }
        }
    }

    /// One part of the report: its heading, what was found, and what stops dictation, if anything.
    public struct Part: Sendable {
        public var heading: String
        public var lines: [String]
        public var blocker: Blocker?

        public init(_ heading: String, lines: [String], blocker: Blocker? = nil) {
            self.heading = heading
            self.lines = lines
            self.blocker = blocker
        }
    }

    public var parts: [Part] = []

    public init() {}

    public mutating func add(_ part: Part) { parts.append(part) }

    /// The first part's blocker: the reason given with the exit status.
    public var blocker: Blocker? { parts.lazy.compactMap(\.blocker).first }

    /// The report as the terminal shows it.
    public var text: String {
        parts.map { part in
            ([part.heading + ":"] + part.lines.map { "  " + $0 }).joined(separator: "\n") + "\n"
        }.joined(separator: "\n")
    }
}
