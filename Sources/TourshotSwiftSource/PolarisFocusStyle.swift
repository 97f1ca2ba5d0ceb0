import SwiftSyntax
import TourshotModel

/// PolarisGuideKit's focus styles as highlight fields (docs/styles.md, "Highlights").
extension PolarisReader {
    /// The focus style as highlight fields (docs/styles.md's table); false: no highlight.
    func style(_ expr: ExprSyntax?, into highlight: inout JSONMembers, in file: SwiftSourceFile) throws(SwiftSourceRefusal) -> Bool {
        guard let expr else { return true }
        guard let call = SwiftCall(expr, named: ["DefaultFocusStyle", "NoHighlightFocusStyle", "RoundedRectFocusStyle", "CircleFocusStyle"], in: file) else {
            throw SwiftSourceRefusal(file, at: expr, argument: "focusStyle",
                                     "expected DefaultFocusStyle(), RoundedRectFocusStyle(…), CircleFocusStyle(…) or NoHighlightFocusStyle(); \(ValueFolder.refusal(for: expr))")
        }
        switch call.name {
        case "NoHighlightFocusStyle":
            _ = try call.arguments(allowed: [])
            return false
        case "RoundedRectFocusStyle":
            let arguments = try call.arguments(allowed: ["focusCornerRadius", "focusAreaInsets", "roundedCorners"])
            let radius = arguments["focusCornerRadius"]?.expression
            let keys = ["fixed": "cornerRadius", "followFocusView": "cornerRadiusDelta", "scaleWithFocusView": "cornerRadiusScale"]
            if let radius {
                try mode(radius, keys: keys, into: &highlight, in: file, argument: "focusCornerRadius")
            } else {
                highlight.set("cornerRadius", file.node(.number(0), at: call.syntax)) // the library's `.fixed(0)`
            }
            if let insets = arguments["focusAreaInsets"] { try self.insets(insets.expression, into: &highlight, in: file) }
            if let corners = arguments["roundedCorners"], ValueFolder.constantReference(corners.expression)?.name != "allCorners" {
                throw SwiftSourceRefusal(file, at: corners.expression, argument: "roundedCorners", "tourshot rounds every corner; leave roundedCorners out")
            }
        case "CircleFocusStyle":
            let arguments = try call.arguments(allowed: ["radiusMode", "centerOffset"])
            highlight.set("shape", file.node(.string("circle"), at: call.syntax))
            if let radius = arguments["radiusMode"] {
                try mode(radius.expression, keys: ["fixed": "radius", "scaledToFocusView": "radiusScale"], into: &highlight, in: file, argument: "radiusMode")
            } else {
                highlight.set("radius", file.node(.number(50), at: call.syntax)) // the library's `.fixed(50)`
            }
            if let offset = arguments["centerOffset"], ValueFolder.constantReference(offset.expression)?.name != "zero" {
                highlight.set("offset", try TutorialKitReader(folder: folder).pair(offset.expression, type: "CGPoint", labels: ("x", "y"), in: file, argument: "centerOffset"))
            }
        default:
            _ = try call.arguments(allowed: [])
        }
        return true
    }

    /// `.fixed(12)`, `.followFocusView(delta: 2)`: the case picks the key, its number the value.
    private func mode(_ expr: ExprSyntax, keys: [String: String], into highlight: inout JSONMembers, in file: SwiftSourceFile, argument: String) throws(SwiftSourceRefusal) {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let key = keys[member.declName.baseName.text], call.arguments.count == 1, let value = call.arguments.first?.expression else {
            let cases = keys.keys.sorted().map { ".\($0)(…)" }.joined(separator: ", ")
            throw SwiftSourceRefusal(file, at: expr, argument: argument, "expected one of \(cases) with a number; \(ValueFolder.refusal(for: expr))")
        }
        highlight.set(key, file.node(.number(try folder.number(value, in: file, argument: argument)), at: value))
    }

    /// `UIEdgeInsets(top: -4, left: -4, bottom: -4, right: -4)` → `"padding": 4`; `.zero` → nothing.
    private func insets(_ expr: ExprSyntax, into highlight: inout JSONMembers, in file: SwiftSourceFile) throws(SwiftSourceRefusal) {
        if ValueFolder.constantReference(expr)?.name == "zero" { return }
        guard let call = SwiftCall(expr, named: ["UIEdgeInsets"], in: file) else {
            throw SwiftSourceRefusal(file, at: expr, argument: "focusAreaInsets", "expected `UIEdgeInsets(top:left:bottom:right:)` with one number on every side")
        }
        let arguments = try call.arguments(allowed: ["top", "left", "bottom", "right"])
        var values: [Double] = []
        for side in ["top", "left", "bottom", "right"] {
            guard let argument = arguments[side] else {
                throw SwiftSourceRefusal(file, at: expr, argument: "focusAreaInsets", "write all of `top:left:bottom:right:`")
            }
            values.append(try folder.number(argument.expression, in: file, argument: side))
        }
        guard Set(values).count == 1 else {
            throw SwiftSourceRefusal(file, at: expr, argument: "focusAreaInsets", "tourshot grows a highlight by one amount on every side; write the same inset for top, left, bottom and right")
        }
        highlight.set("padding", file.node(.number(-values[0]), at: expr))
    }
}
