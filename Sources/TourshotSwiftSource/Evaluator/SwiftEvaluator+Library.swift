import SwiftSyntax

/// Foundation and standard-library calls a tutorial's values go through: `String(format:…)`,
/// `array.sorted { $0.key < $1.key }`, a closure called where it is written (`{ … }()`), and a
/// call into code the sources do not declare, refused naming that declaration as missing.
extension SwiftEvaluator {
    /// The value of a library call the evaluator knows, or nil.
    func libraryCall(_ call: FunctionCallExprSyntax, callee: String, in file: SwiftSourceFile, scope: Scope, expected: String?, argument: String) -> SwiftValue? {
        if callee == "String", call.arguments.first?.label?.text == "format" { return formatted(call, in: file, scope: scope, argument: argument) }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            return run(closure.statements, in: file, scope: scope.deeper(), expected: expected, argument: argument, whole: closure)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "sorted", let base = member.base {
            return sorted(base, call: call, in: file, scope: scope, argument: argument)
        }
        return nil
    }

    /// `String(format: text, values…)`: `%@`, `%d`, `%i`, `%ld` and `%%`, in order or by position
    /// (`%2$@ %1$@`). Any other conversion, a width, a precision or a flag (`%.2f`, `%05d`, `%x`) is
    /// refused at the call rather than printed approximately; so is `%d` of a non-integer.
    private func formatted(_ call: FunctionCallExprSyntax, in file: SwiftSourceFile, scope: Scope, argument: String) -> SwiftValue {
        let arguments = Array(call.arguments)
        let format = evaluate(arguments[0].expression, in: file, scope: scope.deeper(), expected: "String", argument: argument)
        guard case .text(let pattern, _) = format else { return format }
        func refuse(_ why: String) -> SwiftValue {
            .unknown(SwiftSourceRefusal(file, at: call, argument: argument,
                                        "`String(format: \"\(pattern)\")` \(why); tourshot formats only `%@`, `%d`, `%i`, `%ld` and `%%` (also numbered, `%1$@`); write the text"))
        }
        let values = arguments.dropFirst().map(\.expression)
        var next = 0
        var numbered: Bool?
        var result = ""
        var rest = Substring(pattern)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" { result += "%"; rest = rest.dropFirst(); continue }
            // An optional position (`2$`), then the conversion: nothing else is read.
            var position: Int?
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
                guard let number = Int(digits), number >= 1 else { return refuse("has the position `\(digits)$`") }
                position = number
                rest = rest.dropFirst(digits.count + 1)
            }
            let conversion: String
            if rest.hasPrefix("ld") || rest.hasPrefix("li") {
                conversion = String(rest.prefix(2))
            } else if let first = rest.first, "@di".contains(first) {
                conversion = String(first)
            } else {
                let flags = rest.prefix { !$0.isLetter && $0 != "@" }
                let letter = rest.dropFirst(flags.count).prefix(1)
                return refuse("has the conversion `%\(flags)\(letter)`, whose printing (width, precision, base, flags) tourshot does not reproduce")
            }
            rest = rest.dropFirst(conversion.count)
            if let numbered, numbered != (position != nil) { return refuse("mixes numbered (`%1$@`) and unnumbered conversions") }
            numbered = position != nil
            let index: Int
            if let position { index = position - 1 } else { index = next; next += 1 }
            guard values.indices.contains(index) else { return refuse("asks for more values than `String(format:)` is given") }
            let value = evaluate(values[index], in: file, scope: scope.deeper(), argument: argument)
            switch (conversion, value) {
            case (_, .unknown): return value
            case ("@", .text(let text, _)): result += text
            case ("@", _): return refuse("formats a value that is not a text with `%@`")
            case (_, .number(let number, _)):
                guard number == number.rounded(), abs(number) < 1e15 else { return refuse("formats \(number), which is not a whole number, with `%\(conversion)`") }
                result += String(Int(number))
            default: return refuse("formats a value that is not a number with `%\(conversion)`")
            }
        }
        return .text(result + rest, SwiftSite(file, call))
    }

    /// `array.sorted { $0.a.b < $1.a.b }` (or `>`, or `sorted(by:)`): sorted by a key each
    /// element's fields decide; elements whose other fields are unknown keep their places' values.
    private func sorted(_ base: ExprSyntax, call: FunctionCallExprSyntax, in file: SwiftSourceFile, scope: Scope, argument: String) -> SwiftValue {
        let array = evaluate(base, in: file, scope: scope.deeper(), argument: argument)
        guard case .array(let elements, let site) = array else { return array }
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.statements.count == 1, let comparison = closure.statements.first?.item.as(ExprSyntax.self),
              let parts = comparison.as(SequenceExprSyntax.self).map({ Array($0.elements) }), parts.count == 3,
              let operation = parts[1].as(BinaryOperatorExprSyntax.self)?.operator.text, operation == "<" || operation == ">",
              let left = Self.keyPath(parts[0], root: "$0"), let right = Self.keyPath(parts[2], root: "$1"), left == right else {
            return .unknown(SwiftSourceRefusal(file, at: call, argument: argument, "the order `sorted` gives is not one the sources decide (only `{ $0.key < $1.key }` is read); write the array in its order"))
        }
        var keyed: [(Double, SwiftValue)] = []
        for element in elements {
            var value = element
            for name in left {
                if name == "rawValue", case .enumCase(let type, let caseName, _) = value {
                    value = rawValue(of: caseName, in: type, at: base, file: file, argument: argument)
                } else if let field = value.member(name) {
                    value = field
                } else {
                    if case .unknown = value { return value }
                    return .unknown(SwiftSourceRefusal(file, at: call, argument: argument, "the key `\(left.joined(separator: "."))` of an element is not one the sources decide; write the array in its order"))
                }
            }
            guard case .number(let number, _) = value else {
                if case .unknown = value { return value }
                return .unknown(SwiftSourceRefusal(file, at: call, argument: argument, "`sorted` by `\(left.joined(separator: "."))`, which is not a number; write the array in its order"))
            }
            keyed.append((number, element))
        }
        let ordered = keyed.enumerated().sorted { first, second in
            first.element.0 != second.element.0 ? (operation == "<") == (first.element.0 < second.element.0) : first.offset < second.offset
        }
        return .array(ordered.map(\.element.1), site)
    }

    /// `$0.step.rawValue` → ["step", "rawValue"].
    private static func keyPath(_ expr: ExprSyntax, root: String) -> [String]? {
        var names: [String] = []
        var current = expr
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            names.insert(member.declName.baseName.text, at: 0)
            current = base
        }
        guard current.as(DeclReferenceExprSyntax.self)?.baseName.text == root, !names.isEmpty else { return nil }
        return names
    }

    /// A call into a type or function no file read declares (`Localization.string(for:)`): its
    /// value is decided by code that is not in the sources, so it is refused saying so.
    func undeclaredCall(_ call: FunctionCallExprSyntax, in file: SwiftSourceFile, argument: String) -> SwiftValue? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, let type = typeName(base),
              types[type] == nil, !Self.knownLibraryTypes.contains(type) else { return nil }
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
        let name = "\(base.trimmedDescription).\(member.declName.baseName.text)(\(labels))"
        return .unknown(SwiftSourceRefusal(file, at: call, argument: argument,
                                           "`\(name)` is declared in no file read (no `\(type)` is in the sources), so its value is unknown here; add the file declaring `\(type)` to the tour's \"tutorial\""))
    }

    /// Apple's types, whose calls the older folder or a library reader interprets.
    static let knownLibraryTypes: Set<String> = ["String", "NSLocalizedString", "Bundle", "UIColor", "Color", "UIImage", "Image", "Text", "Date", "URL", "UIFont", "Font",
                                                 "CGFloat", "Double", "Int", "Float", "CGSize", "CGPoint", "CGRect", "UIScreen", "UIApplication", "NSAttributedString"]
}
