extension FormDescription {
    /// The source design's form: Name, Surname, Age (18 to 65) and Email, all required.
    public static let example = FormDescription(title: "Your details", fields: [
        FormField(id: "name", label: "Name", placeholder: "Name", kind: .text,
                  rules: [FieldRule(.required, message: "Name is required")]),
        FormField(id: "surname", label: "Surname", placeholder: "Surname", kind: .text,
                  rules: [FieldRule(.required, message: "Surname is required")]),
        FormField(id: "age", label: "Age", placeholder: "Age", kind: .number, rules: [
            FieldRule(.required, message: "Age is required"),
            FieldRule(.integerRange(18...65), message: "Age must be between 18 and 65"),
        ]),
        FormField(id: "email", label: "Email", placeholder: "Email", kind: .email, rules: [
            FieldRule(.required, message: "Email is required"),
            FieldRule(.emailAddress, message: "Enter an email address such as name@example.com"),
        ]),
    ])
}
