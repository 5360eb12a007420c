/// What a field holds, which decides how a spoken value is made fit for it and what it must look like.
public enum FieldKind: Sendable, Equatable {
    /// Free text: names, words, sentences.
    case text
    /// A whole number, spoken ("forty two") or as digits.
    case number
    /// An email address, spoken with "at" and "dot".
    case email
    /// A telephone number: digits with an optional leading plus.
    case phone
    /// A calendar date, kept as an ISO date (2025-05-03).
    case date
    /// One of a fixed list of answers, matched without regard to case.
    case choice([String])
}
