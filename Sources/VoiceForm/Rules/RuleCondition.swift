import Foundation

/// What a ``FieldRule`` checks.
public enum RuleCondition: Sendable, Equatable {
    /// Something other than blanks must be there.
    case required
    /// At least this many characters.
    case minLength(Int)
    /// At most this many characters.
    case maxLength(Int)
    /// A whole number within the range.
    case integerRange(ClosedRange<Int>)
    /// The whole value matches this regular expression (ICU syntax).
    case pattern(String)
    /// A plausible email address: one @, a name before it, a dotted domain after it, no spaces.
    case emailAddress
    /// One of the listed answers, ignoring case.
    case oneOf([String])
    /// An ISO calendar date (YYYY-MM-DD) that exists.
    case isoDate

    /// Whether `value` passes. Only ``required`` fails an empty value: an optional field left empty
    /// is fine, and its other rules apply once something is entered.
    public func accepts(_ value: String) -> Bool {
        let value = value.trimmingCharacters(in: .whitespacesAndNewlines)
        if case .required = self { return !value.isEmpty }
        if value.isEmpty { return true }
        switch self {
        case .required: return true
        case .minLength(let length): return value.count >= length
        case .maxLength(let length): return value.count <= length
        case .integerRange(let range): return Int(value).map(range.contains) ?? false
        case .pattern(let pattern): return value.wholeMatches(pattern: pattern)
        case .emailAddress: return value.wholeMatches(pattern: #"[^@\s]+@[^@\s.]+(\.[^@\s.]+)+"#)
        case .oneOf(let answers): return answers.contains { $0.caseInsensitiveCompare(value) == .orderedSame }
        case .isoDate: return ISODate(value) != nil
        }
    }
}

extension String {
    /// Whether the whole string matches `pattern`; an invalid pattern matches nothing (form
    /// descriptions are checked when they are read, see ``FormDescription``).
    func wholeMatches(pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else { return false }
        return expression.firstMatch(in: self, range: NSRange(startIndex..., in: self)) != nil
    }
}
