import Foundation
import TourshotModel
import TourshotPNG

/// `tourshot review`: every image of a tour on a grid (rows: steps; columns: screen ×
/// orientation), each with a caption and badges counting its errors and warnings, split into
/// pages of bounded size so a long tour needs no giant image.
public enum ContactSheet {
    /// One rendered image placed on the sheet: what its caption and badges say, and the file
    /// it was written to.
    public struct Entry: Sendable {
        public let name: String
        public let screen: String
        public let step: Int
        public let stepCount: Int
        public let orientation: Orientation
        public let canvasSize: Size
        public let warnings: [LayoutWarning]
        public let image: URL
        /// A localized tour's locale: each locale gets its own columns.
        public let locale: String?

        public init(layout: ImageLayout, name: String, image: URL, locale: String? = nil) {
            self.name = name
            self.locale = locale
            screen = layout.screen
            step = layout.step
            stepCount = layout.stepCount
            orientation = layout.orientation
            canvasSize = layout.canvasSize
            warnings = layout.warnings
            self.image = image
        }

        public var column: String { ContactSheet.columnName(screen: screen, orientation: orientation, locale: locale) }
    }

    /// Why a sheet cannot be made; said before anything is rendered.
    public struct TooWide: Error, Sendable, CustomStringConvertible {
        public let columns: Int
        /// The sheet's width in points.
        public let width: Double
        public var description: String {
            "review: \(columns) columns (screen × orientation) make a sheet \(Int((width * ContactSheet.scale).rounded(.up))) px wide, more than a page holds (\(ContactSheet.maximumPageSide) px a side, \(ContactSheet.maximumPagePixels >> 20) Mi pixels) — narrow with --screen or --portrait/--landscape"
        }
    }

    /// Pixels per point of the sheet.
    public static let scale = 2.0
    static let cell = Size(width: 240, height: 240)
    static let gap = 20.0
    static let captionHeight = 34.0
    static let headerHeight = 44.0
    /// A page's pixels stay within these bounds, so memory stays flat however long the tour.
    public static let maximumPageSide = Limits.imageSide
    public static let maximumPagePixels = 8 << 20
    static let background = RGBAColor(red: 0.95, green: 0.95, blue: 0.96)
    static let captionFont = FontSpec(size: 12, weight: .semibold)
    static let detailFont = FontSpec(size: 11)
    static let titleFont = FontSpec(size: 18, weight: .bold)

    /// How the sheet of `grid` and `rows` steps splits into pages: the steps (row indices) of
    /// each page, each page within the side and pixel limits.
    public static func pages(_ grid: Grid, rows: Int) -> [Range<Int>] {
        let width = grid.width * scale
        let heightLimit = min(Double(maximumPageSide), Double(maximumPagePixels) / width) / scale
        let perPage = max(1, Int((heightLimit - headerHeight - gap) / grid.rowHeight))
        return stride(from: 0, to: max(rows, 1), by: perPage).map { $0..<min($0 + perPage, rows) }
    }

    /// Page `page` (of `pageCount`) of the sheet: the entries whose step is among `rows`, each
    /// with its thumbnail from `thumbnails` (by entry name; the page's own only, so memory stays
    /// flat).
    public static func page(tour: String, entries: [Entry], rows: [Int], page: Int, pageCount: Int, grid: Grid,
                            thumbnails: [String: PixelImage], measurer: some TextMeasuring) -> Picture {
        let width = grid.width
        let height = headerHeight + Double(rows.count) * grid.rowHeight + gap
        var items: [DisplayItem] = [.clear(background)]
        let errors = entries.flatMap(\.warnings).filter { $0.level == .error }.count
        let warnings = entries.flatMap(\.warnings).count - errors
        var title = "\(tour): \(entries.count) images, \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        if pageCount > 1 { title += " — page \(page) of \(pageCount)" }
        items.append(heading(title, width: width - 2 * gap, measurer: measurer))
        for entry in entries {
            guard let row = rows.firstIndex(of: entry.step) else { continue }
            guard let column = grid.columns.firstIndex(of: entry.column) else { continue }
            let box = Rect(x: grid.x(of: column), y: headerHeight + Double(row) * grid.rowHeight,
                           width: grid.widths[column], height: grid.cellHeight)
            let size = Size(width: entry.canvasSize.width * grid.pointScale, height: entry.canvasSize.height * grid.pointScale)
            let frame = Rect(x: box.midX - size.width / 2, y: box.minY + (box.height - size.height) / 2, width: size.width, height: size.height)
            items.append(.shadow(.rect(frame), color: RGBAColor(white: 0, alpha: 0.25), radius: 4, offset: Point(x: 0, y: 2)))
            if let thumbnail = thumbnails[entry.name] {
                items.append(.image(thumbnail, rect: frame, clip: .rect(frame), source: "the contact sheet's thumbnail of \(entry.name)"))
            }
            let caption = "step \(entry.step) of \(entry.stepCount) · \(entry.orientation.rawValue) · \(entry.screen)" + (entry.locale.map { " · \($0)" } ?? "")
            items.append(text(caption, font: captionFont, at: Point(x: box.minX, y: box.maxY + 4), color: .black, measurer: measurer))
            let codes = orderedUnique(entry.warnings.map(\.code.rawValue)).joined(separator: ", ")
            if !codes.isEmpty {
                items.append(text(codes, font: detailFont, at: Point(x: box.minX, y: box.maxY + 19), color: RGBAColor(white: 0.3),
                                  measurer: measurer, width: box.width))
            }
            items += badges(for: entry.warnings, corner: Point(x: frame.maxX, y: frame.minY), measurer: measurer)
        }
        return Picture(canvasSize: Size(width: width, height: height), scale: scale, displayList: items)
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

    /// The sheet's title within `width`: at 18 pt, smaller (to 12 pt) on a sheet narrower than
    /// that (one or two columns), and ended with "…" only when even 12 pt does not fit.
    static func heading(_ title: String, width: Double, measurer: some TextMeasuring) -> DisplayItem {
        let natural = measurer.measure(title, font: titleFont, wrapWidth: nil).width
        var font = titleFont
        if natural > width {
            font = FontSpec(size: max(12, (titleFont.size * width / natural * 2).rounded(.down) / 2), weight: titleFont.weight)
        }
        return text(title, font: font, at: Point(x: gap, y: 12 + (titleFont.size - font.size) / 2), color: .black,
                    measurer: measurer, width: width)
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
