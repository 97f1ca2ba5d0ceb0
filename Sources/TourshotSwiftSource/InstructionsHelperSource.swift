import SwiftSyntax
import TourshotModel

/// An Instructions data source the app writes once and builds per screen from values it passes
/// (`DefaultDataSource(marksInfo, …)` with `marksInfo = [MarkInfo(hint:…, view: { self.addButton })]`):
/// each screen building it is a tour, read by evaluating the data source's methods on the instance
/// that call makes, per index — the count, the `makeCoachMark(for:)` view, the hint and next texts,
/// `withArrow:`. What the values cannot decide is refused at the screen's own line.
struct InstructionsHelperSource {
    let name: String
    let file: SwiftSourceFile
    let call: FunctionCallExprSyntax
    let dataSource: String

    /// Calls, in another type, of a data source's initialiser that takes arguments.
    static func all(in files: [SwiftSourceFile], types: TypeIndex, dataSources: [String]) -> [InstructionsHelperSource] {
        let built = Set(dataSources.filter { source in
            types[source]?.members.contains { ($0.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.count ?? 0) > 0 } == true
        })
        var found: [InstructionsHelperSource] = []
        for file in files {
            for call in CallCollector.calls(in: file.tree) {
                let callee = call.calledExpression.trimmedDescription
                guard built.contains(callee), !call.arguments.isEmpty, let owner = NamedValue.enclosingType(of: call), owner != callee,
                      !found.contains(where: { $0.name == owner }) else { continue }
                found.append(InstructionsHelperSource(name: owner, file: file, call: call, dataSource: callee))
            }
        }
        return found
    }

    func read(evaluator: SwiftEvaluator, reader: InstructionsReader) throws(SwiftSourceRefusal) -> (JSONMembers, SwiftSourceFile) {
        let folder = evaluator.folder
        let instance = evaluator.evaluate(ExprSyntax(call), in: file, argument: dataSource)
        if case .unknown(let refusal) = instance { throw refusal }
        let methods = Self.methods(of: dataSource, types: evaluator.types)
        guard let marks = methods.coachMarkAt, let (countBody, countFile) = methods.count else {
            throw SwiftSourceRefusal(file, at: call, argument: dataSource, "\(dataSource) lacks `coachMarksController(_:coachMarkAt:)` or `numberOfCoachMarks(for:)` in the sources read; add the file declaring them to the tour's \"tutorial\"")
        }
        let selfScope = SwiftEvaluator.Scope(selfValue: instance, selfType: dataSource)
        let count = evaluator.run(countBody.statements, in: countFile, scope: selfScope, expected: "Int", argument: "numberOfCoachMarks", whole: countBody)
        guard case .number(let number, _) = count, let total = Int(exactly: number), (1...InstructionsReader.countLimit).contains(total) else {
            if case .unknown(let refusal) = count { throw refusal }
            throw SwiftSourceRefusal(countFile, at: countBody, argument: "numberOfCoachMarks", "expected a whole number of coach marks from 1 to \(InstructionsReader.countLimit)")
        }
        var steps: [JSONNode] = []
        defer { folder.answers?.step = nil }
        for index in 0..<total {
            folder.answers?.step = index + 1
            var scope = selfScope
            scope.locals[marks.index] = .number(Double(index), SwiftSite(marks.file, marks.function))
            let mark = try coachMark(marks, scope: scope, evaluator: evaluator, reader: reader)
            var views = InstructionsReader.CoachViews(node: Syntax(call))
            if let made = methods.coachViewsAt {
                var viewScope = selfScope
                viewScope.locals[made.index] = .number(Double(index), SwiftSite(made.file, made.function))
                views = try coachViews(made, scope: viewScope, evaluator: evaluator)
            }
            steps.append(try reader.step(mark, views, skip: nil, in: file))
        }
        var members = JSONMembers()
        members.set("style", file.node(.string("instructions"), at: call))
        members.set("elements", reader.keys.elements(in: file, at: call))
        members.set("steps", file.node(.array(steps), at: call))
        return (members, file)
    }

    struct Method {
        let function: FunctionDeclSyntax
        let file: SwiftSourceFile
        /// The index parameter's name inside the method.
        let index: String
    }

    private static func methods(of type: String, types: TypeIndex) -> (coachMarkAt: Method?, coachViewsAt: Method?, count: (CodeBlockSyntax, SwiftSourceFile)?) {
        var marks: Method?, views: Method?, count: (CodeBlockSyntax, SwiftSourceFile)?
        for member in types[type]?.members ?? [] {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            let parameters = Array(function.signature.parameterClause.parameters)
            func index(_ label: String) -> String? {
                parameters.first { $0.firstName.text == label }.map { ($0.secondName ?? $0.firstName).text }
            }
            if function.name.text == "numberOfCoachMarks", let body = function.body { count = (body, member.file) }
            if function.name.text == "coachMarksController", let name = index("coachMarkAt") { marks = Method(function: function, file: member.file, index: name) }
            if function.name.text == "coachMarksController", let name = index("coachMarkViewsAt") { views = Method(function: function, file: member.file, index: name) }
        }
        return (marks, views, count)
    }

    /// The one `makeCoachMark(for:)` of the method, its view evaluated for this index.
    private func coachMark(_ method: Method, scope: SwiftEvaluator.Scope, evaluator: SwiftEvaluator, reader: InstructionsReader) throws(SwiftSourceRefusal) -> InstructionsReader.CoachMark {
        let made = CallCollector.calls(in: method.function).filter { $0.calledExpression.trimmedDescription.hasSuffix("makeCoachMark") }
        guard made.count == 1, let call = made.first else {
            throw SwiftSourceRefusal(method.file, at: method.function.name, argument: "coachMarkAt",
                                     "tourshot reads a data source built per screen when its `coachMarkAt` makes one `helper.makeCoachMark(for:)`; write one, or a tutorial file with \"style\": \"instructions\"")
        }
        var mark = InstructionsReader.CoachMark(node: Syntax(call))
        guard let target = call.arguments.first(where: { $0.label?.text == "for" })?.expression else { return mark }
        let view = evaluator.evaluate(target, in: method.file, scope: scope, expected: "UIView?", argument: "for")
        switch view {
        case .none:
            return mark
        case .expression(let expr, let site):
            let key = try evaluator.folder.answerable(.element, replacing: expr, argument: "for") { () throws(SwiftSourceRefusal) in
                try reader.keys.propertyKey(expr, in: site.file, argument: "for", style: "instructions", write: "`view: { self.someView }` with the view's property")
            }
            mark.view = (key, Syntax(expr))
            mark.highlight.set("element", site.file.node(.string(key), at: expr))
            return mark
        case .unknown(let refusal):
            throw refusal
        default:
            throw SwiftSourceRefusal(method.file, at: target, argument: "for", "expected a view; write the view's property")
        }
    }

    /// `hintLabel.text`, `nextLabel.text` and `withArrow:`, evaluated for this index.
    private func coachViews(_ method: Method, scope: SwiftEvaluator.Scope, evaluator: SwiftEvaluator) throws(SwiftSourceRefusal) -> InstructionsReader.CoachViews {
        var views = InstructionsReader.CoachViews(node: Syntax(method.function.name))
        for statement in method.function.body?.statements ?? [] {
            guard let parts = statement.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self).map({ Array($0.elements) }), parts.count == 3,
                  parts[1].is(AssignmentExprSyntax.self) else { continue }
            let target = parts[0].trimmedDescription
            for (suffix, argument) in [("hintLabel.text", "coachViews.bodyView.hintLabel.text"), ("nextLabel.text", "coachViews.bodyView.nextLabel.text")] where target.hasSuffix(suffix) {
                let value = evaluator.evaluate(parts[2], in: method.file, scope: scope, expected: "String", argument: argument)
                let node = try OnboardingValues.text(value, field: argument, folder: evaluator.folder, file: method.file, at: parts[2])
                if suffix.hasPrefix("hint") { views.hint = node } else { views.next = node }
            }
        }
        for call in CallCollector.calls(in: method.function) where call.calledExpression.trimmedDescription.hasSuffix("makeDefaultCoachViews") {
            if let arrow = call.arguments.first(where: { $0.label?.text == "withArrow" })?.expression,
               case .bool(let shows, _) = evaluator.evaluate(arrow, in: method.file, scope: scope, argument: "withArrow") {
                views.arrow = shows
            }
        }
        return views
    }
}
