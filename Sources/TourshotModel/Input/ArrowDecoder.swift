/// Decodes one arrow object with TutorialKit's field names and landscape `H` overrides.
enum ArrowDecoder {
    static let keys = ["element", "anchor", "anchorH", "fromAnchor", "fromAnchorH", "length", "lengthH",
                       "angle", "angleH", "bend", "bendStrength", "textAlignment", "textAlignmentH",
                       "label", "anchorOffset", "anchorOffsetH"]

    static func arrow(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> ArrowSpec? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        object.rejectUnknownKeys(keys)
        let element = object.required("element", Decode.identifier)
        let lengthRange = Decode.number(in: -10_000...10_000, "length")
        let angleRange = Decode.number(in: -3600...3600, "angle")
        let alignment = Decode.oneOf(TextAlignment.allCases.map { ($0.rawValue, $0) })
        let spec = ArrowSpec(
            element: element ?? "",
            anchor: object.optional("anchor", anchor) ?? .top,
            anchorH: object.optional("anchorH", anchor),
            fromAnchor: object.optional("fromAnchor", anchor),
            fromAnchorH: object.optional("fromAnchorH", anchor),
            length: object.optional("length", lengthRange) ?? 50,
            lengthH: object.optional("lengthH", lengthRange),
            angle: object.optional("angle", angleRange),
            angleH: object.optional("angleH", angleRange),
            textAlignment: object.optional("textAlignment", alignment) ?? .center,
            textAlignmentH: object.optional("textAlignmentH", alignment),
            anchorOffset: object.optional("anchorOffset", GeometryDecode.point) ?? .zero,
            anchorOffsetH: object.optional("anchorOffsetH", GeometryDecode.point),
            bend: object.optional("bend", Decode.oneOf(ArrowBend.allCases.map { ($0.rawValue, $0) })) ?? .auto,
            bendStrength: object.optional("bendStrength", Decode.oneOf(ArrowBendStrength.allCases.map { ($0.rawValue, $0) })) ?? .medium,
            label: object.optional("label", Decode.text(maxLength: Limits.textLength)))
        return element == nil ? nil : spec
    }

    /// `"top"` … or `{"alongTop": 0.3}`.
    static func anchor(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> ElementAnchor? {
        if case .object = node.value {
            guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
            let names = ElementAnchor.alongEdges.map(\.0)
            guard object.keys.count == 1, let key = object.keys.first else {
                diagnostics.report(path, "an along-edge anchor has exactly one key: one of \(names.joined(separator: ", "))", at: node)
                return nil
            }
            guard let make = ElementAnchor.alongEdges.first(where: { $0.0 == key })?.1 else {
                object.rejectUnknownKeys(names)
                return nil
            }
            return object.required(key, Decode.number(in: 0...1, "fraction")).map(make)
        }
        guard case .string(let name) = node.value else {
            diagnostics.report(path, "expected an anchor name or {\"alongTop\": 0.3}, found \(node.typeDescription)", at: node)
            return nil
        }
        if ElementAnchor.alongEdges.contains(where: { $0.0 == name }) {
            diagnostics.report(path, "\"\(name)\" needs a fraction: write {\"\(name)\": 0.5}", at: node)
            return nil
        }
        return Decode.oneOf(ElementAnchor.named)(node, path, diagnostics)
    }
}
