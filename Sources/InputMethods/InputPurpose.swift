/// What a text field is for, as applications declare it to input methods (IBus's input purpose and
/// text-input-v3's content purpose share these numbers).
public struct InputPurpose: RawRepresentable, Sendable, Equatable {
    public var rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    public static let freeForm = InputPurpose(rawValue: 0)
    public static let password = InputPurpose(rawValue: 8)
    public static let pin = InputPurpose(rawValue: 9)

    /// Fields whose text must not be shown as it is heard, nor sent: a dictated password would be
    /// spoken aloud and kept in the transcript.
    public var isSecret: Bool { self == .password || self == .pin }
}
