import Testing

/// A test trait that runs each test it covers alone among the tests that carry it.
///
/// The machines these tests run on have two cores. Tests that decode speech in real time (a sound
/// server, a paced file) must keep up with the audio, and tests that run several whisper.cpp passes
/// at once would take the cores from them; both carry this trait, so they take turns. Other tests
/// still run alongside.
public struct Exclusive: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    private static let turns = Turns()

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's own scope holds no test; taking the turn there would lock out its tests.
        guard testCase != nil else { return try await function() }
        try await Self.turns.inTurn(function)
    }
}

extension Trait where Self == Exclusive {
    /// Runs each test alone among the tests that carry `.exclusive`.
    public static var exclusive: Self { Exclusive() }
}
