/// Splits tab-separated text into records of fields, reading quotes the way Python's `csv` module
/// (which the reference scorer uses on the same manifests) does: a field that starts with `"` may
/// hold tabs and line breaks, and `""` inside it stands for one quote.
struct TabSeparatedRecords {
    /// One record and the line it starts on (1-based), for error messages.
    struct Record {
        let line: Int
        let fields: [String]
    }

    /// The non-blank records of `text`, in order.
    static func parse(_ text: String) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var line = 1, recordLine = 1
        var quoted = false, fieldStarted = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()

        func endRecord() {
            fields.append(String(field))
            // A blank line is no record (csv skips it too).
            if fields != [""] { records.append(Record(line: recordLine, fields: fields)) }
            fields = []
            field = String.UnicodeScalarView()
            fieldStarted = false
        }

        while let scalar = pending {
            pending = scalars.next()
            if quoted {
                if scalar == "\"" {
                    if pending == "\"" {
                        field.append("\"")
                        pending = scalars.next()
                    } else {
                        quoted = false
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where !fieldStarted:
                quoted = true
                fieldStarted = true
            case "\t":
                fields.append(String(field))
                field = String.UnicodeScalarView()
                fieldStarted = false
            case "\r" where pending == "\n":
                continue
            case "\n", "\r":
                endRecord()
                line += 1
                recordLine = line
            default:
                field.append(scalar)
                fieldStarted = true
            }
        }
        if fieldStarted || !fields.isEmpty { endRecord() }
        return records
    }
}
