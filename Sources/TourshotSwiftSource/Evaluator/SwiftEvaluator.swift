import SwiftSyntax

/// Evaluates the Swift that builds a tutorial the way a person reading it does: literals,
/// arrays and tuples, `static let`s and a type's own `let`s, enum cases and their computed
/// properties (`switch self`), initialisers (memberwise, with the fields' defaults), string
/// localisation, and ternaries whose condition the sources decide. What the sources cannot decide
/// becomes `.unknown`, carrying the refusal at its own line. Bounded by `EvaluationBudget`.
struct SwiftEvaluator {
    let files: [SwiftSourceFile]
    let folder: ValueFolder
    let types: TypeIndex
    let budget = EvaluationBudget()

    init(files: [SwiftSourceFile], folder: ValueFolder) {
        self.files = files
        self.folder = folder
        types = TypeIndex(files)
    }

    /// What `self` and the locals stand for while a getter or an initialiser is evaluated.
    struct Scope {
        var selfValue: SwiftValue?
        var selfType: String?
        var locals: [String: SwiftValue] = [:]
        var depth = 0

        func deeper() -> Scope {
            var scope = self
            scope.depth += 1
            return scope
        }
    }

    /// `argument` names the value in refusals (`title`, `pages`).
    func evaluate(_ expr: ExprSyntax, in file: SwiftSourceFile, scope: Scope = Scope(), expected: String? = nil, argument: String) -> SwiftValue {
        let value = evaluateValue(expr, in: file, scope: scope, expected: expected, argument: argument)
        // A view, colour or image the evaluator cannot follow further is the library reader's to
        // interpret from the expression (`self.addButton`, `bar.value(forKey: "view") as? UIView`).
        if case .unknown = value, let expected, Self.libraryTypes.contains(Self.baseType(expected)), scope.depth < EvaluationBudget.depthLimit,
           !expr.is(StringLiteralExprSyntax.self), !expr.is(ArrayExprSyntax.self) {
            return .expression(expr, SwiftSite(file, expr))
        }
        return value
    }

    private func evaluateValue(_ expr: ExprSyntax, in file: SwiftSourceFile, scope: Scope, expected: String?, argument: String) -> SwiftValue {
        guard budget.spend(), scope.depth < EvaluationBudget.depthLimit else {
            return .unknown(SwiftSourceRefusal(file, at: expr, argument: argument,
                                               "evaluating `\(expr.trimmedDescription.prefix(60))` went over \(EvaluationBudget.depthLimit) nested references or \(EvaluationBudget.stepLimit) steps (code that refers to itself?); write the value"))
        }
        let site = SwiftSite(file, expr)
        if let literal = expr.as(StringLiteralExprSyntax.self) { return text(literal, in: file, scope: scope, argument: argument) }
        if let literal = expr.as(IntegerLiteralExprSyntax.self), let value = literal.representedLiteralValue { return .number(Double(value), site) }
        if let literal = expr.as(FloatLiteralExprSyntax.self), let value = literal.representedLiteralValue { return .number(value, site) }
        if let literal = expr.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true), site) }
        if expr.is(NilLiteralExprSyntax.self) { return .none(site) }
        if let array = expr.as(ArrayExprSyntax.self) {
            let element = expected.flatMap(Self.arrayElement)
            return .array(array.elements.map { evaluate($0.expression, in: file, scope: scope.deeper(), expected: element, argument: argument) }, site)
        }
        if let tuple = expr.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return evaluate(only.expression, in: file, scope: scope.deeper(), expected: expected, argument: argument)
            }
            return .tuple(tuple.elements.map { ($0.label?.text, evaluate($0.expression, in: file, scope: scope.deeper(), argument: argument)) }, site)
        }
        // `x!` and `x?` stand for x where the sources decide x.
        if let forced = expr.as(ForceUnwrapExprSyntax.self) { return evaluate(forced.expression, in: file, scope: scope.deeper(), expected: expected, argument: argument) }
        if let optional = expr.as(OptionalChainingExprSyntax.self) { return evaluate(optional.expression, in: file, scope: scope.deeper(), expected: expected, argument: argument) }
        // A closure is a value until it is called (`view: { self.avatar }`, then `viewMethod()`).
        if expr.is(ClosureExprSyntax.self) { return .expression(expr, site) }
        if let subscripted = expr.as(SubscriptCallExprSyntax.self) { return subscriptValue(subscripted, in: file, scope: scope, expected: expected, argument: argument) }
        if let switched = expr.as(SwitchExprSyntax.self) { return switchValue(switched, in: file, scope: scope, expected: expected, argument: argument) }
        if let chosen = ternary(expr, in: file, scope: scope, expected: expected, argument: argument) { return chosen }
        if let call = expr.as(FunctionCallExprSyntax.self) { return self.call(call, in: file, scope: scope, expected: expected, argument: argument) }
        if let member = expr.as(MemberAccessExprSyntax.self) { return self.member(member, in: file, scope: scope, expected: expected, argument: argument) }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return self.reference(reference, in: file, scope: scope, expected: expected, argument: argument) }
        return folded(expr, in: file, argument: argument)
    }

    /// What the older constant folder makes of it (sums, counts, comparisons), else its refusal.
    func folded(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String) -> SwiftValue {
        let site = SwiftSite(file, expr)
        do {
            switch try folder.fold(expr, in: file, argument: argument, depth: 0) {
            case .string(let text): return .text(text, site)
            case .number(let value): return .number(value, site)
            case .bool(let value): return .bool(value, site)
            }
        } catch {
            return .unknown(error)
        }
    }

    /// Types whose values a library reader interprets from the expression itself.
    static let libraryTypes: Set<String> = ["UIView", "UIButton", "UIBarButtonItem", "UIColor", "Color", "Image", "UIImage", "CGColor"]

    /// `array[i]` of a known array and index.
    private func subscriptValue(_ subscripted: SubscriptCallExprSyntax, in file: SwiftSourceFile, scope: Scope, expected: String?, argument: String) -> SwiftValue {
        guard subscripted.arguments.count == 1, let position = subscripted.arguments.first?.expression else { return folded(ExprSyntax(subscripted), in: file, argument: argument) }
        let base = evaluate(subscripted.calledExpression, in: file, scope: scope.deeper(), argument: argument)
        let index = evaluate(position, in: file, scope: scope.deeper(), argument: argument)
        guard case .array(let elements, let site) = base, case .number(let number, _) = index, let at = Int(exactly: number) else {
            if case .unknown = base { return base }
            if case .unknown = index { return index }
            return folded(ExprSyntax(subscripted), in: file, argument: argument)
        }
        guard elements.indices.contains(at) else {
            return .unknown(SwiftSourceRefusal(site.file, at: site.node, argument: argument, "the array has \(elements.count) items but the index reaches \(at); add the missing items"))
        }
        return elements[at]
    }

    /// `[Page]` → `Page`.
    static func arrayElement(_ type: String) -> String? {
        guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return nil }
        return String(type.dropFirst().dropLast())
    }

    /// A literal, its interpolations evaluated in the scope (`"\(title) 1"`, `"\(self.name)"`).
    private func text(_ literal: StringLiteralExprSyntax, in file: SwiftSourceFile, scope: Scope, argument: String) -> SwiftValue {
        let site = SwiftSite(file, literal)
        guard literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) else { return folded(ExprSyntax(literal), in: file, argument: argument) }
        // A plain part is re-read alone as a single-line string: a multi-line one (indentation) or a
        // raw one (backslashes) would be decoded wrongly that way, so it is refused, as the folder does.
        guard literal.openingQuote.tokenKind != .multilineStringQuote, literal.openingPounds == nil else {
            return .unknown(SwiftSourceRefusal(file, at: literal, argument: argument,
                                               "multi-line and raw strings are read without interpolation only; write the constant's text or use a single-line string"))
        }
        var result = ""
        for segment in literal.segments {
            guard let interpolation = segment.as(ExpressionSegmentSyntax.self) else {
                guard let plain = segment.as(StringSegmentSyntax.self) else { continue }
                let piece = StringLiteralExprSyntax(openingQuote: .stringQuoteToken(), segments: [.stringSegment(plain)], closingQuote: .stringQuoteToken())
                guard let value = piece.representedLiteralValue else { return folded(ExprSyntax(literal), in: file, argument: argument) }
                result += value
                continue
            }
            guard interpolation.expressions.count == 1, let inner = interpolation.expressions.first, inner.label == nil else {
                return .unknown(SwiftSourceRefusal(file, at: interpolation, argument: argument, "the interpolation `\(interpolation.trimmedDescription)` formats its value when the app runs; write the text"))
            }
            switch evaluate(inner.expression, in: file, scope: scope.deeper(), argument: argument) {
            case .text(let value, _): result += value
            case .number(let value, _): result += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            case .bool(let value, _): result += String(value)
            case .unknown:
                return .unknown(SwiftSourceRefusal(file, at: interpolation, argument: argument,
                                                   "the interpolation `\(interpolation.trimmedDescription)` is a runtime value; interpolate only `static let` constants or write the text"))
            default:
                return .unknown(SwiftSourceRefusal(file, at: interpolation, argument: argument, "the interpolation `\(interpolation.trimmedDescription)` is not a text or a number; write the text"))
            }
        }
        return .text(result, site)
    }

    /// `condition ? a : b` when the sources decide the condition; nil when `expr` is no ternary.
    private func ternary(_ expr: ExprSyntax, in file: SwiftSourceFile, scope: Scope, expected: String?, argument: String) -> SwiftValue? {
        let condition: ExprSyntax, then: ExprSyntax, otherwise: ExprSyntax
        if let node = expr.as(TernaryExprSyntax.self) {
            (condition, then, otherwise) = (node.condition, node.thenExpression, node.elseExpression)
        } else if let parts = expr.as(SequenceExprSyntax.self).map({ Array($0.elements) }), parts.count == 3,
                  let node = parts[1].as(UnresolvedTernaryExprSyntax.self) {
            (condition, then, otherwise) = (parts[0], node.thenExpression, parts[2])
        } else {
            return nil
        }
        guard case .bool(let holds, _) = evaluate(condition, in: file, scope: scope.deeper(), argument: argument) else {
            return .unknown(SwiftSourceRefusal(file, at: expr, argument: argument, ValueFolder.refusal(for: expr)))
        }
        return evaluate(holds ? then : otherwise, in: file, scope: scope.deeper(), expected: expected, argument: argument)
    }
}
