import TourshotLayout
import TourshotModel

/// The pages of a review's contact sheet and the files a review writes, fixed before anything
/// is rendered (so a sheet that cannot be made is refused before the first image).
public struct ReviewPlan: Sendable {
    /// Where the images sit on the sheet (every page has the same columns).
    public let grid: ContactSheet.Grid
    /// The steps, in order: the sheet's rows.
    public let rows: [Int]
    /// The rows of each page.
    public let pages: [Range<Int>]

    public init(jobs: [ImageJob]) throws(PreviewFailure) {
        var columns: [(name: String, canvas: Size)] = [], rows: [Int] = []
        for job in jobs {
            let name = ContactSheet.columnName(screen: job.screen.name, orientation: job.orientation, locale: job.tour.locale)
            if let capture = job.screen.capture(job.orientation), !columns.contains(where: { $0.name == name }) {
                columns.append((name, capture.size))
            }
            if !rows.contains(job.step) { rows.append(job.step) }
        }
        self.rows = rows
        do { grid = try ContactSheet.Grid(columns: columns) } catch {
            throw PreviewFailure(error.description)
        }
        pages = ContactSheet.pages(grid, rows: rows.count)
    }

    /// The sheet files: contact-sheet.png, or contact-sheet-1.png, -2.png, … for several pages.
    public var sheetNames: [String] {
        pages.count == 1 ? ["contact-sheet.png"] : pages.indices.map { "contact-sheet-\($0 + 1).png" }
    }

    /// Every file a review of the images `names` writes, relative to its folder.
    public func files(_ names: [String]) -> [String] {
        sheetNames + ["index.html"] + names.map { "images/\($0).png" }
    }
}
