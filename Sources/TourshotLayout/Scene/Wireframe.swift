import TourshotModel

/// A neutral drawing of the captured elements, used when a capture has no screenshot so that
/// previews still read like the app.
public enum Wireframe {
    static let background = RGBAColor(red: 0.949, green: 0.949, blue: 0.969)  // systemGroupedBackground
    static let blurTint = RGBAColor(red: 0.86, green: 0.89, blue: 0.93)
    static let containerFill = RGBAColor(red: 0.89, green: 0.914, blue: 0.941)
    static let containerGrid = RGBAColor(red: 0.80, green: 0.84, blue: 0.89)
    static let containerText = RGBAColor(red: 0.36, green: 0.39, blue: 0.45)
    /// Colours of a control box; presentations use the dark set so white arrows stay visible.
    public struct ControlPalette: Sendable {
        let fill: RGBAColor
        let stroke: RGBAColor
        let text: RGBAColor

        public static let light = ControlPalette(fill: .white, stroke: RGBAColor(red: 0.79, green: 0.81, blue: 0.84),
                                                 text: RGBAColor(red: 0.0, green: 0.478, blue: 1.0))  // systemBlue
        public static let dark = ControlPalette(fill: RGBAColor(red: 0.173, green: 0.173, blue: 0.18),
                                                stroke: RGBAColor(red: 0.282, green: 0.282, blue: 0.29),
                                                text: RGBAColor(red: 0.039, green: 0.518, blue: 1.0))  // systemBlue, dark
    }
    static let containerFont = FontSpec(size: 15, weight: .semibold)
    static let controlFont = FontSpec(size: 13, weight: .semibold)
    /// Elements covering at least this share of the canvas are drawn as containers.
    static let containerShare = 0.12
    static let gridSpacing = 24.0

    /// Items for the screen background: grouped-background fill, blur regions, then the
    /// elements outside presentations, largest first so containers sit under their controls.
    public static func items(for capture: Capture, measurer: some TextMeasuring) -> [DisplayItem] {
        var items: [DisplayItem] = [.clear(background)]
        for target in capture.blurTargets {
            for frame in target.frames { items.append(.fill(.rect(frame), blurTint)) }
        }
        let canvasArea = capture.size.width * capture.size.height
        let elements = capture.elements.filter { $0.presentation == nil }
        items += elementItems(elements, canvasArea: canvasArea, measurer: measurer)
        return items
    }

    /// Items for elements, sorted by area (stable), each as a container or a control.
    public static func elementItems(_ elements: [CapturedElement], canvasArea: Double, palette: ControlPalette = .light,
                                    measurer: some TextMeasuring) -> [DisplayItem] {
        let sorted = elements.enumerated().sorted { a, b in
            let areaA = a.element.frame.width * a.element.frame.height
            let areaB = b.element.frame.width * b.element.frame.height
            return areaA != areaB ? areaA > areaB : a.offset < b.offset
        }.map(\.element)
        var items: [DisplayItem] = []
        for (index, element) in sorted.enumerated() where !element.frame.isEmpty {
            let isContainer = element.frame.width * element.frame.height >= canvasArea * containerShare
            let above = sorted[(index + 1)...].map(\.frame).filter { !$0.isEmpty }
            items += isContainer ? container(element, under: above, measurer) : control(element, palette, under: above, measurer)
        }
        return items
    }

    /// A container's box, grid and title; the title is left out when an element drawn above
    /// (`covering`) overlaps it, since only stray fragments of it would show around that element.
    static func container(_ element: CapturedElement, under covering: [Rect], _ measurer: some TextMeasuring) -> [DisplayItem] {
        let frame = element.frame
        var items: [DisplayItem] = [.fill(.roundedRect(frame, radius: element.cornerRadius), containerFill)]
        // A faint grid makes blur and dimming visible on an otherwise flat box.
        let inner = frame.insetBy(dx: element.cornerRadius, dy: element.cornerRadius)
        var grid = VectorPath()
        if !inner.isEmpty {
            var x = (inner.minX / gridSpacing).rounded(.up) * gridSpacing
            while x <= inner.maxX { grid.move(to: Point(x: x, y: inner.minY)); grid.line(to: Point(x: x, y: inner.maxY)); x += gridSpacing }
            var y = (inner.minY / gridSpacing).rounded(.up) * gridSpacing
            while y <= inner.maxY { grid.move(to: Point(x: inner.minX, y: y)); grid.line(to: Point(x: inner.maxX, y: y)); y += gridSpacing }
        }
        if !grid.elements.isEmpty { items.append(.stroke(grid, StrokeStyle(width: 0.5), containerGrid)) }
        let title = element.title ?? element.id
        let size = measurer.measure(title, font: containerFont, wrapWidth: nil)
        let available = max(0, frame.width - 24)
        let titleFrame = Rect(x: frame.minX + 12, y: frame.minY + 10, width: min(size.width, available), height: size.height)
        guard !covering.contains(where: { $0.intersection(titleFrame) != nil }) else { return items }
        items.append(.text(TextRun(text: title, font: containerFont, color: containerText, frame: titleFrame,
                                   truncates: size.width > available)))
        return items
    }

    /// A control's box and its title, centred; when smaller elements drawn above it (`covering`:
    /// a tab button's icon) cross the title, the title moves to the taller free band of the box
    /// above or below them, and is left out when neither band holds a line (the children show).
    static func control(_ element: CapturedElement, _ palette: ControlPalette, under covering: [Rect] = [],
                        _ measurer: some TextMeasuring) -> [DisplayItem] {
        let frame = element.frame
        let radius = element.cornerRadius > 0 ? element.cornerRadius : min(10, frame.height / 2)
        let shape = VectorPath.roundedRect(frame, radius: radius)
        var items: [DisplayItem] = [
            .shadow(shape, color: RGBAColor(white: 0, alpha: 0.08), radius: 3, offset: Point(x: 0, y: 1)),
            .fill(shape, palette.fill),
            .stroke(VectorPath.roundedRect(frame.insetBy(dx: 0.25, dy: 0.25), radius: max(0, radius - 0.25)),
                    StrokeStyle(width: 0.5), palette.stroke),
        ]
        let title = element.title ?? element.id
        let size = measurer.measure(title, font: controlFont, wrapWidth: nil)
        let available = max(0, frame.width - 8)
        let width = min(size.width, available)
        var band = frame
        let centred = Rect(x: frame.midX - width / 2, y: frame.midY - size.height / 2, width: width, height: size.height)
        let inside = covering.compactMap { $0.intersection(frame) }
        if inside.contains(where: { $0.intersection(centred) != nil }) {
            let top = inside.map(\.minY).min()!, bottom = inside.map(\.maxY).max()!
            let above = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: top - frame.minY)
            let below = Rect(x: frame.minX, y: bottom, width: frame.width, height: frame.maxY - bottom)
            band = below.height >= above.height ? below : above
            guard band.height >= size.height else { return items }
        }
        items.append(.text(TextRun(text: title, font: controlFont, color: palette.text,
                                   frame: Rect(x: band.midX - width / 2, y: band.midY - size.height / 2, width: width, height: size.height),
                                   alignment: .center, truncates: size.width > available)))
        return items
    }
}
