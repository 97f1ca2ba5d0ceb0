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

        var box: PixelBox? { different == 0 ? nil : PixelBox(minX: minX, minY: minY, maxX: maxX, maxY: maxY) }
    }

    /// Compares `rows`. Rows whose bytes are equal are skipped with one `memcmp`; inside a row,
    /// equal words are skipped before any arithmetic, so only changed pixels cost more.
    func run(rows: Range<Int>) -> Tally {
        var tally = Tally()
        let width = expected.width
        let maxDelta = options.maxDelta
        let differenceWord = options.differenceColor.word, antiAliasingWord = options.antiAliasingColor.word
        for y in rows {
            let rowStart = y &* width
            if memcmp(expected.base + rowStart &* 4, actual.base + rowStart &* 4, width &* 4) == 0 {
                if output != nil { for x in 0..<width { draw(fadedExpected(rowStart &+ x), at: rowStart &+ x) } }
                continue
            }
            for x in 0..<width {
                let index = rowStart &+ x
                let first = expected[index], second = actual[index]
                guard first != second, YIQ.delta(first, second) > maxDelta else {
                    if output != nil { draw(fadedExpected(index), at: index) }
                    continue
                }
                if !options.includeAntiAliasing
                    && (AntiAliasing.isAntiAliased(expected, actual, x: x, y: y)
                        || AntiAliasing.isAntiAliased(actual, expected, x: x, y: y)) {
                    tally.antiAliased &+= 1
                    draw(antiAliasingWord, at: index)
                } else {
                    tally.different &+= 1
                    tally.minX = min(tally.minX, x); tally.maxX = max(tally.maxX, x)
                    tally.minY = min(tally.minY, y); tally.maxY = max(tally.maxY, y)
                    draw(differenceWord, at: index)
                }
            }
        }
        return tally
    }

    /// Fills `rows` of the diff image with the faded expected image (identical images).
    func fade(rows: Range<Int>) {
        guard output != nil else { return }
        for index in rows.lowerBound &* expected.width..<rows.upperBound &* expected.width {
            draw(fadedExpected(index), at: index)
        }
    }

    @inline(__always) private func fadedExpected(_ index: Int) -> UInt32 {
        YIQ.fadedGrey(expected[index], alpha: options.alpha)
    }

    @inline(__always) private func draw(_ word: UInt32, at index: Int) {
        output?.storeBytes(of: word, toByteOffset: index &* 4, as: UInt32.self)
    }
}
