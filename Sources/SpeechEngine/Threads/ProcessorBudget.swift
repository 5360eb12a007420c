import Foundation

/// How many cores this process may actually run on: the CPUs its affinity mask allows, capped by
/// its cgroup's CPU quota.
///
/// Foundation's `activeProcessorCount` reports every online CPU, even under `taskset -c 0` or in a
/// container limited to one core. More decoding threads than runnable cores is what makes
/// whisper.cpp's barriers wait for whole scheduler slices, so the default thread count is taken
/// from here.
public struct ProcessorBudget: Sendable, Equatable {
    /// CPUs in the affinity mask (at least 1).
    public var affinity: Int
    /// The cgroup's quota in cores, rounded up, or `nil` when it sets none.
    public var quota: Int?

    public init(affinity: Int, quota: Int?) {
        self.affinity = max(affinity, 1)
        self.quota = quota.map { max($0, 1) }
    }

    /// The cores available: the smaller of the two.
    public var cores: Int { min(affinity, quota ?? affinity) }

    /// The budget of the running process.
    public static var current: ProcessorBudget {
        ProcessorBudget(affinity: affinityCount() ?? ProcessInfo.processInfo.activeProcessorCount,
                        quota: cgroupQuota(cgroupFile: Self.read("/proc/self/cgroup") ?? "", read: Self.read))
    }

    /// CPUs in this process's affinity mask, from `Cpus_allowed_list` in `/proc/self/status`
    /// (glibc's `sched_getaffinity` is not visible to Swift without `_GNU_SOURCE`).
    private static func affinityCount() -> Int? {
        guard let status = read("/proc/self/status"),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }) else { return nil }
        return cpuCount(list: String(line.dropFirst("Cpus_allowed_list:".count)))
    }

    /// The number of CPUs in a kernel CPU list such as "0-3,8,10-11", or `nil` if it is malformed.
    static func cpuCount(list: String) -> Int? {
        var count = 0
        for range in list.trimmed.split(separator: ",") {
            let bounds = range.split(separator: "-").map { Int($0) }
            switch bounds.count {
            case 1: guard bounds[0] != nil else { return nil }; count += 1
            case 2:
                guard let low = bounds[0], let high = bounds[1], low <= high else { return nil }
                count += high - low + 1
            default: return nil
            }
        }
        return count > 0 ? count : nil
    }

    /// The quota of the cgroup named in `/proc/self/cgroup` (`cgroupFile`), from cgroup v2's
    /// `cpu.max` ("max 100000" or "150000 100000") or v1's `cpu.cfs_quota_us`/`cpu.cfs_period_us`.
    /// `read` returns a file's contents; tests give it a made-up file system.
    static func cgroupQuota(cgroupFile: String, read: (String) -> String?) -> Int? {
        for line in cgroupFile.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let path = fields[2] == "/" ? "" : String(fields[2])
            if fields[0] == "0", fields[1].isEmpty,
               let max = read("/sys/fs/cgroup\(path)/cpu.max") ?? read("/sys/fs/cgroup/cpu.max") {
                let parts = max.split(whereSeparator: \.isWhitespace)
                guard parts.count == 2, let quota = Double(parts[0]), let period = Double(parts[1]) else { return nil }
                return cores(quota: quota, period: period)
            }
            if fields[1].split(separator: ",").contains("cpu"),
               let quota = read("/sys/fs/cgroup/cpu\(path)/cpu.cfs_quota_us").flatMap({ Double($0.trimmed) }),
               let period = read("/sys/fs/cgroup/cpu\(path)/cpu.cfs_period_us").flatMap({ Double($0.trimmed) }) {
                return quota < 0 ? nil : cores(quota: quota, period: period)
            }
        }
        return nil
    }

    private static func cores(quota: Double, period: Double) -> Int? {
        guard period > 0, quota > 0 else { return nil }
        return Int((quota / period).rounded(.up))
    }

    private static func read(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }
}

private extension String {
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
