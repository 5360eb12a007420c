import Foundation

/// `dictate help --man`: the manual page dictate(1), made from ``CommandLineSpec/root`` like `--help`.
///
/// A maintenance command, left out of `--help` and completions: `scripts/install` and
/// `scripts/package-deb` run it to write `dictate.1`.
@MainActor
enum ManPage {
    /// The arguments that ask for the page.
    static let arguments = ["help", "--man"]

    /// The page in roff, dated `SOURCE_DATE_EPOCH` when set (reproducible builds), else today.
    static func text(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let seconds = environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init)
        let date = seconds.map(Date.init(timeIntervalSince1970:)) ?? Date()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return CommandLineSpec.root.manPage(source: "dictate \(DictateCommand.version)", date: formatter.string(from: date))
    }
}
