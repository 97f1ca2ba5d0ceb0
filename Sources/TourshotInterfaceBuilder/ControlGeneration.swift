/// Which UIKit draws the controls: Xcode 26 (tools version 24000 up) lays documents out with
/// iOS 26's controls, whose sizes differ (a switch's frame is 63×28, not 51×31).
public enum ControlGeneration: Sendable {
    case beforeIOS26, iOS26

    init(toolsVersion: Double) { self = toolsVersion >= 24000 ? .iOS26 : .beforeIOS26 }
}
