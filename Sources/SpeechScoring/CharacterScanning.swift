// The normaliser rewrites text with small hand-written scanners instead of `Regex`: `Regex` is not
// `Sendable`, so compiled patterns could not live in the shared `TextNormalizer.english`, and
// recompiling dozens of patterns for every utterance would dominate scoring time.

extension Character {
    /// A regular-expression word character (`\w`): letter, digit or underscore.
    var isWordCharacter: Bool { isLetter || isNumber || self == "_" }

    /// An ASCII decimal digit, 0–9.
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension Array where Element == Character {
    /// Replaces every non-overlapping occurrence of `literal`, scanning left to right, that ends at a
    /// word boundary and, when `boundedBefore`, also starts at one (`\bliteral\b` versus `literal\b`).
    func replacing(_ literal: String, with replacement: String, boundedBefore: Bool) -> [Character] {
        let needle = Array(literal)
        guard !needle.isEmpty, count >= needle.count else { return self }
        var result: [Character] = []
        result.reserveCapacity(count)
        var index = 0
        while index < count {
            let end = index + needle.count
            if end <= count,
               self[index] == needle[0],
               !(boundedBefore && index > 0 && self[index - 1].isWordCharacter),
               !(end < count && self[end].isWordCharacter),
               self[index..<end].elementsEqual(needle) {
                result.append(contentsOf: replacement)
                index = end
            } else {
                result.append(self[index])
                index += 1
            }
        }
        return result
    }
}
