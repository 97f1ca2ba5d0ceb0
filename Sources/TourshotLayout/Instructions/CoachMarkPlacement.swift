import TourshotModel

/// Where Instructions puts a coach mark, as a pipeline of the shared `Placement` steps with
/// Instructions' rules and numbers (CoachMarkDisplayManager + CoachMarkLayoutHelper):
///
/// 1. `side`: above the cutout when its top edge is below half the window height, else below.
/// 2. `markEdge`, `bodyTop`: the mark 2 pt from the cutout; the 9 pt arrow overlaps the body by 2 pt.
/// 3. Pass 0: centred on the point of interest (right to left on its mirror image, W − x), at
///    most min(350, W − 40) wide, the arrow on the body's centre.
/// 4. Pass 1, only when pass 0 breaks the 20 pt margins or the window's top or bottom: the
///    half of the window holding the point of interest picks left or right alignment against
///    the safe area, the arrow on the point of interest; a point off screen keeps the body
///    centred and shifts the arrow by the point's distance from the window's centre. Nothing
///    moves the mark vertically, so a mark that leaves the window stays off screen.
public enum CoachMarkPlacement {
    public enum Alignment: String, Sendable, Hashable {
        case centered, leading, trailing
    }

    /// A placed coach mark: body frame, arrow frame and the decisions that led there.
    public struct Placed: Sendable, Hashable {
        public let body: CoachMarkBody
        public let bodyFrame: Rect
        /// The 15 × 9 arrow frame, nil without an arrow.
        public let arrowFrame: Rect?
        public let side: PlacedSide
        public let alignment: Alignment
        /// 0 when the centred layout fit, 1 after the second pass.
        public let pass: Int

        public var markFrame: Rect { arrowFrame.map { bodyFrame.union($0) } ?? bodyFrame }
        public var arrowPointsUp: Bool { side == .below }
    }

    public static func side(cutout: Rect, windowHeight: Double, requested: AttachmentSide = .auto) -> PlacedSide {
        Placement.side(requested) { cutout.minY > windowHeight / 2 ? .above : .below }
    }

    /// The mark's near edge: 2 pt from the cutout (`over`: the cutout's middle).
    public static func markEdge(side: PlacedSide, cutout: Rect) -> Double {
        Placement.nearEdge(of: cutout, side: side, gap: InstructionsLook.gapBetweenMarkAndCutout)
    }

    /// The body's top for a body of `bodyHeight`: at the mark's edge, or past the 9 pt arrow,
    /// overlapping it by 2 pt.
    public static func bodyTop(side: PlacedSide, markEdge: Double, bodyHeight: Double, hasArrow: Bool) -> Double {
        guard hasArrow else { return Placement.top(from: markEdge, side: side, height: bodyHeight) }
        let pastArrow = Placement.beyond(markEdge, side: side, by: InstructionsLook.arrowSize.height)
        let bodyEdge = Placement.beyond(pastArrow, side: side, by: -InstructionsLook.gapBetweenBodyAndArrow)
        return Placement.top(from: bodyEdge, side: side, height: bodyHeight)
    }

    /// Pass 1's alignment: segment ⌈2·x / W⌉ — 1 leading, 2 trailing, anything else (a point
    /// of interest off screen) centred.
    public static func segmentAlignment(pointOfInterestX x: Double, windowWidth: Double) -> Alignment {
        guard windowWidth > 0 else { return .centered }
        switch Int((2 * x / windowWidth).rounded(.up)) {
        case 1: return .leading
        case 2: return .trailing
        default: return .centered
        }
    }

    public static func maxWidth(_ alignment: Alignment, windowWidth: Double, safeArea: EdgeInsets) -> Double {
        let margin = InstructionsLook.horizontalMargin
        switch alignment {
        case .centered: return max(0, min(InstructionsLook.maxWidth, windowWidth - 2 * margin))
        case .leading, .trailing:
            return max(0, min(InstructionsLook.maxWidth, windowWidth - safeArea.leading - safeArea.trailing - 2 * margin))
        }
    }

    /// The x the centred layout centres on: the point of interest, or its mirror image right to
    /// left, because `CoachMarkLayoutHelper` flips the sign of its offset from the window's
    /// centre while the constraint's `centerX` stays absolute.
    public static func centredX(pointOfInterestX x: Double, windowWidth: Double, direction: LayoutDirection) -> Double {
        direction == .rightToLeft ? windowWidth - x : x
    }

    /// The arrow's centre x. Pass 0 centres it on the body; pass 1 aligned to an edge puts it on
    /// the point of interest; pass 1 centred (a point off screen) offsets it from the body's
    /// centre by −(W/2 − c), c the centred x, as `middleArrowOffset` and the inner helper's
    /// sign flip for `.center` give.
    public static func arrowCenterX(_ alignment: Alignment, pass: Int, bodyFrame: Rect, pointOfInterestX x: Double,
                                    windowWidth: Double, direction: LayoutDirection) -> Double {
        switch (alignment, pass) {
        case (.centered, 0): return bodyFrame.midX
        case (.centered, _):
            let centred = centredX(pointOfInterestX: x, windowWidth: windowWidth, direction: direction)
            return bodyFrame.midX - (windowWidth / 2 - centred)
        case (.leading, _), (.trailing, _): return x
        }
    }

    /// `alignment` is absolute: `.leading` is the left edge in either direction (right to left
    /// Instructions swaps the segments and Auto Layout swaps the edges, which cancel out).
    public static func bodyMinX(_ alignment: Alignment, bodyWidth: Double, pointOfInterestX x: Double,
                                windowWidth: Double, safeArea: EdgeInsets, direction: LayoutDirection = .leftToRight) -> Double {
        let margin = InstructionsLook.horizontalMargin
        let (lower, upper) = (safeArea.leading + margin, windowWidth - safeArea.trailing - margin)
        switch alignment {
        case .centered: return Placement.centred(on: centredX(pointOfInterestX: x, windowWidth: windowWidth, direction: direction), length: bodyWidth)
        case .leading: return Placement.aligned(.lower, length: bodyWidth, lower: lower, upper: upper)
        case .trailing: return Placement.aligned(.upper, length: bodyWidth, lower: lower, upper: upper)
        }
    }

    /// Pass 0's test: 20 pt horizontal margins and the window's top and bottom.
    public static func fitsCentred(_ mark: Rect, window: Size) -> Bool {
        let margin = InstructionsLook.horizontalMargin
        return Placement.Bounds(minX: margin, maxX: window.width - margin, minY: 0, maxY: window.height).contains(mark)
    }

    /// The whole pipeline. `makeBody` measures the body for a maximum width.
    public static func place(cutout: Rect, pointOfInterest: Point, window: Size, safeArea: EdgeInsets,
                             requestedSide: AttachmentSide, tail: Bool, direction: LayoutDirection = .leftToRight,
                             makeBody: (Double) -> CoachMarkBody) -> Placed {
        // 1. Side, and the mark's edge 2 pt from the cutout.
        let side = side(cutout: cutout, windowHeight: window.height, requested: requestedSide)
        let hasArrow = tail && side != .over
        let edge = markEdge(side: side, cutout: cutout)
        func layout(_ alignment: Alignment, pass: Int) -> Placed {
            // 2. Offset: the body measured for its maximum width, aligned, past the arrow.
            let body = makeBody(maxWidth(alignment, windowWidth: window.width, safeArea: safeArea))
            let x = bodyMinX(alignment, bodyWidth: body.size.width, pointOfInterestX: pointOfInterest.x,
                             windowWidth: window.width, safeArea: safeArea, direction: direction)
            let bodyY = bodyTop(side: side, markEdge: edge, bodyHeight: body.size.height, hasArrow: hasArrow)
            let bodyFrame = Rect(x: x, y: bodyY, width: body.size.width, height: body.size.height)
            // 4. Arrow: at the mark's edge, across on the arrow's x.
            let arrowX = arrowCenterX(alignment, pass: pass, bodyFrame: bodyFrame, pointOfInterestX: pointOfInterest.x,
                                      windowWidth: window.width, direction: direction)
            let arrowFrame = hasArrow ? Placement.tail(size: InstructionsLook.arrowSize, side: side, from: edge, centerX: arrowX) : nil
            return Placed(body: body, bodyFrame: bodyFrame, arrowFrame: arrowFrame, side: side, alignment: alignment, pass: pass)
        }
        // 3. Shift: no clamp; a centred mark that breaks the margins is laid out again against
        // an edge, and nothing moves it vertically.
        let centred = layout(.centered, pass: 0)
        if fitsCentred(centred.markFrame, window: window) { return centred }
        return layout(segmentAlignment(pointOfInterestX: pointOfInterest.x, windowWidth: window.width), pass: 1)
    }
}
