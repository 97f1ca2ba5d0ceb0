import SwiftSyntax

/// A paged onboarding's page type as the app declares it (`struct OnboardingPage { let title,
/// subtitle, icon, color … }`, `struct OnboardCard`, `struct GuideStep` of its own): each field
/// sorted by what a page draws, by its name and its declared type. Apps name these freely, so a
/// type is one when it has a title-like and a body-like text field, whatever it is called.
struct OnboardingPageType {
    enum Role: Hashable {
        case title, description, emoji
        /// An SF Symbol or an image name, or an image: drawn as `placeholderGlyph`.
        case image
        /// One colour, or a list of them (a gradient), and how strongly it speaks for the page.
        case color(rank: Int), colors
        case gestureHint
        /// Identity and the like (`id`, a link): not drawn.
        case other
    }

    struct Field {
        let name: String
        let role: Role
        /// As declared (`UIColor`, `[String]`); colours are read as UIKit's or SwiftUI's by it.
        var type = ""
    }

    let name: String
    /// In declaration order.
    let fields: [Field]
    /// Where a note about the fields points.
    let declaration: (file: SwiftSourceFile, node: Syntax)?

    /// What a page draws for an SF Symbol or an image the app holds (tourshot has neither).
    static let placeholderGlyph = "🖼️"

    /// The Cluck app's `OnboardingPage(emoji:title:description:accentColor:gestureHint:)`, read by
    /// that initialiser when the sources use it without declaring it.
    static let cluck = OnboardingPageType(name: "OnboardingPage", fields: [
        Field(name: "emoji", role: .emoji), Field(name: "title", role: .title), Field(name: "description", role: .description),
        Field(name: "accentColor", role: .color(rank: 1), type: "Color"), Field(name: "gestureHint", role: .gestureHint),
    ], declaration: nil)

    func field(_ label: String) -> Field? { fields.first { $0.name == label } }

    /// The field drawn as each part of the page: the first title and emoji, the first body-like
    /// field, the image, and the strongest colour (a gradient list, else a background, else the
    /// page's colour, else any colour).
    var chosen: [Role: String] {
        var chosen: [Role: String] = [:]
        for role in [Role.title, .description, .emoji, .image, .gestureHint] {
            chosen[role] = fields.first { $0.role == role }?.name
        }
        let colours = fields.compactMap { field -> (String, Int)? in
            switch field.role {
            case .colors: (field.name, 0)
            case .color(let rank): (field.name, rank)
            default: nil
            }
        }
        chosen[.colors] = colours.min { $0.1 < $1.1 }?.0
        return chosen
    }

    /// Page types the sources declare: structs and classes with a title-like and a body-like
    /// text field among their stored properties.
    /// `titleOnly`: also types with a title and no body (`Slide(title:animationName:)`), which
    /// `OnboardingReader.holders` takes only where an array holds several of them. A view or view
    /// controller is drawn, not data: never a page type, whatever its fields.
    static func declared(in files: [SwiftSourceFile], titleOnly: Bool = false) -> [String: OnboardingPageType] {
        var types: [String: OnboardingPageType] = [:]
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) where decl.is(StructDeclSyntax.self) || decl.is(ClassDeclSyntax.self) {
                guard let (name, members) = StaticConstants.typeMembers(decl), types[name] == nil else { continue }
                let clause = decl.as(StructDeclSyntax.self)?.inheritanceClause ?? decl.as(ClassDeclSyntax.self)?.inheritanceClause
                guard !TypeIndex.names(clause).contains(where: TypeIndex.isViewName) else { continue }
                var fields: [Field] = []
                for member in members {
                    guard let variable = member.decl.as(VariableDeclSyntax.self),
                          !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { continue }
                    for binding in variable.bindings where binding.accessorBlock == nil {
                        guard let field = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                        fields.append(Field(name: field, role: role(of: field, type: type), type: type))
                    }
                }
                guard fields.contains(where: { $0.role == .title }), titleOnly || fields.contains(where: { $0.role == .description }) else { continue }
                types[name] = OnboardingPageType(name: name, fields: fields, declaration: (file, Syntax(decl)))
            }
        }
        return types
    }

    static let textTypes: Set<String> = ["String", "LocalizedStringKey", "LocalizedStringResource", "Text"]
    static let colourTypes: Set<String> = ["Color", "UIColor"]

    /// A field's role from its name (case-insensitive) and declared type (optionals as their base).
    static func role(of name: String, type: String) -> Role {
        let lower = name.lowercased()
        var base = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
        // A list of texts is a body of several lines (`detailContent: [String]`).
        if let element = SwiftEvaluator.arrayElement(base), textTypes.contains(element),
           ["desc", "body", "message", "detail", "content", "text", "line"].contains(where: lower.contains) { base = element }
        let text = textTypes.contains(base)
        if lower == "gesturehint" { return .gestureHint }
        if base.hasPrefix("["), ["gradient", "colors", "colours"].contains(where: lower.contains) { return .colors }
        if colourTypes.contains(base) || (base == "String" && ["color", "colour", "hex"].contains(where: lower.contains)) {
            if lower.contains("background") { return .color(rank: 1) }
            if ["color", "colour", "accent", "tint", "hex"].contains(lower) || lower == "accentcolor" || lower == "tintcolor" { return .color(rank: 2) }
            return .color(rank: 3)
        }
        if base == "UIImage" || base == "Image" || base == "ImageResource" { return .image }
        guard text else { return .other }
        if lower.contains("emoji") { return .emoji }
        if lower.contains("subtitle") || ["desc", "body", "message", "detail", "caption", "summary", "subheadline"].contains(where: lower.contains)
            || lower == "text" || lower == "content" || lower == "info" { return .description }
        if lower.contains("title") || ["headline", "heading", "header"].contains(lower) { return .title }
        if ["icon", "image", "symbol", "picture", "illustration"].contains(where: lower.contains) { return .image }
        return .other
    }

    /// Which field went where, said once per read (at the type's declaration).
    func note() -> String? {
        guard let declaration else { return nil }
        let chosen = chosen
        var parts: [String] = []
        let names: [(Role, String)] = [(.title, "title"), (.description, "description"), (.emoji, "emoji"),
                                      (.image, "the placeholder glyph \(Self.placeholderGlyph) (tourshot draws no SF Symbol or app image)"),
                                      (.colors, "colors")]
        for (role, what) in names {
            if let field = chosen[role], !(role == .image && chosen[.emoji] != nil) { parts.append("`\(field)` → \(what)") }
        }
        // An emoji field is drawn in place of an image field, which is then left out.
        let drawn = Set(chosen.filter { !($0.key == .image && chosen[.emoji] != nil) }.values)
        let left = fields.map(\.name).filter { !drawn.contains($0) }
        let location = declaration.node.startLocation(converter: declaration.file.converter)
        var text = "\(declaration.file.displayPath):\(location.line):\(location.column): note: \(name)'s fields read as an onboarding page: " + parts.joined(separator: ", ")
        if !left.isEmpty { text += "; not drawn: " + left.map { "`\($0)`" }.joined(separator: ", ") }
        return text
    }
}
