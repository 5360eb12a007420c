/// Date fields: "the third of May 2025", "May 3rd, 2025" and "3 May twenty twenty five" become
/// 2025-05-03. An ISO date passes through. Whisper writes "twenty twenty five" as "2020 25": a
/// year in whole tens followed by a number under a hundred is read as one year.
enum SpokenDate {
    static let months = ["january", "february", "march", "april", "may", "june", "july", "august",
                         "september", "october", "november", "december"]

    /// `text` as an ISO date, or the words as heard when they name no whole date.
    static func value(_ text: String) -> String {
        let plain = text.withoutClosingPunctuation
        if let date = ISODate(plain) { return date.text }
        let words = SpokenNumber.rewritten(text).filter { $0 != "the" && $0 != "of" }
        guard let monthIndex = words.firstIndex(where: { months.contains($0) }),
              let month = months.firstIndex(of: words[monthIndex]).map({ $0 + 1 }) else { return plain }
        var day: Int?
        var year: Int?
        var previousWasYear = false
        for (index, word) in words.enumerated() where index != monthIndex {
            let digits = word.prefix { $0.isASCII && $0.isNumber }
            guard let number = Int(digits) else {
                previousWasYear = false
                continue
            }
            if digits.count == 4, year == nil {
                year = number
                previousWasYear = true
                continue
            }
            if previousWasYear, let whole = year, whole % 100 >= 20, whole % 10 == 0, number < 100, digits == word {
                year = whole / 100 * 100 + number
            } else if digits.count <= 2, day == nil {
                day = number
            }
            previousWasYear = false
        }
        guard let day, let year, let date = ISODate(year: year, month: month, day: day) else { return plain }
        return date.text
    }
}
