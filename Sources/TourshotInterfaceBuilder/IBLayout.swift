import TourshotAutoLayout

/// A document solved for its design device: every view's frame in the window's coordinates
/// (a root at its own stored origin), which views the constraints leave ambiguous, and the
/// problems met (constraints not understood, required constraints broken as UIKit breaks them).
public struct IBLayoutResult: Sendable {
    public let frames: [IBRect]
    public let ambiguous: Set<Int>
    public let problems: [InterfaceBuilderError]
}

public enum IBLayout {
    /// - Parameter scene: a root view's index: only its views are solved (a storyboard's other
    ///   scenes are left at zero), which is what makes solving one screen for every device fast.
    public static func layout(_ document: IBDocument, text: IBTextSizing = IBTextSizing(), scene: Int? = nil) -> IBLayoutResult {
        let rootAreas = rootSafeAreas(document)
        let first = solve(document, safeAreas: rootAreas, text: text, scene: scene)
        // Safe areas of views inside a root depend on where they are, and multi-line labels'
        // heights on the width they got: a second solve, as UIKit lays out again once the
        // insets have propagated and labels have their preferred width.
        let wraps = wrappedHeights(document, frames: first.frames, text: text)
        let nested = document.views.contains(where: { $0.parent != nil && $0.safeAreaGuideID != nil })
        guard nested || !wraps.isEmpty else { return first }
        let areas = nested ? descendantSafeAreas(document, frames: first.frames, roots: rootAreas, scene: scene) : rootAreas
        return solve(document, safeAreas: areas, text: text, scene: scene, wrappedHeights: wraps)
    }

    /// Labels of more than one line whose text does not fit the width the solve gave them.
    private static func wrappedHeights(_ document: IBDocument, frames: [IBRect], text: IBTextSizing) -> [Int: Double] {
        var heights: [Int: Double] = [:]
        // Views out of the scene were not solved (zero width): not wrapped.
        for (index, view) in document.views.enumerated() where view.numberOfLines != 1 && view.placedByConstraints && frames[index].width > 0 {
            if let height = text.wrappedHeight(of: view.content, width: frames[index].width, lines: view.numberOfLines,
                                               scale: document.device?.scale ?? 2) {
                heights[index] = height
            }
        }
        return heights
    }

    private static func solve(_ document: IBDocument, safeAreas: [Int: IBInsets], text: IBTextSizing, scene: Int?,
                              wrappedHeights: [Int: Double] = [:]) -> IBLayoutResult {
        let context = LayoutContext(document: document, safeAreas: safeAreas, text: text, scene: scene, wrappedHeights: wrappedHeights)
        var problems: [InterfaceBuilderError] = []
        let constraints = StructuralConstraints.make(context)
            + DocumentConstraints.make(context, problems: &problems)
            + StackViewConstraints.make(context)
            + IntrinsicSizeConstraints.make(context)
        var solver = Solver()
        for sourced in constraints {
            do throws(UnsatisfiableConstraint) {
                try solver.add(sourced.constraint)
            } catch {
                problems.append(InterfaceBuilderError(
                    document: document.name, line: sourced.line, view: sourced.view,
                    message: "\(sourced.constraint.label) cannot hold with "
                        + error.conflicting.map(\.label).joined(separator: ", ")
                        + "; broken, as UIKit breaks one to recover"))
            }
        }
        var ambiguous = Set<Int>()
        let frames = context.variables.enumerated().map { index, v in
            guard context.inScope(index) else { return IBRect(x: 0, y: 0, width: 0, height: 0) }
            if [v.left, v.top, v.width, v.height].contains(where: solver.isAmbiguous) { ambiguous.insert(index) }
            let alignment = IBRect(x: solver.value(of: v.left), y: solver.value(of: v.top),
                                   width: solver.value(of: v.width), height: solver.value(of: v.height))
            return AlignmentRect.frame(alignment, outsets: document.views[index].alignmentOutsets)
        }
        return IBLayoutResult(frames: frames, ambiguous: ambiguous, problems: problems)
    }

    /// A root's insets are how far it reaches into the screen's bands that the status bar, the
    /// bars and the rounded corners keep. IB stores a controller's root at y = 0 even when it
    /// is shorter than the screen; its place on the screen follows from its height: under a top
    /// bar, a height other than the screen's (or the screen's less an opaque bottom bar) starts
    /// below the bar; every other root starts at the top (an embedded controller's too).
    private static func rootSafeAreas(_ document: IBDocument) -> [Int: IBInsets] {
        var areas: [Int: IBInsets] = [:]
        for root in document.roots {
            guard let frame = document.frame(ofRoot: root), let device = document.device else { continue }
            let screen = device.screen, bars = document.bars[root] ?? .zero
            let screenInsets = device.safeArea(statusBar: device.drawsStatusBarAlways || bars.top > 0)
            // A xib's top-level view, whatever its size, gets the device's insets in IB; the
            // status bar only when it is as big as the screen (a notch's inset always stays).
            if document.bars[root] == nil {
                let screenSized = frame.width == screen.width && frame.height == screen.height
                // On a target device a freeform view (a card, a cell) is wherever the app puts
                // it: no insets are known, so none are given.
                areas[root] = device.target != nil && !screenSized ? .zero
                    : device.safeArea(statusBar: screenSized && device.drawsStatusBarAlways)
                continue
            }
            guard frame.width == screen.width else { areas[root] = .zero; continue }
            let band = screenInsets + bars
            let top = ScreenPlacement.of(document, root: root).rootTop
            areas[root] = IBInsets(
                top: max(0, band.top - top), left: band.left,
                bottom: max(0, top + frame.height - (screen.height - band.bottom)), right: band.right)
        }
        return areas
    }

    /// How far each view reaches into its root's unsafe bands.
    private static func descendantSafeAreas(_ document: IBDocument, frames: [IBRect], roots: [Int: IBInsets], scene: Int?) -> [Int: IBInsets] {
        var areas = roots
        for (index, view) in document.views.enumerated() where view.parent != nil {
            var root = index
            while let parent = document.views[root].parent { root = parent }
            let r = frames[root], f = frames[index], insets = roots[root] ?? .zero
            func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
            areas[index] = IBInsets(
                top: clamp(r.y + insets.top - f.y, f.height), left: clamp(r.x + insets.left - f.x, f.width),
                bottom: clamp(f.y + f.height - (r.y + r.height - insets.bottom), f.height),
                right: clamp(f.x + f.width - (r.x + r.width - insets.right), f.width))
        }
        return areas
    }
}
