import SwiftSyntax

/// UIKit colours as `#RRGGBB` and an alpha: `UIColor(red:green:blue:alpha:)`,
/// `UIColor(white:alpha:)`, `#colorLiteral(red:green:blue:alpha:)`, UIKit's fixed colours
/// (`.black`, `.darkGray`, `UIColor.red`: their documented component values) and system colours
/// (`.systemRed`: SwiftColor's light-appearance values), each optionally `.withAlphaComponent(a)`.
struct UIKitColor {
    let folder: ValueFolder

    /// UIKit's fixed colours, from their documented components (`UIColor.gray` is white 0.5).
    static let fixed: [String: String] = [
        "black": "#000000", "white": "#FFFFFF", "gray": "#808080", "darkGray": "#555555", "lightGray": "#AAAAAA",
        "red": "#FF0000", "green": "#00FF00", "blue": "#0000FF", "cyan": "#00FFFF", "yellow": "#FFFF00",
        "magenta": "#FF00FF", "orange": "#FF8000", "purple": "#800080", "brown": "#996633",
    ]

    func rgba(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String) throws(SwiftSourceRefusal) -> (hex: String, alpha: Double) {
        let expected = "expected `UIColor(red:green:blue:alpha:)`, `UIColor(white:alpha:)`, `#colorLiteral(…)` or a UIKit colour such as `.black`, optionally `.withAlphaComponent(a)`"
        if let call = SwiftCall(expr, named: ["withAlphaComponent"], in: file),
           let base = call.syntax.calledExpression.as(MemberAccessExprSyntax.self)?.base, let alpha = call.syntax.arguments.first {
            let color = try rgba(base, in: file, argument: argument)
            return (color.hex, try component(alpha.expression, in: file, argument: argument))
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || member.base?.trimmedDescription == "UIColor" {
            let name = member.declName.baseName.text
            if name == "clear" { return ("#000000", 0) }
            if let hex = Self.fixed[name] { return (hex, 1) }
            if name.hasPrefix("system"), let hex = SwiftColor.system[name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7)] { return (hex, 1) }
        }
        let call = SwiftCall(expr, named: ["UIColor", "init"], in: file)
        let literal = expr.as(MacroExpansionExprSyntax.self).flatMap { $0.macroName.text == "colorLiteral" ? $0 : nil }
        guard call != nil || literal != nil else {
            throw SwiftSourceRefusal(file, at: expr, argument: argument, "\(expected); \(ValueFolder.refusal(for: expr))")
        }
        var values: [String: ExprSyntax] = [:]
        if let call {
            for (label, item) in try call.arguments(allowed: ["red", "green", "blue", "alpha", "white"]) { values[label] = item.expression }
        } else if let literal {
            for item in literal.arguments { values[item.label?.text ?? ""] = item.expression }
        }
        let alpha = try values["alpha"].map { (expr: ExprSyntax) throws(SwiftSourceRefusal) -> Double in try component(expr, in: file, argument: argument) } ?? 1
        if let white = values["white"] {
            let byte = SwiftColor.byteHex(Int((try component(white, in: file, argument: argument) * 255).rounded()))
            return ("#" + byte + byte + byte, alpha)
        }
        var hex = "#"
        for key in ["red", "green", "blue"] {
            guard let value = values[key] else { throw SwiftSourceRefusal(file, at: expr, argument: argument, "write all of `red:`, `green:`, `blue:` and `alpha:` (0…1)") }
            hex += SwiftColor.byteHex(Int((try component(value, in: file, argument: argument) * 255).rounded()))
        }
        return (hex, alpha)
    }

    private func component(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String) throws(SwiftSourceRefusal) -> Double {
        let value = try folder.number(expr, in: file, argument: argument)
        guard (0...1).contains(value) else {
            throw SwiftSourceRefusal(file, at: expr, argument: argument, "a colour component lies within 0…1, found \(value)")
        }
        return value
    }
}
