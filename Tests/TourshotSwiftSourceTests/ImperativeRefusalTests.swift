import Testing

/// Instructions data sources and Polaris guide functions: every form not read exits with
/// `File.swift:line:column`, the argument, what was found and what would work.
@Suite("Instructions and Polaris sources refused")
struct ImperativeRefusalTests {
    /// A one-coach-mark data source; `count`, `mark` (line 4) and `views` (line 8) replaced.
    static func dataSource(count: String = "1", mark: String = "c.helper.makeCoachMark(for: avatar)",
                           views: String = "views.bodyView.hintLabel.text = \"Hi\"") -> String {
        """
        final class Tour: CoachMarksControllerDataSource {
            func numberOfCoachMarks(for c: CoachMarksController) -> Int { \(count) }
            func coachMarksController(_ c: CoachMarksController, coachMarkAt index: Int) -> CoachMark {
                \(mark)
            }
            func coachMarksController(_ c: CoachMarksController, coachMarkViewsAt index: Int, madeFrom coachMark: CoachMark) -> (bodyView: UIView, arrowView: UIView?) {
                let views = c.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)
                \(views)
                return (bodyView: views.bodyView, arrowView: views.arrowView)
            }
        }
        """
    }

    /// A one-step guide function; `view` (line 3) and `extra` (line 4) replaced.
    static func guide(view: String = "avatar", extra: String = "step.buddyView = SimpleBuddyView(title: \"Hi\", message: \"There\")") -> String {
        """
        func startGuide() {
            let step = GuideStep()
            step.focusView = \(view)
            \(extra)
            let controller = GuideController(hostView: view, steps: [step])
            controller.show()
        }
        """
    }

    static let cases: [(source: String, expected: String)] = [
        (dataSource(views: "views.bodyView.hintLabel.text = user.name"),
         #"Guide.swift:8:41: views.bodyView.hintLabel.text: `user.name` is not a `static let` constant in the sources read; add the file declaring it to the tour's "tutorial" or write the value; or, to preview it, answer it in the tour's "answers": "step 1 views.bodyView.hintLabel.text 881ea4ba": {"text": "<the text this step shows>"}"#),
        (dataSource(views: "views.bodyView.hintLabel.text = texts[index]"),
         #"Guide.swift:8:41: views.bodyView.hintLabel.text: `texts[index]` is not an array literal (or a `let` holding one) indexed by `index`; write the value or such an array; or, to preview it, answer it in the tour's "answers": "step 1 views.bodyView.hintLabel.text 95f267c8": {"text": "<the text this step shows>"}"#),
        (dataSource(views: "views.bodyView.hintLabel.font = .boldSystemFont(ofSize: 20)"),
         #"Guide.swift:8:9: views.bodyView.hintLabel.font: tourshot reads the default views' `hintLabel.text`, `nextLabel.text` and their colours (`arrowView.background.borderColor`, `arrowView.background.innerColor`, `bodyView.background.borderColor`, `bodyView.background.innerColor`, `bodyView.backgroundColor`, `bodyView.hintLabel.textColor`, `bodyView.nextLabel.textColor`, `bodyView.separator.backgroundColor`); leave `views.bodyView.hintLabel.font` out or write the tour as a tutorial file"#),
        (dataSource(mark: "c.helper.makeCoachMark(for: view(at: index))"),
         #"Guide.swift:4:37: for: `view(at: index)` is not a view named by its property; write `makeCoachMark(for: someView)` (or `views[index]` of an array of them), the property being an element of the screen files; or, to preview it, answer it in the tour's "answers": "step 1 for 8d20f783": {"element": "<the captured element's id>"}"#),
        // Views the running app makes, read without screens: said what they are and where they are found.
        (dataSource(mark: "c.helper.makeCoachMark(for: navigationController?.navigationBar)"),
         #"Guide.swift:4:37: for: `navigationController?.navigationBar` is the navigation bar, made by the running app: tourshot finds it in the tour's screen captures, and this read has none; name the tour's screens (the project's "screens", or `import tutorial --screen FILE`), or write the tour as a tutorial file with "style": "instructions" whose step names the captured element's id; or, to preview it, answer it in the tour's "answers": "step 1 for e861c910": {"element": "<the captured element's id>"}"#),
        (dataSource(mark: "let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 1)); return c.helper.makeCoachMark(for: cell)"),
         #"Guide.swift:4:20: for: `tableView.cellForRow(at: IndexPath(row: 0, section: 1))` is the table cell at row 0 of section 1, made by the running app: tourshot finds it in the tour's screen captures, and this read has none; name the tour's screens (the project's "screens", or `import tutorial --screen FILE`), or write the tour as a tutorial file with "style": "instructions" whose step names the captured element's id; or, to preview it, answer it in the tour's "answers": "step 1 for 4076061c": {"element": "<the captured element's id>"}"#),
        (dataSource(mark: "c.helper.makeCoachMark(for: tabBarController?.tabBar.items?[2].value(forKey: \"view\") as? UIView)"),
         #"Guide.swift:4:37: for: `tabBarController?.tabBar.items?[2].value(forKey: "view") as? UIView` is the tab bar's item 2 (its 3rd button), made by the running app: tourshot finds it in the tour's screen captures, and this read has none; name the tour's screens (the project's "screens", or `import tutorial --screen FILE`), or write the tour as a tutorial file with "style": "instructions" whose step names the captured element's id; or, to preview it, answer it in the tour's "answers": "step 1 for 81365cb1": {"element": "<the captured element's id>"}"#),
        (guide(view: "navigationItem.rightBarButtonItem?.customView"),
         #"Guide.swift:3:22: focusView: `navigationItem.rightBarButtonItem?.customView` is the navigation bar's right button, made by the running app: tourshot finds it in the tour's screen captures, and this read has none; name the tour's screens (the project's "screens", or `import tutorial --screen FILE`), or write the tour as a tutorial file with "style": "polaris" whose step names the captured element's id; or, to preview it, answer it in the tour's "answers": "step 1 focusView 9007a309": {"element": "<the captured element's id>"}"#),
        // A count chosen by the app's state, at its condition; a count of an array filled when the app runs, at the array.
        (dataSource(count: "if !filterButton.isHidden { return 4 }; return 3"),
         #"Guide.swift:2:70: numberOfCoachMarks: the number of coach marks depends on `!filterButton.isHidden` when the app runs; write a single `return N` for the case to preview (a tour per case)"#),
        (dataSource(count: "items.count").replacingOccurrences(of: "final class Tour: CoachMarksControllerDataSource {", with: "final class Tour: CoachMarksControllerDataSource {\n    var items = [Item]()"),
         #"Guide.swift:2:17: numberOfCoachMarks: `items` holds `[Item]()`, filled when the app runs, not an array literal; write `return N` with the number of coach marks, or hold the items in an array literal"#),
        (dataSource(mark: "let target: UIView = isPad ? sidebar : avatar; return c.helper.makeCoachMark(for: target)"),
         #"Guide.swift:4:30: for: expected a view property; `isPad` chooses between `sidebar` or `avatar` when the app runs; write the one to preview (a tour per case for the others); or, to preview it, answer it in the tour's "answers": "step 1 for b8ff2d8c": {"element": "<the captured element's id>"}"#),
        (dataSource(mark: "if index >= 1 { return c.helper.makeCoachMark(for: bio) }; if isPad { return c.helper.makeCoachMark(for: avatar) }"),
         #"Guide.swift:4:68: coachMarkAt: the conditional `if isPad { return c.helper.makeCoachMark(for: avatar) }` has no single value; write one literal (one tour per case); tourshot reads `let`s, assignments, calls and `switch index` here"#),
        (dataSource(mark: "var frame = CGRect(); frame.origin.y = navigationBar.frame.height + 20; return c.helper.makeCoachMark(for: avatar)"),
         #"Guide.swift:4:48: frame.origin.y: `navigationBar.frame.height + 20` is computed from the running app; write the tour as a tutorial file naming a captured element instead"#),
        (dataSource(mark: "if isPad { return c.helper.makeCoachMark(for: avatar) }"),
         #"Guide.swift:4:9: coachMarkAt: expected `coachMarksController.helper.makeCoachMark(for: view)`; the conditional `if isPad { return c.helper.makeCoachMark(for: avatar) }` has no single value; write one literal (one tour per case)"#),
        (dataSource(mark: "c.helper.makeCoachMark(for: avatar, pointOfInterest: point)"),
         #"Guide.swift:4:62: pointOfInterest: `point` moves the arrow off the centre of the cutout, which tourshot does not draw; write `pointOfInterest: avatar.center` or leave it out (the arrow then points at avatar's centre)"#),
        (dataSource(mark: "c.helper.makeCoachMark(for: avatar, pointOfInterest: bio.center)"),
         #"Guide.swift:4:62: pointOfInterest: `bio.center` moves the arrow off the centre of the cutout, which tourshot does not draw; write `pointOfInterest: avatar.center` or leave it out (the arrow then points at avatar's centre)"#),
        (dataSource(mark: "switch step { default: c.helper.makeCoachMark(for: avatar) }"),
         #"Guide.swift:4:16: coachMarkAt: a `switch` on `step` has no single value before the app runs; switch on `index` only"#),
        (dataSource(mark: "c.helper.makeCoachMark(for: avatar) { frame in UIBezierPath(arcCenter: frame.origin) }"),
         #"Guide.swift:4:69: arcCenter: UIBezierPath has no argument `arcCenter` tourshot reads; its arguments are cornerRadius, ovalIn, rect, roundedRect"#),
        (dataSource(mark: "var mark = c.helper.makeCoachMark(for: avatar); mark.maxWidth = 200; return mark"),
         #"Guide.swift:4:57: mark.maxWidth: tourshot reads a coach mark's isDisplayedOverCutoutPath and arrowOrientation; leave `mark.maxWidth` out of the previewed data source or write the tour as a tutorial file"#),
        (dataSource(count: "items.count"),
         #"Guide.swift:2:67: numberOfCoachMarks: `items.count` is not a `static let` constant in the sources read; add the file declaring it to the tour's "tutorial" or write the value"#),
        (dataSource(count: "Int.random(in: 1...3)"),
         #"Guide.swift:2:67: numberOfCoachMarks: the function call `Int.random(in: 1...3)` is computed when the app runs; write a literal or a `static let` constant"#),
        (dataSource(views: "views.bodyView.nextLabel.text = isLast ? \"Done\" : \"Next\""),
         #"Guide.swift:8:9: coachMarkViewsAt: `isLast` chooses between `"Done"` or `"Next"` when the app runs; write the one to preview (a tour per case for the others); tourshot reads `let`s, assignments, calls and `switch index` here"#),
        (dataSource(count: "0"),
         #"Guide.swift:2:67: numberOfCoachMarks: expected a whole number of coach marks from 1 to 200, found `0`"#),
        (dataSource(count: "2", mark: "switch index { case 0: return c.helper.makeCoachMark(for: avatar) }"),
         #"Guide.swift:4:9: coachMarkAt: no case of this switch handles index 1; add `case 1:`"#),
        (dataSource(mark: "c.helper.makeCoachMark(for: avatar) { frame in UIBezierPath(ovalIn: frame.insetBy(dx: -4, dy: -2)) }"),
         #"Guide.swift:4:77: cutoutPathMaker: tourshot grows a cutout by the same amount on every side; write `insetBy(dx: d, dy: d)`"#),
        // Refused where the returned value comes from, not at the `return`.
        (dataSource(mark: "var mark = CoachMark(); mark = makeMark(avatar); return mark"),
         #"Guide.swift:4:40: coachMarkAt: expected `coachMarksController.helper.makeCoachMark(for: view)`; the function call `makeMark(avatar)` is computed when the app runs; write a literal or a `static let` constant"#),
        (dataSource(mark: "return CoachMark(view: avatar)"),
         #"Guide.swift:4:26: coachMarkAt: tourshot reads `CoachMark()` without arguments (a step without cutout); for a view write `coachMarksController.helper.makeCoachMark(for: view)`"#),
        (dataSource(mark: "var mark = c.helper.makeCoachMark(for: avatar); mark.arrowOrientation = orientation; return mark"),
         #"Guide.swift:4:81: arrowOrientation: write `.top` (the mark below the view) or `.bottom` (above it)"#),
        (dataSource(views: "views.bodyView.hintLabel.text = \"Hi\"; views.bodyView.setNeedsLayout()"),
         #"Guide.swift:8:47: coachMarkViewsAt: `views.bodyView.setNeedsLayout()` runs code when the app does, which a preview cannot; set only `hintLabel.text` and `nextLabel.text` here"#),
        (dataSource().replacingOccurrences(of: "arrowOrientation: coachMark.arrowOrientation)", with: "arrowOrientation: .top)"),
         #"Guide.swift:7:87: arrowOrientation: tourshot points the arrow the way the coach mark is placed; pass `arrowOrientation: coachMark.arrowOrientation`"#),
        (dataSource().replacingOccurrences(of: "arrowOrientation: coachMark.arrowOrientation)", with: "arrowOrientation: coachMark.arrowOrientation, nextLabelPosition: .topTrailing)"),
         #"Guide.swift:7:134: nextLabelPosition: tourshot draws the next label trailing only; leave nextLabelPosition out"#),
        (dataSource().replacingOccurrences(of: "let views = c.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)", with: "let views = CustomViews()"),
         #"Guide.swift:6:10: coachMarkViewsAt: custom coach views are drawn at run time; write `let coachViews = coachMarksController.helper.makeDefaultCoachViews(withArrow: true, arrowOrientation: coachMark.arrowOrientation)`"#),
        (dataSource().replacingOccurrences(of: "final class Tour: CoachMarksControllerDataSource {", with: "final class Tour: CoachMarksControllerDataSource {\n    func setUp() { controller.skipView = CoachMarkSkipDefaultView() }"),
         #"Guide.swift:2:42: skipView: tourshot draws Instructions' default skip view; write `let skipView = CoachMarkSkipDefaultView()`, `skipView.setTitle("Skip", for: .normal)` and assign it"#),
        (dataSource().replacingOccurrences(of: "final class Tour: CoachMarksControllerDataSource {", with: "final class Tour: CoachMarksControllerDataSource {\n    func setUp() { let skip = CoachMarkSkipDefaultView(); skip.setTitle(\"Skip\", for: .normal); controller.skipView = skip }"),
         #"Guide.swift:8:21: nextLabel.text: the next label's text is the app's; set `coachViews.bodyView.nextLabel.text` (or `withNextText: false`)"#),
        (dataSource().replacingOccurrences(of: "return (bodyView: views.bodyView,", with: "return (bodyView: CustomBody(),"),
         #"Guide.swift:9:16: coachMarkViewsAt: custom coach views are drawn at run time; return `(bodyView: views.bodyView, arrowView: views.arrowView)`"#),
        (dataSource(mark: "switch index { case 0: highlight(avatar); default: break }; return c.helper.makeCoachMark(for: avatar)"),
         #"Guide.swift:4:32: coachMarkAt: `highlight(avatar)` runs code when the app does, which a preview cannot; return the coach mark only"#),
        (dataSource(mark: "let target: UIView; return c.helper.makeCoachMark(for: target)"),
         #"Guide.swift:4:64: for: `target` is not a view named by its property; write `makeCoachMark(for: someView)` (or `views[index]` of an array of them), the property being an element of the screen files; or, to preview it, answer it in the tour's "answers": "step 1 for 21b8d1f8": {"element": "<the captured element's id>"}"#),
        (guide(view: "button").replacingOccurrences(of: "func startGuide() {", with: "func startGuide(on button: UIButton) {"),
         #"Guide.swift:3:22: focusView: `button` is not a view named by its property; write `step.focusView = someView`, the property being an element of the screen files; or, to preview it, answer it in the tour's "answers": "step 1 focusView d1306e9c": {"element": "<the captured element's id>"}"#),
        (guide(extra: "step.focusStyle = RoundedRectFocusStyle(roundedCorners: [.topLeft])"),
         #"Guide.swift:4:61: roundedCorners: tourshot rounds every corner; leave roundedCorners out"#),
        (guide(extra: "let other = GuideStep(); other.buddyView = HintArrowBuddyView(title: \"A\", message: \"B\")").replacingOccurrences(of: "steps: [step]", with: "steps: [step, other]"),
         #"Guide.swift:4:9: focusView: a GuideStep without a focusView is not shown; set `focusView` to a view property"#),
        (guide().replacingOccurrences(of: "steps: [step]", with: "steps: [step, extraStep]"),
         #"Guide.swift:5:68: steps: `extraStep` is not a `let step = GuideStep()` of this function"#),
        (guide().replacingOccurrences(of: "steps: [step]", with: "steps: allSteps()"),
         #"Guide.swift:5:61: steps: expected `[step1, step2]` or an array the steps are appended to; the function call `allSteps()` is computed when the app runs; write a literal or a `static let` constant"#),
        (guide(view: "makeButton()"),
         #"Guide.swift:3:22: focusView: `makeButton()` is not a view named by its property; write `step.focusView = someView`, the property being an element of the screen files; or, to preview it, answer it in the tour's "answers": "step 1 focusView ff7b61b8": {"element": "<the captured element's id>"}"#),
        (guide(extra: "step.buddyView = TalkingBuddyView(text: \"Hi\")"),
         #"Guide.swift:4:22: buddyView: a custom buddy view is drawn at run time; use `SimpleBuddyView(title:message:)` or `HintArrowBuddyView(title:message:)`, or write the tour as a tutorial file with "style": "polaris""#),
        (guide(extra: "step.additionalHighlightPaths = [path]"),
         #"Guide.swift:4:5: step.additionalHighlightPaths: tourshot reads a GuideStep's focusView, focusStyle and buddyView; `additionalHighlightPaths` is computed when the app runs — leave it out or write the tour as a tutorial file with "style": "polaris""#),
        (guide(extra: "step.focusStyle = RoundedRectFocusStyle(focusAreaInsets: UIEdgeInsets(top: -4, left: 0, bottom: -4, right: 0))"),
         #"Guide.swift:4:62: focusAreaInsets: tourshot grows a highlight by one amount on every side; write the same inset for top, left, bottom and right"#),
        (guide(extra: "step.buddyView = SimpleBuddyView(title: L10n.title(), message: \"There\")"),
         #"Guide.swift:4:45: title: the function call `L10n.title()` is computed when the app runs; write a literal or a `static let` constant; or, to preview it, answer it in the tour's "answers": "step 1 title 69e487fd": {"text": "<the text this step shows>"}"#),
        (guide(extra: "if isPad { step.focusView = sidebar }"),
         #"Guide.swift:4:5: startGuide: the conditional `if isPad { step.focusView = sidebar }` has no single value; write one literal (one tour per case); tourshot reads `let`s, assignments and calls here"#),
        (guide(extra: "switch mode { default: step.focusStyle = DefaultFocusStyle() }"),
         #"Guide.swift:4:12: startGuide: a `switch` on `mode` has no single value before the app runs; write one function per case"#),
        (guide(extra: "var style: FocusStyle; step.focusStyle = style"),
         #"Guide.swift:4:46: focusStyle: expected DefaultFocusStyle(), RoundedRectFocusStyle(…), CircleFocusStyle(…) or NoHighlightFocusStyle(); `style` is not a literal or a `static let` constant; write one of those"#),
        (guide(extra: "step.focusStyle = CircleFocusStyle(radiusMode: .fixed(size / 2))"),
         #"Guide.swift:4:59: radiusMode: `size / 2` is not a literal or a `static let` constant; write one of those"#),
    ]

    @Test("each refusal names File.swift:line:column, the argument and what would work", arguments: 0..<cases.count)
    func refused(_ index: Int) throws {
        let (source, expected) = Self.cases[index]
        let found = try RefusalTests.problems(source)
        #expect(found == [expected], "case \(index)")
    }
}

/// A method's local `let` stands for its value, so what cannot be read is refused where the
/// value comes from, not at the line using it; a local `var` at its declaration.
@Suite("Locals of a data source's method")
struct LocalValueTests {
    @Test("a local let is read for its value")
    func read() throws {
        let tutorial = try ImperativeFormsTests.read(ImperativeRefusalTests.dataSource(views: #"let hint = "Hi " + "there"; views.bodyView.hintLabel.text = hint"#))
        #expect(tutorial.steps.map(\.body) == ["Hi there"])
    }

    @Test("refused at the local's value, or at a local var's declaration", arguments: [
        ("let hint = user.name; views.bodyView.hintLabel.text = hint",
         #"Guide.swift:8:20: views.bodyView.hintLabel.text: `user.name` is not a `static let` constant in the sources read; add the file declaring it to the tour's "tutorial" or write the value; or, to preview it, answer it in the tour's "answers": "step 1 views.bodyView.hintLabel.text 693ad9b8": {"text": "<the text this step shows>"}"#),
        (#"var hint = "Hi"; views.bodyView.hintLabel.text = hint"#,
         #"Guide.swift:8:13: views.bodyView.hintLabel.text: `hint` is a local `var` (or a `let` without a value), which the method may change before it is used; declare it `let hint = …` or write the value; or, to preview it, answer it in the tour's "answers": "step 1 views.bodyView.hintLabel.text c35a6cf2": {"text": "<the text this step shows>"}"#),
    ])
    func refused(_ views: String, _ expected: String) throws {
        let found = try RefusalTests.problems(ImperativeRefusalTests.dataSource(views: views))
        #expect(found == [expected], "\(found)")
    }
}
