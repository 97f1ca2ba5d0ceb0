/// Decoders for frames, sizes and points, with the limits that keep layout numbers sane.
public enum GeometryDecode {
    /// Coordinates beyond this are treated as input mistakes (no screen is that large).
    public static let coordinateLimit = 100_000.0

    public static func frame(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> Rect? {
        guard let values = Decode.numbers(count: 4, "a frame [x, y, width, height]")(node, path, diagnostics) else { return nil }
        guard values.allSatisfy({ abs($0) <= coordinateLimit }) else {
            diagnostics.report(path, "frame values must lie within ±\(Int(coordinateLimit)) points", at: node)
            return nil
        }
        guard values[2] >= 0, values[3] >= 0 else {
            diagnostics.report(path, "frame width and height must not be negative (got \(Decode.format(values[2]))×\(Decode.format(values[3])))", at: node)
            return nil
        }
        return Rect(checkedX: values[0], y: values[1], width: values[2], height: values[3])
    }

    public static func point(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> Point? {
        guard let values = Decode.numbers(count: 2, "a pair [x, y]")(node, path, diagnostics) else { return nil }
        guard values.allSatisfy({ abs($0) <= coordinateLimit }) else {
            diagnostics.report(path, "values must lie within ±\(Int(coordinateLimit)) points", at: node)
            return nil
        }
        return Point(x: values[0], y: values[1])
    }

    /// A `[fx, fy]` pair of container fractions.
    public static func fraction(_ node: JSONNode, _ path: JSONPath, _ diagnostics: Diagnostics) -> Point? {
        guard let values = Decode.numbers(count: 2, "a pair of fractions [fx, fy]")(node, path, diagnostics) else { return nil }
        guard values.allSatisfy({ (0...1).contains($0) }) else {
            diagnostics.report(path, "fractions must lie within 0…1 (0.5 is the middle)", at: node)
            return nil
        }
        return Point(x: values[0], y: values[1])
    }
}
