import SwiftSyntax
import TourshotModel

/// Views a tutorial names without a property — the navigation bar, a bar button, the tab bar and
/// its items, a table or collection cell by index path, a section header, the search bar, a
/// subview by position: the running app makes them, so their frames are only in a capture. Said
/// what they are, and, for those a capture records by type and place (`CapturedView`), which
/// one, so `ViewKeys` finds it in the tour's captures or says what they hold instead.
enum RuntimeViewReference {
    struct Reference {
        /// What it is, for messages.
        let what: String
        /// How a capture finds it; nil for what no capture records (a subview by position,
        /// a cell at an index path the app computes).
        let view: CapturedView?
        /// The expression naming it (a local's value, not its use).
        let node: ExprSyntax
    }

    /// What `expr` names, or nil when it is no such reference.
    static func describe(_ expr: ExprSyntax, depth: Int = 0) -> Reference? {
        // `let cell = tableView.cellForRow(at: …)` then `for: cell`: what the local holds, refused there.
        if let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, depth < ValueFolder.depthLimit,
           let value = LocalLet.binding(named: name, before: expr)?.initializer?.value {
            return describe(value, depth: depth + 1)
        }
        return what(expr).map { Reference(what: $0.what, view: $0.view, node: expr) }
    }

    /// What a view expression holds: a local's value (`let target: UIView = …`), followed.
    static func source(_ expr: ExprSyntax, depth: Int = 0) -> ExprSyntax {
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, depth < ValueFolder.depthLimit,
              let value = LocalLet.binding(named: name, before: expr)?.initializer?.value else { return expr }
        return source(value, depth: depth + 1)
    }

    private static func what(_ expr: ExprSyntax) -> (what: String, view: CapturedView?)? {
        if ValueFolder.branches(expr) != nil { return nil }
        let text = expr.trimmedDescription.filter { !$0.isWhitespace }
        if let call = FunctionCallFinder.first(in: expr, named: ["cellForRow", "cellForItem"]) {
            let collection = call.name == "cellForItem"
            let kind = collection ? "collection" : "table"
            guard let path = indexPath(call.call) else { return ("a \(kind) cell chosen when the app runs", nil) }
            let view = CapturedView.cell(collection: collection, row: path.row, section: path.section)
            return (view.description, view)
        }
        if text.contains("headerView(forSection:") { return ("a table section header", nil) }
        // Which cells are visible, and in which order, is decided by the scroll position when the app runs.
        if text.contains("visibleCells") { return ("a cell of those visible when the app runs", nil) }
        if text.contains("tabBar.items") {
            guard let index = itemIndex(expr) else { return ("a tab bar item chosen when the app runs", nil) }
            let view = CapturedView.tabBarItem(index)
            return (view.description, view)
        }
        if text.contains("tabBar.subviews") { return ("a tab bar subview by its position", nil) }
        for (property, right) in [("rightBarButtonItem", true), ("leftBarButtonItem", false)] where text.contains(property) {
            let view = CapturedView.barButton(right: right)
            return (view.description, view)
        }
        if text.contains("value(forKey:\"view\")") { return ("a bar button item's view", nil) }
        if text.contains(".navigationBar") { return (CapturedView.navigationBar.description, .navigationBar) }
        if text.contains(".tabBar") { return (CapturedView.tabBar.description, .tabBar) }
        if text.contains("searchBar") { return (CapturedView.searchBar.description, .searchBar) }
        if text.contains(".subviews[") { return ("a subview by its position", nil) }
        return nil
    }

    /// `IndexPath(row: r, section: s)` or `IndexPath(item: i, section: s)` of literal numbers.
    private static func indexPath(_ call: FunctionCallExprSyntax) -> (row: Int, section: Int)? {
        guard let path = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              path.calledExpression.trimmedDescription == "IndexPath" else { return nil }
        var row: Int?
        var section: Int?
        for argument in path.arguments {
            guard let value = argument.expression.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }) else { return nil }
            switch argument.label?.text {
            case "row", "item": row = value
            case "section": section = value
            default: return nil
            }
        }
        guard let row, let section else { return nil }
        return (row, section)
    }

    /// The literal index of `tabBar.items?[2]` (also `items![2]`, `items?[2] as? UIView`).
    private static func itemIndex(_ expr: ExprSyntax) -> Int? {
        var pending: [Syntax] = [Syntax(expr)]
        while !pending.isEmpty {
            let node = pending.removeFirst()
            if let subscriptCall = node.as(SubscriptCallExprSyntax.self),
               subscriptCall.calledExpression.trimmedDescription.hasSuffix("items") || subscriptCall.calledExpression.trimmedDescription.hasSuffix("items?")
                || subscriptCall.calledExpression.trimmedDescription.hasSuffix("items!") {
                guard subscriptCall.arguments.count == 1 else { return nil }
                return subscriptCall.arguments.first?.expression.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text) }
            }
            pending += node.children(viewMode: .sourceAccurate)
        }
        return nil
    }

    /// The refusal of what no capture records, or of any such view without screens: what it
    /// is, and what the tour's screens capture, to name in a tutorial file.
    static func refusal(_ reference: Reference, style: String, captured: Set<String>) -> String {
        let ids = captured.sorted()
        let shown = ids.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ") + (ids.count > 8 ? " and \(ids.count - 8) more" : "")
        let holds = ids.isEmpty ? "" : " (the tour's screens capture \(shown))"
        let expr = reference.node.trimmedDescription.prefix(80)
        if reference.view != nil {
            return "`\(expr)` is \(reference.what), made by the running app: tourshot finds it in the tour's screen captures, and this read has none; "
                + "name the tour's screens (the project's \"screens\", or `import tutorial --screen FILE`), or write the tour as a tutorial file with \"style\": \"\(style)\" whose step names the captured element's id"
        }
        return "`\(expr)` is \(reference.what), made by the running app: a capture keys it by its identifier or label, not by this expression; "
            + "write the tour as a tutorial file with \"style\": \"\(style)\" whose step names the captured element's id\(holds)"
    }
}

/// The first call of one of `names` within an expression (`tableView.cellForRow(at: …) as! Cell`).
private enum FunctionCallFinder {
    static func first(in expr: ExprSyntax, named names: Set<String>) -> (name: String, call: FunctionCallExprSyntax)? {
        var pending: [Syntax] = [Syntax(expr)]
        while !pending.isEmpty {
            let node = pending.removeFirst()
            if let call = node.as(FunctionCallExprSyntax.self),
               let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, names.contains(name) {
                return (name, call)
            }
            pending += node.children(viewMode: .sourceAccurate)
        }
        return nil
    }
}
