import Foundation

/// Finds which of the desktop programs dictate knows are installed, by the same `PATH` search a
/// shell does, so the choice of backend can be a pure function of what was found.
public enum InstalledPrograms {
    /// The names among `programs` that are executable files in a folder of `environment["PATH"]`.
    public static func find(_ programs: [String], environment: [String: String]) -> Set<String> {
        Set(programs.filter { locate($0, environment: environment) != nil })
    }

    /// The full path `program` runs from, or `nil` when no folder of `PATH` has it.
    public static func locate(_ program: String, environment: [String: String]) -> String? {
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return folders.lazy.map { "\($0)/\(program)" }.first { access($0, X_OK) == 0 }
    }
}
