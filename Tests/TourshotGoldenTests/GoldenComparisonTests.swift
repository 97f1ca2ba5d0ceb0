import Foundation
import Testing
@testable import TourshotGolden
import TourshotModel
import TourshotPNG

/// One image against its goldens, and what `record` writes in each mode.
struct GoldenComparisonTests {
    let name = ImageName(tour: "t", screen: "s", step: 2, stepCount: 5, orientation: .landscape)
    let base = Synthetic.image(20, 10) { _, _ in Synthetic.rgb(200, 200, 200) }
    let layout = "{\n  \"title\": \"A\"\n}\n"

    func png(_ image: PixelImage) throws -> [UInt8] { try ImageFile.encode(image) }

    func changed(_ pixels: Int) -> PixelImage {
        Synthetic.image(20, 10) { x, y in y == 5 && x < pixels * 2 && x % 2 == 0 ? Synthetic.rgb(0, 0, 0) : Synthetic.rgb(200, 200, 200) }
    }

    @Test func namesFollowTheRenderNaming() {
        #expect(name.png == "t-s-step02-landscape.png")
        #expect(name.layout == "t-s-step02-landscape.layout.json")
        #expect(ImageName(tour: "a b", screen: ".x", step: 7, stepCount: 120, orientation: .portrait).stem == "a_b-_x-step007-portrait")
    }

    @Test func missingGoldens() throws {
        try withTemporaryFolder { folder in
            let files = GoldenFiles(folder: folder, name: name)
            let (outcome, _) = try GoldenComparison(tolerances: GoldenTolerances()).compare(png: try png(base), layout: layout, with: files)
            #expect(outcome.status == .missing)
            #expect(outcome.summary == "no golden image; no layout golden")
        }
    }

    @Test func identicalFilesPassWithoutDecoding() throws {
        try withTemporaryFolder { folder in
            let files = GoldenFiles(folder: folder, name: name)
            try Data(try png(base)).write(to: files.png)
            try Data(layout.utf8).write(to: files.layout)
            let (outcome, pictures) = try GoldenComparison(tolerances: GoldenTolerances()).compare(png: try png(base), layout: layout, with: files, keepPictures: true)
            #expect(outcome.status == .passed)
            #expect(pictures == nil)
            guard case .compared(let comparison) = outcome.pixels else { Issue.record("\(outcome.pixels)"); return }
            #expect(comparison.identical && comparison.totalPixels == 200)
        }
    }

    @Test func pixelBudgetDecides() throws {
        try withTemporaryFolder { folder in
            let files = GoldenFiles(folder: folder, name: name)
            try Data(try png(base)).write(to: files.png)
            try Data(layout.utf8).write(to: files.layout)
            let strict = try GoldenComparison(tolerances: GoldenTolerances()).compare(png: try png(changed(3)), layout: layout, with: files, keepPictures: true)
            #expect(strict.0.status == .failed)
            #expect(strict.0.summary == "1.50% of pixels differ (3 of 200; 0 allowed) within x 0…4, y 5…5 (5×1 px)")
            #expect(strict.1?.diff != nil && strict.1?.expected != nil)
            let lenient = try GoldenComparison(tolerances: GoldenTolerances(maxDiffPixels: 3)).compare(png: try png(changed(3)), layout: layout, with: files)
            #expect(lenient.0.status == .passed)
        }
    }

    @Test func layoutChangeFailsWhenPixelsPass() throws {
        try withTemporaryFolder { folder in
            let files = GoldenFiles(folder: folder, name: name)
            try Data(try png(base)).write(to: files.png)
            try Data(layout.utf8).write(to: files.layout)
            let (outcome, _) = try GoldenComparison(tolerances: GoldenTolerances()).compare(png: try png(base), layout: "{\n  \"title\": \"B\"\n}\n", with: files)
            #expect(outcome.status == .failed)
            guard case .differs(let diff, let lines, let texts) = outcome.layout else { Issue.record("\(outcome.layout)"); return }
            #expect(lines == 2)
            #expect(diff.contains("-  \"title\": \"A\"\n+  \"title\": \"B\""))
            // What changed is said in words, for the report and the terminal.
            #expect(texts == [LayoutTextChange(path: "title", old: "A", new: "B")])
            #expect(outcome.summary.hasSuffix("layout differs (2 lines); text changed: title \"A\" → \"B\""), "\(outcome.summary)")
        }
    }

    @Test func sizeMismatchAndUnreadableGoldensFail() throws {
        try withTemporaryFolder { folder in
            let files = GoldenFiles(folder: folder, name: name)
            try Data(layout.utf8).write(to: files.layout)
            try Data(try png(Synthetic.image(20, 11) { _, _ in Synthetic.white })).write(to: files.png)
            let sized = try GoldenComparison(tolerances: GoldenTolerances()).compare(png: try png(base), layout: layout, with: files)
            #expect(sized.0.status == .failed)
            #expect(sized.0.summary == "size differs: golden 20×11 px, actual 20×10 px")
            try Data("not a png".utf8).write(to: files.png)
            let broken = try GoldenComparison(tolerances: GoldenTolerances()).compare(png: try png(base), layout: layout, with: files)
            #expect(broken.0.status == .failed)
            #expect(broken.0.summary.hasPrefix("the golden image is unreadable"))
        }
    }

    @Test func recordModes() throws {
        try withTemporaryFolder { folder in
            let files = GoldenFiles(folder: folder.appendingPathComponent("goldens"), name: name)
            let tolerances = GoldenTolerances(maxDiffPixels: 1)
            func record(_ mode: RecordMode, _ image: PixelImage, _ text: String) throws -> GoldenRecorder.Written {
                try GoldenRecorder(mode: mode, tolerances: tolerances).record(png: try png(image), layout: text, to: files)
            }
            let first = try record(.missing, base, layout)
            #expect(first.png == .new && first.layout == .new)

            let unchanged = try record(.all, base, layout)
            #expect(!unchanged.wroteAnything)

            // One pixel is within the budget: --changed keeps the golden, --all rewrites it.
            #expect(try record(.missing, changed(1), "{}\n").wroteAnything == false)
            let withinBudget = try record(.changed, changed(1), layout)
            #expect(!withinBudget.wroteAnything)
            let rewritten = try record(.all, changed(1), layout)
            #expect(rewritten.png == .rewritten && rewritten.layout == nil)

            let beyond = try record(.changed, changed(4), "{}\n")
            #expect(beyond.png == .changed && beyond.layout == .changed)
            #expect(try Data(contentsOf: files.layout) == Data("{}\n".utf8))
        }
    }

    @Test func unchangedGoldensKeepTheirModificationTime() throws {
        try withTemporaryFolder { folder in
            let files = GoldenFiles(folder: folder, name: name)
            _ = try GoldenRecorder(mode: .changed, tolerances: GoldenTolerances()).record(png: try png(base), layout: layout, to: files)
            let old = Date(timeIntervalSince1970: 1_000_000)
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: files.png.path)
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: files.layout.path)
            for mode in RecordMode.allCases {
                _ = try GoldenRecorder(mode: mode, tolerances: GoldenTolerances()).record(png: try png(base), layout: layout, to: files)
            }
            #expect(try modificationDate(files.png) == old)
            #expect(try modificationDate(files.layout) == old)
        }
    }
}
