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
    /// The tutorial's element labels, which the lookup of an element id falls back to.
    let elementLabels: [String: String]
    public private(set) var warnings: [LayoutWarning] = []

    /// TutorialKit's blur radius for tagged views.
    public static let blurRadius = 14.0

    public init(capture: Capture, step: Step, tutorial: Tutorial, orientation: Orientation) {
        self.capture = capture
        self.step = step
        self.orientation = orientation
        self.elementLabels = tutorial.elementLabels
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

    /// Which overlay asks for a frame: TutorialKit's main overlay sees the frames the app's own
    /// view tree reports; the supplemental window sees only frames reported from inside presented
    /// content (`.tutorialOverlay()`), which preferences from the app's tree never reach.
    public enum Observer: Sendable {
        case overlay, supplemental
    }

    /// The captured element a tutorial's id names (`Capture.element(named:label:)`).
    public func element(_ id: String) -> CapturedElement? {
        capture.element(named: id, label: elementLabels[id])
    }

    /// The element's frame if the device would have it for `observer` in this step.
    public func frame(of id: String, for observer: Observer) -> Rect? {
        guard let element = element(id) else { return nil }
        switch (observer, element.presentation) {
        case (.overlay, nil): return element.frame
        case (.overlay, _?): return nil
        case (.supplemental, nil): return nil
        case (.supplemental, let presentation?):
            return shownPresentations.contains { $0.id == presentation } ? element.frame : nil
        }
    }

    /// Why `frame(of:for:)` is nil, as a warning for the layout JSON.
    public func missingElementWarning(_ id: String, role: String, for observer: Observer) -> LayoutWarning {
        guard let element = element(id) else {
            return LayoutWarning(.elementMissing, element: id,
                "\(role) to \"\(id)\" is not drawn: the \(orientation.rawValue) capture has no frame for it")
        }
        switch (observer, element.presentation) {
        case (.overlay, let presentation?):
            return LayoutWarning(.presentationNotShown, element: id,
                "\(role) to \"\(id)\" is not drawn: it lives in presentation \"\(presentation)\", whose frames only supplementalArrows can reach; move the arrow to supplementalArrows")
        case (.supplemental, nil):
            return LayoutWarning(.elementMissing, element: id,
                "\(role) to \"\(id)\" is not drawn: supplemental arrows only reach elements inside a presented popover or sheet; use arrows for elements of the screen itself")
        case (.supplemental, let presentation?):
            return LayoutWarning(.presentationNotShown, element: id,
                "\(role) to \"\(id)\" is not drawn: it lives in presentation \"\(presentation)\", which no trigger of this step opens")
        case (.overlay, nil):
            return LayoutWarning(.elementMissing, element: id, "\(role) to \"\(id)\" is not drawn")
        }
    }

    public var canvas: Rect { capture.canvas }
}
