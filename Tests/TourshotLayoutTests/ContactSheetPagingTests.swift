import Testing
import TourshotLayout

/// A review's sheet splits into pages of bounded pixels, and a sheet too wide is refused
/// before anything is rendered.
struct ContactSheetPagingTests {
    @Test func fewRowsFitOnePage() throws {
        #expect(try ContactSheet.pages(columns: 4, rows: 5) == [0..<5])
    }

    /// Four columns are 1,060 pt = 2,120 px wide; 8 MiPx allow 3,957 px = 1,978 pt of height:
    /// (1,978 − 44 − 20) / 294 = 6 rows a page. 55 steps → 10 pages, the last with one row.
    @Test func aLongTourIsSplit() throws {
        let pages = try ContactSheet.pages(columns: 4, rows: 55)
        #expect(pages.count == 10)
        #expect(pages.first == 0..<6 && pages.last == 54..<55)
        #expect(pages.allSatisfy { $0.count <= 6 })
    }

    /// One column: the side limit (8,192 px = 4,096 pt) binds, (4,096 − 64) / 294 = 13 rows.
    @Test func aNarrowSheetIsLimitedBySide() throws {
        #expect(try ContactSheet.pages(columns: 1, rows: 14) == [0..<13, 13..<14])
    }

    @Test func tooManyColumnsAreRefused() {
        #expect(throws: ContactSheet.TooWide.self) { try ContactSheet.pages(columns: 16, rows: 1) }
        #expect((try? ContactSheet.pages(columns: 15, rows: 1)) != nil)
    }
}
