import Foundation
import Testing

/// `tourshot lint` and `tourshot devices` on the demo project, through the built binary.
@Suite("lint and devices")
struct LintCommandTests {
    @Test("the deliberately tight iPhone SE landscape step is an error with a searched fix; exit 1")
    func tightStep() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("lint", "--tour", "approach", "--screen", "iphone-se", "--step", "2", "--landscape")
            #expect(result.status == 1, "\(result)")
            #expect(result.stdout == """
            approach-iphone-se-step02-landscape (step 2 of 5, landscape, iphone-se):
              error label-offscreen speedButton: label "Adjustable Speed" reaches 1.9 pt past the left edge of the screen; the device draws it cut off
                fix: set angleH 45 and lengthH 90 on the arrow to "speedButton": its label then stays inside the safe area, clear of the other labels, the card, the targets and the other arrows
              warning arrow-crosses-card mapView: the arrow to "mapView" runs across the card
              warning small-target: button "Skip" is 28.5×16.7 pt, smaller than the 44×44 pt a touch target needs; give it padding or a larger frame
              warning small-target: button "Next" (its text; the capsule around it is not part of the Button) is 31.3×16.7 pt, smaller than the 44×44 pt a touch target needs; give it padding or a larger frame
              warning low-contrast: text "Adjustable Speed" has contrast 2.2:1, #FFFFFF on #ACADA8 behind it; WCAG 2.2 asks 4.5:1 for text under 18 pt (14 pt bold)
                fix: set "theme": {"dimming": {"opacity": 0.7}} in the tutorial: the text then has contrast 4.9:1
              warning low-contrast: text "Wind" has contrast 2.4:1, #FFFFFF on #9CA7A5 behind it; WCAG 2.2 asks 4.5:1 for text under 18 pt (14 pt bold)
                fix: set "theme": {"dimming": {"opacity": 0.7}} in the tutorial: the text then has contrast 5.9:1
              warning low-contrast windButton: the arrow to "windButton" has contrast 2.4:1 along its head, #FFFFFF on #A6A6A6 beside it; WCAG 2.2 asks 3.0:1 for graphics (SC 1.4.11)
                fix: set "theme": {"dimming": {"opacity": 0.7}} in the tutorial: the arrow then reaches 3.0:1
            lint: 7 warnings (1 error) in 1 of 1 images

            """)
        }
    }

    /// TutorialKit's README's own Map View step starts its primary arrow on the card's trailing edge, so
    /// on the device the arrow runs under the card: kept as in that README, and flagged.
    @Test("TutorialKit's README Map View arrow crossing its card is a warning, not an error; exit 0")
    func readmeArrowAcrossTheCard() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("lint", "--tour", "approach", "--screen", "iphone-15-pro", "--step", "2", "--portrait")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.contains("warning arrow-crosses-card mapView: the arrow to \"mapView\" runs across the card"))
        }
    }

    /// TutorialKit's Skip and Next are plain text buttons, smaller than a finger, and its white
    /// labels sit on the dimmed light wireframe: lint says so, as warnings.
    @Test("small targets and low contrast are warnings; exit 0")
    func warningsOnly() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("lint", "--tour", "approach", "--screen", "iphone-15-pro", "--step", "4", "--portrait")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout == """
            approach-iphone-15-pro-step04-portrait (step 4 of 5, portrait, iphone-15-pro):
              warning small-target: button "Skip" is 28.5×16.7 pt, smaller than the 44×44 pt a touch target needs; give it padding or a larger frame
              warning small-target: button "Next" (its text; the capsule around it is not part of the Button) is 31.3×16.7 pt, smaller than the 44×44 pt a touch target needs; give it padding or a larger frame
              warning low-contrast: text "Drag heading bug to make aircraft turn" has contrast 2.3:1, #FFFFFF on #A6A9AD behind it; WCAG 2.2 asks 4.5:1 for text under 18 pt (14 pt bold)
                fix: set "theme": {"dimming": {"opacity": 0.65}} in the tutorial: the text then has contrast 5.0:1
              warning low-contrast: text "Tap to adjust course." has contrast 2.3:1, #FFFFFF on #A6A9AD behind it; WCAG 2.2 asks 4.5:1 for text under 18 pt (14 pt bold)
                fix: set "theme": {"dimming": {"opacity": 0.65}} in the tutorial: the text then has contrast 5.0:1
              warning low-contrast: text "Adjustable Speed" has contrast 2.3:1, #FFFFFF on #A7AAAD behind it; WCAG 2.2 asks 4.5:1 for text under 18 pt (14 pt bold)
                fix: set "theme": {"dimming": {"opacity": 0.65}} in the tutorial: the text then has contrast 4.9:1
              warning low-contrast: text "Wind" has contrast 2.4:1, #FFFFFF on #A4A7AA behind it; WCAG 2.2 asks 4.5:1 for text under 18 pt (14 pt bold)
                fix: set "theme": {"dimming": {"opacity": 0.65}} in the tutorial: the text then has contrast 5.2:1
              warning low-contrast instrumentPanel: the arrow to "instrumentPanel" has contrast 2.8:1 along its curve and head, #FFFFFF on #94989C beside it; WCAG 2.2 asks 3.0:1 for graphics (SC 1.4.11)
                fix: set "theme": {"dimming": {"opacity": 0.65}} in the tutorial: the arrow then reaches 3.0:1
              warning low-contrast headingBug: the arrow to "headingBug" has contrast 2.5:1 along its curve and head, #FFFFFF on #9FA2A6 beside it; WCAG 2.2 asks 3.0:1 for graphics (SC 1.4.11)
                fix: set "theme": {"dimming": {"opacity": 0.65}} in the tutorial: the arrow then reaches 3.0:1
              warning low-contrast courseLabel: the arrow to "courseLabel" has contrast 2.5:1 along its curve and head, #FFFFFF on #A1A2A2 beside it; WCAG 2.2 asks 3.0:1 for graphics (SC 1.4.11)
                fix: set "theme": {"dimming": {"opacity": 0.65}} in the tutorial: the arrow then reaches 3.0:1
              warning low-contrast speedButton: the arrow to "speedButton" has contrast 1.9:1 along its curve and head, #FFFFFF on #B6B8BB beside it; WCAG 2.2 asks 3.0:1 for graphics (SC 1.4.11)
                fix: set "theme": {"dimming": {"opacity": 0.65}} in the tutorial: the arrow then reaches 3.0:1
              warning low-contrast windButton: the arrow to "windButton" has contrast 2.6:1 along its curve and head, #FFFFFF on #9B9EA2 beside it; WCAG 2.2 asks 3.0:1 for graphics (SC 1.4.11)
                fix: set "theme": {"dimming": {"opacity": 0.65}} in the tutorial: the arrow then reaches 3.0:1
            lint: 11 warnings (0 errors) in 1 of 1 images

            """)
        }
    }

    @Test("a project's \"lint\" level makes low contrast an error: exit 1, in text and --json")
    func contrastAsError() async throws {
        try await DemoProject.with { project in
            try project.replace(#""tours": ["#, with: #""lint": { "low-contrast": "error" }, "tours": ["#, in: Demo.project)
            let result = try await project.run("lint", "--tour", "approach", "--screen", "iphone-15-pro", "--step", "4", "--portrait")
            #expect(result.status == 1, "\(result)")
            #expect(result.stdoutLines.filter { $0.hasPrefix("  error low-contrast: text ") }.count == 4, "\(result)")
            #expect(result.stdoutLines.filter { $0.hasPrefix("  error low-contrast ") && $0.contains(": the arrow to ") }.count == 5, "\(result)")
            #expect(result.stdoutLines.last == "lint: 11 warnings (9 errors) in 1 of 1 images", "\(result)")
            let json = try await project.run("lint", "--tour", "approach", "--screen", "iphone-15-pro", "--step", "4", "--portrait", "--json")
            let images = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
            let warnings = try #require(images.first?["warnings"] as? [[String: Any]])
            #expect(warnings.filter { $0["code"] as? String == "low-contrast" }.map { $0["level"] as? String } == Array(repeating: "error", count: 9))
            #expect(warnings.first { $0["element"] as? String == "instrumentPanel" }?["fix"] as? String
                    == "set \"theme\": {\"dimming\": {\"opacity\": 0.65}} in the tutorial: the arrow then reaches 3.0:1")
            #expect(warnings.filter { $0["code"] as? String == "small-target" }.map { $0["level"] as? String } == ["warning", "warning"])
        }
    }

    @Test("\"text-clipped\": \"error\" makes text the pager cuts an error (exit 1); \"off\" leaves it out (exit 0)")
    func clippedTextAsError() async throws {
        try await DemoProject.with { project in
            let hint = "text-clipped: text \"Welcome to Cluck!\" is cut by 30.2 pt at the bottom of its 38.2 pt height: line 1 of 1 is cut (box [285.1, 237.8, 281.8, 38.2], shown [285.1, 237.8, 281.8, 7.9]); make room for it or shorten it"
            let standard = try await project.run("lint", "--tour", "onboarding", "--screen", "iphone-15", "--step", "1", "--landscape")
            #expect(standard.status == 0 && standard.stdoutLines.contains("  warning " + hint), "\(standard)")
            try project.replace(#""tours": ["#, with: #""lint": { "text-clipped": "error", "under-hardware": "off" }, "tours": ["#, in: Demo.project)
            let strict = try await project.run("lint", "--tour", "onboarding", "--screen", "iphone-15", "--step", "1", "--landscape")
            #expect(strict.status == 1 && strict.stdoutLines.contains("  error " + hint), "\(strict)")
            #expect(strict.stdoutLines.last == "lint: 5 warnings (1 error) in 1 of 1 images", "\(strict)")
            try project.replace(#""text-clipped": "error""#, with: #""text-clipped": "off""#, in: Demo.project)
            let off = try await project.run("lint", "--tour", "onboarding", "--screen", "iphone-15", "--step", "1", "--landscape")
            #expect(off.status == 0 && !off.stdout.contains("text-clipped"), "\(off)")
        }
    }

    @Test("--json gives level, code, element, message and fix per image")
    func json() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("lint", "--tour", "approach", "--screen", "iphone-se", "--landscape", "--json")
            #expect(result.status == 1, "\(result)")
            let images = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            #expect(images.count == 5)
            let warnings = try #require(images[1]["warnings"] as? [[String: Any]])
            #expect(warnings.first?["code"] as? String == "label-offscreen")
            #expect(warnings.first?["level"] as? String == "error")
            #expect((warnings.first?["fix"] as? String)?.hasPrefix("set angleH 45 and lengthH 90") == true)
        }
    }

    @Test("devices lists every preset with its size, scale and safe areas")
    func devices() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("devices")
            #expect(result.status == 0, "\(result)")
            for id in ["iphone-se", "iphone-13-mini", "iphone-15", "iphone-15-pro", "iphone-15-pro-max", "iphone-16-pro",
                       "ipad-mini", "ipad-air", "ipad-pro-11", "ipad-pro-13", "iphone-11", "iphone-air", "ipad-gen9"] {
                #expect(result.stdout.contains("\n\(id) "), "\(id) missing")
            }
            // Grouped: phones, then tablets, each with its own header.
            let lines = result.stdoutLines
            #expect(lines.first == "phones:" && lines.contains("tablets:"), "\(result)")
            #expect(lines.firstIndex(of: "tablets:")! > lines.firstIndex { $0.hasPrefix("iphone-17-pro-max ") }!)
            #expect(lines.contains { $0.hasPrefix("iphone-13 ") && $0.hasSuffix("iphone-12, iphone-12-pro, iphone-13-pro, iphone-14, iphone-16e") }, "\(result)")
            #expect(lines.contains { $0.range(of: #"^iphone-15-pro +iPhone 15 Pro +393×852 +@3x +1179×2556 +59/0/34/0 +0/59/21/59$"#, options: .regularExpression) != nil }, "\(result)")
        }
    }
}

@Suite("review and variants")
struct ReviewCommandTests {
    @Test("review writes the contact sheet, the page and one annotated image per step × orientation")
    func review() async throws {
        try await DemoProject.with { project in
            let result = try await project.run("review", "--tour", "approach", "--screen", "iphone-se", "--out", "sheet")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.hasPrefix("wrote sheet/contact-sheet.png ("), "\(result)")
            // The layout's warnings and lint's own (touch targets, contrast), as lint reports them.
            #expect(result.stdout.contains("10 images, 1 error, 43 warnings"), "\(result)")
            let page = try String(decoding: project.data("sheet/index.html"), as: UTF8.self)
            #expect(page.contains("contact-sheet.png") && page.contains("label-offscreen") && page.contains("set angleH 45 and lengthH 90"))
            #expect(page.contains("low-contrast") && page.contains("small-target") && page.contains("set &quot;theme&quot;: {&quot;dimming&quot;: {&quot;opacity&quot;: 0.6}} in the tutorial: the text then has contrast "), "\(page)")
            let images = try FileManager.default.contentsOfDirectory(atPath: project.url("sheet/images").path)
            #expect(images.count == 10)
        }
    }

    /// One column of 15 steps: the side limit allows 13 rows a page, so two pages; each page
    /// stays within 8,192 px a side and 8 MiPx, and the page links both.
    @Test("a long tour's sheet is split into pages, and a rerun replaces its own files")
    func reviewPages() async throws {
        try await DemoProject.with { project in
            var tutorial = try #require(try JSONSerialization.jsonObject(with: project.data(Demo.tutorial)) as? [String: Any])
            let steps = try #require(tutorial["steps"] as? [Any])
            tutorial["steps"] = steps + steps + steps
            try project.write(Demo.tutorial, try JSONSerialization.data(withJSONObject: tutorial))
            let single = try await project.run("review", "--tour", "approach", "--screen", "iphone-se", "--portrait", "--step", "1", "--out", "sheet")
            #expect(single.status == 0 && single.stdout.hasPrefix("wrote sheet/contact-sheet.png ("), "\(single)")
            let result = try await project.run("review", "--tour", "approach", "--screen", "iphone-se", "--portrait", "--out", "sheet")
            #expect(result.status == 0, "\(result)")
            #expect(result.stdout.hasPrefix("wrote sheet/contact-sheet-1.png, sheet/contact-sheet-2.png (15 images"), "\(result)")
            let files = try FileManager.default.contentsOfDirectory(atPath: project.url("sheet").path).sorted()
            #expect(files == [".tourshot-files", "contact-sheet-1.png", "contact-sheet-2.png", "images", "index.html"], "the first run's single page is gone")
            for page in ["contact-sheet-1.png", "contact-sheet-2.png"] {
                let size = try #require(PNGInfo.size(try project.data("sheet/" + page)))
                #expect(size.width <= 8192 && size.height <= 8192 && size.width * size.height <= 8 << 20, "\(page): \(size)")
            }
            let page = try project.text("sheet/index.html")
            #expect(page.contains("contact-sheet-1.png") && page.contains("contact-sheet-2.png"))
        }
    }

    @Test("--rtl and --text-scale change the layout; --text-scale is range-checked")
    func variants() async throws {
        try await DemoProject.with { project in
            let rtl = try await project.run("lint", "--tour", "approach", "--screen", "iphone-15-pro", "--step", "4", "--portrait", "--rtl")
            #expect(rtl.status == 1 && rtl.stdout.contains("label-offscreen"), "\(rtl)")
            let bad = try await project.run("render", "--text-scale", "9")
            #expect(bad.status == 2 && bad.stderr.contains("--text-scale must be between 0.5 and 3"), "\(bad)")
        }
    }
}
