import DanshuCore
import DanshuApp
import DanshuText

/// The drink form's own checks on values typed on the command line (`log --drink`, `presets add`): the
/// same rules as on screen, field by field, without the screen.
enum DrinkFormInput {
    /// The drink `values` (name, ABV, ml, maybe a price) describe for a form of `purpose`, or its problems as one line.
    static func entry(_ purpose: DrinkForm.Purpose, _ values: [DrinkForm.Field: String], existingNames: [String], catalog: Catalog)
        -> Result<DrinkEntry, CommandProblem> {
        var form = DrinkForm(purpose: purpose)
        var problems: [DrinkForm.Field: DrinkForm.Problem] = [:]
        for field in form.fields {
            guard let value = values[field] else { continue }
            var text = form[field]
            if !text.apply(.insert(value)) { problems[field] = .tooLong(text.limit) }
            form[field] = text
        }
        if case .invalid(let found) = form.validate(existingNames: existingNames) {
            problems.merge(found) { kept, _ in kept }
        }
        if problems.isEmpty, case .valid(let entry) = form.validate(existingNames: existingNames) { return .success(entry) }
        let line = form.fields.compactMap { field in
            problems[field].map { catalog.fieldProblem(field, $0, value: form[field].text) }
        }.joined(separator: "; ")
        return .failure(CommandProblem(line))
    }
}

/// Words that say why a command's input was refused.
struct CommandProblem: Error {
    let text: String
    init(_ text: String) { self.text = text }
}
