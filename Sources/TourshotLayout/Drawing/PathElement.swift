import TourshotModel

/// One segment of a vector path.
public enum PathElement: Sendable, Hashable {
    case move(Point)
    case line(Point)
    case quad(control: Point, to: Point)
    case cubic(control1: Point, control2: Point, to: Point)
    case close
}

/// How overlapping subpaths fill: cutouts use even-odd.
public enum FillRule: String, Sendable, Hashable {
    case nonZero, evenOdd
}
