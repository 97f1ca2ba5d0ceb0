import TourshotModel

/// Step 2, offset: where a box goes along the main (vertical) axis and across it.
extension Placement {
    /// The y `gap` beyond `anchor` on `side`: below its bottom, above its top; `over`, its middle.
    public static func nearEdge(of anchor: Rect, side: PlacedSide, gap: Double) -> Double {
        switch side {
        case .below: anchor.maxY + gap
        case .above: anchor.minY - gap
        case .over: anchor.midY
        }
    }

    /// `edge` moved `length` further from the anchor on `side` (a negative length moves back,
    /// as a body overlapping its arrow does); `over` does not move.
    public static func beyond(_ edge: Double, side: PlacedSide, by length: Double) -> Double {
        switch side {
        case .below: edge + length
        case .above: edge - length
        case .over: edge
        }
    }

    /// The top of a box `height` tall whose near edge is `edge`: below it starts there, above
    /// it ends there, over it is centred on it.
    public static func top(from edge: Double, side: PlacedSide, height: Double) -> Double {
        switch side {
        case .below: edge
        case .above: edge - height
        case .over: edge - height / 2
        }
    }

    /// The middle of that box.
    public static func middle(from edge: Double, side: PlacedSide, height: Double) -> Double {
        switch side {
        case .below: edge + height / 2
        case .above: edge - height / 2
        case .over: edge
        }
    }

    /// The start of a span `length` long centred on `center`.
    public static func centred(on center: Double, length: Double) -> Double {
        center - length / 2
    }

    /// Which end of a range a span is set against.
    public enum End: Sendable, Hashable {
        case lower, upper
    }

    /// The start of a span `length` long against one end of `lower…upper` (either end may be
    /// computed from insets and margins; the span may overhang the other end).
    public static func aligned(_ end: End, length: Double, lower: Double, upper: Double) -> Double {
        switch end {
        case .lower: lower
        case .upper: upper - length
        }
    }
}
