import TourshotModel

extension ElementAnchor {
    /// The anchor's point on `rect`. Anchors are not RTL-aware: leading is always minX.
    public func point(in rect: Rect) -> Point {
        switch self {
        case .top: Point(x: rect.midX, y: rect.minY)
        case .bottom: Point(x: rect.midX, y: rect.maxY)
        case .leading: Point(x: rect.minX, y: rect.midY)
        case .trailing: Point(x: rect.maxX, y: rect.midY)
        case .center: Point(x: rect.midX, y: rect.midY)
        case .topLeading: Point(x: rect.minX, y: rect.minY)
        case .topTrailing: Point(x: rect.maxX, y: rect.minY)
        case .bottomLeading: Point(x: rect.minX, y: rect.maxY)
        case .bottomTrailing: Point(x: rect.maxX, y: rect.maxY)
        case .alongTop(let p): Point(x: rect.minX + rect.width * p, y: rect.minY)
        case .alongBottom(let p): Point(x: rect.minX + rect.width * p, y: rect.maxY)
        case .alongLeading(let p): Point(x: rect.minX, y: rect.minY + rect.height * p)
        case .alongTrailing(let p): Point(x: rect.maxX, y: rect.minY + rect.height * p)
        }
    }

    /// Unit vector pointing away from the element at this anchor (center counts as top).
    /// Corners use TutorialKit's rounded 0.707, not √½, so tie cases match the device.
    public var outwardDirection: Point {
        switch self {
        case .top, .alongTop, .center: Point(x: 0, y: -1)
        case .bottom, .alongBottom: Point(x: 0, y: 1)
        case .leading, .alongLeading: Point(x: -1, y: 0)
        case .trailing, .alongTrailing: Point(x: 1, y: 0)
        case .topLeading: Point(x: -0.707, y: -0.707)
        case .topTrailing: Point(x: 0.707, y: -0.707)
        case .bottomLeading: Point(x: -0.707, y: 0.707)
        case .bottomTrailing: Point(x: 0.707, y: 0.707)
        }
    }
}
