/// A device to solve a document for, other than the one it was designed on: what UIKit lays a
/// screen out with (the screen, the safe area the device gives in each orientation, the pixel
/// size). The module knows no device presets; the importer passes the preset's numbers.
public struct IBTarget: Sendable, Equatable {
    public let id: String
    public let isPad: Bool
    public let portraitSize: (width: Double, height: Double)
    public let scale: Double
    public let portraitSafeArea: IBInsets
    public let landscapeSafeArea: IBInsets
    public let landscape: Bool

    public init(id: String, isPad: Bool, portraitSize: (width: Double, height: Double), scale: Double,
                portraitSafeArea: IBInsets, landscapeSafeArea: IBInsets, landscape: Bool) {
        self.id = id
        self.isPad = isPad
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.landscape = landscape
    }

    public static func == (lhs: IBTarget, rhs: IBTarget) -> Bool {
        lhs.id == rhs.id && lhs.landscape == rhs.landscape && lhs.portraitSize == rhs.portraitSize && lhs.scale == rhs.scale
            && lhs.portraitSafeArea == rhs.portraitSafeArea && lhs.landscapeSafeArea == rhs.landscapeSafeArea
    }

    /// The bars' heights UIKit uses on this device: phones in landscape (compact height) draw a
    /// 32 pt navigation bar, toolbar and tab bar and no large title; iPads' navigation and tab
    /// bars are 50 pt (iOS 12 and later; iPadOS 18's floating tab bar is not drawn); everything
    /// else keeps the portrait phone's heights.
    func bars(top: Double, bottom: Double) -> IBInsets {
        if landscape && !isPad {
            return IBInsets(top: top > 0 ? 32 : 0, left: 0, bottom: bottom > 0 ? 32 : 0, right: 0)
        }
        return IBInsets(top: isPad && top == 44 ? 50 : top, left: 0, bottom: isPad && bottom == 49 ? 50 : bottom, right: 0)
    }
}
