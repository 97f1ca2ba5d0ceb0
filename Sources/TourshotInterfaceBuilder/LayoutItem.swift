import TourshotAutoLayout

/// What a constraint's item names: a view, a guide of one, or a scroll view's content area.
enum LayoutItem: Equatable {
    case view(Int)
    case safeArea(Int)
    /// What a scroll view's subviews pin their edges to; its size and centre are the frame's.
    case scrollContent(Int)
    /// `contentLayoutGuide`: the content area, its size the content size.
    case contentGuide(Int)
    /// Pre-safe-area `topLayoutGuide` / `bottomLayoutGuide` of a controller's root view.
    case controllerGuide(root: Int, top: Bool)
}

/// A view's unknowns, in the window's coordinates: edges of views in different superviews can
/// be equated directly, with no chain of origins to sum. Frames in the superview's
/// coordinates are differences of these.
struct ViewVariables {
    let left, top, width, height: Variable
    /// A scroll view's content size, which its subviews' constraints decide.
    let contentWidth, contentHeight: Variable

    init(_ view: IBView, factory: inout VariableFactory) {
        left = factory.make("\(view.displayName).left")
        top = factory.make("\(view.displayName).top")
        width = factory.make("\(view.displayName).width")
        height = factory.make("\(view.displayName).height")
        contentWidth = factory.make("\(view.displayName).contentWidth")
        contentHeight = factory.make("\(view.displayName).contentHeight")
    }
}

/// An item's rectangle as expressions: left, top, width, height.
struct ItemEdges {
    let left, top, width, height: Expression

    func inset(by insets: IBInsets) -> ItemEdges {
        ItemEdges(left: left + insets.left, top: top + insets.top,
                  width: width - (insets.left + insets.right), height: height - (insets.top + insets.bottom))
    }
}
