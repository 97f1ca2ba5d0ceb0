import TourshotModel

/// What one step shows in one capture: which presentations are open, which frames exist,
/// which regions blur. Shared by every style.
public struct StepScene: Sendable {
    public let capture: Capture
    public let step: Step
    public let orientation: Orientation
    /// Presentations opened by the step's triggers and present in this capture, in trigger order.
    public let shownPresentations: [Presentation]
    public let blur: [ImageLayout.Blur]
    public private(set) var warnings: [LayoutWarning] = []

    /// TutorialKit's blur radius for tagged views.
    public static let blurRadius = 14.0

    public init(capture: Capture, step: Step, tutorial: Tutorial, orientation: Orientation) {
        self.capture = capture
        self.step = step
        self.orientation = orientation
        var warnings: [LayoutWarning] = []
        var shown: [Presentation] = []
        for trigger in step.triggers {
            guard let id = tutorial.triggers[trigger] else { continue }
            if let presentation = capture.presentation(id) {
                if !shown.contains(presentation) { shown.append(presentation) }
            } else {
                warnings.append(LayoutWarning(.presentationMissing, element: id,
                    "trigger \"\(trigger)\" opens presentation \"\(id)\", which this \(orientation.rawValue) capture does not have; capture it to preview what the device shows"))
            }
        }
        self.shownPresentations = shown
        self.blur = step.blurTargets.compactMap { name in
            guard let target = capture.blurTarget(name) else {
                warnings.append(LayoutWarning(.blurTargetMissing, element: name,
                    "blur target \"\(name)\" has no frames in this \(orientation.rawValue) capture, so nothing blurs for it"))
                return nil
            }
            return ImageLayout.Blur(target: name, radius: Self.blurRadius, rects: target.frames)
        }
        self.warnings = warnings
    }

    /// The element's frame if the device would have captured it in this step: elements inside a
    /// popover or sheet only exist while it is shown.
    public func frame(of id: String) -> Rect? {
        guard let element = capture.element(id) else { return nil }
        if let presentation = element.presentation, !shownPresentations.contains(where: { $0.id == presentation }) {
            return nil
        }
        return element.frame
    }

    /// Why `frame(of:)` is nil, as a warning for the layout JSON.
    public func missingElementWarning(_ id: String, role: String) -> LayoutWarning {
        if let presentation = capture.element(id)?.presentation {
            return LayoutWarning(.presentationNotShown, element: id,
                "\(role) to \"\(id)\" is not drawn: it lives in presentation \"\(presentation)\", which no trigger of this step opens")
        }
        return LayoutWarning(.elementMissing, element: id,
            "\(role) to \"\(id)\" is not drawn: the \(orientation.rawValue) capture has no frame for it")
    }

    public var canvas: Rect { Rect(x: 0, y: 0, width: capture.size.width, height: capture.size.height) }
}
