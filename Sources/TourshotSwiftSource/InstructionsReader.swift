import SwiftSyntax
import TourshotModel

/// Instructions: a `CoachMarksControllerDataSource`'s three methods, read once per index —
/// `numberOfCoachMarks(for:)`, `coachMarkAt` returning `helper.makeCoachMark(for: view, …)`
/// and `coachMarkViewsAt` setting the default views' hint and next labels (docs/swift-sources.md).
struct InstructionsReader {
    let folder: ValueFolder
    let files: [SwiftSourceFile]
    let keys: ViewKeys
    /// More coach marks than this is a runaway count, not a tour.
    static let countLimit = 200

    /// Types conforming to `CoachMarksControllerDataSource`, or declaring its `coachMarkAt` method.
    static func dataSources(in files: [SwiftSourceFile]) -> [String] {
        var names: [String] = []
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) {
                guard let (name, members) = StaticConstants.typeMembers(decl), !names.contains(name) else { continue }
                let declares = members.contains { method(in: $0.decl, "coachMarksController", label: "coachMarkAt") != nil }
                if declares || TutorialKitReader.inherited(decl).contains("CoachMarksControllerDataSource") { names.append(name) }
            }
        }
        return names
    }

    static func method(in decl: DeclSyntax, _ name: String, label: String?) -> FunctionDeclSyntax? {
        guard let function = decl.as(FunctionDeclSyntax.self), function.name.text == name else { return nil }
        guard let label else { return function }
        return function.signature.parameterClause.parameters.contains { $0.firstName.text == label } ? function : nil
    }

    /// The data source's method (in its body or an extension), with the name its index parameter has.
    func method(_ name: String, label: String?, on type: String) -> (SwiftSourceFile, FunctionDeclSyntax, String)? {
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) {
                guard let (declName, members) = StaticConstants.typeMembers(decl), declName == type else { continue }
                for member in members {
                    guard let function = Self.method(in: member.decl, name, label: label) else { continue }
                    let parameter = function.signature.parameterClause.parameters.first { $0.firstName.text == label }
                    return (file, function, (parameter?.secondName ?? parameter?.firstName)?.text ?? "index")
                }
            }
        }
        return nil
    }

    func read(dataSource: String) throws(SwiftSourceRefusal) -> (JSONMembers, SwiftSourceFile) {
        guard let (file, marks, index) = method("coachMarksController", label: "coachMarkAt", on: dataSource) else {
            throw SwiftSourceRefusal(missingFrom: dataSource, in: files, argument: "coachMarkAt", "\(dataSource) has no `coachMarksController(_:coachMarkAt:)`; declare it returning `helper.makeCoachMark(for: view)`")
        }
        let count = try self.count(on: dataSource, declaredNear: (file, marks))
        let views = method("coachMarksController", label: "coachMarkViewsAt", on: dataSource)
        let skip = try skipTitle(on: dataSource)
        var steps: [JSONNode] = []
        var colors: ViewColors?
        defer { folder.answers?.step = nil }
        for value in 0..<count {
            folder.answers?.step = value + 1
            let mark = try coachMark(marks, in: file, index: (index, value))
            var look = CoachViews(node: Syntax(marks))
            if let (viewsFile, function, name) = views {
                look = try coachViews(function, in: viewsFile, index: (name, value))
                colors = try ViewColors.same(colors, look, step: value + 1, in: viewsFile)
            }
            steps.append(try step(mark, look, skip: skip, in: file))
        }
        var members = JSONMembers()
        members.set("style", file.node(.string("instructions"), at: marks))
        var theme = JSONMembers()
        theme.set("dimming", try overlayDimming(on: dataSource))
        theme.set("coachMark", colors?.node)
        if !theme.members.isEmpty { members.set("theme", theme.node(in: file, at: marks)) }
        members.set("elements", keys.elements(in: file, at: marks))
        members.set("steps", file.node(.array(steps), at: marks))
        return (members, file)
    }

    /// `return 3`, a `static let` number, or `views.count` of an array literal.
    func count(on type: String, declaredNear marks: (SwiftSourceFile, FunctionDeclSyntax)) throws(SwiftSourceRefusal) -> Int {
        guard let (file, function, _) = method("numberOfCoachMarks", label: nil, on: type), let body = function.body else {
            throw SwiftSourceRefusal(marks.0, at: marks.1.name, argument: "numberOfCoachMarks",
                                     "\(type) has no `numberOfCoachMarks(for:)` in the sources read; declare it returning the number of coach marks")
        }
        guard let value = StepsProperty.singleValue(body.statements) else {
            // A count chosen by the app's state (`if !filterButton.isHidden { return 4 }; return 3`): refused at the branch.
            if let branch = body.statements.lazy.compactMap({ Self.condition(of: $0.item) }).first {
                throw SwiftSourceRefusal(file, at: branch, argument: "numberOfCoachMarks",
                                         "the number of coach marks depends on `\(branch.trimmedDescription.prefix(60))` when the app runs; write a single `return N` for the case to preview (a tour per case)")
            }
            throw SwiftSourceRefusal(file, at: body, argument: "numberOfCoachMarks", "write a single `return 3` (or `return views.count` of an array literal)")
        }
        if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count", let base = member.base {
            if let (array, _) = NamedValue.array(base, in: file, files: files, folder: folder) { return array.elements.count }
            // `var items = [Item]()` filled by `append` when the app runs.
            if let (held, heldFile) = NamedValue.resolve(base, in: file, files: files, folder: folder) {
                throw SwiftSourceRefusal(heldFile, at: held, argument: "numberOfCoachMarks",
                                         "`\(base.trimmedDescription)` holds `\(held.trimmedDescription.prefix(60))`, filled when the app runs, not an array literal; write `return N` with the number of coach marks, or hold the items in an array literal")
            }
        }
        let number = try folder.number(value, in: file, argument: "numberOfCoachMarks")
        guard let count = Int(exactly: number), (1...Self.countLimit).contains(count) else {
            throw SwiftSourceRefusal(file, at: value, argument: "numberOfCoachMarks", "expected a whole number of coach marks from 1 to \(Self.countLimit), found `\(value.trimmedDescription)`")
        }
        return count
    }

    /// The condition of an `if` or `guard` statement.
    static func condition(of item: CodeBlockItemSyntax.Item) -> Syntax? {
        if let guarded = item.as(GuardStmtSyntax.self) { return Syntax(guarded.conditions) }
        let expr = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
        return expr?.as(IfExprSyntax.self).map { Syntax($0.conditions) }
    }

    /// One step's JSON: the hint, the highlight, the placement and the buttons.
    func step(_ mark: CoachMark, _ views: CoachViews, skip: JSONNode?, in file: SwiftSourceFile) throws(SwiftSourceRefusal) -> JSONNode {
        var step = JSONMembers()
        step.set("body", views.hint)
        if let view = mark.view {
            step.set("highlights", file.node(.array([mark.highlight.node(in: file, at: view.node)]), at: view.node))
            var attachment = JSONMembers()
            attachment.set("element", file.node(.string(view.name), at: view.node))
            attachment.set("side", mark.side.map { file.node(.string($0), at: mark.node) })
            if !views.arrow { attachment.set("tail", file.node(.bool(false), at: views.node)) }
            if !attachment.members.dropFirst().isEmpty { step.set("attachTo", attachment.node(in: file, at: view.node)) }
        }
        var buttons: [JSONNode] = []
        if let next = views.next, views.showsNext { buttons.append(button(next, role: "next", in: file)) }
        if let skip { buttons.append(button(skip, role: "skip", in: file)) }
        if skip != nil, views.next == nil, views.showsNext {
            throw SwiftSourceRefusal(file, at: views.node, argument: "nextLabel.text",
                                     "the next label's text is the app's; set `coachViews.bodyView.nextLabel.text` (or `withNextText: false`)")
        }
        if !buttons.isEmpty || !views.showsNext { step.set("buttons", file.node(.array(buttons), at: views.node)) }
        return step.node(in: file, at: mark.node)
    }

    private func button(_ title: JSONNode, role: String, in file: SwiftSourceFile) -> JSONNode {
        JSONNode(value: .object([("title", title), ("role", JSONNode(value: .string(role), line: title.line, column: title.column))]), line: title.line, column: title.column)
    }
}
