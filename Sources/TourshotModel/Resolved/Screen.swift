import Foundation
import TourshotFiles

/// A captured element frame.
public struct CapturedElement: Sendable, Hashable, Codable {
    public let id: String
    public let frame: Rect
    public let cornerRadius: Double
    /// The popover or sheet this element lives in; it only exists while that is shown.
    public let presentation: String?
    public let title: String?
    /// What the capture says the element is (`NavigationBar`, `TabBar`, `Button`, `Cell`,
    /// `Table`, …), and the bar, table or collection it is in (an element id): how a Swift
    /// tutorial's `navigationController?.navigationBar` is found (`CapturedView`).
    public var type: String? = nil
    public var container: String? = nil
    /// A cell's section and row in its table or collection.
    public var section: Int? = nil
    public var row: Int? = nil
    /// A cell of a table or collection captured scrolled away from its top: its section and
    /// row are not known, so `cellForRow(at:)` cannot find it (`CapturedView`).
    public var scrolled = false

    public init(id: String, frame: Rect, cornerRadius: Double = 0, presentation: String? = nil, title: String? = nil,
                type: String? = nil, container: String? = nil, section: Int? = nil, row: Int? = nil, scrolled: Bool = false) {
        self.id = id
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.presentation = presentation
        self.title = title
        self.type = type
        self.container = container
        self.section = section
        self.row = row
        self.scrolled = scrolled
    }
}

public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
    case popover, sheet
}

/// A popover or sheet that a trigger can open.
public struct Presentation: Sendable, Hashable {
    public let id: String
    public let style: PresentationStyle
    public let frame: Rect
    public internal(set) var source: String?
    public internal(set) var background: InputPath?
}

/// Views tagged with one blur target.
public struct BlurTarget: Sendable, Hashable {
    public let name: String
    public let frames: [Rect]
}

/// What the app recorded in one orientation.
public struct Capture: Sendable, Hashable {
    public let size: Size
    public internal(set) var safeArea = EdgeInsets.zero
    public internal(set) var background: InputPath?
    /// In file order, which is also the wireframe's drawing order.
    public internal(set) var elements: [CapturedElement] = []
    public internal(set) var blurTargets: [BlurTarget] = []
    public internal(set) var presentations: [Presentation] = []

    /// What every image of this capture is drawn on: the screen in points, origin top left.
    public var canvas: Rect { Rect(x: 0, y: 0, width: size.width, height: size.height) }

    public func element(_ id: String) -> CapturedElement? { elements.first { $0.id == id } }
    public func presentation(_ id: String) -> Presentation? { presentations.first { $0.id == id } }
    public func blurTarget(_ name: String) -> BlurTarget? { blurTargets.first { $0.name == name } }
}

/// A validated screen file: one device's captures.
public struct Screen: Sendable, Hashable {
    public let name: String
    public let scale: Double
    public let file: URL
    public let portrait: Capture?
    public let landscape: Capture?

    public func capture(_ orientation: Orientation) -> Capture? {
        orientation == .portrait ? portrait : landscape
    }

    public var orientations: [Orientation] {
        Orientation.allCases.filter { capture($0) != nil }
    }

    /// A screen file's stem, `iphone-se` for `iphone-se.screen.json`: the screen's name when
    /// the file gives none.
    public static func stem(of file: URL) -> String {
        file.deletingPathExtension().deletingPathExtension().lastPathComponent
    }

    /// Whether `name` (a `--screen` or a test's screen) names this screen: its name or its
    /// file's stem.
    public func isNamed(_ name: String) -> Bool {
        self.name == name || Self.stem(of: file) == name
    }
}
