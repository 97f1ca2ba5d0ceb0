import Foundation

/// Reads a .xib or .storyboard: every element with a `<rect key="frame">` is a view, its
/// nearest such ancestor its superview; constraints and subviews a size class leaves out are
/// dropped for the design device.
public enum IBDocumentReader {
    public static func read(_ data: Data, name: String) throws(InterfaceBuilderError) -> IBDocument {
        let root = try XMLTreeParser.parse(data, document: name)
        guard root.name == "document" else {
            throw InterfaceBuilderError(document: name, line: root.line, view: nil,
                                        message: "the root element is <\(root.name)>, not an Interface Builder <document>")
        }
        let toolsVersion = Double(root["toolsVersion"] ?? "") ?? 0
        let rootSizes = root.descendants().filter { $0["key"] == "view" }.compactMap { $0.child("rect", key: "frame") }
            .map { ($0.double("width") ?? 0, $0.double("height") ?? 0) }
        let device = root.child("device").flatMap {
            IBDevice(id: $0["id"] ?? "", orientation: $0["orientation"], rootSizes: rootSizes, toolsVersion: toolsVersion)
        }
        var builder = Builder(name: name, variations: IBVariations(root: root, device: device),
                              images: imageSizes(root), controls: ControlGeneration(toolsVersion: toolsVersion),
                              controllerBars: ControllerBars.read(root))
        builder.visit(root, parent: nil, controller: nil)
        let outlets = root.descendants().filter { $0.name == "outlet" }.compactMap { node -> IBOutlet? in
            guard let property = node["property"], let destination = node["destination"] else { return nil }
            return IBOutlet(property: property, destination: destination, line: node.line)
        }
        return IBDocument(
            name: name, isIOS: root["targetRuntime"]?.hasPrefix("iOS") ?? false, device: device,
            views: builder.views, roots: builder.roots, outlets: outlets, bars: builder.bars,
            layoutGuides: builder.layoutGuides, viewIndex: builder.viewIndex)
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
        var views: [IBView] = []
        var roots: [Int] = []
        var bars: [Int: IBInsets] = [:]
        var layoutGuides: [String: (root: Int, top: Bool)] = [:]
        var viewIndex: [String: Int] = [:]

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
            let bar = controllerBars[controller["id"] ?? ""] ?? ControllerBars()
            bars[root] = IBInsets(top: bar.top, left: 0, bottom: bar.bottom, right: 0)
            for guide in controller.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
                if let id = guide["id"] { layoutGuides[id] = (root, guide["type"] == "top") }
            }
        }
    }
}
