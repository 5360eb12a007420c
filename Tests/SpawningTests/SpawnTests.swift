import Foundation
import Glibc
import Spawning
import Testing

/// `Spawn.start` against real programs: descriptors, signal state, sessions and failures.
@Suite("Spawning programs")
struct SpawnTests {
    private func scratch(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(UUID().uuidString)-\(name)").path
    }

    /// Waits for `pid` on a thread of its own and returns its exit status.
    private func exitStatus(of pid: pid_t) async -> Int32 {
        await withCheckedContinuation { continuation in
            Thread {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                continuation.resume(returning: (status >> 8) & 0xff)
            }.start()
        }
    }

    @Test func descriptorsAreSetInOrderAndTheStatusComesBack() async throws {
        let output = scratch("out")
        defer { unlink(output) }
        let pid = try Spawn.start(["sh", "-c", "echo out; echo err >&2; exit 3"], environment: ["PATH": "/usr/bin:/bin"],
                                  descriptors: [(0, .nothingToRead),
                                                (1, .open(path: output, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600)),
                                                (2, .duplicate(1))])
        #expect(await exitStatus(of: pid) == 3)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "out\nerr\n")
    }

    @Test func theChildStartsWithNoBlockedSignalsInASessionOfItsOwnWhenAsked() async throws {
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGUSR1)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let output = scratch("status")
        defer { unlink(output) }
        let script = "grep SigBlk /proc/self/status; ps -o sid= -p $$; echo $$"
        let pid = try Spawn.start(["sh", "-c", script], environment: ["PATH": "/usr/bin:/bin"],
                                  descriptors: [(1, .open(path: output, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600))],
                                  newSession: true)
        #expect(await exitStatus(of: pid) == 0)
        let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(lines.first?.hasSuffix("0000000000000000") == true, "\(lines)")
        #expect(lines.count == 3 && lines[1] == lines[2], "the child leads its own session: \(lines)")
    }

    @Test func aProgramThatIsNotThereIsAnErrorNamingIt() throws {
        #expect(throws: SpawnError(program: "no-such-program-here", code: ENOENT)) {
            try Spawn.start(["no-such-program-here"], environment: ["PATH": "/usr/bin:/bin"], descriptors: [])
        }
        let error = SpawnError(program: "xdotool", code: ENOENT)
        #expect(error.description == "cannot start xdotool: No such file or directory")
    }

    @Test func anExecutablePathRunsUnderTheNameGiven() async throws {
        let output = scratch("name")
        defer { unlink(output) }
        let pid = try Spawn.start(["shown-name", "-c", "echo $0"], executable: "/bin/sh", environment: [:],
                                  descriptors: [(1, .open(path: output, flags: O_WRONLY | O_CREAT | O_TRUNC, mode: 0o600))])
        #expect(await exitStatus(of: pid) == 0)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "shown-name\n")
    }
}
