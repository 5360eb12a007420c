/// The recording time as the row shows it: minutes and two-digit seconds, "0:05", "1:00".
public enum ElapsedTime {
    /// `duration` as `m:ss`, rounded down to the second.
    public static func format(_ duration: Duration) -> String {
        let seconds = max(0, duration.components.seconds)
        let remainder = seconds % 60
        return "\(seconds / 60):\(remainder < 10 ? "0" : "")\(remainder)"
    }
}
