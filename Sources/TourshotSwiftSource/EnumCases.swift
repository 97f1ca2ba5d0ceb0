import SwiftSyntax

/// An `enum`'s cases as counts read them: `Mark.allCases.count`, and `Mark.four.rawValue` of an
/// `Int` enum (written values, the others one more than the case before, from 0, as Swift numbers
/// them), so `numberOfCoachMarks` may `return Mark.four.rawValue + 1`.
enum EnumCases {
    /// The enum named `type` in the sources, with the file declaring it.
    static func declaration(_ type: String, in files: [SwiftSourceFile]) -> (EnumDeclSyntax, SwiftSourceFile)? {
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) {
                if let found = decl.as(EnumDeclSyntax.self), found.name.text == type { return (found, file) }
            }
        }
        return nil
    }

    static func elements(of decl: EnumDeclSyntax) -> [EnumCaseElementSyntax] {
        decl.memberBlock.members.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap { Array($0.elements) }
    }

    /// `Type.allCases.count` or `Type.case.rawValue`, folded; nil when `expr` is neither.
    static func number(_ expr: ExprSyntax, files: [SwiftSourceFile], folder: ValueFolder, argument: String) throws(SwiftSourceRefusal) -> Double? {
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(MemberAccessExprSyntax.self),
              let typeName = base.base?.trimmedDescription.split(separator: ".").last.map(String.init),
              let (decl, file) = declaration(typeName, in: files) else { return nil }
        let elements = elements(of: decl)
        switch (base.declName.baseName.text, member.declName.baseName.text) {
        case ("allCases", "count"):
            return Double(elements.count)
        case (let name, "rawValue"):
            guard decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "Int" else {
                throw SwiftSourceRefusal(file, at: decl.name, argument: argument, "`\(typeName)` has no `Int` raw values; declare it `enum \(typeName): Int` or write the number")
            }
            var value = -1.0
            for element in elements {
                if let raw = element.rawValue?.value { value = try folder.number(raw, in: file, argument: argument) } else { value += 1 }
                if element.name.text == name { return value }
            }
            throw SwiftSourceRefusal(file, at: decl.name, argument: argument, "`\(typeName)` has no case `\(name)`")
        default:
            return nil
        }
    }
}
