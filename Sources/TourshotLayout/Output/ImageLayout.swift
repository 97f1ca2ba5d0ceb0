import TourshotModel

/// The resolved layout of one image (docs/format.md §5) plus the display list that draws it.
public struct ImageLayout: Sendable {
    public enum ArrowKind: String, Sendable, Hashable {
        case primary, secondary, supplemental
    }

    public struct Cutout: Sendable, Hashable {
        public let element: String
        public let shape: HighlightShape
        public let bounds: Rect
    }

    public struct Blur: Sendable, Hashable {
        public let target: String
        public let radius: Double
        public let rects: [Rect]
    }

    public struct Label: Sendable, Hashable {
        public let text: String
        public let frame: Rect
    }

    public struct Arrow: Sendable, Hashable {
        public let element: String
        public let kind: ArrowKind
        public let tail: Point
        public let control: Point
        public let tip: Point
        public let label: Label?
        /// The arrow as the tutorial gives it (nil for arrows of styles without one).
        public internal(set) var spec: ArrowSpec? = nil
    }

    public struct Card: Sendable, Hashable {
        public struct Button: Sendable, Hashable {
            public let title: String
            public let frame: Rect
        }
        public let frame: Rect
        public let title: String
        public let buttons: [Button]
        /// What the device makes tappable, as the style reads it from its library's source:
        /// what `TouchTargetLint` measures (not in the layout JSON).
        public let targets: [TouchTarget]
    }

    public let tour: String
    public let screen: String
    /// 1-based, as on the command line.
    public let step: Int
    public let stepCount: Int
    public let orientation: Orientation
    public let style: TutorialStyle
    public let canvasSize: Size
    public let scale: Double
    public let safeArea: EdgeInsets
    public internal(set) var dimmingColor: RGBAColor
    public internal(set) var dimmingOpacity: Double
    public let cutouts: [Cutout]
    public let blur: [Blur]
    /// The popovers and sheets the step shows, as the screen file gives them.
    public let presentations: [Presentation]
    public let arrows: [Arrow]
    public let card: Card?
    public internal(set) var warnings: [LayoutWarning]
    public internal(set) var displayList: [DisplayItem]
    /// Which top-level items of `displayList` the tutorial draws (its overlay and supplemental
    /// arrows), as opposed to the app's capture and presentations: the text `ContrastLint` reads.
    public internal(set) var tutorialItems: [Range<Int>] = []
    /// The tour's answers this step's tutorial was read with, in place of values the app's Swift
    /// computes when it runs (docs/swift-sources.md#answers).
    public internal(set) var answers: [SwiftAnswerUse] = []

    /// Pixel size of the rendered image (its picture's).
    public var pixelWidth: Int { picture.pixelWidth }
    public var pixelHeight: Int { picture.pixelHeight }
}

extension ImageLayout {
    /// What the renderer draws of this layout.
    public var picture: Picture { Picture(canvasSize: canvasSize, scale: scale, displayList: displayList) }
    /// The screen's rectangle in points, origin at the top left.
    public var canvas: Rect { Rect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height) }
}

extension ImageLayout {
    /// The layout with `lint`'s own findings (touch targets, contrast on the rendered pixels,
    /// clipped text, the hardware) after its warnings, as `lint`, `--annotate` and `review` show
    /// them. They never join the layout's own warnings, so `layout --json` and the layout goldens
    /// keep recording what the layout alone finds.
    public func addingLintFindings(_ findings: [LayoutWarning]) -> ImageLayout {
        var copy = self
        copy.warnings += findings
        return copy
    }
}
