import Foundation
import TourshotFiles

/// Decodes a `*.tutorial.json` file (docs/format.md §3). Ids are checked against the screens
/// later, by `TourLoader`, because only the tour knows which screens belong to it.
public enum TutorialFileDecoder {
    /// - Parameter policy: where the file may be opened from (`.anywhere` for tools and tests).
    public static func load(_ url: URL, referencedFrom: String? = nil, policy: PathPolicy = .anywhere) throws(InputError) -> Tutorial {
        let root = try InputFile.parseJSON(url, policy: policy, referencedFrom: referencedFrom)
        return try decode(root, file: InputFile.displayPath(url))
    }

    /// Decodes a parsed tutorial; `file` names it in messages (a Swift source's reader builds
    /// `root` with the Swift positions, docs/swift-sources.md).
    public static func decode(_ root: JSONNode, file: String) throws(InputError) -> Tutorial {
        let diagnostics = Diagnostics(file: file)
        guard let object = ObjectReader(root, at: .root, diagnostics) else { throw InputError(diagnostics.problems) }
        object.rejectUnknownFileKeys(["style", "theme", "locale", "elements", "triggers", "steps"])
        var tutorial = Tutorial()
        tutorial.style = object.optional("style", Decode.oneOf(TutorialStyle.allCases.map { ($0.rawValue, $0) })) ?? .standard
        tutorial.theme = object.optional("theme", theme) ?? Theme()
        if let locale = object.optional("locale", Decode.identifier) {
            tutorial.locale = locale
            tutorial.layoutDirection = LayoutDirection(locale: locale)
        }
        tutorial.elementLabels = object.optional("elements", stringMap(Decode.text(maxLength: Limits.textLength))) ?? [:]
        tutorial.triggers = object.optional("triggers", stringMap(Decode.identifier)) ?? [:]
        let style = tutorial.style
        tutorial.steps = object.required("steps", Decode.array(maxCount: Limits.steps) { step($0, $1, $2, style: style) }) ?? []
        if case .array(let items)? = object.member("steps")?.value, items.isEmpty {
            diagnostics.report(JSONPath.root.appending("steps"), "add at least one step")
        }
        guard !diagnostics.hasProblems else { throw InputError(diagnostics.problems) }
        return tutorial
    }

    static func stringMap(_ value: @escaping (JSONNode, JSONPath, Diagnostics) -> String?) -> (JSONNode, JSONPath, Diagnostics) -> [String: String]? {
        { node, path, diagnostics in
            guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
            var map: [String: String] = [:]
            for (key, child, childPath) in object.entries {
                if let text = value(child, childPath, diagnostics) { map[key] = text }
            }
            return map
        }
    }

    static func color(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> RGBAColor? {
        guard let text = Decode.string(node, path, diagnostics) else { return nil }
        guard let color = RGBAColor(hex: text) else {
            diagnostics.report(path, "\"\(text)\" is not a colour; write \"#RRGGBB\" or \"#RRGGBBAA\"", at: node)
            return nil
        }
        return color
    }

    static func theme(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> Theme? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        object.rejectUnknownKeys(["dimming", "appearance", "coachMark"])
        var theme = Theme()
        theme.appearance = object.optional("appearance", Decode.oneOf(Appearance.allCases.map { ($0.rawValue, $0) }))
        _ = object.optional("dimming") { node, path, diagnostics -> Bool? in
            guard let dimming = ObjectReader(node, at: path, diagnostics) else { return nil }
            dimming.rejectUnknownKeys(["color", "opacity"])
            theme.dimmingColor = dimming.optional("color", color)
            theme.dimmingOpacity = dimming.optional("opacity", Decode.number(in: 0...1, "opacity"))
            return true
        }
        _ = object.optional("coachMark") { node, path, diagnostics -> Bool? in
            guard let colors = ObjectReader(node, at: path, diagnostics) else { return nil }
            colors.rejectUnknownKeys(CoachMarkColors.keys.map(\.0))
            for (key, property) in CoachMarkColors.keys { theme.coachMark[keyPath: property] = colors.optional(key, color) }
            return true
        }
        return theme
    }

    static func step(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics, style: TutorialStyle = .standard) -> Step? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        object.rejectUnknownKeys(["title", "body", "arrows", "blurTargets", "supplementalArrows", "triggers", "tags",
                                  "centered", "position", "landscapePosition", "buttons", "highlights", "attachTo", "page"])
        var step = Step()
        step.source = SourcePosition(line: node.line, column: node.column)
        step.title = object.optional("title", Decode.text(maxLength: Limits.textLength)) ?? ""
        step.body = object.optional("body", Decode.text(maxLength: Limits.textLength)) ?? ""
        step.arrows = object.optional("arrows", Decode.array(maxCount: Limits.arrowsPerStep, ArrowDecoder.arrow)) ?? []
        step.supplementalArrows = object.optional("supplementalArrows", Decode.array(maxCount: Limits.arrowsPerStep, ArrowDecoder.arrow)) ?? []
        step.blurTargets = object.optional("blurTargets", Decode.array(maxCount: Limits.namesPerStep, Decode.identifier)) ?? []
        step.triggers = object.optional("triggers", Decode.array(maxCount: Limits.namesPerStep, Decode.identifier)) ?? []
        step.tags = object.optional("tags", Decode.array(maxCount: Limits.namesPerStep, Decode.text(maxLength: Limits.nameLength))) ?? []
        step.centered = object.optional("centered", Decode.bool) ?? false
        step.position = object.optional("position", GeometryDecode.fraction)
        step.landscapePosition = object.optional("landscapePosition", GeometryDecode.fraction)
        step.buttons = object.optional("buttons", Decode.array(maxCount: Limits.buttonsPerStep, button))
        step.highlights = object.optional("highlights", Decode.array(maxCount: Limits.arrowsPerStep) { highlight($0, $1, $2, style: style) }) ?? []
        step.attachTo = object.optional("attachTo", attachment)
        step.page = object.optional("page", page)
        return step
    }

    static func button(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> CardButton? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        object.rejectUnknownKeys(["title", "role", "style"])
        let title = object.required("title", Decode.text(maxLength: Limits.nameLength))
        let role = object.optional("role", Decode.oneOf(ButtonRole.allCases.map { ($0.rawValue, $0) })) ?? .next
        let style = object.optional("style", Decode.oneOf(ButtonStyle.allCases.map { ($0.rawValue, $0) })) ?? .primary
        return title.map { CardButton(title: $0, role: role, style: style) }
    }

    static let cornerRadiusKeys = ["cornerRadius", "cornerRadiusDelta", "cornerRadiusScale"]
    static let circleRadiusKeys = ["radius", "radiusScale"]

    /// A highlight. Corner-radius keys imply `roundedRect` and radius keys `circle` when no shape
    /// is given; keys that do not fit the (explicit or style default) shape are reported.
    static func highlight(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics,
                          style: TutorialStyle = .standard) -> Highlight? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        object.rejectUnknownKeys(["element", "shape", "padding", "offset"] + cornerRadiusKeys + circleRadiusKeys)
        let element = object.required("element", Decode.identifier)
        let explicitShape = object.optional("shape", Decode.oneOf(HighlightShape.allCases.map { ($0.rawValue, $0) }))
        let padding = object.optional("padding", Decode.number(in: -1000...1000, "padding"))
        let offset = object.optional("offset", GeometryDecode.point) ?? .zero
        let fixed = object.optional("cornerRadius", Decode.number(in: 0...10_000, "cornerRadius"))
        let delta = object.optional("cornerRadiusDelta", Decode.number(in: -10_000...10_000, "cornerRadiusDelta"))
        let scale = object.optional("cornerRadiusScale", Decode.number(in: 0...100, "cornerRadiusScale"))
        let radius = object.optional("radius", Decode.number(in: 0...10_000, "radius"))
        let radiusScale = object.optional("radiusScale", Decode.number(in: 0...100, "radiusScale"))

        let cornerKeys = cornerRadiusKeys.filter { object.member($0).map { !$0.isNull } ?? false }
        let radiusKeys = circleRadiusKeys.filter { object.member($0).map { !$0.isNull } ?? false }
        var valid = true
        for (keys, what) in [(cornerKeys, cornerRadiusKeys), (radiusKeys, circleRadiusKeys)] where keys.count > 1 {
            diagnostics.report(path.appending(keys[1]), "give only one of \(what.map { "\"\($0)\"" }.joined(separator: ", ")); \"\(keys[0])\" is already set", at: object.member(keys[1]))
            valid = false
        }
        let inferred: HighlightShape? = !cornerKeys.isEmpty ? .roundedRect : (!radiusKeys.isEmpty ? .circle : nil)
        let effective = explicitShape ?? inferred ?? style.defaultHighlightShape
        if !cornerKeys.isEmpty && !radiusKeys.isEmpty {
            diagnostics.report(path.appending(radiusKeys[0]), "\"\(radiusKeys[0])\" sizes a circle but \"\(cornerKeys[0])\" rounds a rect's corners; keep the one that fits the shape", at: object.member(radiusKeys[0]))
            valid = false
        } else {
            for key in cornerKeys where effective != .roundedRect {
                diagnostics.report(path.appending(key), "\"\(key)\" applies to roundedRect highlights, but this one is a \(effective.rawValue)\(explicitShape == nil ? " (the \(style.rawValue) default)" : ""); write \"shape\": \"roundedRect\"", at: object.member(key))
                valid = false
            }
            for key in radiusKeys where effective != .circle {
                diagnostics.report(path.appending(key), "\"\(key)\" applies to circle highlights, but this one is a \(effective.rawValue)\(explicitShape == nil ? " (the \(style.rawValue) default)" : ""); write \"shape\": \"circle\"", at: object.member(key))
                valid = false
            }
        }
        guard let element, valid else { return nil }
        let cornerRule: CornerRadiusRule? = fixed.map { .fixed($0) } ?? delta.map { .followElement(delta: $0) } ?? scale.map { .scaleElement(factor: $0) }
        let radiusRule: CircleRadiusRule? = radius.map { .fixed($0) } ?? radiusScale.map { .scaleElement(factor: $0) }
        return Highlight(element: element, shape: explicitShape ?? inferred, padding: padding,
                         cornerRadiusRule: cornerRule, radius: radiusRule, offset: offset)
    }

    static func attachment(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> Attachment? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        object.rejectUnknownKeys(["element", "side", "tail"])
        let element = object.required("element", Decode.identifier)
        let side = object.optional("side", Decode.oneOf(AttachmentSide.allCases.map { ($0.rawValue, $0) })) ?? .auto
        let tail = object.optional("tail", Decode.bool) ?? true
        return element.map { Attachment(element: $0, side: side, tail: tail) }
    }

    static func page(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> OnboardingPage? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        object.rejectUnknownKeys(["emoji", "title", "description", "colors", "gestureHint"])
        return OnboardingPage(
            emoji: object.optional("emoji", Decode.text(maxLength: Limits.emojiLength)),
            title: object.optional("title", Decode.text(maxLength: Limits.textLength)),
            description: object.optional("description", Decode.text(maxLength: Limits.textLength)),
            colors: object.optional("colors", Decode.array(maxCount: Limits.colorsPerPage, color)) ?? [],
            gestureHint: object.optional("gestureHint", Decode.oneOf(GestureHint.allCases.map { ($0.rawValue, $0) })))
    }
}
