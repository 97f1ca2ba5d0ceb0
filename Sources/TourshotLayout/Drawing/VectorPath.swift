import TourshotModel

/// A vector path in points: a list of segments plus its fill rule.
public struct VectorPath: Sendable, Hashable {
    public private(set) var elements: [PathElement] = []
    public var fillRule: FillRule = .nonZero

    public init(_ elements: [PathElement] = [], fillRule: FillRule = .nonZero) {
        self.elements = elements
        self.fillRule = fillRule
    }

    public mutating func move(to point: Point) { elements.append(.move(point)) }
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    public mutating func quad(control: Point, to point: Point) { elements.append(.quad(control: control, to: point)) }
    public mutating func cubic(_ control1: Point, _ control2: Point, to point: Point) {
        elements.append(.cubic(control1: control1, control2: control2, to: point))
    }
    public mutating func close() { elements.append(.close) }

    public mutating func append(_ other: VectorPath) { elements += other.elements }

    public static func rect(_ rect: Rect) -> VectorPath {
        VectorPath([.move(Point(x: rect.minX, y: rect.minY)), .line(Point(x: rect.maxX, y: rect.minY)),
                    .line(Point(x: rect.maxX, y: rect.maxY)), .line(Point(x: rect.minX, y: rect.maxY)), .close])
    }

    /// Bounding box of all points, control points included (a cheap, safe over-estimate).
    public var bounds: Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ point: Point) {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quad(let c, let p): add(c); add(p)
            case .cubic(let c1, let c2, let p): add(c1); add(c2); add(p)
            case .close: break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
