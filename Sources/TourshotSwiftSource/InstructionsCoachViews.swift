import SwiftSyntax
import TourshotModel

/// Instructions' `coachMarkViewsAt` for one index (the default views' hint, next label and arrow)
/// and the controller's skip view.
extension InstructionsReader {
    /// What `coachMarkViewsAt` sets for one step: the hint, the next label and the arrow.
    struct CoachViews {
        var hint: JSONNode?
        var next: JSONNode?
        var showsNext = true
        var arrow = true
        var node: Syntax
        /// `theme.coachMark` key → the colour set (`#RRGGBB` or `#RRGGBBAA`), the Swift property
        /// and the value's node.
        var colors: [String: (color: String, property: String, node: Syntax)] = [:]
    }

    /// The default views' colours an app sets, by their path below the views, and the
    /// `theme.coachMark` key each becomes (`CoachMarkBodyDefaultView.swift`, `CoachMarkArrowDefaultView.swift`).
    static let colorProperties: [String: String] = [
        "bodyView.hintLabel.textColor": "hintColor", "bodyView.nextLabel.textColor": "nextColor",
        "bodyView.separator.backgroundColor": "separatorColor", "bodyView.backgroundColor": "backgroundColor",
        "bodyView.background.innerColor": "innerColor", "bodyView.background.borderColor": "borderColor",
        "arrowView.background.innerColor": "arrowInnerColor", "arrowView.background.borderColor": "arrowBorderColor",
    ]
    /// Colours shown only while the coach mark is pressed, which a preview never is.
    static let pressedColors: Set<String> = [
        "bodyView.background.highlightedInnerColor", "bodyView.background.highlightedBorderColor",
        "arrowView.background.highlightedInnerColor", "arrowView.background.highlightedBorderColor",
    ]

    func coachViews(_ function: FunctionDeclSyntax, in file: SwiftSourceFile, index: (name: String, value: Int)) throws(SwiftSourceRefusal) -> CoachViews {
        let reader = ImperativeStatements(file: file, folder: folder.reading(index), index: index)
        let statements = try reader.read(function.body?.statements ?? [], argument: "coachMarkViewsAt")
        var views: CoachViews?
        var name = ""
        for case .binding(let bound, let value, _) in statements {
            guard let call = SwiftCall(value, named: ["makeDefaultCoachViews"], in: file) else { continue }
            name = bound
            views = try defaultViews(call, in: file, reader: reader)
        }
        guard var views else {
            throw SwiftSourceRefusal(file, at: function.name, argument: "coachMarkViewsAt",
                                     "custom coach views are drawn at run time; write `let coachViews = coachMarksController.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)`")
        }
        for statement in statements {
            switch statement {
            case .binding: continue
            case .assignment(let target, let value, let node):
                // `coachViews.arrowView?.background.innerColor`: optional chaining names the same property.
                let path = target.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
                let property = path.hasPrefix("\(name).") ? String(path.dropFirst(name.count + 1)) : path
                if let key = Self.colorProperties[property] {
                    let (hex, alpha) = try UIKitColor(folder: folder).rgba(value, in: file, argument: target)
                    let byte = Int((alpha * 255).rounded())
                    views.colors[key] = (hex + (byte < 255 ? SwiftColor.byteHex(byte) : ""), property, Syntax(value))
                    continue
                }
                if Self.pressedColors.contains(property) { continue }
                let key = ["\(name).bodyView.hintLabel.text": "hint", "\(name).bodyView.nextLabel.text": "next"][target]
                guard let key else {
                    throw SwiftSourceRefusal(file, at: node, argument: target, "tourshot reads the default views' `hintLabel.text`, `nextLabel.text` and their colours (\(Self.colorProperties.keys.sorted().map { "`\($0)`" }.joined(separator: ", "))); leave `\(target)` out or write the tour as a tutorial file")
                }
                let label = try text(value, reader: reader, argument: target)
                if key == "hint" { views.hint = label } else { views.next = label }
            case .call(let call):
                throw SwiftSourceRefusal(file, at: call, argument: "coachMarkViewsAt", "\(ImperativeStatements.ranCall(call)); set only `hintLabel.text` and `nextLabel.text` here")
            case .returned(let value):
                // The helper's views as made, or its body alone (`arrowView: nil` hides the arrow).
                let parts = value.as(TupleExprSyntax.self).map { Array($0.elements.map(\.expression.trimmedDescription)) } ?? []
                guard parts.count == 2, parts[0] == "\(name).bodyView", ["\(name).arrowView", "nil"].contains(parts[1]) else {
                    throw SwiftSourceRefusal(file, at: value, argument: "coachMarkViewsAt",
                                             "custom coach views are drawn at run time; return `(bodyView: \(name).bodyView, arrowView: \(name).arrowView)`")
                }
                if parts[1] == "nil" { views.arrow = false }
            }
        }
        return views
    }

    private func defaultViews(_ call: SwiftCall, in file: SwiftSourceFile, reader: ImperativeStatements) throws(SwiftSourceRefusal) -> CoachViews {
        let arguments = try call.arguments(allowed: ["withArrow", "withNextText", "arrowOrientation", "hintText", "nextText", "nextLabelPosition"])
        var views = CoachViews(node: Syntax(call.syntax))
        if let arrow = arguments["withArrow"] { views.arrow = try folder.bool(arrow.expression, in: file, argument: "withArrow") }
        if let next = arguments["withNextText"] { views.showsNext = try folder.bool(next.expression, in: file, argument: "withNextText") }
        if let hint = arguments["hintText"] { views.hint = try text(hint.expression, reader: reader, argument: "hintText") }
        if let next = arguments["nextText"], !next.expression.is(NilLiteralExprSyntax.self) { views.next = try text(next.expression, reader: reader, argument: "nextText") }
        if let position = arguments["nextLabelPosition"], ValueFolder.constantReference(position.expression)?.name != "trailing" {
            throw SwiftSourceRefusal(file, at: position.expression, argument: "nextLabelPosition", "tourshot draws the next label trailing only; leave nextLabelPosition out")
        }
        // The helper orients the arrow as told; only the coach mark's own orientation matches where the mark lands.
        if views.arrow, arguments["arrowOrientation"].map({ !$0.expression.trimmedDescription.hasSuffix(".arrowOrientation") }) ?? true {
            throw SwiftSourceRefusal(file, at: arguments["arrowOrientation"]?.expression ?? ExprSyntax(call.syntax), argument: "arrowOrientation",
                                     "tourshot points the arrow the way the coach mark is placed; pass `arrowOrientation: coachMark.arrowOrientation`")
        }
        return views
    }

    /// A label's text (`texts[index]` or a table's row taken for the step); refused, the tour's answer for it.
    private func text(_ expr: ExprSyntax, reader: ImperativeStatements, argument: String) throws(SwiftSourceRefusal) -> JSONNode {
        var place = reader.file.node(.null, at: expr)
        let text = try folder.answerable(.text, replacing: expr, argument: argument) { () throws(SwiftSourceRefusal) in
            let (value, valueFile) = try reader.indexed(expr, files: files, argument: argument)
            place = valueFile.node(.null, at: value)
            return try reader.folder.string(value, in: valueFile, argument: argument)
        }
        return JSONNode(value: .string(text), line: place.line, column: place.column)
    }

    /// The title of the skip view the data source's type sets on its controller
    /// (`skipView.setTitle("Skip", for: .normal)`, `coachMarksController.skipView = skipView`), if any.
    func skipTitle(on type: String) throws(SwiftSourceRefusal) -> JSONNode? {
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) {
                guard let (name, _) = StaticConstants.typeMembers(decl), name == type else { continue }
                let controllers = Self.controllers(in: decl)
                // Only a controller's own `skipView` (not `mySkipView`, not another object's); a type
                // declaring no CoachMarksController property names its controller some other way.
                let assignments = SequenceFinder.assignments(in: decl).filter { assignment in
                    let parts = assignment.target.split(separator: ".").map(String.init)
                    return parts.count == 2 && parts[1] == "skipView" && (controllers.isEmpty || controllers.contains(parts[0]))
                }
                var title: JSONNode?
                for assignment in assignments {
                    // Set in one method and cleared in another: which one shows depends on when each runs.
                    if assignment.value.is(NilLiteralExprSyntax.self) {
                        guard assignments.count == 1 else {
                            throw SwiftSourceRefusal(file, at: assignment.value, argument: "skipView",
                                                     "the skip view is both set and cleared, so whether it shows depends on the app's state; keep one assignment")
                        }
                        continue // cleared only: no skip view, Instructions' default
                    }
                    title = try skipViewTitle(assignment.value, in: file)
                }
                return title
            }
        }
        return nil
    }

    /// `CoachMarksController` properties of the type (`let coachMarksController = CoachMarksController()`,
    /// `var controller: CoachMarksController`), by name.
    static func controllers(in decl: DeclSyntax) -> Set<String> {
        guard let (_, members) = StaticConstants.typeMembers(decl) else { return [] }
        var names: Set<String> = []
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let typed = binding.typeAnnotation?.type.trimmedDescription.hasPrefix("CoachMarksController") ?? false
                let made = binding.initializer.map { $0.value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "CoachMarksController" } ?? false
                if typed || made { names.insert(name) }
            }
        }
        return names
    }

    /// The title a `CoachMarkSkipDefaultView` kept in a `let` is given for `.normal`, the state tourshot draws.
    private func skipViewTitle(_ value: ExprSyntax, in file: SwiftSourceFile) throws(SwiftSourceRefusal) -> JSONNode {
        let expected = "tourshot draws Instructions' default skip view; write `let skipView = CoachMarkSkipDefaultView()`, `skipView.setTitle(\"Skip\", for: .normal)` and assign it"
        let view = ImperativeStatements.viewName(value)
        let made = view.flatMap { LocalLet.value(named: $0, before: value) } ?? value
        guard SwiftCall(made, named: ["CoachMarkSkipDefaultView"], in: file) != nil, let view,
              let block = NamedValue.ancestor(value, CodeBlockSyntax.self) else {
            throw SwiftSourceRefusal(file, at: value, argument: "skipView", expected)
        }
        var title: ExprSyntax?
        for call in CallFinder.find(named: "setTitle", in: block)
        where call.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap(ImperativeStatements.viewName) == view {
            let state = call.arguments.first { $0.label?.text == "for" }?.expression
            guard let state, ValueFolder.constantReference(state)?.name == "normal" else {
                throw SwiftSourceRefusal(file, at: state.map(Syntax.init) ?? Syntax(call), argument: "setTitle",
                                         "tourshot draws the skip view in its normal state; set the title `for: .normal` only")
            }
            title = call.arguments.first?.expression // the last `.normal` title is the one shown
        }
        guard let title else { throw SwiftSourceRefusal(file, at: value, argument: "skipView", expected) }
        // A title colour or any property set on it changes its look, which would be drawn as the default's.
        let restyled = CallFinder.find(named: "setTitleColor", in: block).map(Syntax.init).filter {
            $0.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap(ImperativeStatements.viewName) == view
        } + SequenceFinder.assignments(in: block).filter { $0.target.hasPrefix("\(view).") }.map { Syntax($0.value) }
        if let first = restyled.min(by: { $0.position < $1.position }) {
            throw SwiftSourceRefusal(file, at: first, argument: "skipView",
                                     "tourshot draws Instructions' default skip view with its title only; `\(first.trimmedDescription.prefix(60))` changes its look — leave it out of the previewed source or write the tour as a tutorial file")
        }
        return file.node(.string(try folder.string(title, in: file, argument: "setTitle")), at: title)
    }
}

/// The colours an app sets on the default coach views. tourshot's `theme.coachMark` colours
/// every step's coach mark alike, so a colour set differently for two indexes is refused.
struct ViewColors {
    let colors: [String: (color: String, property: String, node: Syntax)]
    let file: SwiftSourceFile

    /// The first step's colours, once step `step`'s agree with them.
    static func same(_ known: ViewColors?, _ views: InstructionsReader.CoachViews, step: Int, in file: SwiftSourceFile) throws(SwiftSourceRefusal) -> ViewColors {
        guard let known else { return ViewColors(colors: views.colors, file: file) }
        for (key, _) in CoachMarkColors.keys {
            let first = known.colors[key], now = views.colors[key]
            guard first?.color != now?.color else { continue }
            let property = (now ?? first)!.property
            throw SwiftSourceRefusal(file, at: now?.node ?? views.node, argument: property,
                                     "`\(property)` is \(first?.color ?? "not set") for step 1 and \(now?.color ?? "not set") for step \(step); tourshot colours every step's coach mark alike: set it the same for every index (a tour per colour for the others)")
        }
        return known
    }

    /// `theme.coachMark`, in the documented key order; nil when nothing is set.
    var node: JSONNode? {
        guard let first = CoachMarkColors.keys.lazy.compactMap({ colors[$0.0] }).first else { return nil }
        var members = JSONMembers()
        for (key, _) in CoachMarkColors.keys {
            guard let set = colors[key] else { continue }
            members.set(key, file.node(.string(set.color), at: set.node))
        }
        return members.node(in: file, at: first.node)
    }
}

/// `target = value` assignments anywhere under a declaration, in source order.
final class SequenceFinder: SyntaxVisitor {
    private var found: [(target: String, value: ExprSyntax)] = []

    static func assignments(in node: some SyntaxProtocol) -> [(target: String, value: ExprSyntax)] {
        let finder = SequenceFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let (target, value) = ImperativeStatements.assignment(ExprSyntax(node)) { found.append((target, value)) }
        return .visitChildren
    }
}
