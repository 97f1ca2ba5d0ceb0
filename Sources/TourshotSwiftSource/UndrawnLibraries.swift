import SwiftSyntax
import TourshotModel

/// Tours made with something tourshot does not draw — TipKit, EasyTipView, AwesomeSpotlightView,
/// Gecco, MaterialShowcase, or coach marks the app draws itself — found so that each is named
/// at its first line with what to do, instead of vanishing into "the sources hold no tutorial".
/// Each is a candidate (its type's name) whose read is that refusal.
struct UndrawnTour {
    let name: String
    let file: SwiftSourceFile
    let node: Syntax
    /// "a TipKit tip", "an EasyTipView tooltip", …
    let what: String
    /// Said after the library: the texts read, the app's own types.
    var detail = ""

    static let drawn = "tourshot draws TutorialKit, Instructions, PolarisGuideKit and Spotlight overlays and paged onboardings"

    var refusal: SwiftSourceRefusal {
        SwiftSourceRefusal(file, at: node, argument: name,
                           "this is \(what)\(detail); \(Self.drawn), not this; write a tutorial file for it (its steps' texts and the captured elements they point at, with the \"style\" closest to its look: docs/format.md) or, to have tourshot read it from the Swift, build it with one of those libraries")
    }

    /// Library calls that make a tour, and what each is.
    static let libraryCalls: [(callee: String, what: String)] = [
        ("EasyTipView", "an EasyTipView tooltip"), ("AwesomeSpotlightView", "an AwesomeSpotlightView spotlight"),
        ("AwesomeSpotlight", "an AwesomeSpotlightView spotlight"), ("MaterialShowcase", "a MaterialShowcase showcase"),
        ("TipView", "a TipKit tip"), ("TipGroup", "a group of TipKit tips"), ("popoverTip", "a TipKit tip"),
    ]
    /// Words naming an overlay an app draws itself (`CoachMarksView`, `SpotlightView`).
    static let overlayWords = ["coachmark", "spotlight", "showcase", "walkthrough", "tooltip"]
    /// Instructions' own protocols: a type conforming to them is part of an Instructions tour.
    static let instructionsProtocols: Set<String> = ["CoachMarkBodyView", "CoachMarkArrowView", "CoachMarksControllerDataSource",
                                                     "CoachMarksControllerDelegate", "CoachMarkSkipView"]

    static func all(in files: [SwiftSourceFile], evaluator: SwiftEvaluator) -> [UndrawnTour] {
        let types = evaluator.types
        var found: [UndrawnTour] = []
        func add(_ tour: UndrawnTour) { if !found.contains(where: { $0.name == tour.name }) { found.append(tour) } }
        // TipKit tips, each its own tour, with the texts they show.
        for name in types.order {
            guard let declared = types[name], declared.inherited.contains("Tip") else { continue }
            add(UndrawnTour(name: name, file: declared.file, node: Syntax(declared.decl), what: "a TipKit tip", detail: tipTexts(name, evaluator: evaluator)))
        }
        // Gecco's spotlights are subclasses of its view controller.
        for name in types.order {
            guard let declared = types[name], declared.inherited.contains("SpotlightViewController") else { continue }
            add(UndrawnTour(name: name, file: declared.file, node: Syntax(declared.decl), what: "a Gecco spotlight (`SpotlightViewController`)"))
        }
        for tour in StoryboardTours.all(in: types) { add(tour) }
        for tour in OneScreenWelcome.all(in: files, types: types) { add(tour) }
        let declaresTips = found.contains { $0.what == "a TipKit tip" }
        var homeGrown = Set(types.order.filter { name in
            let lower = name.lowercased()
            return overlayWords.contains(where: lower.contains) && !(types[name]?.inherited.contains(where: instructionsProtocols.contains) ?? true)
                && !(types[name]?.inherited.contains("Tip") ?? false)
        })
        // The app draws an overlay itself only where it declares its view; coach-mark helpers of a
        // library (a table of hints handed to Instructions) are not one.
        if !homeGrown.contains(where: types.isView) { homeGrown = [] }
        for file in files {
            for call in CallCollector.calls(in: file.tree) {
                let callee = call.calledExpression.trimmedDescription
                let last = callee.split(separator: ".").last.map(String.init) ?? callee
                // A screen of the app's own (a type it declares), not an extension of UIKit's.
                guard let owner = NamedValue.enclosingType(of: call), types[owner] != nil, !homeGrown.contains(owner),
                      types[owner]?.inherited.contains("Tip") != true else { continue }
                let parts = Set(callee.split(separator: ".").map(String.init))
                if let library = libraryCalls.first(where: { parts.contains($0.callee) }), !homeGrown.contains(library.callee), types[library.callee] == nil,
                   !(declaresTips && library.what.contains("TipKit")) {
                    add(UndrawnTour(name: owner, file: file, node: Syntax(call), what: library.what))
                } else if homeGrown.contains(last) {
                    let drawnBy = homeGrown.filter { types.isView($0) }.sorted().map { "`\($0)`" }
                    let place = types[last].map { "\($0.file.displayPath):\($0.decl.startLocation(converter: $0.file.converter).line)" } ?? ""
                    add(UndrawnTour(name: owner, file: file, node: Syntax(call), what: "a coach-mark overlay the app draws itself",
                                    detail: " (`\(last)`, \(place)" + (drawnBy.isEmpty ? ")" : ", drawn by \(drawnBy.joined(separator: ", ")))")))
                }
            }
        }
        return found
    }

    /// `(its title "…", message "…")` when the tip's texts are known.
    private static func tipTexts(_ name: String, evaluator: SwiftEvaluator) -> String {
        guard let declared = evaluator.types[name] else { return "" }
        let tip = SwiftValue.instance(type: name, fields: [], SwiftSite(declared.file, declared.decl))
        var parts: [String] = []
        for field in ["title", "message"] {
            let at = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(field)))
            if case .text(let text, _)? = evaluator.property(field, of: tip, type: name, in: declared.file, at: at, scope: .init(), argument: field) {
                parts.append("\(field) \(JSONString.quoted(text))")
            }
        }
        return parts.isEmpty ? "" : " (its " + parts.joined(separator: ", ") + ")"
    }
}

/// Every function call in a tree, and every `.modifier(…)` call (`.popoverTip(tip)`).
enum CallCollector {
    static func calls(in tree: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let visitor = CallVisitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.calls
    }
}

private final class CallVisitor: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        calls.append(node)
        return .visitChildren
    }
}
