import TourshotAutoLayout

/// NSLayoutAttribute names as IB writes them, as expressions over an item's edges. Leading is
/// left and trailing right: documents are laid out left to right.
enum AttributeExpression {
    static func expression(_ attribute: String, edges: ItemEdges, margins: IBInsets, baseline: Expression?) -> Expression? {
        let right = edges.left + edges.width, bottom = edges.top + edges.height
        let inner = edges.inset(by: margins)
        switch attribute {
        case "left", "leading": return edges.left
        case "right", "trailing": return right
        case "top": return edges.top
        case "bottom": return bottom
        case "width": return edges.width
        case "height": return edges.height
        case "centerX": return edges.left + 0.5 * edges.width
        case "centerY": return edges.top + 0.5 * edges.height
        case "leftMargin", "leadingMargin": return inner.left
        case "rightMargin", "trailingMargin": return inner.left + inner.width
        case "topMargin": return inner.top
        case "bottomMargin": return inner.top + inner.height
        case "centerXWithinMargins": return inner.left + 0.5 * inner.width
        case "centerYWithinMargins": return inner.top + 0.5 * inner.height
        case "baseline", "lastBaseline", "firstBaseline": return baseline ?? bottom
        default: return nil
        }
    }
}
