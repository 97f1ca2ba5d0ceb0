import Foundation
import Testing
@testable import TourshotModel

/// `*.screen.json` decoding through `ScreenFileDecoder.load` on real files.
struct ScreenDecodingTests {
    func load(_ text: String, name: String = "s.screen.json") throws -> Screen {
        try withTempDirectory { dir in try ScreenFileDecoder.load(try dir.write(name, text)) }
    }

    func failures(_ text: String) throws -> [Reported] {
        try withTempDirectory { dir in
            let url = try dir.write("s.screen.json", text)
            return problems { () throws(InputError) in try ScreenFileDecoder.load(url) }.reported
        }
    }

    /// A portrait capture of `size` at `scale`; the size array starts at line 4, column 13.
    static func sized(_ orientation: String, _ size: String, scale: String = "2") -> String {
        """
        {
          "scale": \(scale),
          "\(orientation)": {
            "size": \(size)
          }
        }
        """
    }

    /// One element "a"; its value starts at line 6, column 12.
    static func element(_ value: String) -> String {
        """
        {
          "scale": 2,
          "portrait": {
            "size": [400, 800],
            "elements": {
              "a": \(value)
            }
          }
        }
        """
    }

    /// Elements settingsButton and picker (value at line 5, column 66) and presentation "settings"
    /// (value at line 7, column 19).
    static func presentation(picker: String = "[0, 0, 10, 10]", _ settings: String) -> String {
        """
        {
          "scale": 2,
          "portrait": {
            "size": [400, 800],
            "elements": { "settingsButton": [300, 10, 40, 40], "picker": \(picker) },
            "presentations": {
              "settings": \(settings)
            }
          }
        }
        """
    }

    // MARK: valid

    @Test func validScreenKeepsEverything() throws {
        let screen = try load("""
        {
          "name": "phone",
          "scale": 3,
          "portrait": {
            "size": [393, 852],
            "safeArea": { "top": 59, "bottom": 34 },
            "elements": {
              "mapView": [0, 103, 393, 420],
              "settingsButton": { "frame": [337, 59, 44, 44], "cornerRadius": 22, "title": "⚙︎" },
              "aircraftPicker": { "frame": [44, 180, 240, 44], "presentation": "settings" }
            },
            "blur": { "map": [[0, 103, 393, 420]], "instrument": [[0, 523, 393, 295], [0, 0, 1, 1]] },
            "presentations": {
              "settings": { "style": "popover", "frame": [24, 110, 345, 380], "source": "settingsButton" },
              "help": { "style": "sheet", "frame": [0, 400, 393, 452] }
            }
          },
          "landscape": { "size": [852, 393] }
        }
        """)
        #expect(screen.name == "phone")
        #expect(screen.scale == 3)
        #expect(screen.orientations == [.portrait, .landscape])
        let portrait = try #require(screen.portrait)
        #expect(portrait.size == Size(width: 393, height: 852))
        #expect(portrait.safeArea == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        #expect(portrait.background == nil)
        #expect(portrait.elements == [
            CapturedElement(id: "mapView", frame: Rect(x: 0, y: 103, width: 393, height: 420)),
            CapturedElement(id: "settingsButton", frame: Rect(x: 337, y: 59, width: 44, height: 44), cornerRadius: 22, title: "⚙︎"),
            CapturedElement(id: "aircraftPicker", frame: Rect(x: 44, y: 180, width: 240, height: 44), presentation: "settings"),
        ])
        #expect(portrait.blurTargets == [
            BlurTarget(name: "map", frames: [Rect(x: 0, y: 103, width: 393, height: 420)]),
            BlurTarget(name: "instrument", frames: [Rect(x: 0, y: 523, width: 393, height: 295), Rect(x: 0, y: 0, width: 1, height: 1)]),
        ])
        #expect(portrait.presentations == [
            Presentation(id: "settings", style: .popover, frame: Rect(x: 24, y: 110, width: 345, height: 380), source: "settingsButton"),
            Presentation(id: "help", style: .sheet, frame: Rect(x: 0, y: 400, width: 393, height: 452)),
        ])
        #expect(screen.landscape == Capture(size: Size(width: 852, height: 393)))
    }

    @Test func nameDefaultsToTheFileStem() throws {
        #expect(try load(Self.sized("portrait", "[400, 800]"), name: "ipad-mini.screen.json").name == "ipad-mini")
        #expect(try load(Self.sized("portrait", "[400, 800]"), name: "plain.json").name == "plain")
        #expect(try load(#"{"name": "custom", "scale": 1, "landscape": {"size": [800, 400]}}"#, name: "x.screen.json").name == "custom")
    }

    @Test func squareCapturesFitEitherOrientation() throws {
        #expect(try load(Self.sized("portrait", "[500, 500]")).portrait?.size == Size(width: 500, height: 500))
        #expect(try load(Self.sized("landscape", "[500, 500]")).landscape?.size == Size(width: 500, height: 500))
    }

    // MARK: frames

    @Test(arguments: [
        ("[0, 0, -5, 10]", "portrait.elements.a", "frame width and height must not be negative (got -5×10)", 12),
        ("[0, 0, 10, -0.5]", "portrait.elements.a", "frame width and height must not be negative (got 10×-0.5)", 12),
        ("[0, 0, 10]", "portrait.elements.a", "expected a frame [x, y, width, height], found an array of 3", 12),
        ("[0, 0, 10, 10, 10]", "portrait.elements.a", "expected a frame [x, y, width, height], found an array of 5", 12),
        ("[200000, 0, 10, 10]", "portrait.elements.a", "frame values must lie within ±100000 points", 12),
        ("[0, 0, 1e6, 10]", "portrait.elements.a", "frame values must lie within ±100000 points", 12),
        (#"[0, "0", 1, 1]"#, "portrait.elements.a[1]", "expected a number, found a string", 16),
        (#"{ "frame": "0 0 1 1" }"#, "portrait.elements.a.frame", "expected a frame [x, y, width, height], found a string", 23),
        (#"{ "cornerRadius": 4 }"#, "portrait.elements.a", #"missing required key "frame""#, 12),
        (#"{ "frame": [0, 0, 1, 1], "cornerRadus": 3 }"#, "portrait.elements.a.cornerRadus", #"unknown key; did you mean "cornerRadius"?"#, 52),
        ("true", "portrait.elements.a", "expected an object, found a boolean", 12),
    ])
    func elementFrameProblems(_ value: String, _ path: String, _ message: String, _ column: Int) throws {
        #expect(try failures(Self.element(value)) == [Reported(path, message, 6, column)])
    }

    @Test func blurFramesAreChecked() throws {
        #expect(try failures(#"{"scale": 1, "portrait": {"size": [10, 20], "blur": {"map": [[0, 0, 1]]}}}"#) == [
            Reported("portrait.blur.map[0]", "expected a frame [x, y, width, height], found an array of 3", 1, 62),
        ])
    }

    // MARK: sizes

    @Test func landscapeCaptureTallerThanWide() throws {
        #expect(try failures(Self.sized("landscape", "[400, 800]")) == [
            Reported("landscape.size", "a landscape capture must be wider than tall; swap the two numbers or move the capture", 4, 13),
        ])
    }

    @Test func portraitCaptureWiderThanTall() throws {
        #expect(try failures(Self.sized("portrait", "[800, 400]")) == [
            Reported("portrait.size", "a portrait capture must be taller than wide; swap the two numbers or move the capture", 4, 13),
        ])
    }

    @Test func sizeBeyondTheCanvasLimitAtTheGivenScale() throws {
        #expect(try failures(Self.sized("portrait", "[393, 3000]", scale: "3")) == [
            Reported("portrait.size", "393×3000 points at scale 3 exceeds the 8192 px canvas limit", 4, 13),
        ])
        #expect(try failures(Self.sized("portrait", "[2048, 4097]", scale: "2")) == [
            Reported("portrait.size", "2048×4097 points at scale 2 exceeds the 8192 px canvas limit", 4, 13),
        ])
        #expect(try load(Self.sized("portrait", "[2048, 4096]", scale: "2")).portrait?.size == Size(width: 2048, height: 4096))
        #expect(try load(Self.sized("portrait", "[1000, 2730]", scale: "3")).portrait?.size == Size(width: 1000, height: 2730))
    }

    @Test(arguments: [
        ("[0, 800]", "width and height must be greater than 0"),
        ("[400, -800]", "width and height must be greater than 0"),
        ("[400]", "expected a size [width, height], found an array of 1"),
        (#"{"width": 400}"#, "expected a size [width, height], found an object"),
    ])
    func invalidSizes(_ size: String, _ message: String) throws {
        #expect(try failures(Self.sized("portrait", size)) == [Reported("portrait.size", message, 4, 13)])
    }

    @Test func scaleIsRequiredAndBounded() throws {
        #expect(try failures(#"{"portrait": {"size": [10, 20]}}"#) == [Reported("", #"missing required key "scale""#, 1, 1)])
        #expect(try failures(#"{"scale": 5, "portrait": {"size": [10, 20]}}"#) == [Reported("scale", "scale 5 is outside 0.5…4", 1, 11)])
    }

    // MARK: captures

    @Test func missingCapture() throws {
        let expected = [Reported("", #"add a "portrait" or "landscape" capture (at least one is required)"#, 1, 1)]
        #expect(try failures(#"{"scale": 2}"#) == expected)
        #expect(try failures(#"{"scale": 2, "portrait": null, "landscape": null}"#) == expected)
    }

    @Test func unknownCaptureKey() throws {
        #expect(try failures(#"{"scale": 2, "portrait": {"size": [10, 20], "element": {}}}"#) == [
            Reported("portrait.element", #"unknown key; did you mean "elements"?"#, 1, 56),
        ])
    }

    // MARK: presentations

    @Test func unknownPresentationForAnElement() throws {
        let settings = #"{ "style": "sheet", "frame": [0, 0, 400, 400] }"#
        #expect(try failures(Self.presentation(picker: #"{ "frame": [0, 0, 10, 10], "presentation": "setings" }"#, settings)) == [
            Reported("portrait.elements.picker.presentation", #"unknown presentation "setings"; did you mean "settings"?"#, 5, 109),
        ])
        #expect(try failures(Self.presentation(picker: #"{ "frame": [0, 0, 10, 10], "presentation": "zzz" }"#, settings)) == [
            Reported("portrait.elements.picker.presentation", #"unknown presentation "zzz"; declare it under "presentations""#, 5, 109),
        ])
    }

    @Test func popoverWithoutSource() throws {
        #expect(try failures(Self.presentation(#"{ "style": "popover", "frame": [0, 0, 400, 400] }"#)) == [
            Reported("portrait.presentations.settings", #"a popover needs a "source" element for its arrow"#, 7, 19),
        ])
    }

    @Test func presentationSourceThatIsNotAnElement() throws {
        let settings = #"{ "style": "popover", "frame": [0, 0, 400, 400], "source": "setingsButton" }"#
        #expect(try failures(Self.presentation(settings)) == [
            Reported("portrait.presentations.settings.source", #"unknown element "setingsButton"; did you mean "settingsButton"?"#, 7, 78),
        ])
    }

    @Test func unknownPresentationStyle() throws {
        #expect(try failures(Self.presentation(#"{ "style": "modal", "frame": [0, 0, 400, 400] }"#)) == [
            Reported("portrait.presentations.settings.style", #"unknown value "modal" (expected one of: popover, sheet)"#, 7, 30),
        ])
    }

    /// A bad frame is reported once; the ids it declares still count for cross-references.
    @Test func badFramesDoNotCauseFollowUpProblems() throws {
        let text = """
        {
          "scale": 2,
          "portrait": {
            "size": [400, 800],
            "elements": {
              "settingsButton": [300, 10, 40],
              "picker": { "frame": [0, 0, 10, 10], "presentation": "settings" }
            },
            "presentations": {
              "settings": { "style": "popover", "frame": [0, 0, -1, 1], "source": "settingsButton" }
            }
          }
        }
        """
        #expect(try failures(text) == [
            Reported("portrait.presentations.settings.frame", "frame width and height must not be negative (got -1×1)", 10, 50),
            Reported("portrait.elements.settingsButton", "expected a frame [x, y, width, height], found an array of 3", 6, 25),
        ])
    }

    // MARK: backgrounds

    @Test func missingBackgroundFile() throws {
        try withTempDirectory { dir in
            let url = try dir.write("s.screen.json", """
            {
              "scale": 2,
              "portrait": {
                "size": [400, 800],
                "background": "shots/missing.png"
              }
            }
            """)
            let found = problems { () throws(InputError) in try ScreenFileDecoder.load(url) }
            #expect(found.reported == [
                Reported("portrait.background",
                         "screenshot \(dir.shown("shots/missing.png")) not found; fix the path (it is relative to the screen file) or remove \"background\" to draw a wireframe",
                         5, 19),
            ])
        }
    }

    @Test func backgroundThatIsNotAPNG() throws {
        try withTempDirectory { dir in
            try dir.write("shots/fake.png", "GIF89a not really a png")
            try dir.write("shots/sheet.png", bytes: [0x89, 0x50, 0x4E])
            let url = try dir.write("s.screen.json", """
            {
              "scale": 2,
              "portrait": {
                "size": [400, 800],
                "background": "shots/fake.png",
                "presentations": { "p": { "style": "sheet", "frame": [0, 0, 1, 1], "background": "shots/sheet.png" } }
              }
            }
            """)
            let found = problems { () throws(InputError) in try ScreenFileDecoder.load(url) }
            #expect(found.reported == [
                Reported("portrait.background", "screenshot \(dir.shown("shots/fake.png")) is not a PNG file", 5, 19),
                Reported("portrait.presentations.p.background", "screenshot \(dir.shown("shots/sheet.png")) is not a PNG file", 6, 86),
            ])
        }
    }

    @Test func backgroundIsResolvedAgainstTheScreenFile() throws {
        try withTempDirectory { dir in
            try dir.write("shots/a.png", bytes: pngSignature + [0, 0, 0, 0])
            let url = try dir.write("screens/phone.screen.json",
                                    #"{"scale": 2, "portrait": {"size": [10, 20], "background": "../shots/a.png"}}"#)
            let screen = try ScreenFileDecoder.load(url)
            #expect(screen.portrait?.background?.url.path == dir.file("shots/a.png").path)
            #expect(screen.file.path == dir.file("screens/phone.screen.json").path)
        }
    }
}
