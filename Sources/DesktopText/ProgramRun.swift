import Foundation
import Spawning

/// Runs one program to its exit: the only place this module starts processes, and the way the
/// CLI runs a compose card's `--send-command`, which meets the same forking clipboard tools.
///
/// Spawned through `Spawning` (`posix_spawn`), because Foundation's `Process`
/// misses some child exits and passes on the parent's blocked-signal mask. Three choices keep a
/// call from ever hanging on a program that forks a daemon (wl-copy, xclip and xsel keep serving
/// the selection after their first process exits):
/// - standard input is an unlinked file holding the text, so the child reads it to its end with
///   no writer to wait for and no pipe to break;
/// - standard output goes to `/dev/null` and standard error to another unlinked file, read only
///   after the exit, so nothing waits for a descriptor the daemon may keep open;
/// - every other inheritable descriptor is closed in the child, so the daemon holds none of the
///   caller's pipes.
/// Only the direct child is waited for. The wait runs on a thread of its own, off Swift's
/// cooperative pool.
public struct ProgramRun: Sendable {
    /// The program (looked up on `PATH` unless it has a slash) and its arguments.
    public var arguments: [String]
    /// Bytes the program reads on standard input; `nil` gives it `/dev/null`.
    public var input: String?
    /// The variables it runs with, `PATH` among them.
    public var environment: [String: String]
    /// Whether standard output is kept (in an unlinked file, like standard error) rather than
    /// discarded; only for programs that fork no daemon.
    public var keepsOutput = false

    /// What a finished program wrote.
    public struct Output: Sendable {
        public var standardOutput: String
        public var standardError: String
    }

    public init(arguments: [String], input: String?, environment: [String: String], keepsOutput: Bool = false) {
        self.arguments = arguments
        self.input = input
        self.environment = environment
        self.keepsOutput = keepsOutput
    }

    /// Waits for the program's exit and returns what it wrote; a non-zero exit throws
    /// `programFailed` with the last line of its standard error. Cancelling the task sends the
    /// program SIGTERM, so a Stop button is not held up by a command that never ends.
    @discardableResult
    public func run() async throws(DesktopTextError) -> Output {
        let child = ChildSlot()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                Thread.detachNewThread { continuation.resume(returning: runBlocking(child)) }
            }
        } onCancel: {
            child.terminate()
        }
        return try result.get()
    }

    private func runBlocking(_ child: ChildSlot) -> Result<Output, DesktopTextError> {
        let name = arguments[0]
        guard let path = InstalledPrograms.locate(name, environment: environment) else {
            return .failure(.cannotStart(program: name, reason: "not found on PATH"))
        }
        guard let errors = Self.scratchFile(), let output = keepsOutput ? Self.scratchFile() : open("/dev/null", O_WRONLY | O_CLOEXEC),
              output >= 0,
              let source = input == nil ? open("/dev/null", O_RDONLY | O_CLOEXEC) : Self.scratchFile(), source >= 0 else {
            return .failure(.cannotStart(program: name, reason: String(cString: strerror(errno))))
        }
        defer { close(errors); close(source); close(output) }
        if let input, !Self.write(input, to: source) {
            return .failure(.cannotStart(program: name, reason: "cannot buffer its input: \(String(cString: strerror(errno)))"))
        }
        let pid: pid_t
        switch spawn(path, standardInput: source, standardOutput: output, standardError: errors) {
        case .success(let spawned): pid = spawned
        case .failure(let error): return .failure(error)
        }
        child.started(pid)
        // Wait for the exit without reaping, so the id cannot be reused while a cancellation may
        // still signal it; reap only after the slot forgot it.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        child.ended()
        let status = Self.wait(pid)
        let standardError = Self.read(errors)
        guard status == 0 else {
            let last = standardError.split(whereSeparator: \.isNewline).last.map(String.init) ?? ""
            return .failure(.programFailed(program: name, status: status, message: last.trimmingCharacters(in: .whitespaces)))
        }
        return .success(Output(standardOutput: Self.read(output), standardError: standardError))
    }

    private func spawn(_ path: String, standardInput: Int32, standardOutput: Int32, standardError: Int32) -> Result<pid_t, DesktopTextError> {
        let descriptors: [(Int32, DescriptorSetup)] = [(0, .duplicate(standardInput)), (1, .duplicate(standardOutput)),
                                                      (2, .duplicate(standardError))]
            + Self.inheritableDescriptors().map { ($0, .close) }
        do {
            return .success(try Spawn.start(arguments, executable: path, environment: environment, descriptors: descriptors))
        } catch {
            return .failure(.cannotStart(program: arguments[0], reason: String(cString: strerror(error.code))))
        }
    }

    /// The caller's descriptors above standard error that a child would inherit (those without
    /// close-on-exec), such as a pipe the test runner's parent reads to its end. glibc's
    /// `posix_spawn_file_actions_addclosefrom_np` would do this in one action but Swift's Glibc
    /// module does not export it.
    private static func inheritableDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }.filter { $0 > 2 && fcntl($0, F_GETFD) >= 0 && fcntl($0, F_GETFD) & FD_CLOEXEC == 0 }
    }

    /// A file only this process can reach: created close-on-exec, then unlinked at once.
    private static func scratchFile() -> Int32? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("dictate-\(UUID().uuidString)").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        unlink(path)
        return descriptor
    }

    private static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 { if errno == EINTR { continue } else { return false } }
            bytes = bytes.dropFirst(written)
        }
        return lseek(descriptor, 0, SEEK_SET) == 0
    }

    private static func read(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var offset: off_t = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += buffer[..<count]
            offset += off_t(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The exit status, or 128 + the signal that ended the program, as a shell reports it.
    private static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
