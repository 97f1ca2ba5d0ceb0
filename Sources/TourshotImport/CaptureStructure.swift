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
        }
    }
}
