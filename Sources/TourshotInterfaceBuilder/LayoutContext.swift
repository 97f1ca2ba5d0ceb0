import TourshotAutoLayout

/// A document's views as solver variables, and what an item and attribute of a constraint mean.
struct LayoutContext {
    let document: IBDocument
    let variables: [ViewVariables]
    /// Safe-area insets per view: the root's from the device and its bars, the others' from
    /// how far they reach into the root's (a first solve's frames; none in the first solve).
    let safeAreas: [Int: IBInsets]
    let text: IBTextSizing
    /// Each root view's index for every view.
    let rootOf: [Int]
    /// The root whose views are solved, or nil for every view.
    let scene: Int?

    /// Multi-line labels' heights at the width an earlier solve gave them.
    let wrappedHeights: [Int: Double]

    init(document: IBDocument, safeAreas: [Int: IBInsets], text: IBTextSizing, scene: Int? = nil, wrappedHeights: [Int: Double] = [:]) {
        self.scene = scene
        self.wrappedHeights = wrappedHeights
        self.document = document
        var factory = VariableFactory()
        variables = document.views.map { ViewVariables($0, factory: &factory) }
        self.safeAreas = safeAreas
        self.text = text
        rootOf = document.views.indices.map { index in
            var current = index
            while let parent = document.views[current].parent { current = parent }
            return current
        }
    }

    func inScope(_ index: Int) -> Bool { scene.map { rootOf[index] == $0 } ?? true }

    func edges(_ view: Int) -> ItemEdges {
        let v = variables[view]
        return ItemEdges(left: Expression(v.left), top: Expression(v.top), width: Expression(v.width), height: Expression(v.height))
    }

    func safeArea(_ view: Int) -> IBInsets { safeAreas[view] ?? .zero }

    /// UIKit's defaults: 8 pt around a view; a controller's root 16 or 20 at the sides; a
    /// cell's content view 11 above and below. Measured from the safe area unless turned off.
    func margins(_ index: Int) -> IBInsets {
        let view = document.views[index]
        let side = document.device?.rootSideMargin ?? 16
        let own = view.customLayoutMargins ?? (
            view.parent == nil ? IBInsets(top: 0, left: side, bottom: 0, right: side)
                : view.element.hasSuffix("CellContentView") ? IBInsets(top: 11, left: side, bottom: 11, right: hasAccessory(index) ? 8 : side)
                : IBInsets(top: 8, left: 8, bottom: 8, right: 8))
        return view.insetsLayoutMarginsFromSafeArea ? own + safeArea(index) : own
    }

    /// A cell's accessory (a disclosure indicator) narrows its content view, whose right
    /// margin is then 8: the accessory keeps its own distance from the edge.
    private func hasAccessory(_ contentView: Int) -> Bool {
        guard let cell = document.views[contentView].parent,
              let cellWidth = document.views[cell].storedFrame?.width,
              let contentWidth = document.views[contentView].storedFrame?.width else { return false }
        return contentWidth < cellWidth
    }

    /// The item a constraint names, seen from `other` (the constraint's other item): a scroll
    /// view's edges mean its content area to its own subviews.
    func item(_ id: String, other: String?) -> LayoutItem? {
        if let index = document.index(ofView: id) {
            let view = document.views[index]
            if view.isScrollView, let other, let otherIndex = owningView(other), isDescendant(otherIndex, of: index) {
                return .scrollContent(index)
            }
            return .view(index)
        }
        if let guide = document.layoutGuides[id] { return .controllerGuide(root: guide.root, top: guide.top) }
        for (index, view) in document.views.enumerated() {
            if view.safeAreaGuideID == id { return .safeArea(index) }
            if view.contentLayoutGuideID == id { return .contentGuide(index) }
            if view.frameLayoutGuideID == id { return .view(index) }
        }
        return nil
    }

    func expression(_ item: LayoutItem, _ attribute: String) -> Expression? {
        switch item {
        case .view(let index):
            return AttributeExpression.expression(attribute, edges: edges(index), margins: margins(index), baseline: baseline(index))
        case .safeArea(let index):
            return AttributeExpression.expression(attribute, edges: edges(index).inset(by: safeArea(index)), margins: .zero, baseline: nil)
        case .scrollContent(let index), .contentGuide(let index):
            let v = variables[index]
            if item == .scrollContent(index), ["width", "height", "centerX", "centerY"].contains(attribute) {
                return AttributeExpression.expression(attribute, edges: edges(index), margins: .zero, baseline: nil)
            }
            let content = ItemEdges(left: Expression(v.left), top: Expression(v.top), width: Expression(v.contentWidth), height: Expression(v.contentHeight))
            return AttributeExpression.expression(attribute, edges: content, margins: margins(index), baseline: nil)
        case .controllerGuide(let root, let top):
            let rootEdges = edges(root), insets = safeArea(root)
            let guide = top
                ? ItemEdges(left: rootEdges.left, top: rootEdges.top, width: rootEdges.width, height: Expression(constant: insets.top))
                : ItemEdges(left: rootEdges.left, top: rootEdges.top + rootEdges.height - insets.bottom, width: rootEdges.width,
                            height: Expression(constant: insets.bottom))
            return AttributeExpression.expression(attribute, edges: guide, margins: .zero, baseline: nil)
        }
    }

    /// Text sits centred in its view; its baseline is an ascender (0.95 em) below the line's top.
    private func baseline(_ index: Int) -> Expression? {
        guard case .text(_, let font, _) = document.views[index].content else { return nil }
        let pointSize = font.pointSize
        let line = (pointSize * 1.1935 * 2).rounded(.up) / 2
        let e = edges(index)
        return e.top + 0.5 * e.height + (0.95 * pointSize - 0.5 * line)
    }

    /// The view an item id belongs to (a guide's owner).
    private func owningView(_ id: String) -> Int? {
        if let index = document.index(ofView: id) { return index }
        return document.views.firstIndex { $0.safeAreaGuideID == id || $0.contentLayoutGuideID == id || $0.frameLayoutGuideID == id }
    }

    private func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var current = document.views[index].parent
        while let parent = current {
            if parent == ancestor { return true }
            current = document.views[parent].parent
        }
        return false
    }
}
