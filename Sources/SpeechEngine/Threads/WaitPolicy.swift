import Foundation

/// Makes whisper.cpp's OpenMP worker threads sleep while they wait instead of spinning.
///
/// The prebuilt whisper.cpp runs its decoding threads on libgomp, whose threads spin at every
/// barrier by default. On a busy machine a spinning thread holds a core that the thread it waits for
/// needs, and the barrier then lasts whole scheduler slices: with two other busy processes on two
/// cores, a pass that takes 0.2 s on a quiet machine took 8 to 11 s (docs/RELIABILITY.md). Passive
/// waiting keeps it near 1 s. libgomp reads `OMP_WAIT_POLICY` once, when it is loaded, before any
/// Swift code runs; so a program that links whisper.cpp sets the variable and executes itself again.
public enum WaitPolicy {
    /// The variable libgomp reads.
    public static let variable = "OMP_WAIT_POLICY"

    /// Whether the process must run again to get passive waiting: only when the person running it
    /// set no policy of their own.
    public static func needsRestart(environment: [String: String]) -> Bool {
        environment[variable] == nil
    }

    /// Call first thing in `main`. When no wait policy is set, sets `OMP_WAIT_POLICY=PASSIVE` and
    /// replaces the process with a fresh copy of itself, same arguments and descriptors; returns
    /// only when nothing needed doing or the executable could not be run again (then decoding
    /// works as before, only slower under load).
    public static func becomePassive() {
        guard needsRestart(environment: ProcessInfo.processInfo.environment) else { return }
        setenv(variable, "PASSIVE", 1)
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", arguments)
        arguments.forEach { free($0) }
    }
}
