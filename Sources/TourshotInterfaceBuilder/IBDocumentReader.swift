import Foundation

/// Reads a .xib or .storyboard: every element with a `<rect key="frame">` is a view, its
/// nearest such ancestor its superview; constraints and subviews a size class leaves out are
/// dropped for the design device.
public enum IBDocumentReader {
    /// A parsed document, read again for each device it is solved for without parsing again.
    public struct Source: @unchecked Sendable {
        // The tree is never changed once parsed.
        let root: XMLNode
        public let name: String
        // What no device changes, read once for every device solved for.
        let toolsVersion: Double
        let rootSizes: [(Double, Double)]
        let images: [String: (Double, Double)]
        let controllerBars: [String: ControllerBars]
        let outlets: [IBOutlet]
        let variations: [XMLNode]
        /// File's Owner's placeholder (a xib's).
        let owner: XMLNode?
    }

    public static func parse(_ data: Data, name: String) throws(InterfaceBuilderError) -> Source {
        let root = try XMLTreeParser.parse(data, document: name)
        guard root.name == "document" else {
            throw InterfaceBuilderError(document: name, line: root.line, view: nil,
                                        message: "the root element is <\(root.name)>, not an Interface Builder <document>")
        }
        try NumericAttributes.check(root, document: name)
        var outlets: [IBOutlet] = []
        collectOutlets(root, into: &outlets)
        let nodes = root.descendants()
        return Source(root: root, name: name, toolsVersion: Double(root["toolsVersion"] ?? "") ?? 0,
                      rootSizes: nodes.filter { $0["key"] == "view" }.compactMap { $0.child("rect", key: "frame") }
                          .map { ($0.double("width") ?? 0, $0.double("height") ?? 0) },
                      images: imageSizes(root), controllerBars: ControllerBars.read(root), outlets: outlets,
                      variations: nodes.filter { $0.name == "variation" },
                      owner: nodes.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" })
    }

    /// - Parameter target: the device to solve for; nil solves for the design device.
    public static func read(_ data: Data, name: String, target: IBTarget? = nil) throws(InterfaceBuilderError) -> IBDocument {
        document(try parse(data, name: name), target: target)
    }

    public static func document(_ source: Source, target: IBTarget? = nil) -> IBDocument {
        let root = source.root, name = source.name, toolsVersion = source.toolsVersion, rootSizes = source.rootSizes
        let design = root.child("device").flatMap {
            IBDevice(id: $0["id"] ?? "", orientation: $0["orientation"], rootSizes: rootSizes, toolsVersion: toolsVersion)
        }
        let device = target.map(IBDevice.init(target:)) ?? design
        var builder = Builder(name: name, variations: IBVariations(source.variations, device: device),
                              images: source.images, controls: ControlGeneration(toolsVersion: toolsVersion),
                              controllerBars: source.controllerBars, target: target)
        builder.visit(root, parent: nil, controller: nil)
        let outlets = source.outlets
        let views = builder.views
        let scenes = IBSceneReader.scenes(roots: builder.roots, controllers: builder.controllers, views: views, outlets: outlets,
                                          isStoryboard: root["type"]?.contains("Storyboard") ?? false, owner: source.owner)
        let rootFrames = target.map { RootFrames.frames(builder.roots, views: views, bars: builder.bars, design: design, target: $0) } ?? [:]
        return IBDocument(
            name: name, isIOS: root["targetRuntime"]?.hasPrefix("iOS") ?? false, device: device,
            views: views, roots: builder.roots, outlets: outlets, bars: builder.bars,
            layoutGuides: builder.layoutGuides, scenes: scenes, rootFrames: rootFrames, tabBarred: builder.tabBarred, navigationInferred: builder.navigationInferred, viewIndex: builder.viewIndex)
    }

    /// Every `<outlet>` in document order, with the object whose `<connections>` hold it.
    private static func collectOutlets(_ node: XMLNode, into outlets: inout [IBOutlet]) {
        for child in node.children {
            if child.name == "outlet", let property = child["property"], let destination = child["destination"] {
                outlets.append(IBOutlet(property: property, destination: destination, line: child.line, source: nil))
            }
            if child.name == "connections" {
                for outlet in child.children where outlet.name == "outlet" {
                    guard let property = outlet["property"], let destination = outlet["destination"] else { continue }
                    outlets.append(IBOutlet(property: property, destination: destination, line: outlet.line, source: node["id"]))
                }
                continue
            }
            collectOutlets(child, into: &outlets)
        }
    }

    private static func imageSizes(_ root: XMLNode) -> [String: (Double, Double)] {
        var sizes: [String: (Double, Double)] = [:]
        for image in root.child("resources")?.children ?? [] where image.name == "image" {
            if let name = image["name"], let width = image.double("width"), let height = image.double("height") {
                sizes[name] = (width, height)
            }
        }
        return sizes
    }

    private struct Builder {
        let name: String
        let variations: IBVariations
        let images: [String: (Double, Double)]
        let controls: ControlGeneration
        let controllerBars: [String: ControllerBars]
        let target: IBTarget?
        var views: [IBView] = []
        var roots: [Int] = []
        var bars: [Int: IBInsets] = [:]
        var layoutGuides: [String: (root: Int, top: Bool)] = [:]
        var viewIndex: [String: Int] = [:]
        /// The controller element each controller's root view belongs to, by root index.
        var controllers: [Int: XMLNode] = [:]
        var tabBarred = Set<Int>()
        var navigationInferred = Set<Int>()

        /// `controller` is the view controller element whose root view is being read.
        /// A view is an element with a frame, or any element in `<subviews>` (documents of old
        /// Xcode versions leave frames out).
        mutating func visit(_ node: XMLNode, parent: Int?, controller: XMLNode?, inSubviews: Bool = false) {
            let isController = node.name.hasSuffix("ViewController") || node.name == "viewController"
            let controller = isController ? node : controller
            let isView = node.child("rect", key: "frame") != nil || inSubviews
            guard isView, let id = node["id"] else {
                for child in node.children {
                    visit(child, parent: parent, controller: controller, inSubviews: node.name == "subviews")
                }
                return
            }
            guard variations.isInstalled(id) else { return }
            let index = views.count
            views.append(IBViewReader.view(node, parent: parent, index: index, images: images, variations: variations, controls: controls))
            viewIndex[id] = index
            if let parent { views[parent].children.append(index) } else {
                roots.append(index)
                if let controller, node["key"] == "view" { noteController(controller, root: index) }
            }
            for child in node.children where child.name != "constraints" {
                visit(child, parent: index, controller: parent == nil ? controller : nil)
            }
        }

        /// The bars above and below a controller's root view, and its old top and bottom
        /// layout guides.
        private mutating func noteController(_ controller: XMLNode, root: Int) {
            var bar = controllerBars[controller["id"] ?? ""] ?? ControllerBars()
            // Xcode's canvas draws no bar there (what the stored frames say); the running app,
            // which a device solved for stands for, shows the navigation controller's.
            if bar.navigationItemOnly, target != nil {
                bar.top = 44
                navigationInferred.insert(root)
            }
            bars[root] = target?.bars(top: bar.top, bottom: bar.bottom) ?? IBInsets(top: bar.top, left: 0, bottom: bar.bottom, right: 0)
            controllers[root] = controller
            if bar.tab { tabBarred.insert(root) }
            for guide in controller.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
                if let id = guide["id"] { layoutGuides[id] = (root, guide["type"] == "top") }
            }
        }
    }
}
