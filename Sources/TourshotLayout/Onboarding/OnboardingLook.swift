import TourshotModel

/// Cluck's `OnboardingView` (docs/styles.md, onboarding): all the numbers in one place.
public enum OnboardingLook {
    /// Page 1's accent, (1.0, 0.3, 0.2): the default when a page gives no colours.
    public static let defaultAccent = RGBAColor(red: 1, green: 0.3, blue: 0.2)
    /// The bottom-trailing end of the gradient is the accent at this opacity.
    public static let gradientEndOpacity = 0.7

    /// What shows through the gradient's transparent end: the presentation background.
    public static func presentationBackground(_ appearance: Appearance) -> RGBAColor {
        appearance == .dark ? .black : .white
    }

    // Skip row.
    public static let skipFont = FontSpec(size: 17, weight: .semibold)  // .headline
    public static let skipColor = RGBAColor(white: 1, alpha: 0.9)
    public static let skipPadding = (horizontal: 20.0, vertical: 10.0)
    public static let rowPadding = 16.0
    public static let skipTitle = "Skip"

    // Page content.
    public static let contentSpacing = 32.0
    public static let emojiFont = FontSpec(size: 100)
    public static let emojiBox = 200.0
    public static let glowRadius = 100.0
    public static let glowOpacity = 0.3
    public static let textSpacing = 16.0
    public static let titleFont = FontSpec(size: 32, weight: .bold, rounded: true)
    public static let descriptionFont = FontSpec(size: 17)  // .body
    public static let descriptionColor = RGBAColor(white: 1, alpha: 0.9)
    public static let descriptionPadding = 40.0
    /// The hint's own top padding, on top of the stack's 32 pt spacing.
    public static let hintTopPadding = 20.0

    // Gesture hints.
    public static let swipeColumnSpacing = 40.0
    public static let swipeIconSize = 40.0
    public static let swipeRotation = 20.0
    public static let iconColor = RGBAColor(white: 1, alpha: 0.8)
    public static let captionFont = FontSpec(size: 12, weight: .semibold)  // .caption, semibold
    public static let captionColor = RGBAColor(white: 1, alpha: 0.7)
    public static let captionGap = 8.0
    public static let tapIconSize = 50.0
    public static let tapCaptionGap = 12.0

    // Page dots.
    public static let dotSpacing = 8.0
    public static let currentDot = 10.0
    public static let otherDot = 8.0
    public static let otherDotColor = RGBAColor(white: 1, alpha: 0.3)
    public static let dotsBottomGap = 20.0

    // Primary button.
    public static let buttonFont = FontSpec(size: 17, weight: .bold)  // .headline.bold()
    public static let buttonHorizontalMargin = 40.0
    public static let buttonVerticalPadding = 18.0
    public static let buttonCornerRadius = 16.0
    public static let buttonBottom = 40.0
    public static let buttonShadow = Shadow(color: RGBAColor(white: 0, alpha: 0.2), radius: 10, offset: Point(x: 0, y: 5))
    public static let nextTitle = "Next"
    public static let finalTitle = "Get Started"
}
