import DanshuCore
import DanshuApp
import DanshuText

/// The drink form's own checks on values typed on the command line (`log --drink`, `presets add`): the
/// same rules as on screen, field by field, without the screen.
enum DrinkFormInput {
    /// The form of `purpose` filled with `values`, and what it refused by field.
    struct Refusal: Error {
        let form: DrinkForm
        let problems: [DrinkForm.Field: DrinkForm.Problem]
    }

    /// The drink `values` (name, ABV, ml, maybe a price) describe for a form of `purpose`, or its problems as one line.
    static func entry(_ purpose: DrinkForm.Purpose, _ values: [DrinkForm.Field: String], existingNames: [String], catalog: Catalog)
        -> Result<DrinkEntry, CommandProblem> {
        checked(purpose, values, existingNames: existingNames).mapError { refusal in
            CommandProblem(refusal.form.fields.compactMap { field in
                refusal.problems[field].map { catalog.fieldProblem(field, $0, value: refusal.form[field].text) }
            }.joined(separator: "; "))
        }
    }

    /// The drink `values` describe for a form of `purpose`, or the form with its problems.
    static func checked(_ purpose: DrinkForm.Purpose, _ values: [DrinkForm.Field: String], existingNames: [String])
        -> Result<DrinkEntry, Refusal> {
        var form = DrinkForm(purpose: purpose)
        var problems: [DrinkForm.Field: DrinkForm.Problem] = [:]
        for field in form.fields {
            guard let value = values[field] else { continue }
            var text = form[field]
            if !text.apply(.insert(value)) { problems[field] = .tooLong(text.limit) }
            form[field] = text
        }
        switch form.validate(existingNames: existingNames) {
        case .valid(let entry) where problems.isEmpty: return .success(entry)
        case .valid: break
        case .invalid(let found): problems.merge(found) { kept, _ in kept }
        }
        return .failure(Refusal(form: form, problems: problems))
    }
}

/// Words that say why a command's input was refused.
struct CommandProblem: Error {
    let text: String
    init(_ text: String) { self.text = text }
}
