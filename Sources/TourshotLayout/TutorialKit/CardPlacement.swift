import TourshotModel

/// Where TutorialKit centres the card (`TutorialCardPlacement` + `clampedCardCenter`), on the
/// shared `Placement` steps: side (`side`), offset (`center`, `attachedCenter`), shift (`clamp`).
/// TutorialKit's card has no tail: its primary arrow leaves from the card (`TutorialKitOverlay`).
public enum CardPlacement {
    /// The raw centre: the step's `position` (landscape: `landscapePosition` first), else the
    /// half of the container opposite the centroid of the targets' mid-points.
    public static func center(for step: Step, targetFrames: [Rect], container: Size, orientation: Orientation) -> Point {
        if let fractions = position(of: step, orientation) {
            return Point(x: container.width * fractions.x, y: container.height * fractions.y)
        }
        let mid = Point(x: container.width / 2, y: container.height / 2)
        guard !targetFrames.isEmpty else { return mid }
        let count = Double(targetFrames.count)
        let centroid = Point(x: targetFrames.map(\.midX).reduce(0, +) / count,
                             y: targetFrames.map(\.midY).reduce(0, +) / count)
        // TutorialKit decides from the container's own shape, not the capture's name.
        if container.width > container.height {
            return Point(x: centroid.x > mid.x ? container.width * 0.25 : container.width * 0.75, y: mid.y)
        }
        return Point(x: mid.x, y: centroid.y > mid.y ? container.height * 0.25 : container.height * 0.75)
    }

    /// The step's `position` fractions in `orientation` (landscape: `landscapePosition` first).
    public static func position(of step: Step, _ orientation: Orientation) -> Point? {
        orientation == .landscape ? (step.landscapePosition ?? step.position) : step.position
    }

    /// The card's frame, the steps in order: the centre from `position` or opposite the targets;
    /// without `position`, attached to `attached` (`attachTo`'s element, when captured) on its
    /// side; then clamped 8 pt inside the container.
    public static func frame(for step: Step, cardSize: Size, targetFrames: [Rect], attached: Rect?, container: Size,
                             orientation: Orientation) -> Rect {
        var center = center(for: step, targetFrames: targetFrames, container: container, orientation: orientation)
        if position(of: step, orientation) == nil, let attachment = step.attachTo, let element = attached {
            center = attachedCenter(to: element, side: side(of: element, requested: attachment.side, container: container), cardSize: cardSize)
        }
        return Rect(center: clamp(center, cardSize: cardSize, container: container), size: cardSize)
    }

    /// The gap between an attached card and its element (≈: TutorialKit has no attached cards;
    /// tourshot uses the card's own 12 pt spacing).
    public static let attachmentGap = 12.0

    /// The side of a card attached to `element` (`attachTo`): below it when the element's
    /// middle is in the top half (`auto`), else above.
    public static func side(of element: Rect, requested: AttachmentSide, container: Size) -> PlacedSide {
        Placement.side(requested) { element.midY < container.height / 2 ? .below : .above }
    }

    /// The centre of a card on `side` of `element`: centred on it horizontally, `attachmentGap`
    /// away; `over` centres it on the element.
    public static func attachedCenter(to element: Rect, side: PlacedSide, cardSize: Size) -> Point {
        let edge = Placement.nearEdge(of: element, side: side, gap: attachmentGap)
        return Point(x: element.midX, y: Placement.middle(from: edge, side: side, height: cardSize.height))
    }

    /// Keeps the card 8 pt inside the container. A card larger than the container ends up
    /// against the trailing/bottom limit, as `min(max(c, lo), hi)` does on the device.
    public static func clamp(_ center: Point, cardSize: Size, container: Size) -> Point {
        let insetX = max(cardSize.width / 2 + CardStyle.edgeMargin, CardStyle.edgeMargin)
        let insetY = max(cardSize.height / 2 + CardStyle.edgeMargin, CardStyle.edgeMargin)
        return Point(x: Placement.clamp(center.x, lower: insetX, upper: container.width - insetX),
                     y: Placement.clamp(center.y, lower: insetY, upper: container.height - insetY))
    }
}
