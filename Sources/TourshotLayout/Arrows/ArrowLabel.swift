import Foundation
import TourshotModel

/// A secondary arrow's label: TutorialKit's `ResolvedLabel`, with its estimated size.
public struct ArrowLabel: Sendable, Hashable {
    public let arrow: ArrowSpec
    public let text: String
    /// Measured size of the text itself (the drawn pill adds padding to this).
    public let textSize: Size
    /// TutorialKit's estimate: text size rounded up, plus 6 wide and 4 tall.
    public let estimatedSize: Size
    public let tip: Point
    public var center: Point

    /// The label font: system 13 pt medium.
    public static let font = FontSpec(size: 13, weight: .medium)

    public init(arrow: ArrowSpec, text: String, tip: Point, measurer: some TextMeasuring, orientation: Orientation) {
        let measured = measurer.measure(text, font: Self.font, wrapWidth: nil)
        self.arrow = arrow
        self.text = text
        self.textSize = measured
        self.estimatedSize = Size(width: measured.width.rounded(.up) + 6, height: measured.height.rounded(.up) + 4)
        self.tip = tip
        let start = ArrowPlacement.start(of: arrow, tip: tip, orientation)
        self.center = ArrowPlacement.labelCenter(of: arrow, start: start, labelSize: estimatedSize, orientation)
    }

    /// The rect layout places and resolves collisions with.
    public var frame: Rect { Rect(center: center, size: estimatedSize) }

    /// The drawn pill: text plus 6 pt horizontal and 4 pt vertical padding per side.
    public var pillFrame: Rect {
        Rect(center: center, size: Size(width: textSize.width + 12, height: textSize.height + 8))
    }

    /// Where the visible arrow begins: the fromAnchor point of the estimate inset by (3, 2).
    public func arrowStart(_ orientation: Orientation) -> Point {
        arrow.fromAnchor[orientation].point(in: frame.insetBy(dx: 3, dy: 2))
    }
}
