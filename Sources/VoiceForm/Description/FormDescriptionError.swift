/// Why a form description can't be used, in words that say what to change in the file.
public enum FormDescriptionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not JSON of the expected shape.
    case malformed(String)
    /// The JSON is well formed but describes something that can't be a form.
    case invalid(String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "Can't read the form description \(path): \(reason)"
        case .malformed(let detail): "The form description is not valid JSON for a form: \(detail)"
        case .invalid(let detail): "The form description can't be used: \(detail)"
        }
    }

    /// A decoding error as the place in the file and what was expected there.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the top level" : keys
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context)) needs \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context)): \(context.debugDescription)"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
