import SwiftSyntax

/// SwiftUI colours as `#RRGGBB`: `Color(red:green:blue:)` with 0…1 components, a hex
/// initialiser (`Color(hex: "FF4D33")`, `Color(hex: 0xFF4D33)`) and the system colours.
struct SwiftColor {
    let folder: ValueFolder

    /// iOS system colours in the light appearance (UIKit's documented sRGB values).
    static let system: [String: String] = [
        "red": "#FF3B30", "orange": "#FF9500", "yellow": "#FFCC00", "green": "#34C759", "mint": "#00C7BE",
        "teal": "#30B0C7", "cyan": "#32ADE6", "blue": "#007AFF", "indigo": "#5856D6", "purple": "#AF52DE",
        "pink": "#FF2D55", "brown": "#A2845E", "gray": "#8E8E93", "black": "#000000", "white": "#FFFFFF",
    ]

    func hex(_ expr: ExprSyntax, in file: SwiftSourceFile, argument: String, depth: Int = 0) throws(SwiftSourceRefusal) -> String {
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || member.base!.trimmedDescription == "Color",
           let hex = SwiftColor.system[member.declName.baseName.text] {
            return hex
        }
        // A colour kept in a constant (`static let brand = Color(hex: "…")`) is read where it is written.
        if ValueFolder.constantReference(expr) != nil, let (value, valueFile) = folder.constant(expr), depth < ValueFolder.depthLimit {
            return try hex(value, in: valueFile, argument: argument, depth: depth + 1)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil || member.base!.trimmedDescription == "Color" {
            let name = member.declName.baseName.text
            throw SwiftSourceRefusal(file, at: expr, argument: argument,
                                     "`\(expr.trimmedDescription)` is no system colour and no constant of the sources read: an asset catalog's colour (Xcode makes `Color.\(name)` from the app's colour set \"\(name)\"), whose value tourshot does not have; write it as `Color(red:green:blue:)` or `Color(hex:)` with the colour set's value")
        }
        guard let call = SwiftCall(expr, named: ["Color", "init"], in: file) else {
            throw SwiftSourceRefusal(file, at: expr, argument: argument,
                                     "expected `Color(red:green:blue:)`, `Color(hex:)` or a system colour such as `.orange`; \(ValueFolder.refusal(for: expr))")
        }
        let arguments = try call.arguments(allowed: ["red", "green", "blue", "hex"])
        if let hex = arguments["hex"] {
            switch try folder.fold(hex.expression, in: file, argument: argument, depth: 0) {
            case .string(let text):
                let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
                guard digits.count == 6, UInt32(digits, radix: 16) != nil else { break }
                return "#" + digits.uppercased()
            case .number(let value) where value >= 0 && value <= 0xFFFFFF && value == value.rounded():
                return "#" + SwiftColor.byteHex(Int(value) >> 16) + SwiftColor.byteHex(Int(value) >> 8 & 0xFF) + SwiftColor.byteHex(Int(value) & 0xFF)
            default: break
            }
            throw SwiftSourceRefusal(file, at: hex.expression, argument: argument, "expected six hex digits (\"FF4D33\" or 0xFF4D33)")
        }
        var text = "#"
        for key in ["red", "green", "blue"] {
            guard let component = arguments[key] else {
                throw SwiftSourceRefusal(file, at: call.syntax, argument: argument, "write all of `red:`, `green:` and `blue:` (0…1)")
            }
            let value = try folder.number(component.expression, in: file, argument: argument)
            guard (0...1).contains(value) else {
                throw SwiftSourceRefusal(file, at: component.expression, argument: argument, "a colour component lies within 0…1, found \(value)")
            }
            text += SwiftColor.byteHex(Int((value * 255).rounded()))
        }
        return text
    }

    static func byteHex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
