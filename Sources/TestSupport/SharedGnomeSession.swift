import Foundation
import Testing

/// A suite trait that starts one ``GnomeTestSession`` for the whole suite and shares it with its
/// tests through ``current``: a Shell start costs about 20 s, more on a busy machine.
public struct SharedGnomeSession: SuiteTrait, TestScoping {
    /// The session of the suite running; `nil` outside one.
    @TaskLocal public static var current: GnomeTestSession?

    /// The user extensions the Shell starts with, made when the suite starts.
    let extensions: @Sendable () async throws -> [URL]

    public var isRecursive: Bool { false }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await GnomeTestSession.with(extensions: try await extensions()) { session in
            try await Self.$current.withValue(session) { try await function() }
        }
    }

    /// The suite's session; fails the test when the suite does not carry the trait.
    public static func session() throws -> GnomeTestSession {
        try #require(current, "the suite carries no .sharedGnomeSession trait")
    }
}

extension Trait where Self == SharedGnomeSession {
    /// Starts one GNOME Shell for the suite, with the user extensions `extensions` gives installed and enabled.
    public static func sharedGnomeSession(extensions: @escaping @Sendable () async throws -> [URL] = { [] }) -> Self {
        SharedGnomeSession(extensions: extensions)
    }
}
