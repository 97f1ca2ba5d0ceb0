import TourshotModel

/// One element of a UI-test tool's element tree, in document order, as every format reads.
struct CaptureNode: Sendable, Hashable {
    /// The element type without a tool's prefix (`Button`, `StaticText`), when the tool says it.
    var type: String?
    /// The accessibility identifier, when one is set.
    var identifier: String?
    var label: String?
    var frame: Rect
    /// Nesting depth: 0 for the tree's root.
    var depth: Int
    /// The tool says the element is not visible (Appium's `visible="false"`): left out.
    var hidden = false
    /// A cell's section and row among its table's or collection's cells (`CaptureStructure`).
    var section: Int?
    var row: Int?
    /// A cell of a table or collection captured scrolled away from its top: its section and
    /// row are not known (`CaptureStructure.numberCells`).
    var scrolled = false

    /// The application and its windows: the screen itself, never an element.
    var isRoot: Bool {
        guard let type else { return false }
        return type == "Application" || type == "Window"
    }
}

/// What a capture file holds once parsed: its format and its elements.
struct CaptureTree: Sendable {
    let format: CaptureFormat
    let nodes: [CaptureNode]
}
