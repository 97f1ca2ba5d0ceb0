import SwiftSyntax
import TourshotModel

/// The coach marks controller's overlay as the data source's type sets it: its colour becomes the
/// tutorial's `theme.dimming` (a preview that ignored it would be silently wrong), its blur is
/// refused (UIKit draws it; tourshot draws the dimming only).
extension InstructionsReader {
    func overlayDimming(on type: String) throws(SwiftSourceRefusal) -> JSONNode? {
        var colour: (ExprSyntax, SwiftSourceFile)?
        for file in files {
            for decl in StaticConstants.typeDecls(in: file.tree) {
                guard let (name, _) = StaticConstants.typeMembers(decl), name == type else { continue }
                let controllers = Self.controllers(in: decl)
                for assignment in SequenceFinder.assignments(in: decl) {
                    let parts = assignment.target.split(separator: ".").map(String.init)
                    guard parts.count == 3, parts[1] == "overlay", controllers.isEmpty || controllers.contains(parts[0]) else { continue }
                    switch parts[2] {
                    case "backgroundColor", "color":
                        // Set in two places: which one shows depends on when each runs.
                        if colour != nil {
                            throw SwiftSourceRefusal(file, at: assignment.value, argument: "overlay.\(parts[2])",
                                                     "the overlay's colour is set in more than one place, so which shows depends on the app's state; keep one assignment")
                        }
                        colour = (assignment.value, file)
                    case "blurEffectStyle" where !assignment.value.is(NilLiteralExprSyntax.self):
                        throw SwiftSourceRefusal(file, at: assignment.value, argument: "overlay.blurEffectStyle",
                                                 "UIKit blurs the overlay when the app runs, which tourshot does not draw; leave the blur out of the previewed source or write the tour as a tutorial file with \"style\": \"instructions\" and `theme.dimming`")
                    default:
                        continue
                    }
                }
            }
        }
        guard let (value, file) = colour else { return nil }
        let (hex, alpha) = try UIKitColor(folder: folder).rgba(value, in: file, argument: "overlay.backgroundColor")
        var dimming = JSONMembers()
        dimming.set("color", file.node(.string(hex), at: value))
        dimming.set("opacity", file.node(.number(alpha), at: value))
        return dimming.node(in: file, at: value)
    }
}
