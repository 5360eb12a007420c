import Foundation
import LiveStatus
import Testing
import TestSupport

@Suite struct StartLockTests {
    @Test func oneHolderAtATimeAndFreeAgainOnceLetGo() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/run/start.lock"
        let first = try StartLock(path: path)
        let second = try StartLock(path: path)
        #expect(try first.tryAcquire())
        #expect(try !second.tryAcquire())
        first.release()
        #expect(try second.tryAcquire())
        var info = stat()
        #expect(stat(folder.path + "/run", &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700, "the lock's folder is this user's alone")
    }

    @Test func aLockThatGoesAwayLetsGoAsACrashWould() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/start.lock"
        let waiting = try StartLock(path: path)
        do {
            let holder = try StartLock(path: path)
            #expect(try holder.tryAcquire())
            #expect(try !waiting.tryAcquire())
        }
        #expect(try waiting.tryAcquire())
    }

    @Test func acquireWaitsForTheHolderOrGivesUp() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/start.lock"
        let holder = try StartLock(path: path)
        let waiting = try StartLock(path: path)
        #expect(try holder.tryAcquire())
        #expect(try !waiting.acquire(timeout: .milliseconds(50)))
        Thread.detachNewThread {
            usleep(100_000)
            holder.release()
        }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(try waiting.acquire(timeout: patience))
        #expect(clock.now - start >= .milliseconds(50))
    }
}
