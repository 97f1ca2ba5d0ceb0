import TourshotModel

/// What a capture says about the views the running app makes — bars, their buttons, cells —
/// kept so a Swift tutorial's `navigationController?.navigationBar` or
/// `tableView.cellForRow(at: IndexPath(row: 0, section: 1))` can be found in the screen file
/// (docs/import.md, docs/swift-sources.md).
enum CaptureStructure {
    /// The element types kept even without identifier or label: a tutorial names them by what
    /// they are, not by a key (`CapturedView` in the model finds them).
    static let structural: Set<String> = ["NavigationBar", "TabBar", "Toolbar", "SearchField", "Table", "CollectionView", "Cell"]
    /// Containers whose elements keep their type and container: the bars' buttons.
    static let bars: Set<String> = ["NavigationBar", "TabBar", "Toolbar"]
    /// Containers a screen file names as an element's `in`.
    static let containers: Set<String> = bars.union(["Table", "CollectionView"])

    /// The bar, table or collection the kept element at `index` is in: its nearest kept
    /// ancestor when that is one; else, for an element in no kept element (idb's flat list lists a bar's buttons beside it), the last bar before it whose frame holds it.
    static func holder(of index: Int, in kept: [(node: CaptureNode, container: Int?)]) -> Int? {
        if let container = kept[index].container { return containers.contains(kept[container].node.type ?? "") ? container : nil }
        let node = kept[index].node
        guard !bars.contains(node.type ?? "") else { return nil }
        return kept[..<index].lastIndex { bars.contains($0.node.type ?? "") && $0.node.frame.contains(node.frame) }
    }

    /// Whether the screen file keeps the element's `type`: what a Swift reference is resolved by.
    static func keepsType(_ type: String?, container: String?) -> Bool {
        guard let type else { return false }
        return structural.contains(type) || container != nil
    }

    /// Each cell's section and row among the cells of its parent (a table, a collection, or
    /// the scroll area idb puts them in), in document order. A section ends where something
    /// other than a cell lies between two cells (a header or footer), and, in a table, where
    /// the next cell does not start at the previous one's bottom (a grouped table's gap:
    /// UIKit leaves the header's and footer's room even when they have no view).
    ///
    /// No tool prints a cell's index path, so the numbers count from the first cell captured;
    /// that is row 0 only when the table is at its top. Scrolled, UIKit has recycled the cells
    /// above the bounds, and the first one it keeps starts above the table's top (or left of a
    /// collection's leading edge): those cells are marked `scrolled`, without section and row,
    /// rather than numbered from a row that is not 0.
    static func numberCells(_ nodes: inout [CaptureNode]) {
        var children: [Int?: [Int]] = [:]
        var open: [Int] = []
        for index in nodes.indices {
            while let last = open.last, nodes[last].depth >= nodes[index].depth { open.removeLast() }
            children[open.last, default: []].append(index)
            open.append(index)
        }
        for (parent, members) in children {
            let inTable = parent.map { nodes[$0].type == "Table" } ?? false
            var section = 0, row = -1, lastCell: Int?, broken = false
            for index in members {
                guard nodes[index].type == "Cell" else {
                    if lastCell != nil { broken = true }
                    continue
                }
                if let last = lastCell, broken || (inTable && nodes[index].frame.minY - nodes[last].frame.maxY > 2) {
                    section += 1
                    row = -1
                }
                row += 1
                nodes[index].section = section
                nodes[index].row = row
                lastCell = index
                broken = false
            }
            let cells = members.filter { nodes[$0].type == "Cell" }
            if let parent, let first = cells.first, scrolled(nodes[first].frame, in: nodes[parent].frame) {
                for index in cells {
                    (nodes[index].section, nodes[index].row, nodes[index].scrolled) = (nil, nil, true)
                }
            }
        }
    }

    /// Whether the first cell captured starts above the top (or left of the leading edge) of
    /// the table or collection holding it: the table was scrolled.
    static func scrolled(_ cell: Rect, in container: Rect) -> Bool {
        cell.minY < container.minY - 0.5 || cell.minX < container.minX - 0.5
    }
}
