import DanshuCore

/// The problems a drink form was left with, field by field in screen order, as one line.
enum FormProblems {
    static func text(_ form: DrinkForm, _ catalog: Catalog) -> String {
        form.fields.compactMap { field in
            form.problems[field].map { catalog.fieldProblem(field, $0, value: form[field].text) }
        }.joined(separator: "; ")
    }
}
