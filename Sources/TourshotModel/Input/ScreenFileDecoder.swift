import Foundation
import TourshotFiles

/// Decodes a `*.screen.json` file (docs/format.md §2).
public enum ScreenFileDecoder {
    /// - Parameter policy: where the screen file and its screenshots may be opened from
    ///   (`.anywhere` for tools and tests); the screenshots keep it for their later reads.
    public static func load(_ url: URL, referencedFrom: String? = nil, policy: PathPolicy = .anywhere) throws(InputError) -> Screen {
        let root = try InputFile.parseJSON(url, policy: policy, referencedFrom: referencedFrom)
        return try decode(root, file: url, policy: policy)
    }

    /// Decodes a screen file already parsed (or about to be written, as `import screen` checks
    /// its output): `url` names it in messages and anchors its screenshots' paths.
    public static func decode(_ root: JSONNode, file url: URL, policy: PathPolicy = .anywhere) throws(InputError) -> Screen {
        let diagnostics = Diagnostics(file: InputFile.displayPath(url))
        guard let object = ObjectReader(root, at: .root, diagnostics) else { throw InputError(diagnostics.problems) }
        object.rejectUnknownFileKeys(["name", "device", "scale", "portrait", "landscape"])
        let name = object.optional("name", Decode.identifier)
            ?? Screen.stem(of: url)
        let device = object.optional("device") { node, path, diagnostics -> DevicePreset? in
            guard let id = Decode.identifier(node, path, diagnostics) else { return nil }
            guard let preset = DevicePreset.named(id) else {
                diagnostics.report(path, DevicePreset.unknown(id), at: node)
                return nil
            }
            return preset
        }
        let deviceNamed = object.member("device") != nil
        let scale = deviceNamed && object.member("scale") == nil
            ? device?.scale
            : object.required("scale", Decode.number(in: Limits.screenScale, "scale"))
        let directory = url.deletingLastPathComponent()
        let decodeCapture = { (orientation: Orientation) -> Capture? in
            object.optional(orientation.rawValue) { node, path, diagnostics in
                capture(node, path, diagnostics, orientation: orientation, scale: scale ?? 1, directory: directory, policy: policy,
                        device: device, deviceNamed: deviceNamed)
            }
        }
        let portrait = decodeCapture(.portrait)
        let landscape = decodeCapture(.landscape)
        if object.member("portrait")?.isNull ?? true, object.member("landscape")?.isNull ?? true {
            diagnostics.report(.root, "add a \"portrait\" or \"landscape\" capture (at least one is required)", at: root)
        }
        guard !diagnostics.hasProblems, let scale else { throw InputError(diagnostics.problems) }
        return Screen(name: name, scale: scale, file: url.standardizedFileURL, portrait: portrait, landscape: landscape)
    }

    static func capture(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics,
                        orientation: Orientation, scale: Double, directory: URL, policy: PathPolicy,
                        device: DevicePreset? = nil, deviceNamed: Bool = false) -> Capture? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        object.rejectUnknownKeys(["size", "safeArea", "background", "elements", "blur", "presentations"])
        // A named device supplies the size and safe area the capture leaves out.
        let sizeDecoder = { (node: JSONNode, path: JSONPath, diagnostics: Diagnostics) -> Size? in
            guard let values = Decode.numbers(count: 2, "a size [width, height]")(node, path, diagnostics) else { return nil }
            guard values[0] > 0, values[1] > 0 else {
                diagnostics.report(path, "width and height must be greater than 0", at: node)
                return nil
            }
            let limit = Double(Limits.imageSide) / scale
            guard values[0] <= limit, values[1] <= limit else {
                diagnostics.report(path, "\(Decode.format(values[0]))×\(Decode.format(values[1])) points at scale \(Decode.format(scale)) exceeds the \(Limits.imageSide) px canvas limit", at: node)
                return nil
            }
            return Size(width: values[0], height: values[1])
        }
        let size = deviceNamed && object.member("size") == nil ? device?.size(orientation) : object.required("size", sizeDecoder)
        if let size {
            let isLandscape = size.width > size.height
            if isLandscape != (orientation == .landscape) && size.width != size.height {
                diagnostics.report(path.appending("size"), "a \(orientation.rawValue) capture must be \(orientation == .landscape ? "wider than tall" : "taller than wide"); swap the two numbers or move the capture", at: object.member("size"))
            }
        }
        let safeArea = object.optional("safeArea", insets) ?? device?.safeArea(orientation) ?? .zero
        let background = object.optional("background", Decode.identifier).map {
            screenshot(URL(fileURLWithPath: $0, relativeTo: directory).standardizedFileURL, object.member("background")!,
                       path.appending("background"), diagnostics, policy)
        }
        // Cross-references use the ids the file declares, so an id whose entry has a mistake
        // is reported once, not again wherever it is referenced.
        let declaredElements = declaredKeys(object.member("elements"))
        let presentations = object.optional("presentations") { node, path, diagnostics in
            Self.presentations(node, path, diagnostics, directory: directory, elementIDs: declaredElements, policy: policy)
        } ?? []
        let elements = object.optional("elements") { node, path, diagnostics in
            Self.elements(node, path, diagnostics, presentationIDs: declaredKeys(object.member("presentations")))
        } ?? []
        let blur = object.optional("blur") { node, path, diagnostics -> [BlurTarget]? in
            guard let targets = ObjectReader(node, at: path, diagnostics) else { return nil }
            return targets.entries.compactMap { key, child, childPath in
                Decode.array(maxCount: Limits.framesPerBlurTarget, GeometryDecode.frame)(child, childPath, diagnostics).map { BlurTarget(name: key, frames: $0) }
            }
        } ?? []
        guard let size else { return nil }
        return Capture(size: size, safeArea: safeArea, background: background, elements: elements,
                       blurTargets: blur, presentations: presentations)
    }

    /// The keys of an object node; empty for anything else.
    static func declaredKeys(_ node: JSONNode?) -> Set<String> {
        guard case .object(let members)? = node?.value else { return [] }
        return Set(members.map(\.key))
    }

    static func insets(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> EdgeInsets? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        object.rejectUnknownKeys(["top", "leading", "bottom", "trailing"])
        let value = { (key: String) in object.optional(key, Decode.number(in: 0...1000, key)) ?? 0 }
        return EdgeInsets(top: value("top"), leading: value("leading"), bottom: value("bottom"), trailing: value("trailing"))
    }

    static func elements(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics, presentationIDs: Set<String>) -> [CapturedElement]? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        guard object.keys.count <= Limits.elementsPerCapture else {
            diagnostics.report(path, "has \(object.keys.count) elements; the limit is \(Limits.elementsPerCapture)", at: node)
            return nil
        }
        let ids = Set(object.keys)
        return object.entries.compactMap { id, child, childPath -> CapturedElement? in
            if case .array = child.value {
                return GeometryDecode.frame(child, childPath, diagnostics).map { CapturedElement(id: id, frame: $0) }
            }
            guard let element = ObjectReader(child, at: childPath, diagnostics) else { return nil }
            element.rejectUnknownKeys(["frame", "cornerRadius", "presentation", "title", "type", "in", "section", "row", "scrolled"])
            let frame = element.required("frame", GeometryDecode.frame)
            let radius = element.optional("cornerRadius", Decode.number(in: 0...10_000, "cornerRadius")) ?? 0
            let presentation = element.optional("presentation", Decode.identifier)
            if let presentation, !presentationIDs.contains(presentation) {
                let suggestion = Suggestion.phrase(for: presentation, in: presentationIDs)
                diagnostics.report(childPath.appending("presentation"),
                                   "unknown presentation \"\(presentation)\"\(suggestion.isEmpty ? "; declare it under \"presentations\"" : suggestion)",
                                   at: element.member("presentation"))
            }
            let title = element.optional("title", Decode.text(maxLength: Limits.nameLength))
            let type = element.optional("type", Decode.identifier)
            let container = element.optional("in", Decode.identifier)
            if let container, !ids.contains(container) || container == id {
                let known = ids.subtracting([id])
                let suggestion = Suggestion.phrase(for: container, in: known)
                diagnostics.report(childPath.appending("in"),
                                   "\(container == id ? "an element cannot be in itself" : "unknown element \"\(container)\"")\(suggestion.isEmpty ? "; name the bar, table or collection the element is in" : suggestion)",
                                   at: element.member("in"))
            }
            let place = { (key: String) in element.optional(key, Decode.count(key)) }
            let section = place("section"), row = place("row")
            if (element.member("section") == nil) != (element.member("row") == nil) {
                diagnostics.report(childPath, "a cell's \"section\" and \"row\" go together; give both or neither", at: child)
            }
            let scrolled = element.optional("scrolled", Decode.bool) ?? false
            if scrolled, element.member("section") != nil || element.member("row") != nil {
                diagnostics.report(childPath, "\"scrolled\" says the cell's section and row are not known (its table or collection was captured scrolled); remove \"scrolled\" or the \"section\" and \"row\"", at: child)
            }
            guard let frame else { return nil }
            return CapturedElement(id: id, frame: frame, cornerRadius: radius, presentation: presentation, title: title,
                                   type: type, container: container, section: row == nil ? nil : section, row: section == nil ? nil : row,
                                   scrolled: scrolled)
        }
    }

    static func presentations(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics, directory: URL,
                              elementIDs: Set<String>, policy: PathPolicy) -> [Presentation]? {
        guard let object = ObjectReader(node, at: path, diagnostics) else { return nil }
        return object.entries.compactMap { id, child, childPath -> Presentation? in
            guard let entry = ObjectReader(child, at: childPath, diagnostics) else { return nil }
            entry.rejectUnknownKeys(["style", "frame", "source", "background"])
            let style = entry.required("style", Decode.oneOf(PresentationStyle.allCases.map { ($0.rawValue, $0) }))
            let frame = entry.required("frame", GeometryDecode.frame)
            let source = entry.optional("source", Decode.identifier)
            if style == .popover, source == nil {
                diagnostics.report(childPath, "a popover needs a \"source\" element for its arrow", at: child)
            }
            if let source, !elementIDs.contains(source) {
                diagnostics.report(childPath.appending("source"),
                                   "unknown element \"\(source)\"\(Suggestion.phrase(for: source, in: elementIDs))", at: entry.member("source"))
            }
            let background = entry.optional("background", Decode.identifier).map {
                screenshot(URL(fileURLWithPath: $0, relativeTo: directory).standardizedFileURL, entry.member("background")!,
                           childPath.appending("background"), diagnostics, policy)
            }
            guard let style, let frame else { return nil }
            return Presentation(id: id, style: style, frame: frame, source: source, background: background)
        }
    }

    /// A screenshot reference after checking that the file opens under `policy` and starts like
    /// a PNG; full decoding happens when rendering (through the same policy).
    static func screenshot(_ url: URL, _ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics, _ policy: PathPolicy) -> InputPath {
        let shown = InputFile.displayPath(url)
        let header: [UInt8]
        do {
            header = try InputFile.readPrefix(url, count: 8, policy: policy)
        } catch .notFound {
            diagnostics.report(path, "screenshot \(shown) not found; fix the path (it is relative to the screen file) or remove \"background\" to draw a wireframe", at: node)
            return InputPath(url, policy: policy)
        } catch .outside(let message) {
            diagnostics.report(path, message, at: node)
            return InputPath(url, policy: policy)
        } catch {
            diagnostics.report(path, "screenshot \(shown) \(error.message)", at: node)
            return InputPath(url, policy: policy)
        }
        if !header.elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            diagnostics.report(path, "screenshot \(shown) is not a PNG file", at: node)
        }
        return InputPath(url, policy: policy)
    }
}
