import SwiftSyntax

/// A string accessor a code generator writes at build time — R.swift's
/// `R.string.localizable.coachMarkOne()` — whose generated file is not among the sources: its key
/// is in the strings file the generator read, which the accessor's name only approximates (R.swift
/// turns `coach.mark.one` into `coachMarkOne`), so it is refused naming the generator, not as a
/// value "computed when the app runs".
struct GeneratedAccessor {
    let table: String
    let name: String
    let written: String

    init?(_ expr: ExprSyntax) {
        let call = expr.as(FunctionCallExprSyntax.self)
        let text = (call?.calledExpression ?? expr).trimmedDescription
        let parts = text.split(separator: ".").map(String.init)
        guard parts.count == 4, parts[0] == "R", parts[1] == "string" else { return nil }
        table = parts[2]
        name = parts[3]
        written = expr.trimmedDescription
    }

    var refusal: String {
        let file = table.prefix(1).uppercased() + table.dropFirst() + ".strings"
        return "`\(written.prefix(60))` is an R.swift accessor, generated at build time from \(file) (its generated R.generated.swift is not among the sources read), so which key `\(name)` stands for is not known here; write `NSLocalizedString(\"<the key>\", comment: \"\")` with the key of \(file), or add the generated file to the tour's \"tutorial\""
    }
}
