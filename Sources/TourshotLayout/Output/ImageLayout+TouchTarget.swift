import TourshotModel

extension ImageLayout {
    /// A region the device makes tappable, as the reference system's source declares it: what
    /// `lint`'s touch-target check measures. Each style states its own (docs/styles.md, "What is
    /// tappable"), because what a finger hits is not always a drawn button: Instructions' whole
    /// coach mark body advances, while a SwiftUI button's padding outside its label does not.
    /// Not part of the layout JSON, which keeps reporting the buttons as drawn.
    public struct TouchTarget: Sendable, Hashable {
        /// How a finding names it: `button "Skip"`, `the coach mark's body`.
        public let name: String
        public let frame: Rect

        public init(name: String, frame: Rect) {
            self.name = name
            self.frame = frame
        }

        /// A button whose drawn frame is the tappable one.
        public init(button: Card.Button) {
            self.init(name: "button \"\(LayoutChecks.oneLine(button.title))\"", frame: button.frame)
        }
    }
}
