/// One view of a document: what IB wrote about it that layout needs, and where.
public struct IBView: Sendable {
    public let id: String
    public let line: Int
    /// The element's name: `view`, `button`, `label`, `imageView`, `stackView`, `tableViewCell`…
    public let element: String
    public let customClass: String?
    public let userLabel: String?
    public let accessibilityIdentifier: String?
    /// The frame IB stored, in the superview's coordinates, as laid out for the design device.
    public let storedFrame: IBRect?
    public let parent: Int?
    public internal(set) var children: [Int] = []
    /// `translatesAutoresizingMaskIntoConstraints="NO"`: constraints place it, not its frame.
    public let placedByConstraints: Bool
    public let autoresizing: AutoresizingMask
    public let misplaced: Bool
    public let ambiguous: Bool
    public let hidden: Bool
    /// `<viewLayoutGuide key="safeArea">`'s id, which constraints name as an item.
    public let safeAreaGuideID: String?
    public let contentLayoutGuideID: String?
    public let frameLayoutGuideID: String?
    public let customLayoutMargins: IBInsets?
    public let insetsLayoutMarginsFromSafeArea: Bool
    public let content: IntrinsicContent
    /// How far the frame reaches outside the alignment rectangle constraints place.
    public let alignmentOutsets: IBInsets
    public let hugging: (horizontal: Int, vertical: Int)
    public let compressionResistance: (horizontal: Int, vertical: Int)
    public let constraints: [IBConstraint]
    public let stack: IBStackAttributes?
    /// A label's `numberOfLines` (0: as many as the text needs); 1 for every other view.
    public internal(set) var numberOfLines = 1
    /// IB's "Intrinsic Size: Placeholder" is set: the document says how big its code makes it.
    public internal(set) var hasPlaceholderSize = false

    /// A name for messages: the IB label, else the class, with the id.
    public var displayName: String {
        "\(userLabel ?? accessibilityIdentifier ?? customClass ?? element) (\(id))"
    }

    /// UIScrollView and its subclasses, whose subviews' edge constraints meet the content area.
    public var isScrollView: Bool {
        ["scrollView", "tableView", "collectionView", "textView"].contains(element)
    }

    /// Table and collection cells: their container places them, whatever their constraints say.
    public var isPlacedByContainer: Bool {
        ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewCellContentView",
         "collectionViewCellContentView", "tableViewHeaderFooterView"].contains(element)
    }
}

/// `<autoresizingMask>`: which of a view's margins and sizes follow its superview's size.
public struct AutoresizingMask: Sendable, Equatable {
    public var flexibleLeft = false, flexibleWidth = false, flexibleRight = false
    public var flexibleTop = false, flexibleHeight = false, flexibleBottom = false

    public init() {}
}

/// `<stackView axis= distribution= alignment= spacing=>`.
public struct IBStackAttributes: Sendable {
    public let vertical: Bool
    public let distribution: String
    public let alignment: String
    public let spacing: Double
}
