extension DiffPass {
    /// Step 1 of a row: its candidates (pixels further apart than the threshold) as runs of
    /// one pair of words, a changed area of one colour over another being one run per row;
    /// draws the faded expected image under the other pixels. Returns the number of runs.
    @inline(never) func findRuns(row y: Int, _ runs: UnsafeMutablePointer<Range<Int>>,
                                 _ distance: inout DistanceTest, _ grey: inout GreyMemo) -> Int {
        let width = expected.width, rowStart = y &* width
        let expectedRow = expected.row(y), actualRow = actual.row(y)
        // Where the faded image goes, if anywhere: tested once a pixel, as one optional.
        let faded = drawsFadedImage ? output : nil
        var runCount = 0
        var x = 0
        while x < width {
            let first = expectedRow[x], second = actualRow[x]
            guard first != second && distance.exceeds(first, second, atPixel: rowStart &+ x) else {
                faded?.storeBytes(of: grey.faded(first), toByteOffset: (rowStart &+ x) &* 4, as: UInt32.self)
                x &+= 1
                continue
            }
            // A candidate: its run goes on while the pair does, at two comparisons a pixel,
            // unless its verdict may change from pixel to pixel.
            let start = x
            x &+= 1
            if !distance.dependsOnPosition(first, second) {
                while x < width && expectedRow[x] == first && actualRow[x] == second { x &+= 1 }
            }
            runs[runCount] = start..<x
            runCount &+= 1
        }
        return runCount
    }
}
