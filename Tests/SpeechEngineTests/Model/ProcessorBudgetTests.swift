import Foundation
import Testing
@testable import SpeechEngine

@Suite("Processor budget")
struct ProcessorBudgetTests {
    @Test(arguments: [("0-1", 2), ("0", 1), ("0-3,8,10-11", 7), (" 2-5\n", 4)])
    func cpuLists(list: String, count: Int) {
        #expect(ProcessorBudget.cpuCount(list: list) == count)
    }

    @Test(arguments: ["", "3-1", "a", "1-2-3"])
    func malformedCPULists(list: String) {
        #expect(ProcessorBudget.cpuCount(list: list) == nil)
    }

    @Test("cgroup v2: a quota of 1.5 cores is two threads' worth, max is none")
    func cgroupV2() {
        let files = ["/sys/fs/cgroup/user.slice/cpu.max": "150000 100000\n"]
        #expect(ProcessorBudget.cgroupQuota(cgroupFile: "0::/user.slice\n", read: { files[$0] }) == 2)
        let unlimited = ["/sys/fs/cgroup/cpu.max": "max 100000\n"]
        #expect(ProcessorBudget.cgroupQuota(cgroupFile: "0::/\n", read: { unlimited[$0] }) == nil)
    }

    @Test("cgroup v1: quota over period, and -1 for none")
    func cgroupV1() {
        let limited = ["/sys/fs/cgroup/cpu/box/cpu.cfs_quota_us": "100000\n", "/sys/fs/cgroup/cpu/box/cpu.cfs_period_us": "100000\n"]
        #expect(ProcessorBudget.cgroupQuota(cgroupFile: "4:cpu,cpuacct:/box\n", read: { limited[$0] }) == 1)
        let none = ["/sys/fs/cgroup/cpu/box/cpu.cfs_quota_us": "-1\n", "/sys/fs/cgroup/cpu/box/cpu.cfs_period_us": "100000\n"]
        #expect(ProcessorBudget.cgroupQuota(cgroupFile: "4:cpu,cpuacct:/box\n", read: { none[$0] }) == nil)
    }

    @Test("the cores are the smaller of affinity and quota")
    func cores() {
        #expect(ProcessorBudget(affinity: 8, quota: 2).cores == 2)
        #expect(ProcessorBudget(affinity: 2, quota: nil).cores == 2)
        #expect(ProcessorBudget(affinity: 1, quota: 4).cores == 1)
    }

    @Test("the running process has at least one core, and no more than are online")
    func current() {
        let budget = ProcessorBudget.current
        #expect(budget.cores >= 1)
        #expect(budget.affinity <= ProcessInfo.processInfo.processorCount)
    }
}
