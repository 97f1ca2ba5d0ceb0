/// The UI-test tools whose element dumps `tourshot import screen` reads.
public enum CaptureFormat: String, Sendable, CaseIterable {
    /// `XCUIApplication().debugDescription` (what `po app` prints in lldb).
    case xcuitest
    /// Appium XCUITest driver page source: XML, or WebDriverAgent's JSON form.
    case appium
    /// `idb ui describe-all` JSON, flat or `--nested` (AXe `describe-ui` prints the same).
    case idb
    /// `maestro hierarchy` JSON captured on iOS.
    case maestro
    /// UIKit's `recursiveDescription`: swift-snapshot-testing's text snapshots, or lldb's
    /// `po view.recursiveDescription()`.
    case recursiveDescription = "recursive-description"
    /// A `.storyboard` or `.xib`: not a capture but the layout itself, solved for each device
    /// asked for (`InterfaceBuilderImport`). Not in `expected`: the captures' list.
    case interfaceBuilder = "interface-builder"

    /// What each format looks like, for messages that say what is expected.
    public static let expected = "an XCUITest debugDescription, an Appium XCUITest page source (XML or JSON), idb `ui describe-all` JSON, `maestro hierarchy` JSON from iOS or a UIView recursiveDescription"
}
