import TourshotLayout

/// The pages of a review's contact sheet and the files a review writes, fixed before anything
/// is rendered (so a sheet that cannot be made is refused before the first image).
public struct ReviewPlan: Sendable {
    public let columns: Int
    /// The steps, in order: the sheet's rows.
    public let rows: [Int]
    /// The rows of each page.
    public let pages: [Range<Int>]

    public init(jobs: [ImageJob]) throws(PreviewFailure) {
        var columns = Set<String>(), rows: [Int] = []
        for job in jobs {
            columns.insert("\(job.screen.name)-\(job.orientation.rawValue)-\(job.tour.locale ?? "")")
            if !rows.contains(job.step) { rows.append(job.step) }
        }
        self.columns = columns.count
        self.rows = rows
        do { pages = try ContactSheet.pages(columns: columns.count, rows: rows.count) } catch {
            throw PreviewFailure(error.description)
        }
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
