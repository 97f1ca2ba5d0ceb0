extension DiffPass {
    /// Step 2 of a row: counts its candidates as anti-aliasing or differences and draws them.
    @inline(never) func classify(row y: Int, _ runs: UnsafeBufferPointer<Range<Int>>,
                                 _ expectedLuma: LumaWindow, _ actualLuma: LumaWindow, _ tally: inout Tally) {
        let rowStart = y &* expected.width
        // A mask leaves anti-aliasing transparent, like the rest of its background.
        let antiAliasingWord = options.mask ? 0 : options.antiAliasingColor.word
        let rowInside = y > 0 && y < expected.height &- 1
        var firstCounted = Int.max, lastCounted = -1
        for run in runs {
            let differenceWord = differenceWord(row: y, run)
            var x = run.lowerBound
            while x < run.upperBound {
                // Inside a run both neighbours in the row hold the pixel's own word, in each
                // image: one more equal neighbour, above or below, puts the pixel in a flat
                // area, which is not anti-aliasing (`AntiAliasing`). Most candidates lie in
                // such stretches and cost a load or two each.
                if rowInside && x > run.lowerBound {
                    let end = flatStretchEnd(row: y, from: x, before: run.upperBound &- 1)
                    if end > x {
                        tally.different &+= end &- x
                        firstCounted = min(firstCounted, x)
                        lastCounted = end &- 1
                        if output != nil { for index in rowStart &+ x..<rowStart &+ end { draw(differenceWord, at: index) } }
                        x = end
                    }
                }
                if !options.includeAntiAliasing
                    && (AntiAliasing.isAntiAliased(expectedLuma, actual, x: x, y: y)
                        || AntiAliasing.isAntiAliased(actualLuma, expected, x: x, y: y)) {
                    tally.antiAliased &+= 1
                    draw(antiAliasingWord, at: rowStart &+ x)
                } else {
                    tally.different &+= 1
                    firstCounted = min(firstCounted, x)
                    lastCounted = x
                    draw(differenceWord, at: rowStart &+ x)
                }
                x &+= 1
            }
        }
        if lastCounted >= 0 { tally.add(row: y, from: firstCounted, to: lastCounted) }
    }

    /// The colour of the run's counted differences: all of a run's pixels are one pair of
    /// words, and either lie over one background or do not depend on it.
    @inline(__always) private func differenceWord(row y: Int, _ run: Range<Int>) -> UInt32 {
        guard output != nil, let darkerColor = options.darkerDifferenceColor else { return options.differenceColor.word }
        let index = y &* expected.width &+ run.lowerBound
        let background = Background.at(pixel: index, checkerboard: options.checkerboard)
        return YIQ.brightnessDelta(expected[index], actual[index], over: background) > 0 ? darkerColor.word : options.differenceColor.word
    }

    /// Where the stretch of pixels from `start` on that lie in a flat area of both images
    /// ends, at `limit` at the latest. All of them belong to one run of row y, which is
    /// neither the image's top nor its bottom row.
    @inline(__always) private func flatStretchEnd(row y: Int, from start: Int, before limit: Int) -> Int {
        let first = expected.row(y)[start], second = actual.row(y)[start]
        let expectedAbove = expected.row(y &- 1), expectedBelow = expected.row(y &+ 1)
        let actualAbove = actual.row(y &- 1), actualBelow = actual.row(y &+ 1)
        var x = start
        while x < limit && (expectedAbove[x] == first || expectedBelow[x] == first)
            && (actualAbove[x] == second || actualBelow[x] == second) {
            x &+= 1
        }
        return x
    }
}
