import Foundation
import Testing

/// A test trait that runs each test it covers on a thread of its own, off Swift's cooperative pool.
///
/// The pool has one thread per core, two on the machines these tests run on, and every test of
/// the suite starts on it at once. A test whose body works for long without suspending (audio
/// made and analysed sample by sample, large files written and synced, a model run) holds one of
/// those threads meanwhile, and the tests behind it wait their turn: at the start of a run on a
/// busy machine, such bodies kept the pool for over a minute while a live session that answers in
/// a third of a second alone waited for it. Suites of such tests carry this trait; the pool is
/// then left to the tests that mostly wait.
public struct OwnThread: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        let executor = ThreadExecutor(name: test.name)
        defer { executor.stop() }
        try await withTaskExecutorPreference(executor) { try await function() }
    }
}

extension Trait where Self == OwnThread {
    /// Runs each test on a thread of its own, off Swift's cooperative pool.
    public static var ownThread: Self { OwnThread() }
}

/// An executor that runs the jobs given to it in order on one thread of its own.
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var jobs: [UnownedJob] = []
    private var stopped = false
    private var running = true
    private let name: String

    init(name: String) {
        self.name = name
        startThread()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        // A job can still come after the test, from a task it left behind: it gets a thread too.
        let restart = !running
        running = true
        condition.signal()
        condition.unlock()
        if restart { startThread() }
    }

    private func startThread() {
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    /// Lets the thread end once the jobs given so far have run.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty, !stopped { condition.wait() }
            guard !jobs.isEmpty else {
                running = false
                return condition.unlock()
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
