import Foundation

/// One comparison of two equally sized images, run over bands of rows (possibly on several
/// threads at once: bands read shared pixels and write disjoint rows of the diff image).
struct DiffPass {
    let expected: PixelWords
    let actual: PixelWords
    /// Where the diff image's words go, or nil when no picture was asked for.
    let output: UnsafeMutableRawPointer?
    let options: DiffOptions

    /// Counts of one band of rows.
    struct Tally {
        var different = 0
        var antiAliased = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

        mutating func add(_ other: Tally) {
            different += other.different
            antiAliased += other.antiAliased
            minX = min(minX, other.minX); minY = min(minY, other.minY)
            maxX = max(maxX, other.maxX); maxY = max(maxY, other.maxY)
        }

        /// Widens the box to a row's counted differences.
        mutating func add(row y: Int, from firstX: Int, to lastX: Int) {
            minX = min(minX, firstX); maxX = max(maxX, lastX)
            minY = min(minY, y); maxY = max(maxY, y)
        }

        var box: PixelBox? { different == 0 ? nil : PixelBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY) }
    }

    /// Compares `rows`, each in two steps: find the runs of pixels further apart than the
    /// threshold (candidates), then tell anti-aliasing from differences among them. Rows whose
    /// bytes are equal are skipped with one `memcmp`, equal words before any arithmetic, so
    /// only changed pixels cost more.
    func run(rows: Range<Int>) -> Tally {
        var tally = Tally()
        let width = expected.width
        let expectedLuma = LumaWindow(expected, checkerboard: options.checkerboard)
        let actualLuma = LumaWindow(actual, checkerboard: options.checkerboard)
        var distance = DistanceTest(options)
        var grey = GreyMemo(alpha: options.alpha)
        // The runs of a row and of the next (at most one per pixel).
        var runs = UnsafeMutablePointer<Range<Int>>.allocate(capacity: width)
        var nextRuns = UnsafeMutablePointer<Range<Int>>.allocate(capacity: width)
        defer { runs.deallocate(); nextRuns.deallocate(); expectedLuma.deallocate(); actualLuma.deallocate() }

        /// Step 1 for one row; 0 runs for rows whose bytes are equal.
        func scan(row y: Int, into runs: UnsafeMutablePointer<Range<Int>>) -> Int {
            let rowStart = y &* width
            if memcmp(expected.base + rowStart &* 4, actual.base + rowStart &* 4, width &* 4) == 0 {
                if drawsFadedImage { fadeExpected(rowStart..<rowStart &+ width, &grey) }
                return 0
            }
            return findRuns(row: y, runs, &distance, &grey)
        }

        // Each row is scanned before the one above is classified: the scan brings it into
        // the cache, where the anti-aliasing checks of the row above look at neighbours.
        var runCount = rows.isEmpty ? 0 : scan(row: rows.lowerBound, into: runs)
        for y in rows {
            let nextRunCount = y &+ 1 < rows.upperBound ? scan(row: y &+ 1, into: nextRuns) : 0
            if runCount > 0 {
                classify(row: y, UnsafeBufferPointer(start: runs, count: runCount), expectedLuma, actualLuma, &tally)
            }
            swap(&runs, &nextRuns)
            runCount = nextRunCount
        }
        return tally
    }

    /// Whether the pixels that are not counted differences show the faded expected image. A
    /// mask leaves them transparent: as the diff image's storage starts (`PixelStorage`).
    var drawsFadedImage: Bool { output != nil && !options.mask }

    /// Fills `rows` of the diff image with the faded expected image (identical images).
    func fade(rows: Range<Int>) {
        guard drawsFadedImage else { return }
        var grey = GreyMemo(alpha: options.alpha)
        fadeExpected(rows.lowerBound &* expected.width..<rows.upperBound &* expected.width, &grey)
    }

    func fadeExpected(_ indices: Range<Int>, _ grey: inout GreyMemo) {
        for index in indices { draw(grey.faded(expected[index]), at: index) }
    }

    @inline(__always) func draw(_ word: UInt32, at index: Int) {
        output?.storeBytes(of: word, toByteOffset: index &* 4, as: UInt32.self)
    }
}
