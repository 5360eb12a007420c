import Foundation
import VoiceForm

/// The JSON a submitted form prints: one object, id → value, in the form's field order.
enum SubmittedValues {
    /// `values` as one line of JSON, keys in the order of `fields`.
    static func json(_ values: [String: String], fields: [FormField]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        func quoted(_ text: String) -> String {
            (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
        }
        let members = fields.map { quoted($0.id) + ":" + quoted(values[$0.id] ?? "") }
        return "{" + members.joined(separator: ",") + "}"
    }
}
