/// What the focused text field is for, as the app declared it (text-input-v3's content purpose).
public enum ContentPurpose: UInt32, Sendable {
    case normal, alpha, digits, number, phone, url, email, name, password, pin, date, time, dateTime, terminal

    /// Whether the field asks for a secret, where dictated speech must not go.
    public var isSecret: Bool { self == .password || self == .pin }

    /// The purpose the compositor reported; a purpose newer than this list counts as normal.
    init(reported: UInt32) {
        self = ContentPurpose(rawValue: reported) ?? .normal
    }
}
