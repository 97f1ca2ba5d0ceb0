import SwiftSyntax

/// Views a tutorial names without a property — the navigation bar, a bar button, the tab bar and
/// its items, a table or collection cell by index path, a section header, the search bar, a
/// subview by position: the running app makes them, so their frames are only in a capture, and a
/// capture keys them by identifier or label, not by this expression. Said what they are, so the
/// refusal can say what the capture holds instead.
enum RuntimeViewReference {
    /// What `expr` names and the expression that names it (a local's value), or nil when it is no
    /// such reference.
    static func describe(_ expr: ExprSyntax, depth: Int = 0) -> (what: String, node: ExprSyntax)? {
        // `let cell = tableView.cellForRow(at: …)` then `for: cell`: what the local holds, refused there.
        if let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, depth < ValueFolder.depthLimit,
           let value = LocalLet.binding(named: name, before: expr)?.initializer?.value {
            return describe(value, depth: depth + 1)
        }
        return what(expr).map { ($0, expr) }
    }

    /// What a view expression holds: a local's value (`let target: UIView = …`), followed.
    static func source(_ expr: ExprSyntax, depth: Int = 0) -> ExprSyntax {
        guard let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text, depth < ValueFolder.depthLimit,
              let value = LocalLet.binding(named: name, before: expr)?.initializer?.value else { return expr }
        return source(value, depth: depth + 1)
    }

    private static func what(_ expr: ExprSyntax) -> String? {
        if ValueFolder.branches(expr) != nil { return nil }
        let text = expr.trimmedDescription.replacingOccurrences(of: " ", with: "")
        if let call = FunctionCallFinder.first(in: expr, named: ["cellForRow", "cellForItem"]) {
            let kind = call.name == "cellForRow" ? "table" : "collection"
            guard let path = indexPath(call.call) else { return "a \(kind) cell chosen when the app runs" }
            return "the \(kind) cell at \(call.name == "cellForRow" ? "row" : "item") \(path.row) of section \(path.section)"
        }
        if text.contains("headerView(forSection:") { return "a table section header" }
        if text.contains("tabBar.items") || text.contains("tabBar.subviews") { return "a tab bar item" }
        if text.contains("rightBarButtonItem") || text.contains("leftBarButtonItem") || text.contains("value(forKey:\"view\")") {
            return "a bar button item's view"
        }
        if text.contains(".navigationBar") { return "the navigation bar" }
        if text.contains(".tabBar") { return "the tab bar" }
        if text.contains("searchBar") { return "the search bar" }
        if text.contains(".subviews[") { return "a subview by its position" }
        return nil
    }

    /// `IndexPath(row: r, section: s)` or `IndexPath(item: i, section: s)` of literal numbers.
    private static func indexPath(_ call: FunctionCallExprSyntax) -> (row: String, section: String)? {
        guard let path = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              path.calledExpression.trimmedDescription == "IndexPath" else { return nil }
        var row: String?
        var section: String?
        for argument in path.arguments {
            guard let value = argument.expression.as(IntegerLiteralExprSyntax.self)?.literal.text else { return nil }
            switch argument.label?.text {
            case "row", "item": row = value
            case "section": section = value
            default: return nil
            }
        }
        guard let row, let section else { return nil }
        return (row, section)
    }

    /// The refusal: what it is, and what the tour's screens capture, to name in a tutorial file.
    static func refusal(_ what: String, expr: ExprSyntax, style: String, captured: Set<String>) -> String {
        let ids = captured.sorted()
        let shown = ids.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ") + (ids.count > 8 ? " and \(ids.count - 8) more" : "")
        let holds = ids.isEmpty ? "" : " (the tour's screens capture \(shown))"
        return "`\(expr.trimmedDescription.prefix(80))` is \(what), made by the running app: a capture keys it by its identifier or label, not by this expression; "
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
