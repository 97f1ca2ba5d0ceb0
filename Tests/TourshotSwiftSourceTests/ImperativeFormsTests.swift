import Foundation
import Testing
import TourshotModel
import TourshotSwiftSource

/// The other forms the Instructions and Polaris readers take, each equal to the tutorial file a
/// person would write for it.
@Suite("Instructions and Polaris forms")
struct ImperativeFormsTests {
    static func read(_ source: String, elementIDs: Set<String> = []) throws -> Tutorial {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourshot-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Guide.swift")
        try Data(source.utf8).write(to: file)
        return try SwiftTutorialReader().tutorial([file], provider: nil, elementIDs: elementIDs, policy: .anywhere, referencedFrom: nil)
    }

    static func decode(_ json: String) throws -> Tutorial {
        try TutorialFileDecoder.decode(try JSONParser.parse(Array(json.utf8)), file: "t.json")
    }

    @Test("Instructions: arrays indexed by index, an inset rounded cutout, the hintText form, no arrow")
    func instructionsArrays() throws {
        let read = try Self.read("""
        final class Tour: CoachMarksControllerDataSource {
            static let texts = ["Your picture.", NSLocalizedString("Your bio.", comment: "")]
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { Self.texts.count }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                let views = [avatar, bio]
                return c.helper.makeCoachMark(for: views[index]) { frame in UIBezierPath(roundedRect: frame.insetBy(dx: -6, dy: -6), cornerRadius: 10) }
            }
            func coachMarksController(_ c: CoachMarksController, coachMarkViewsAt index: Int, madeFrom coachMark: CoachMark) -> (bodyView: UIView, arrowView: UIView?) {
                let views = c.helper.makeDefaultCoachViews(withArrow: false, hintText: Self.texts[index], nextText: "Got it")
                return (bodyView: views.bodyView, arrowView: views.arrowView)
            }
        }
        """)
        let step = { (hint: String, element: String) in """
            { "body": "\(hint)", "highlights": [{ "element": "\(element)", "shape": "roundedRect", "padding": 6, "cornerRadius": 10 }],
              "attachTo": { "element": "\(element)", "tail": false }, "buttons": [{ "title": "Got it", "role": "next" }] }
            """ }
        let twin = try Self.decode(#"{ "style": "instructions", "steps": [\#(step("Your picture.", "avatar")), \#(step("Your bio.", "bio"))] }"#)
        #expect(read == twin)
    }

    @Test("Instructions: a coach mark declared without a value, assigned per case, then adjusted")
    func instructionsDeclaredMark() throws {
        let read = try Self.read("""
        final class Tour: CoachMarksControllerDataSource {
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { 2 }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                var coachMark: CoachMark
                switch index {
                case 0: coachMark = c.helper.makeCoachMark(for: handleLabel)
                default: coachMark = c.helper.makeCoachMark()
                }
                coachMark.arrowOrientation = .bottom
                return coachMark
            }
            func coachMarksController(_ c: CoachMarksController, coachMarkViewsAt index: Int, madeFrom coachMark: CoachMark) -> (bodyView: UIView, arrowView: UIView?) {
                let coachViews = c.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation, hintText: "Hi")
                return (bodyView: coachViews.bodyView, arrowView: coachViews.arrowView)
            }
        }
        """)
        let twin = try Self.decode("""
        { "style": "instructions", "steps": [
            { "body": "Hi", "highlights": [{ "element": "handleLabel" }], "attachTo": { "element": "handleLabel", "side": "above" } },
            { "body": "Hi" }
        ] }
        """)
        #expect(read == twin)
    }

    @Test("Polaris: the order of append and addStep, circle, no-highlight and default focus styles, no buddy view")
    func polarisOrder() throws {
        let read = try Self.read("""
        func showGuide() {
            let first = GuideStep()
            let picture = avatar
            first.focusView = picture
            first.focusStyle = CircleFocusStyle(radiusMode: .fixed(30), centerOffset: CGPoint(x: 0, y: 4))
            let second = GuideStep()
            second.focusView = self.bio
            second.focusStyle = NoHighlightFocusStyle()
            second.buddyView = HintArrowBuddyView(title: "Bio", message: "About you")
            let third = GuideStep()
            third.focusView = email
            var plain: FocusStyle
            plain = DefaultFocusStyle()
            third.focusStyle = plain
            third.buddyView = SimpleBuddyView(title: "Mail", message: "Your address")
            var steps: [GuideStep] = []
            steps.append(third)
            steps.append(first)
            let controller = GuideController(hostView: view, steps: steps)
            controller.addStep(second)
            _ = controller.show(animated: true)
        }
        """)
        let twin = try Self.decode("""
        { "style": "polaris", "steps": [
            { "title": "Mail", "body": "Your address", "highlights": [{ "element": "email" }], "buttons": [] },
            { "highlights": [{ "element": "avatar", "shape": "circle", "radius": 30, "offset": [0, 4] }], "buttons": [] },
            { "title": "Bio", "body": "About you", "attachTo": { "element": "bio" } }
        ] }
        """)
        #expect(read == twin)
    }

    @Test("a view is keyed by whichever of property name, accessibilityIdentifier and accessibilityLabel the screens capture")
    func viewKeys() throws {
        let source = """
        final class Profile: UIViewController {
            @IBOutlet weak var avatarView: UIImageView!
            private lazy var saveButton: UIButton = {
                let button = UIButton(type: .system)
                button.accessibilityIdentifier = Ids.save
                return button
            }()
            override func viewDidLoad() {
                avatarView.accessibilityLabel = "Your picture"
            }
            func showGuide() {
                let first = GuideStep()
                first.focusView = avatarView
                let second = GuideStep()
                second.focusView = saveButton
            }
        }
        enum Ids { static let save = "profile.save" }
        """
        let twin = { (avatar: String, save: String) in try Self.decode("""
            { "style": "polaris", "elements": { "\(avatar)": "Your picture" }, "steps": [
                { "highlights": [{ "element": "\(avatar)" }], "buttons": [] },
                { "highlights": [{ "element": "\(save)" }], "buttons": [] }
            ] }
            """) }
        // Without screens: the identifier, else the label — what a capture of the app records.
        #expect(try Self.read(source) == twin("Your picture", "profile.save"))
        #expect(try Self.read(source, elementIDs: ["avatarView", "saveButton"]) == twin("avatarView", "saveButton"))
        #expect(try Self.read(source, elementIDs: ["Your picture", "profile.save"]) == twin("Your picture", "profile.save"))
    }

    @Test("Instructions: `pointOfInterest:` at the view's own centre, or nil, is the helper's default (the cutout's centre)")
    func instructionsPointOfInterest() throws {
        let source = { (point: String) in """
        final class Tour: CoachMarksControllerDataSource {
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { 1 }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                c.helper.makeCoachMark(for: self.tabButton\(point)) { frame in UIBezierPath(ovalIn: frame) }
            }
            func coachMarksController(_ c: CoachMarksController, coachMarkViewsAt index: Int, madeFrom coachMark: CoachMark) -> (bodyView: UIView, arrowView: UIView?) {
                let views = c.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)
                views.bodyView.hintLabel.text = "Your tab."
                views.bodyView.nextLabel.text = "OK"
                return (bodyView: views.bodyView, arrowView: views.arrowView)
            }
        }
        """ }
        let twin = try Self.decode("""
            { "style": "instructions", "steps": [ { "body": "Your tab.", "highlights": [{ "element": "tabButton", "shape": "oval", "padding": 0 }],
              "buttons": [{ "title": "OK", "role": "next" }] } ] }
            """)
        #expect(try Self.read(source("")) == twin)
        #expect(try Self.read(source(", pointOfInterest: tabButton.center")) == twin)
        #expect(try Self.read(source(", pointOfInterest: nil")) == twin)
    }

    @Test("Instructions: a table of `(view:, text:)` tuples in a computed property, or of small structs, indexed by `index`")
    func instructionsTables() throws {
        let source = { (table: String, rows: String) in """
        final class Tour: CoachMarksControllerDataSource {
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { return marks.count }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                c.helper.makeCoachMark(for: marks[index].view)
            }
            func coachMarksController(_ c: CoachMarksController, coachMarkViewsAt index: Int, madeFrom coachMark: CoachMark) -> (bodyView: UIView, arrowView: UIView?) {
                let views = c.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)
                views.bodyView.hintLabel.text = marks[index].text
                views.bodyView.nextLabel.text = "OK"
                return (bodyView: views.bodyView, arrowView: views.arrowView)
            }
            \(table) {
                return [
                    \(rows)
                ]
            }
        }
        struct Mark { let view: UIView; let text: String }
        """ }
        let twin = try Self.decode("""
            { "style": "instructions", "steps": [
              { "body": "Long-press to drop a pin.", "highlights": [{ "element": "mapView" }], "buttons": [{ "title": "OK", "role": "next" }] },
              { "body": "Then set the radius.", "highlights": [{ "element": "radiusStepper" }], "buttons": [{ "title": "OK", "role": "next" }] } ] }
            """)
        #expect(try Self.read(source("var marks: [(view: UIView, text: String)]",
                                     #"(view: mapView, text: "Long-press to drop a pin."), (view: radiusStepper, text: "Then set the radius.")"#)) == twin)
        #expect(try Self.read(source("var marks: [Mark]",
                                     #"Mark(view: mapView, text: "Long-press to drop a pin."), Mark(view: radiusStepper, text: "Then set the radius.")"#)) == twin)
        #expect(throws: InputError.self) { try Self.read(source("var marks: [Mark]", #"Mark(view: mapView, hint: "A"), Mark(view: radiusStepper, hint: "B")"#)) }
    }

    @Test("Instructions: localisation keys in an instance `let` indexed by `index`, the next key chosen by comparing `index` with the count")
    func instructionsIndexedKeys() throws {
        let read = try Self.read("""
        final class ListViewController: UIViewController, CoachMarksControllerDataSource {
            let helpKeys = ["Help.List", "Help.Add",
                            "Help.Share"]
            func numberOfCoachMarks(for c: CoachMarksController) -> Int {
                return helpKeys.count
            }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                switch index {
                case 0: return c.helper.makeCoachMark(for: tableView)
                case 1: return c.helper.makeCoachMark(for: addButton)
                default: return c.helper.makeCoachMark(for: shareButton)
                }
            }
            func coachMarksController(_ c: CoachMarksController, coachMarkViewsAt index: Int, madeFrom coachMark: CoachMark) -> (bodyView: UIView, arrowView: UIView?) {
                let views = c.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)
                views.bodyView.hintLabel.text = NSLocalizedString(helpKeys[index], comment: "")
                views.bodyView.nextLabel.text = NSLocalizedString(index < helpKeys.count-1 ? "Next" : "Done", comment: "")
                return (bodyView: views.bodyView, arrowView: views.arrowView)
            }
        }
        """)
        let step = { (key: String, element: String, next: String) in """
            { "body": "\(key)", "highlights": [{ "element": "\(element)" }], "buttons": [{ "title": "\(next)", "role": "next" }] }
            """ }
        #expect(read == (try Self.decode(#"{ "style": "instructions", "steps": [\#(step("Help.List", "tableView", "Next")), \#(step("Help.Add", "addButton", "Next")), \#(step("Help.Share", "shareButton", "Done"))] }"#)))
    }

    @Test("Instructions: `switch (index)`, an `if` on the index, a local `cutoutPathMaker` closure")
    func instructionsIndexForms() throws {
        let read = try Self.read("""
        final class Tour: CoachMarksControllerDataSource {
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { 3 }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                let cutoutPathMaker = { (frame: CGRect) -> UIBezierPath in
                    return UIBezierPath(ovalIn: frame.insetBy(dx: -4, dy: -4))
                }
                switch (index) {
                case 0: return c.helper.makeCoachMark(for: avatar, cutoutPathMaker: cutoutPathMaker)
                default: return c.helper.makeCoachMark(for: logout)
                }
            }
            func coachMarksController(_ c: CoachMarksController, coachMarkViewsAt index: Int, madeFrom coachMark: CoachMark) -> (bodyView: UIView, arrowView: UIView?) {
                let views = c.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)
                if index == 0 {
                    views.bodyView.hintLabel.text = "You."
                } else if index>=2 {
                    views.bodyView.hintLabel.text = "Bye."
                } else {
                    views.bodyView.hintLabel.text = "Out."
                }
                views.bodyView.nextLabel.text = "OK"
                return (bodyView: views.bodyView, arrowView: views.arrowView)
            }
        }
        """)
        #expect(read == (try Self.decode("""
            { "style": "instructions", "steps": [
              { "body": "You.", "highlights": [{ "element": "avatar", "shape": "oval", "padding": 4 }], "buttons": [{ "title": "OK", "role": "next" }] },
              { "body": "Out.", "highlights": [{ "element": "logout" }], "buttons": [{ "title": "OK", "role": "next" }] },
              { "body": "Bye.", "highlights": [{ "element": "logout" }], "buttons": [{ "title": "OK", "role": "next" }] } ] }
            """)))
    }
}
