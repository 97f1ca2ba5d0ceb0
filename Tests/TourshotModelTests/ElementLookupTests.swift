import Foundation
import Testing
@testable import TourshotModel

/// Tutorial ids meet captured ids without renaming either side: by id, then by TutorialKit's
/// element id or label (which an imported capture keeps as title or lowerCamelCase id).
struct ElementLookupTests {
    let capture = Capture(size: Size(width: 393, height: 852), elements: [
        CapturedElement(id: "approachPlate", frame: Rect(x: 0, y: 103, width: 393, height: 420), title: "Approach Plate"),
        CapturedElement(id: "speed", frame: Rect(x: 16, y: 375, width: 64, height: 48), title: "Adjustable Speed"),
        CapturedElement(id: "windButton", frame: Rect(x: 313, y: 375, width: 64, height: 48), title: "Wind"),
        CapturedElement(id: "settingsGear", frame: Rect(x: 337, y: 59, width: 44, height: 44)),
    ])

    @Test func byIdFirst() {
        #expect(capture.element(named: "windButton", label: "Approach Plate")?.id == "windButton")
    }

    @Test func byTutorialKitElementIdAsCapturedLabel() {
        // TutorialElement("Approach Plate"): the id is the label the app's view carries.
        #expect(capture.element(named: "Approach Plate", label: nil)?.id == "approachPlate")
    }

    @Test func byTutorialLabel() {
        // "speedButton": "Adjustable Speed" in the tutorial's elements finds the captured "speed".
        #expect(capture.element(named: "speedButton", label: "Adjustable Speed")?.id == "speed")
    }

    @Test func byLowerCamelCaseOfTheLabel() {
        #expect(capture.element(named: "gear", label: "Settings gear")?.id == "settingsGear")
    }

    @Test func missing() {
        #expect(capture.element(named: "mapView", label: "Map") == nil)
        #expect(capture.lookupNames == ["approachPlate", "speed", "windButton", "settingsGear", "Approach Plate", "Adjustable Speed", "Wind"])
    }
}
