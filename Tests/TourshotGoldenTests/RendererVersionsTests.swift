import Foundation
import Testing
import TourshotGolden

/// "The goldens were rendered with other versions" names only what decides the pixels.
struct RendererVersionsTests {
    @Test func theSameFontInAnotherFolderIsNoDifference() {
        let recorded = ["cairo 1.16.0", "fonts-inter /usr/share/fonts/opentype/inter/Inter-Regular.otf 258992 bytes"]
        let machine = ["cairo 1.16.0", "fonts-inter /home/ci/fonts/Inter-Regular.otf 258992 bytes"]
        #expect(RendererVersionsFile.differences(recorded: recorded, machine: machine) == [])
    }

    @Test func anotherSizeOrLibraryVersionIsOne() {
        let recorded = ["cairo 1.16.0", "fonts-inter /usr/share/fonts/opentype/inter/Inter-Regular.otf 258992 bytes",
                        "fonts-dejavu-core /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf 759720 bytes"]
        let machine = ["cairo 1.18.0", "fonts-inter /usr/share/fonts/opentype/inter/Inter-Regular.otf 260000 bytes",
                       "fonts-dejavu-core DejaVuSans.ttf missing"]
        #expect(RendererVersionsFile.differences(recorded: recorded, machine: machine) == [
            "goldens:      cairo 1.16.0",
            "goldens:      fonts-inter /usr/share/fonts/opentype/inter/Inter-Regular.otf 258992 bytes",
            "goldens:      fonts-dejavu-core /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf 759720 bytes",
            "this machine: cairo 1.18.0",
            "this machine: fonts-inter /usr/share/fonts/opentype/inter/Inter-Regular.otf 260000 bytes",
            "this machine: fonts-dejavu-core DejaVuSans.ttf missing",
        ])
    }

    /// `record` on another checkout leaves the file alone when only the fonts' folder differs.
    @Test func recordingElsewhereKeepsTheFile() throws {
        try withTemporaryFolder { goldens in
            let recorded = ["cairo 1.16.0", "fonts-inter /usr/share/fonts/opentype/inter/Inter-Regular.otf 258992 bytes"]
            #expect(try RendererVersionsFile.update(in: goldens, to: recorded))
            let file = goldens.appendingPathComponent(RendererVersionsFile.name)
            let before = try Data(contentsOf: file)
            #expect(try !RendererVersionsFile.update(in: goldens, to: ["cairo 1.16.0", "fonts-inter /opt/fonts/Inter-Regular.otf 258992 bytes"]))
            #expect(try Data(contentsOf: file) == before)
            #expect(try RendererVersionsFile.update(in: goldens, to: ["cairo 1.18.0", "fonts-inter /opt/fonts/Inter-Regular.otf 258992 bytes"]))
        }
    }
}
