/// Which roots are screens: in a storyboard each view controller's root view (a navigation
/// controller's bar is a root too, but no screen); in a xib every top-level view, the one
/// File's Owner's `view` outlet names under the owner's class.
enum IBSceneReader {
    static func scenes(roots: [Int], controllers: [Int: XMLNode], views: [IBView], outlets: [IBOutlet],
                       isStoryboard: Bool, owner: XMLNode?) -> [IBScene] {
        let ownersView = outlets.first { $0.source == "-1" && $0.property == "view" }?.destination
        return roots.compactMap { index in
            let view = views[index]
            if let controller = controllers[index] {
                return IBScene(root: index, controllerID: controller["id"], customClass: controller["customClass"],
                               storyboardIdentifier: controller["storyboardIdentifier"], element: controller.name, line: controller.line)
            }
            guard !isStoryboard else { return nil }
            if view.id == ownersView, let owner {
                return IBScene(root: index, controllerID: "-1", customClass: owner["customClass"] ?? view.customClass,
                               storyboardIdentifier: nil, element: view.element, line: view.line)
            }
            return IBScene(root: index, controllerID: nil, customClass: view.customClass, storyboardIdentifier: nil,
                           element: view.element, line: view.line)
        }
    }
}
