import SwiftParser
import SwiftSyntax
import TourshotModel

/// Folds an argument's expression to the literal it stands for: string literals (escapes,
/// `\u{…}`, multi-line and raw strings), numbers, booleans, `static let` constants anywhere in
/// the sources, and localisation calls (their key). Anything else is refused with its position:
/// a preview must never be built on a guess.
struct ValueFolder {
    enum Value {
        case string(String)
        case number(Double)
        case bool(Bool)
    }

    let constants: StaticConstants
    /// The sources, for a type's own `let` properties (`self.hint`, `hint`, `Self.hint`).
    var files: [SwiftSourceFile] = []
    /// Constants referring to constants: deeper than this is a cycle.
    static let depthLimit = 16
    /// An Instructions data source's index for the step being read: `texts[index]`,
    /// `texts.count` and `index < texts.count - 1 ? "Next" : "Done"` then fold for that step.
    var index: (name: String, value: Int)?
    /// The tour's answers: a step's text refused here may be answered (docs/swift-sources.md#answers).
    var answers: SwiftAnswerBook?

    /// This folder, reading `index` as the step's.
    func reading(_ index: (name: String, value: Int)?) -> ValueFolder {
        var folder = self
        folder.index = index
        return folder
    }

    /// The text `expr` stands for; refused during a step, the tour's answer for it, if any.
    func string(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String) throws(SwiftSourceRefusal) -> String {
        try answerable(.text, replacing: expr, argument: argument) { () throws(SwiftSourceRefusal) in
            try readString(expr, in: file, argument: argument)
        }
    }

    /// The text `expr` stands for where it names an element (a view's `accessibilityIdentifier`
    /// or label), not a text the step shows: never answered as a text. Refused, the answer
    /// offered is the element of the view it names (the caller's `for:`, `focusView`).
    func elementName(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String) throws(SwiftSourceRefusal) -> String {
        try readString(expr, in: file, argument: argument)
    }

    /// `read()`'s value, or, refused during a step, the tour's answer for `expr`.
    func answerable(_ kind: SwiftAnswer.Kind, replacing expr: some SyntaxProtocol, argument: String,
                    _ read: () throws(SwiftSourceRefusal) -> String) throws(SwiftSourceRefusal) -> String {
        guard let answers else { return try read() }
        return try answers.value(kind, replacing: expr, argument: argument, read)
    }

    private func readString(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String) throws(SwiftSourceRefusal) -> String {
        switch try fold(expr, in: file, argument: argument, depth: 0) {
        case .string(let text): return text
        case .number(let value): throw SwiftSourceRefusal(file, at: expr, argument: argument, "expected text, found the number \(value); write a string literal")
        case .bool(let value): throw SwiftSourceRefusal(file, at: expr, argument: argument, "expected text, found \(value); write a string literal")
        }
    }

    func number(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String) throws(SwiftSourceRefusal) -> Double {
        guard case .number(let value) = try fold(expr, in: file, argument: argument, depth: 0) else {
            throw SwiftSourceRefusal(file, at: expr, argument: argument, "expected a number, found `\(expr.trimmedDescription)`; write a number literal or a `static let` number")
        }
        return value
    }

    func bool(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String) throws(SwiftSourceRefusal) -> Bool {
        guard case .bool(let value) = try fold(expr, in: file, argument: argument, depth: 0) else {
            throw SwiftSourceRefusal(file, at: expr, argument: argument, "expected `true` or `false`, found `\(expr.trimmedDescription)`")
        }
        return value
    }

    func fold(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String, depth: Int) throws(SwiftSourceRefusal) -> Value {
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            return .string(try text(of: literal, in: file, argument: argument, depth: depth))
        }
        if let literal = expr.as(IntegerLiteralExprSyntax.self), let value = literal.representedLiteralValue { return .number(Double(value)) }
        if let literal = expr.as(FloatLiteralExprSyntax.self), let value = literal.representedLiteralValue { return .number(value) }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           case .number(let value) = try fold(prefix.expression, in: file, argument: argument, depth: depth) {
            return .number(-value)
        }
        if let value = try EnumCases.number(expr, files: files, folder: self, argument: argument) { return .number(value) }
        if let value = try indexed(expr, in: file, argument: argument, depth: depth) { return value }
        if let result = try arithmetic(expr, in: file, argument: argument, depth: depth) { return result }
        if let call = expr.as(FunctionCallExprSyntax.self), let key = try localizationKey(call, in: file, argument: argument, depth: depth) {
            return .string(key)
        }
        if let value = try local(expr, in: file, argument: argument, depth: depth) { return value }
        if ValueFolder.constantReference(expr) != nil {
            guard let (value, valueFile) = constant(expr) else {
                if let (type, name) = ValueFolder.constantReference(expr), type == nil || type == "self" || type == "Self",
                   let owner = NamedValue.enclosingType(of: expr), Self.ownLet(name, on: owner, in: files, specifier: .var) != nil {
                    throw SwiftSourceRefusal(file, at: expr, argument: argument,
                                             "`\(name)` is a `var` of \(owner), which the app may change before it is shown; declare it `let` or write the value")
                }
                throw SwiftSourceRefusal(file, at: expr, argument: argument,
                                         "`\(expr.trimmedDescription)` is not a `static let` constant in the sources read; add the file declaring it to the tour's \"tutorial\" or write the value")
            }
            guard depth < ValueFolder.depthLimit else {
                throw SwiftSourceRefusal(file, at: expr, argument: argument, "constants refer to each other in a cycle; write the value")
            }
            return try fold(value, in: valueFile, argument: argument, depth: depth + 1)
        }
        throw SwiftSourceRefusal(file, at: expr, argument: argument, ValueFolder.refusal(for: expr))
    }

    /// A local of the method (`let hint = user.name`, then `hintLabel.text = hint`): its value,
    /// so what cannot be read is refused where it comes from, not at its use. A local `var` may
    /// change before its use: refused at its declaration.
    private func local(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String, depth: Int) throws(SwiftSourceRefusal) -> Value? {
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, let binding = LocalLet.binding(named: name, before: expr),
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else { return nil }
        guard variable.bindingSpecifier.tokenKind == .keyword(.let), let value = binding.initializer?.value else {
            throw SwiftSourceRefusal(file, at: binding, argument: argument,
                                     "`\(name)` is a local `var` (or a `let` without a value), which the method may change before it is used; declare it `let \(name) = …` or write the value")
        }
        guard depth < ValueFolder.depthLimit else {
            throw SwiftSourceRefusal(file, at: expr, argument: argument, "constants refer to each other in a cycle; write the value")
        }
        return try fold(value, in: file, argument: argument, depth: depth + 1)
    }

    /// What a constant reference stands for: a `static let` anywhere in the sources, else a `let`
    /// of the enclosing type (instance or static; a `var` may change while the app runs).
    func constant(_ expr: ExprSyntax) -> (ExprSyntax, SwiftSourceFile)? {
        guard let (type, name) = ValueFolder.constantReference(expr) else { return nil }
        let owner = NamedValue.enclosingType(of: expr)
        let own = type == nil || type == "self" || type == "Self"
        let found = own && type != nil ? owner.flatMap { constants.lookup(name, type: $0) } : constants.lookup(name, type: type, preferred: owner)
        if let found { return (found.value, found.file) }
        guard own, let owner else { return nil }
        return Self.ownLet(name, on: owner, in: files)
    }

    /// `let name = value` (or `specifier`) among the members of `type` (its body or extensions).
    static func ownLet(_ name: String, on type: String, in files: [SwiftSourceFile], specifier: Keyword = .let) -> (ExprSyntax, SwiftSourceFile)? {
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) {
                guard let (declName, members) = StaticConstants.typeMembers(decl), declName == type else { continue }
                for member in members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(specifier) else { continue }
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let value = binding.initializer?.value { return (value, file) }
                    }
                }
            }
        }
        return nil
    }

    /// The step's index, `array[index]` and `array.count` of an array literal (a `let`, a property
    /// or a `static let` holding one), and a ternary whose condition compares numbers.
    private func indexed(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String, depth: Int) throws(SwiftSourceRefusal) -> Value? {
        guard depth < ValueFolder.depthLimit else { return nil }
        if let index, expr.as(DeclReferenceExprSyntax.self)?.baseName.text == index.name { return .number(Double(index.value)) }
        if let index, let subscripted = expr.as(SubscriptCallExprSyntax.self), subscripted.arguments.count == 1,
           subscripted.arguments.first?.expression.trimmedDescription == index.name,
           let (array, arrayFile) = NamedValue.array(subscripted.calledExpression, in: file, files: files, folder: self) {
            let elements = Array(array.elements)
            guard index.value < elements.count else {
                throw SwiftSourceRefusal(arrayFile, at: array, argument: argument, "the array has \(elements.count) items but \(index.name) reaches \(index.value); add the missing items")
            }
            return try fold(elements[index.value].expression, in: arrayFile, argument: argument, depth: depth + 1)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count", let base = member.base,
           let (array, _) = NamedValue.array(base, in: file, files: files, folder: self) {
            return .number(Double(array.elements.count))
        }
        guard let parts = expr.as(SequenceExprSyntax.self).map({ Array($0.elements) }) else { return nil }
        // `a < b - 1 ? x : y`, unfolded: a comparison of numbers, then the ternary.
        if let at = parts.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), at + 2 == parts.count,
           let then = parts[at].as(UnresolvedTernaryExprSyntax.self) {
            guard let holds = compared(Array(parts[..<at]), whole: expr, in: file, argument: argument, depth: depth) else { return nil }
            return try fold(holds ? then.thenExpression : parts[at + 1], in: file, argument: argument, depth: depth + 1)
        }
        return compared(parts, whole: expr, in: file, argument: argument, depth: depth).map { .bool($0) }
    }

    /// `a < b - 1` (`<`, `<=`, `>`, `>=`, `==`, `!=`), each side a `+`/`-` run of numbers; nil otherwise.
    private func compared(_ parts: [ExprSyntax], whole expr: ExprSyntax, in file: SwiftSourceFile, argument: String, depth: Int) -> Bool? {
        let compare: [String: (Double, Double) -> Bool] = ["<": (<), "<=": (<=), ">": (>), ">=": (>=), "==": (==), "!=": (!=)]
        guard let middle = parts.firstIndex(where: { compare[$0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""] != nil }),
              let test = compare[parts[middle].as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""],
              case .number(let left)? = try? combined(Array(parts[..<middle]), whole: expr, in: file, argument: argument, depth: depth),
              case .number(let right)? = try? combined(Array(parts[(middle + 1)...]), whole: expr, in: file, argument: argument, depth: depth) else { return nil }
        return test(left, right)
    }

    /// `name`, `.name` or `Type.name` (a member of a member keeps only its last type name).
    static func constantReference(_ expr: ExprSyntax) -> (type: String?, name: String)? {
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return (nil, reference.baseName.text) }
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        guard let base = member.base else { return (nil, member.declName.baseName.text) }
        guard base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) else { return nil }
        let type = base.trimmedDescription.split(separator: ".").last.map(String.init)
        return (type, member.declName.baseName.text)
    }

    /// `a + b - c` of numbers, or `"a" + "b"` of texts, as the parser leaves it (an unfolded
    /// sequence; `+` and `-` share one precedence, so left to right is Swift's order). Nil for any
    /// other sequence.
    private func arithmetic(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String, depth: Int) throws(SwiftSourceRefusal) -> Value? {
        guard let sequence = expr.as(SequenceExprSyntax.self) else { return nil }
        return try combined(Array(sequence.elements), whole: expr, in: file, argument: argument, depth: depth)
    }

    /// `parts` of a sequence joined by `+` and `-` (a single part folded alone); nil for other operators.
    private func combined(_ parts: [ExprSyntax], whole expr: ExprSyntax, in file: SwiftSourceFile, argument: String, depth: Int) throws(SwiftSourceRefusal) -> Value? {
        if parts.count == 1 { return try fold(parts[0], in: file, argument: argument, depth: depth + 1) }
        let operators = stride(from: 1, to: parts.count, by: 2).map { parts[$0].as(BinaryOperatorExprSyntax.self)?.operator.text }
        guard parts.count >= 3, parts.count % 2 == 1, operators.allSatisfy({ $0 == "+" || $0 == "-" }) else { return nil }
        var values: [Value] = []
        for index in stride(from: 0, to: parts.count, by: 2) {
            values.append(try fold(parts[index], in: file, argument: argument, depth: depth + 1))
        }
        let numbers = values.compactMap { value -> Double? in if case .number(let number) = value { number } else { nil } }
        if numbers.count == values.count {
            return .number(zip(operators, numbers.dropFirst()).reduce(numbers[0]) { $0 + ($1.0 == "+" ? $1.1 : -$1.1) })
        }
        let texts = values.compactMap { value -> String? in if case .string(let text) = value { text } else { nil } }
        if texts.count == values.count, operators.allSatisfy({ $0 == "+" }) { return .string(texts.joined()) }
        throw SwiftSourceRefusal(file, at: expr, argument: argument, "`\(expr.trimmedDescription.prefix(60))` mixes text and numbers; add numbers to numbers or join texts with `+`")
    }

    /// A literal's text; interpolations only of constants, which are folded in.
    private func text(of literal: StringLiteralExprSyntax, in file: SwiftSourceFile, argument: String, depth: Int) throws(SwiftSourceRefusal) -> String {
        if let value = literal.representedLiteralValue { return value }
        var text = ""
        for segment in literal.segments {
            if let interpolation = segment.as(ExpressionSegmentSyntax.self) {
                guard interpolation.expressions.count == 1, let inner = interpolation.expressions.first, inner.label == nil,
                      constant(inner.expression) != nil else {
                    throw SwiftSourceRefusal(file, at: interpolation, argument: argument,
                                             "the interpolation `\(interpolation.trimmedDescription)` is a runtime value; interpolate only `static let` constants or write the text")
                }
                switch try fold(inner.expression, in: file, argument: argument, depth: depth + 1) {
                case .string(let value): text += value
                case .number(let value): text += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
                case .bool(let value): text += String(value)
                }
            } else if let plain = segment.as(StringSegmentSyntax.self) {
                // Re-read the plain part alone so escapes are decoded the compiler's way.
                let piece = StringLiteralExprSyntax(openingQuote: .stringQuoteToken(), segments: [.stringSegment(plain)], closingQuote: .stringQuoteToken())
                guard literal.openingQuote.tokenKind != .multilineStringQuote, literal.openingPounds == nil,
                      let value = piece.representedLiteralValue else {
                    throw SwiftSourceRefusal(file, at: segment, argument: argument,
                                             "multi-line and raw strings are read without interpolation only; write the constant's text or use a single-line string")
                }
                text += value
            }
        }
        return text
    }

    /// `NSLocalizedString("key", comment: …)` and `String(localized: "key")`: the key, looked
    /// up in the tour's String Catalog where there is one.
    private func localizationKey(_ call: FunctionCallExprSyntax, in file: SwiftSourceFile, argument: String, depth: Int) throws(SwiftSourceRefusal) -> String? {
        let callee = call.calledExpression.trimmedDescription
        let first = call.arguments.first
        guard (callee == "NSLocalizedString" && first?.label == nil) || (callee == "String" && first?.label?.text == "localized"),
              let key = first?.expression else { return nil }
        guard case .string(let text) = try fold(key, in: file, argument: argument, depth: depth + 1) else {
            throw SwiftSourceRefusal(file, at: key, argument: argument, "a localisation key must be text; write a string literal")
        }
        return text
    }

    /// A ternary's condition and its two sides (the parser leaves `a ? b : c` an unfolded
    /// sequence holding an unresolved ternary).
    static func branches(_ expr: ExprSyntax) -> (condition: String, sides: [String])? {
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return (ternary.condition.trimmedDescription, [ternary.thenExpression.trimmedDescription, ternary.elseExpression.trimmedDescription])
        }
        guard let parts = expr.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
              let at = parts.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), at > 0, at + 1 < parts.count,
              let then = parts[at].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        // In `text = isLast ? "Done" : "Next"` the condition starts after the `=`.
        let start = parts[..<at].lastIndex(where: { $0.is(AssignmentExprSyntax.self) }).map { $0 + 1 } ?? 0
        guard start < at else { return nil }
        let condition = parts[start..<at].map(\.trimmedDescription).joined(separator: " ")
        let otherwise = parts[(at + 1)...].map(\.trimmedDescription).joined(separator: " ")
        return (condition, [then.thenExpression.trimmedDescription, otherwise])
    }

    /// What the expression is, and what would work instead.
    static func refusal(for expr: ExprSyntax) -> String {
        let shown = "`\(expr.trimmedDescription.prefix(60))`"
        if let generated = GeneratedAccessor(expr) { return generated.refusal }
        if expr.is(FunctionCallExprSyntax.self) { return "the function call \(shown) is computed when the app runs; write a literal or a `static let` constant" }
        if let (condition, sides) = branches(expr) {
            let named = sides.map { "`\($0.prefix(40))`" }.joined(separator: " or ")
            return "`\(condition.prefix(40))` chooses between \(named) when the app runs; write the one to preview (a tour per case for the others)"
        }
        if expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) {
            return "the conditional \(shown) has no single value; write one literal (one tour per case)"
        }
        return "\(shown) is not a literal or a `static let` constant; write one of those"
    }
}
