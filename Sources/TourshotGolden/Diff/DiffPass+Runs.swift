extension DiffPass {
    /// Step 1 of a row: its candidates (pixels further apart than the threshold) as runs of
    /// one pair of words, a changed area of one colour over another being one run per row;
    /// draws the background (`Backdrop`) under the other pixels. Returns the number of runs.
    @inline(never) func findRuns(row y: Int, _ runs: UnsafeMutablePointer<Range<Int>>,
                                 _ distance: inout DistanceTest, _ backdrop: inout Backdrop) -> Int {
        let width = expected.width, rowStart = y &* width
        let expectedRow = expected.row(y), actualRow = actual.row(y), output = self.output
        var runCount = 0
        var x = 0
        while x < width {
            let first = expectedRow[x], second = actualRow[x]
            let positional = first != second && distance.dependsOnPosition(first, second)
            let candidate = positional ? distance.exceeds(first, second, atPixel: rowStart &+ x)
                                       : first != second && distance.exceeds(first, second)
            guard candidate else {
                if output != nil { draw(backdrop.word(under: first), at: rowStart &+ x) }
                x &+= 1
                continue
            }
            // A candidate: its run goes on while the pair does, at two comparisons a pixel,
            // unless its verdict may change from pixel to pixel.
            let start = x
            x &+= 1
            if !positional { while x < width && expectedRow[x] == first && actualRow[x] == second { x &+= 1 } }
            runs[runCount] = start..<x
            runCount &+= 1
        }
        return runCount
    }
}
