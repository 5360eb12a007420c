import VoiceForm

/// Everything the form shows at one moment, copied out so drawing is a pure function.
struct FormSnapshot: Sendable {
    /// One field as drawn.
    struct Field: Sendable {
        var id: String
        var label: String
        var placeholder: String
        var value: String
        var showsLabel: Bool
        var state: FieldState
        var message: String?
    }

    var title: String
    var fields: [Field]
    var focus: Int
    var cursor: Int
    var languages: [Language]
    var language: String
    var levels: [Float]
    var notice: String?
    var hint: String

    /// The form's state with the session's focus, cursor and footer.
    @MainActor
    init(form: VoiceForm, title: String, focus: Int, cursor: Int, picker: LanguagePicker, hint: String) {
        self.title = title
        fields = form.fields.map { field in
            Field(id: field.id, label: field.label, placeholder: field.placeholder,
                  value: form.displayedValue(of: field.id), showsLabel: form.showsLabel(field.id),
                  state: form.state(of: field.id), message: form.message(of: field.id))
        }
        self.focus = focus
        self.cursor = cursor
        languages = picker.languages
        language = picker.selected
        levels = form.levels
        notice = form.notice
        self.hint = hint
    }
}
