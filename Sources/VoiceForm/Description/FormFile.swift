import Foundation

/// The JSON shape of a ``FormDescription``, decoded as written and then checked field by field.
struct FormFile: Decodable {
    var title: String?
    var fields: [FieldEntry]

    struct FieldEntry: Decodable {
        var id: String
        var label: String?
        var placeholder: String?
        var kind: String?
        var choices: [String]?
        var words: [String]?
        var value: String?
        var rules: [RuleEntry]?

        /// The field, or why the entry can't be one.
        func field() throws(FormDescriptionError) -> FormField {
            let label = self.label ?? id
            let kind: FieldKind
            switch self.kind ?? "text" {
            case "text": kind = .text
            case "number": kind = .number
            case "email": kind = .email
            case "phone": kind = .phone
            case "date": kind = .date
            case "choice":
                guard let choices, !choices.isEmpty else {
                    throw .invalid("field \"\(id)\" is a choice but lists no \"choices\"")
                }
                kind = .choice(choices)
            case let other:
                throw .invalid("field \"\(id)\" has kind \"\(other)\"; use text, number, email, phone, date or choice")
            }
            var rules: [FieldRule] = []
            for entry in self.rules ?? [] { rules.append(try entry.rule(field: id, label: label)) }
            return FormField(id: id, label: label, placeholder: placeholder, kind: kind, rules: rules,
                             initialValue: value ?? "", words: words ?? [])
        }
    }

    struct RuleEntry: Decodable {
        var required: Bool?
        var minLength: Int?
        var maxLength: Int?
        var range: [Int]?
        var pattern: String?
        var email: Bool?
        var oneOf: [String]?
        var message: String?

        /// The rule, or why the entry can't be one.
        func rule(field: String, label: String) throws(FormDescriptionError) -> FieldRule {
            var conditions: [RuleCondition] = []
            if required == true { conditions.append(.required) }
            if let minLength { conditions.append(.minLength(minLength)) }
            if let maxLength { conditions.append(.maxLength(maxLength)) }
            if let range {
                guard range.count == 2, range[0] <= range[1] else {
                    throw .invalid("field \"\(field)\": \"range\" takes [lowest, highest], such as [18, 65]")
                }
                conditions.append(.integerRange(range[0]...range[1]))
            }
            if let pattern {
                guard (try? NSRegularExpression(pattern: pattern)) != nil else {
                    throw .invalid("field \"\(field)\": \"\(pattern)\" is not a regular expression")
                }
                conditions.append(.pattern(pattern))
            }
            if email == true { conditions.append(.emailAddress) }
            if let oneOf { conditions.append(.oneOf(oneOf)) }
            guard conditions.count == 1, let condition = conditions.first else {
                throw .invalid("field \"\(field)\": each rule takes exactly one of required, minLength, "
                    + "maxLength, range, pattern, email or oneOf (split combined rules into several)")
            }
            return FieldRule(condition, message: message ?? "\(label) is not valid")
        }
    }
}
