import CVosk
import Foundation
import Synchronization

/// Opens libvosk the first time a Vosk model is used.
///
/// Looked for at `DICTATE_VOSK_LIBRARY`, then in `.deps/vosk` of the checkout the executable was
/// built in (where `scripts/setup` puts the pinned wheel's library), then by name through the
/// dynamic loader's search (a system-wide install, `LD_LIBRARY_PATH`).
enum VoskLibrary {
    private static let opened = Mutex(false)

    static func open(environment: [String: String] = ProcessInfo.processInfo.environment) throws(VoskModelError) {
        let failures = opened.withLock { opened -> [String]? in
            guard !opened else { return nil }
            var failures: [String] = []
            for path in candidates(environment: environment) {
                guard let failure = dictate_vosk_open(path) else {
                    // Kaldi's informational lines would land on the transcript's terminal.
                    vosk_set_log_level(-1)
                    opened = true
                    return nil
                }
                failures.append(String(cString: failure))
            }
            return failures
        }
        if let failures { throw .libraryMissing(failures.joined(separator: "; ")) }
    }

    /// The places to try, in order; `nil` is the loader's own search.
    private static func candidates(environment: [String: String]) -> [String?] {
        var paths: [String?] = []
        if let path = environment["DICTATE_VOSK_LIBRARY"], !path.isEmpty { paths.append(path) }
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
        if let checkout = ModelLocator.checkout(containing: executable.resolvingSymlinksInPath()) {
            paths.append(checkout.appendingPathComponent(".deps/vosk/libvosk.so").path)
        }
        paths.append(nil)
        return paths
    }
}
