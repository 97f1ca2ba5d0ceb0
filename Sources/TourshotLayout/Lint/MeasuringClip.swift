import TourshotModel

/// The clip `ContrastLint` paints its picture in: every pixel within a reach of the boxes it
/// reads, rounded out to blocks of whole pixels and merged into few disjoint rectangles.
///
/// Whole pixels make the clip a region to Cairo (each pixel in or out); blocks make it a handful
/// of rectangles where the boxes are dozens (an arrow's cells overlap along its curve): Cairo
/// turns a clip path into a region each time a run of the picture is painted, at a cost that
/// grows with the rectangles. A block adds less than its side to each box, so little is painted
/// that no box needs.
enum MeasuringClip {
    /// Pixels per side of a block.
    static let block = 4

    /// Rectangles (points) holding every point within `reach` of `boxes` on `canvas`, at
    /// `scale` pixels per point: the blocks they touch, one rectangle per run of blocks along a
    /// row, or along rows that repeat one another. Empty when no box meets the canvas.
    static func path(around boxes: [Rect], reach: Double, scale: Double, canvas: Rect) -> VectorPath {
        let columns = Int((canvas.width * scale / Double(block)).rounded(.up))
        let rows = Int((canvas.height * scale / Double(block)).rounded(.up))
        guard columns > 0, rows > 0 else { return VectorPath() }
        var marked = [Bool](repeating: false, count: columns * rows)
        for box in boxes {
            guard let grown = box.insetBy(dx: -reach, dy: -reach).intersection(canvas) else { continue }
            let (xs, ys) = BackgroundPixels.pixelRanges(grown, scale: scale)
            let first = (x: xs.lowerBound / block, y: ys.lowerBound / block)
            let last = (x: min(columns, (xs.upperBound + block - 1) / block), y: min(rows, (ys.upperBound + block - 1) / block))
            for row in first.y..<last.y {
                for column in first.x..<last.x { marked[row * columns + column] = true }
            }
        }
        var path = VectorPath()
        let side = Double(block) / scale
        /// One rectangle per run of marked blocks along `row`, spanning the rows `span`.
        func close(_ row: Int, rows span: Range<Int>) {
            var start: Int?
            for column in 0...columns {
                let on = column < columns && marked[row * columns + column]
                if on, start == nil { start = column }
                if !on, let from = start {
                    path.append(.rect(Rect(x: Double(from) * side, y: Double(span.lowerBound) * side,
                                           width: Double(column - from) * side, height: Double(span.count) * side)))
                    start = nil
                }
            }
        }
        func same(_ row: Int, _ other: Int) -> Bool {
            (0..<columns).allSatisfy { marked[row * columns + $0] == marked[other * columns + $0] }
        }
        // Rows that repeat the one above join its rectangles.
        var top = 0
        for row in 1...rows where row == rows || !same(row, row - 1) {
            close(row - 1, rows: top..<row)
            top = row
        }
        return path
    }
}
