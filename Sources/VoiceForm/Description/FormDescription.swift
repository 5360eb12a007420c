import Foundation

/// A form as a JSON file describes it, so scripts can ask for any form without writing Swift:
///
/// ```json
/// { "title": "Sign up",
///   "fields": [
///     { "id": "age", "label": "Age", "kind": "number", "value": "",
///       "rules": [ { "required": true, "message": "Age is required" },
///                  { "range": [18, 65], "message": "Age must be between 18 and 65" } ] },
///     { "id": "size", "label": "Size", "kind": "choice", "choices": ["S", "M", "L"] },
///     { "id": "team", "label": "Team", "words": ["Kowalczyk", "Kubernetes"] } ] }
/// ```
///
/// `words` lists names and terms the field's answers hold, shown to the recogniser while the
/// field records, as a choice's choices are. Kinds: text (the default), number, email, phone,
/// date, choice (with `choices`). A rule holds one
/// of `required`, `minLength`, `maxLength`, `range` ([min, max]), `pattern` (a regular expression
/// the whole value must match), `email` or `oneOf`, and the `message` shown when it fails.
public struct FormDescription: Sendable, Equatable {
    /// The heading over the form.
    public var title: String
    /// The fields, in order.
    public var fields: [FormField]

    /// A form titled `title` with `fields`.
    public init(title: String, fields: [FormField]) {
        self.title = title
        self.fields = fields
    }

    /// The form described by the JSON file at `path`.
    public init(contentsOf path: String) throws(FormDescriptionError) {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedFailureReason ?? error.localizedDescription)
        }
        try self.init(json: data)
    }

    /// The form described by `json`.
    public init(json: Data) throws(FormDescriptionError) {
        let file: FormFile
        do { file = try JSONDecoder().decode(FormFile.self, from: json) } catch {
            throw .malformed(FormDescriptionError.describe(error))
        }
        guard !file.fields.isEmpty else { throw .invalid("the form has no fields; add at least one to \"fields\"") }
        var seen: Set<String> = []
        var fields: [FormField] = []
        for entry in file.fields {
            guard seen.insert(entry.id).inserted else {
                throw .invalid("two fields have the id \"\(entry.id)\"; each needs its own")
            }
            fields.append(try entry.field())
        }
        self.init(title: file.title ?? "Form", fields: fields)
    }
}
