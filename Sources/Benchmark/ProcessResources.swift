#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Resource use of the current process, for the benchmark's CPU-time and memory figures.
public enum ProcessResources {
    /// User + system processor time consumed so far by all threads of this process, in seconds.
    /// Take the difference of two readings to measure one transcription.
    public static func cpuSeconds() -> Double {
        let usage = selfUsage()
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The highest resident set size this process has reached, in bytes.
    public static func peakResidentBytes() -> UInt64 {
        let peak = UInt64(max(selfUsage().ru_maxrss, 0))
        #if os(Linux)
        return peak * 1024  // Linux reports kibibytes
        #else
        return peak  // macOS reports bytes
        #endif
    }

    private static func selfUsage() -> rusage {
        var usage = rusage()
        #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)  // Glibc imports the constant as an enum
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return usage
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
    }
}
