import TourshotModel
import TourshotPNG

/// Popovers and sheets as iOS draws them: a white panel with a shadow, a popover's arrow
/// pointing at its source, and the presentation's own screenshot or wireframe inside.
public enum PresentationChrome {
    static let popoverRadius = 13.0
    static let sheetRadius = 10.0
    static let arrowHalfWidth = 13.0
    static let arrowHeight = 12.0
    /// systemBackground; a wireframe presentation is drawn dark (secondarySystemBackground,
    /// dark) because the app's colours are unknown and white arrows must stay readable on it.
    static let fill = RGBAColor.white
    static let wireframeFill = RGBAColor(red: 0.11, green: 0.11, blue: 0.118)
    static let shadow = RGBAColor(white: 0, alpha: 0.2)

    /// - Parameter screenshot: the presentation's `background`, decoded, and how messages name it.
    public static func items(for presentation: Presentation, in capture: Capture, screenshot: (pixels: PixelImage, source: String)?,
                             measurer: some TextMeasuring) -> [DisplayItem] {
        let frame = presentation.frame
        let panel: VectorPath
        var outline: VectorPath
        switch presentation.style {
        case .popover:
            panel = .roundedRect(frame, radius: popoverRadius)
            outline = panel
            if let sourceID = presentation.source, let source = capture.element(sourceID)?.frame,
               let arrow = arrowTriangle(frame: frame, source: source) {
                outline.append(arrow)
            }
        case .sheet:
            panel = sheetShape(frame)
            outline = panel
        }
        var items: [DisplayItem] = [.shadow(outline, color: shadow, radius: 18, offset: Point(x: 0, y: 6))]
        if let screenshot {
            items.append(.fill(outline, fill))
            items.append(.image(screenshot.pixels, rect: frame, clip: panel, source: screenshot.source))
        } else {
            items.append(.fill(outline, wireframeFill))
            let elements = capture.elements.filter { $0.presentation == presentation.id }
            items += Wireframe.elementItems(elements, canvasArea: .infinity, palette: .dark, measurer: measurer)
        }
        return items
    }

    /// The popover arrow on the panel edge facing the source, centred on the source where the
    /// panel's corners allow.
    static func arrowTriangle(frame: Rect, source: Rect) -> VectorPath? {
        let margin = popoverRadius + arrowHalfWidth
        func clampX(_ x: Double) -> Double { min(max(x, frame.minX + margin), frame.maxX - margin) }
        func clampY(_ y: Double) -> Double { min(max(y, frame.minY + margin), frame.maxY - margin) }
        guard frame.width > 2 * margin || frame.height > 2 * margin else { return nil }
        if source.maxY <= frame.minY {
            let x = clampX(source.midX)
            return .polygon([Point(x: x - arrowHalfWidth, y: frame.minY + 1), Point(x: x, y: frame.minY - arrowHeight),
                             Point(x: x + arrowHalfWidth, y: frame.minY + 1)])
        }
        if source.minY >= frame.maxY {
            let x = clampX(source.midX)
            return .polygon([Point(x: x - arrowHalfWidth, y: frame.maxY - 1), Point(x: x, y: frame.maxY + arrowHeight),
                             Point(x: x + arrowHalfWidth, y: frame.maxY - 1)])
        }
        if source.maxX <= frame.minX {
            let y = clampY(source.midY)
            return .polygon([Point(x: frame.minX + 1, y: y - arrowHalfWidth), Point(x: frame.minX - arrowHeight, y: y),
                             Point(x: frame.minX + 1, y: y + arrowHalfWidth)])
        }
        if source.minX >= frame.maxX {
            let y = clampY(source.midY)
            return .polygon([Point(x: frame.maxX - 1, y: y - arrowHalfWidth), Point(x: frame.maxX + arrowHeight, y: y),
                             Point(x: frame.maxX - 1, y: y + arrowHalfWidth)])
        }
        return nil  // the source overlaps the panel: iOS would not draw an arrow into it
    }

    /// A sheet: rounded top corners, square bottom (it runs off the bottom of the screen).
    static func sheetShape(_ frame: Rect) -> VectorPath {
        let r = min(sheetRadius, frame.width / 2, frame.height / 2)
        let k = 0.5522847498 * r
        var path = VectorPath()
        path.move(to: Point(x: frame.minX, y: frame.maxY))
        path.line(to: Point(x: frame.minX, y: frame.minY + r))
        path.cubic(Point(x: frame.minX, y: frame.minY + r - k), Point(x: frame.minX + r - k, y: frame.minY), to: Point(x: frame.minX + r, y: frame.minY))
        path.line(to: Point(x: frame.maxX - r, y: frame.minY))
        path.cubic(Point(x: frame.maxX - r + k, y: frame.minY), Point(x: frame.maxX, y: frame.minY + r - k), to: Point(x: frame.maxX, y: frame.minY + r))
        path.line(to: Point(x: frame.maxX, y: frame.maxY))
        path.close()
        return path
    }
}
