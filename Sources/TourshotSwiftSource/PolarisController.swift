import SwiftSyntax

/// What tourshot accepts done to a `GuideController` in a guide function: only what leaves the
/// previewed picture as tourshot draws it (PolarisGuideKit `Sources/GuideController.swift`).
/// Everything else — `setOverlayColor` (the mask colour tourshot draws fixed), `showStep(at:)`,
/// `showNextStep()`, `hide()`, a plugin of unknown kind — is refused with what would work.
enum PolarisController {
    /// Properties that only time or observe the guide: transitions, callbacks.
    static let properties: Set<String> = ["animatesStepTransition", "animationDuration", "onStepChange", "onDismiss"]
    /// Methods that show the guide from its first step or only redraw/unhook, the picture unchanged.
    static let methods: Set<String> = ["show", "refreshOverlay", "unregisterPlugin"]
    /// The one plugin PolarisGuideKit ships plays audio; others may draw, so they are refused.
    static let plugins: Set<String> = ["AudioGuidePlugin"]

    static func assignment(_ property: String, target: String, node: Syntax, in file: SwiftSourceFile) throws(SwiftSourceRefusal) {
        guard properties.contains(property) else {
            throw SwiftSourceRefusal(file, at: node, argument: target,
                                     "tourshot draws the guide with its own mask and reads the controller's \(properties.sorted().joined(separator: ", ")) only; leave `\(property)` out or write the tour as a tutorial file with \"style\": \"polaris\"")
        }
    }

    static func call(_ method: String, _ call: FunctionCallExprSyntax, in file: SwiftSourceFile, argument: String) throws(SwiftSourceRefusal) {
        if methods.contains(method) { return }
        if method == "registerPlugin", let plugin = call.arguments.first?.expression { return try self.plugin(plugin, in: file) }
        let instead = switch method {
        case "setOverlayColor": "tourshot draws the mask in the polaris style's colour; leave it out or write the tour as a tutorial file with \"style\": \"polaris\" and `theme.dimming`"
        case "showStep", "showNextStep": "tourshot previews every step from the first; leave it out and call `show()`"
        default: "the guide function may only build its steps and call the controller's \(methods.sorted().joined(separator: ", ")) or registerPlugin(AudioGuidePlugin(…))"
        }
        throw SwiftSourceRefusal(file, at: call, argument: argument, "\(ImperativeStatements.ranCall(call)); \(instead)")
    }

    /// `AudioGuidePlugin(…)` (in `registerPlugin` or `GuideController(plugins: […])`).
    static func plugin(_ expr: ExprSyntax, in file: SwiftSourceFile) throws(SwiftSourceRefusal) {
        guard let call = expr.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              plugins.contains(name) else {
            throw SwiftSourceRefusal(file, at: expr, argument: "plugin",
                                     "a plugin other than AudioGuidePlugin may draw on the guide when the app runs; leave it out of the previewed guide function")
        }
    }
}
