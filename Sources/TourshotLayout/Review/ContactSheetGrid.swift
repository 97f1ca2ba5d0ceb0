import TourshotModel

extension ContactSheet {
    /// Where a sheet's images sit. One scale from screen points to sheet points for the whole
    /// sheet, set by its smallest screen filling a standard cell, so text is as large on every
    /// device's thumbnail: an iPad's is as much larger than a phone's as the iPad is (fitting
    /// each into the same cell once made an iPad's text a third smaller and unreadable).
    public struct Grid: Sendable, Equatable {
        /// The columns' names (`Entry.column`), in order.
        public let columns: [String]
        /// Each column's width, in sheet points: a thumbnail's width, at least a standard cell's.
        public let widths: [Double]
        /// Every cell's height: the tallest thumbnail's, at least a standard cell's.
        public let cellHeight: Double
        /// Sheet points per screen point.
        public let pointScale: Double

        /// The columns with the canvas size (points) of their images; refused when the sheet
        /// would be wider than a page may be.
        public init(columns: [(name: String, canvas: Size)]) throws(TooWide) {
            // At most so much that no thumbnail outgrows `largestCell` (a small custom screen
            // beside an iPad would make the iPad's row taller than a page).
            let fits = columns.map { min(cell.width / $0.canvas.width, cell.height / $0.canvas.height) }
            let bound = columns.map { min(Self.largestCell / $0.canvas.width, Self.largestCell / $0.canvas.height) }.min() ?? 1
            let scale = min(fits.max() ?? 1, bound)
            self.columns = columns.map(\.name)
            widths = columns.map { max(cell.width, $0.canvas.width * scale) }
            cellHeight = columns.map { max(cell.height, $0.canvas.height * scale) }.max() ?? cell.height
            pointScale = scale
            // One row must fit a page: the side and the pixel bounds, as `pages` splits them.
            let pageWidth = width * ContactSheet.scale
            let rowPixels = (headerHeight + rowHeight + gap) * ContactSheet.scale
            guard pageWidth <= Double(maximumPageSide), rowPixels <= min(Double(maximumPageSide), Double(maximumPagePixels) / pageWidth) else {
                throw TooWide(columns: columns.count, width: width)
            }
        }

        /// The sheet's width in points: the columns with a gap before, between and after them.
        public var width: Double { gap + widths.reduce(0) { $0 + $1 + gap } }

        var rowHeight: Double { cellHeight + captionHeight + gap }

        /// The left edge of column `index`.
        func x(of index: Int) -> Double { gap + widths.prefix(index).reduce(0) { $0 + $1 + gap } }

        /// The largest side a thumbnail may have, in sheet points (2.5 standard cells).
        static let largestCell = 600.0

        /// Pixels per screen point of the thumbnails drawn for this grid.
        public var thumbnailScale: Double { ContactSheet.scale * pointScale }
    }

    /// A column's name: screen, orientation and, for a localized tour, locale.
    public static func columnName(screen: String, orientation: Orientation, locale: String?) -> String {
        "\(screen) · \(orientation.rawValue)" + (locale.map { " · \($0)" } ?? "")
    }
}
