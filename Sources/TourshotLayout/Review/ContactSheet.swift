import Foundation
import TourshotModel

/// `tourshot review`: every image of a tour on one grid (rows: steps; columns: screen ×
/// orientation), each with a caption and a badge counting its errors and warnings, as a layout
/// the ordinary painter draws from the already rendered PNGs.
public enum ContactSheet {
    /// One rendered image placed on the sheet.
    public struct Entry: Sendable {
        public let layout: ImageLayout
        public let image: URL

        public init(layout: ImageLayout, image: URL) {
            self.layout = layout
            self.image = image
        }
    }

    static let cell = Size(width: 240, height: 240)
    static let gap = 20.0
    static let captionHeight = 34.0
    static let headerHeight = 44.0
    static let background = RGBAColor(red: 0.95, green: 0.95, blue: 0.96)
    static let captionFont = FontSpec(size: 12, weight: .semibold)
    static let detailFont = FontSpec(size: 11)
    static let titleFont = FontSpec(size: 18, weight: .bold)

    /// The sheet for `entries` (in tour, screen, step, orientation order), at `scale` px/pt.
    public static func layout(tour: String, entries: [Entry], scale: Double = 2, measurer: some TextMeasuring) -> ImageLayout {
        let columns = orderedUnique(entries.map { "\($0.layout.screen) · \($0.layout.orientation.rawValue)" })
        let steps = orderedUnique(entries.map(\.layout.step))
        let width = gap + Double(columns.count) * (cell.width + gap)
        let height = headerHeight + Double(steps.count) * (cell.height + captionHeight + gap) + gap
        var items: [DisplayItem] = [.clear(background)]
        let errors = entries.flatMap(\.layout.warnings).filter { $0.level == .error }.count
        let warnings = entries.flatMap(\.layout.warnings).count - errors
        let title = "\(tour): \(entries.count) images, \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        items.append(text(title, font: titleFont, at: Point(x: gap, y: 12), color: .black, measurer: measurer))
        for entry in entries {
            let layout = entry.layout
            let column = columns.firstIndex(of: "\(layout.screen) · \(layout.orientation.rawValue)")!
            let row = steps.firstIndex(of: layout.step)!
            let box = Rect(x: gap + Double(column) * (cell.width + gap), y: headerHeight + Double(row) * (cell.height + captionHeight + gap),
                           width: cell.width, height: cell.height)
            let fit = min(box.width / layout.canvasSize.width, box.height / layout.canvasSize.height)
            let size = Size(width: layout.canvasSize.width * fit, height: layout.canvasSize.height * fit)
            let frame = Rect(x: box.midX - size.width / 2, y: box.minY + (box.height - size.height) / 2, width: size.width, height: size.height)
            items.append(.shadow(.rect(frame), color: RGBAColor(white: 0, alpha: 0.25), radius: 4, offset: Point(x: 0, y: 2)))
            // An image this run wrote itself, wherever --out put it.
            items.append(.image(InputPath(entry.image, policy: .anywhere), rect: frame, clip: .rect(frame)))
            let caption = "step \(layout.step) of \(layout.stepCount) · \(layout.orientation.rawValue) · \(layout.screen)"
            items.append(text(caption, font: captionFont, at: Point(x: box.minX, y: box.maxY + 4), color: .black, measurer: measurer))
            let codes = orderedUnique(layout.warnings.map(\.code.rawValue)).joined(separator: ", ")
            if !codes.isEmpty {
                items.append(text(codes, font: detailFont, at: Point(x: box.minX, y: box.maxY + 19), color: RGBAColor(white: 0.3),
                                  measurer: measurer, width: box.width))
            }
            items += badges(for: layout.warnings, corner: Point(x: frame.maxX, y: frame.minY), measurer: measurer)
        }
        return ImageLayout(tour: tour, screen: "review", step: 1, stepCount: 1, orientation: width > height ? .landscape : .portrait,
                           style: .tutorialkit, canvasSize: Size(width: width, height: height), scale: scale, safeArea: .zero,
                           dimmingColor: .black, dimmingOpacity: 0, cutouts: [], blur: [], presentations: [], arrows: [], card: nil,
                           warnings: [], displayList: items)
    }

    /// Red (errors) and amber (warnings) count pills at an image's top-right corner.
    static func badges(for warnings: [LayoutWarning], corner: Point, measurer: some TextMeasuring) -> [DisplayItem] {
        let errors = warnings.filter { $0.level == .error }.count
        let others = warnings.count - errors
        var items: [DisplayItem] = []
        var right = corner.x + 8
        for (count, color, ink) in [(others, LintAnnotation.warningColor, RGBAColor.black), (errors, LintAnnotation.errorColor, .white)] where count > 0 {
            let label = "\(count)"
            let size = measurer.measure(label, font: captionFont, wrapWidth: nil)
            let pill = Rect(x: right - max(22, size.width + 12), y: corner.y - 8, width: max(22, size.width + 12), height: 22)
            items.append(.fill(.capsule(pill), color))
            items.append(.stroke(.capsule(pill), StrokeStyle(width: 1.5), .white))
            items.append(.text(TextRun(text: label, font: captionFont, color: ink,
                                       frame: Rect(x: pill.midX - size.width / 2, y: pill.midY - size.height / 2, width: size.width, height: size.height))))
            right = pill.minX - 4
        }
        return items
    }

    static func text(_ string: String, font: FontSpec, at origin: Point, color: RGBAColor, measurer: some TextMeasuring,
                     width: Double? = nil) -> DisplayItem {
        let size = measurer.measure(string, font: font, wrapWidth: nil)
        return .text(TextRun(text: string, font: font, color: color,
                             frame: Rect(x: origin.x, y: origin.y, width: width.map { min($0, size.width) } ?? size.width, height: size.height),
                             truncates: width != nil))
    }

    static func orderedUnique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }
}
