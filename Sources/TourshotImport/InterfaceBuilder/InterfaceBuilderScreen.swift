import TourshotInterfaceBuilder
import TourshotModel

/// One scene solved for one device and orientation, as a capture of it would read: every view
/// with a name (the outlet property connecting it to its controller or File's Owner, else its
/// accessibility identifier, else its IB label, else its text, as a capture keys labels), the
/// controller's bars and the tables and collections named or not, with their capture types;
/// frames on the screen, in points.
enum InterfaceBuilderScreen {
    struct Made {
        let screen: ImportedScreen
        /// Views in table and collection cells: run-time content, left to captures.
        let inCells: Int
    }

    static func make(_ document: IBDocument, scene: IBScene, layout: IBLayoutResult, size: Size, orientation: Orientation) -> Made {
        let placement = ScreenPlacement.of(document, root: scene.root)
        let origin = layout.frames[scene.root]
        let names = outletNames(document, scene: scene)
        let screenRect = Rect(x: 0, y: 0, width: size.width, height: size.height)
        var kept: [(node: CaptureNode, base: String, container: Int?)] = []
        var keptIndex: [Int: Int] = [:]
        var skipped: [ImportedScreen.Skipped] = []
        var inCells = 0
        for index in subtree(document, of: scene.root) where index != scene.root {
            let view = document.views[index]
            if hasAncestor(document, index, where: \.isPlacedByContainer) || view.isPlacedByContainer { inCells += 1; continue }
            let type = IBElementType.type(view.element)
            let text = title(view)
            let name = names[index] ?? view.accessibilityIdentifier
            let base = name ?? view.userLabel.map(ElementKeys.lowerCamelCase)?.nonEmpty ?? text.map(ElementKeys.lowerCamelCase)?.nonEmpty
            let solved = layout.frames[index]
            let frame = Rect(x: solved.x - origin.x, y: solved.y - origin.y + placement.rootTop, width: solved.width, height: solved.height)
            let structural = CaptureStructure.structural.contains(type)
            let reason: ImportedScreen.Skipped.Reason? = if base == nil && !structural { .anonymous }
                else if frame.width <= 0 || frame.height <= 0 { .zeroSize }
                else if view.hidden || hasAncestor(document, index, where: \.hidden) { .hidden }
                else if frame.intersection(screenRect) == nil { .offscreen }
                else if ImportedScreen.outOfRange(frame) { .outOfRange } else { nil }
            if let reason {
                skipped.append(.init(reason: reason, name: base))
                continue
            }
            var ancestor = view.parent
            var container: Int?
            while let parent = ancestor, container == nil { container = keptIndex[parent]; ancestor = document.views[parent].parent }
            let node = CaptureNode(type: type, identifier: name, label: text, frame: frame, depth: depth(document, index))
            keptIndex[index] = kept.count
            kept.append((node, base ?? type.prefix(1).lowercased() + type.dropFirst(), container))
        }
        // The controller's bars are drawn over its content: last, as the app draws them.
        if let bar = placement.navigationBar {
            kept.append((CaptureNode(type: "NavigationBar", identifier: nil, label: nil, frame: rect(bar), depth: 1), "navigationBar", nil))
        }
        if let bar = placement.bottomBar {
            let type = placement.bottomBarIsTabBar ? "TabBar" : "Toolbar"
            kept.append((CaptureNode(type: type, identifier: nil, label: nil, frame: rect(bar), depth: 1), type == "TabBar" ? "tabBar" : "toolbar", nil))
        }
        let reserved = Set(kept.compactMap { $0.node.identifier.map(ImportedScreen.identifierKey) })
        let (elements, toldApart) = ImportedScreen.keyed(kept, reserving: reserved)
        let screen = ImportedScreen(format: .interfaceBuilder, size: size, orientation: orientation, elements: elements,
                                    skipped: skipped, toldApart: toldApart)
        return Made(screen: screen, inCells: inCells)
    }

    /// Outlet properties by view: the scene's controller's (or File's Owner's) first, then
    /// those of views inside the scene (a custom view's own outlets).
    static func outletNames(_ document: IBDocument, scene: IBScene) -> [Int: String] {
        var names: [Int: String] = [:]
        let inScene = Set(subtree(document, of: scene.root).map { document.views[$0].id })
        let own = document.outlets.filter { $0.source != nil && $0.source == scene.controllerID }
        let others = document.outlets.filter { $0.source.map(inScene.contains) ?? false }
        for outlet in own + others {
            guard let index = document.index(ofView: outlet.destination), names[index] == nil, outlet.property != "view" else { continue }
            names[index] = outlet.property
        }
        return names
    }

    /// A label's text or a button's title: what a capture gives as the element's label.
    static func title(_ view: IBView) -> String? {
        guard ["label", "button"].contains(view.element), case .text(let text, _, _) = view.content, !text.isEmpty else { return nil }
        return text
    }

    /// The root and its descendants in document order (parents before children).
    static func subtree(_ document: IBDocument, of root: Int) -> [Int] {
        var order: [Int] = []
        var stack = [root]
        while let index = stack.popLast() {
            order.append(index)
            stack.append(contentsOf: document.views[index].children.reversed())
        }
        return order
    }

    static func hasAncestor(_ document: IBDocument, _ index: Int, where test: (IBView) -> Bool) -> Bool {
        var current = document.views[index].parent
        while let parent = current {
            if test(document.views[parent]) { return true }
            current = document.views[parent].parent
        }
        return false
    }

    private static func depth(_ document: IBDocument, _ index: Int) -> Int {
        var depth = 0, current = document.views[index].parent
        while let parent = current { depth += 1; current = document.views[parent].parent }
        return depth
    }

    private static func rect(_ r: IBRect) -> Rect { Rect(x: r.x, y: r.y, width: r.width, height: r.height) }
}
