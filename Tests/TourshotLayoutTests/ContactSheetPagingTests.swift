import Testing
import TourshotLayout
import TourshotModel

/// A review's sheet splits into pages of bounded pixels, and a sheet too wide is refused
/// before anything is rendered.
struct ContactSheetPagingTests {
    static let iPhone15 = Size(width: 393, height: 852)

    /// `count` columns of iPhone 15 portrait screens: each a 240-pt cell.
    static func phones(_ count: Int) throws(ContactSheet.TooWide) -> ContactSheet.Grid {
        try ContactSheet.Grid(columns: (0..<count).map { ("phone \($0)", iPhone15) })
    }

    @Test func fewRowsFitOnePage() throws {
        #expect(ContactSheet.pages(try Self.phones(4), rows: 5) == [0..<5])
    }

    /// Four columns are 1,060 pt = 2,120 px wide; 8 MiPx allow 3,957 px = 1,978 pt of height:
    /// (1,978 − 44 − 20) / 294 = 6 rows a page. 55 steps → 10 pages, the last with one row.
    @Test func aLongTourIsSplit() throws {
        let pages = ContactSheet.pages(try Self.phones(4), rows: 55)
        #expect(pages.count == 10)
        #expect(pages.first == 0..<6 && pages.last == 54..<55)
        #expect(pages.allSatisfy { $0.count <= 6 })
    }

    /// One column: the side limit (8,192 px = 4,096 pt) binds, (4,096 − 64) / 294 = 13 rows.
    @Test func aNarrowSheetIsLimitedBySide() throws {
        #expect(ContactSheet.pages(try Self.phones(1), rows: 14) == [0..<13, 13..<14])
    }

    /// 16 columns: 20 + 16 × 260 = 4,180 pt = 8,360 px, over 8,192; 15 are 7,840 px.
    @Test func tooManyColumnsAreRefused() throws {
        #expect(throws: ContactSheet.TooWide.self) { try Self.phones(16) }
        #expect((try? Self.phones(15)) != nil)
        do {
            _ = try Self.phones(16)
        } catch {
            #expect(error.description == "review: 16 columns (screen × orientation) make a sheet 8360 px wide, more than a page holds (8192 px a side, 8 Mi pixels) — narrow with --screen or --portrait/--landscape")
        }
    }

    /// An iPhone and an iPad on one sheet share one scale from screen points to the sheet, set by
    /// the iPhone filling its 240-pt cell (240 / 852): text is as large on the iPad's thumbnail,
    /// which is larger by as much as the iPad is. Fitted into the same cell, the iPad's text was
    /// 0.62 of the iPhone's (240 / 1366 against 240 / 852).
    @Test func everyDeviceShowsItsTextAtOneScale() throws {
        let grid = try ContactSheet.Grid(columns: [("iphone-15 · portrait", Self.iPhone15), ("iphone-15 · landscape", Size(width: 852, height: 393)),
                                                   ("ipad · portrait", Size(width: 1024, height: 1366)), ("ipad · landscape", Size(width: 1366, height: 1024))])
        let scale: Double = 240.0 / 852
        #expect(grid.pointScale == scale)
        #expect(grid.thumbnailScale == 2 * scale)
        let widths: [Double] = [240, 240, 1024 * scale, 1366 * scale]
        #expect(grid.widths == widths)
        #expect(grid.cellHeight == 1366 * scale)
        let ipads: Double = 1024 * scale + 1366 * scale
        #expect(abs(grid.width - (5 * 20 + 2 * 240 + ipads)) < 1e-9)
    }

    /// A small custom screen beside an iPad would set a scale that makes the iPad's row taller
    /// than a page: the scale stops where the largest thumbnail is 600 pt.
    @Test func noThumbnailOutgrowsTheLargestCell() throws {
        let grid = try ContactSheet.Grid(columns: [("tiny", Size(width: 100, height: 100)), ("ipad", Size(width: 1366, height: 1024))])
        #expect(grid.pointScale == 600.0 / 1366)
        #expect(grid.widths == [240, 600])
        #expect(grid.cellHeight == 1024 * (600.0 / 1366))
        #expect(ContactSheet.pages(grid, rows: 3).count == 1)
    }
}
