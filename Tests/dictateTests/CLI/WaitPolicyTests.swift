import Foundation
import Testing
import TestSupport

/// whisper.cpp's OpenMP threads must wait passively in the product itself, not only in tests:
/// dictate sets the policy and runs itself again before libgomp has read it.
@Suite("OpenMP wait policy")
struct WaitPolicyTests {
    /// The environment of a running `dictate` started with `policy` (nil: unset).
    static func environmentOfDictate(startedWith policy: String?) async throws -> [String] {
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_WAIT_POLICY"] = policy
        environment["DICTATE_TRANSCRIPTION"] = "scripted:" + Array(repeating: "word", count: 400).joined(separator: " ")
        // A control socket of its own: another test's recording would make this one refuse to start.
        environment["XDG_RUNTIME_DIR"] = try DictateBinary.scratchDirectory().path
        let child = try ChildProcess.spawn([DictateBinary.path], environment: environment)
        defer { child.signal(SIGKILL); _ = child.waitBlocking() }
        var variables: [String] = []
        let ran = await eventually {
            // The first image may still be running, or the new one not yet have its environment:
            // mid-exec, the file reads empty.
            guard let data = FileManager.default.contents(atPath: "/proc/\(child.pid)/environ"),
                  let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(child.pid)/exe"),
                  executable.hasSuffix("dictate") else { return false }
            variables = String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
            return !variables.isEmpty && (policy != nil || variables.contains(where: { $0.hasPrefix("OMP_WAIT_POLICY=") }))
        }
        if !ran { Issue.record("dictate never ran with a wait policy") }
        return ran ? variables : []
    }

    @Test("with no policy set, dictate runs with passive waiting")
    func passiveByDefault() async throws {
        #expect(try await Self.environmentOfDictate(startedWith: nil).contains("OMP_WAIT_POLICY=PASSIVE"))
    }

    @Test("a policy the person set is left alone")
    func ownPolicyKept() async throws {
        let variables = try await Self.environmentOfDictate(startedWith: "ACTIVE")
        #expect(variables.contains("OMP_WAIT_POLICY=ACTIVE"))
        #expect(!variables.contains("OMP_WAIT_POLICY=PASSIVE"))
    }
}
