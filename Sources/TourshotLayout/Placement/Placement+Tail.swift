import TourshotModel

/// Step 4, arrow: the tail (arrow, pointer) between the anchor and the box it belongs to.
extension Placement {
    /// A tail of `size` whose near edge is `edge` on `side` (`nearEdge` with the tail's gap),
    /// centred across on `centerX`: below its top is the edge, above its bottom is.
    public static func tail(size: Size, side: PlacedSide, from edge: Double, centerX: Double) -> Rect {
        Rect(x: centred(on: centerX, length: size.width), y: top(from: edge, side: side, height: size.height),
             width: size.width, height: size.height)
    }
}
