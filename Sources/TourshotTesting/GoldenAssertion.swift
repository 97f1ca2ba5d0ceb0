import Foundation
import TourshotFiles
import TourshotGolden
import TourshotLayout
import TourshotModel
import TourshotPreview

/// The tolerances of `assertStepMatchesGolden`, the same as `tourshot check`'s.
public typealias GoldenTolerances = TourshotGolden.GoldenTolerances
/// Portrait or landscape.
public typealias Orientation = TourshotModel.Orientation

/// Renders one step of a tour and checks it against its goldens, exactly as `tourshot check`
/// does: the PNG pixel by pixel (pixelmatch), and the resolved layout text.
///
/// ```swift
/// import Testing
/// import TourshotTesting
///
/// @Test func settingsStep() {
///     assertStepMatchesGolden(tour: "approach", screen: "iphone-se", step: 3, orientation: .landscape)
/// }
/// ```
/// In XCTest, call it the same way. On a mismatch it records a failure at the line that called
/// it (a Swift Testing issue, or an XCTest failure outside a Swift Testing test), as
/// swift-snapshot-testing's `assertSnapshot` does: the message names the artefacts (expected,
/// actual, diff, three-panel composite and layout diff under `artefacts`) and the command that
/// accepts the change. `TOURSHOT_RECORD` records goldens (`RecordSetting`); a test that records
/// fails. A helper that calls it passes its own caller's `fileID`, `file`, `line` and `column` on.
///
/// - Parameters:
///   - project: Path of the project file, relative to the current directory (the package
///     root under `swift test`).
///   - tour, screen: Names (screen: name or file stem); nil for the first.
///   - step: 1-based.
///   - locale: One locale of a tour with `locales`; nil for its first.
///   - tolerances: Nil for the project file's `check` settings, or pixelmatch's defaults.
///   - goldens: Goldens folder; nil for the project file's.
///   - artefacts: Where failure artefacts go; nil for `<project output>/golden-failures`.
///   - record: Overrides `TOURSHOT_RECORD` for this call.
///   - fileID, file, line, column: The call the failure names; the caller's own by default.
public func assertStepMatchesGolden(project: String = "tourshot.json", tour: String? = nil, screen: String? = nil,
                                    step: Int, orientation: Orientation = .portrait, locale: String? = nil, tolerances: GoldenTolerances? = nil,
                                    goldens: String? = nil, artefacts: String? = nil, record: RecordSetting? = nil,
                                    fileID: StaticString = #fileID, file: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    let message: String
    do {
        try matchGolden(project: project, tour: tour, screen: screen, step: step, orientation: orientation, locale: locale,
                        tolerances: tolerances, goldens: goldens, artefacts: artefacts, record: record)
        return
    } catch let failure as GoldenAssertionFailure {
        message = failure.message
    } catch {
        // A file that cannot be written or read: a failure of the same call.
        message = "\(error)"
    }
    FailureRecording.record(message, at: FailureRecording.Call(fileID: fileID, filePath: file, line: line, column: column))
}

/// The assertion itself; every error it throws becomes a failure recorded at the caller's line.
private func matchGolden(project: String, tour: String?, screen: String?, step: Int, orientation: Orientation, locale: String?,
                         tolerances: GoldenTolerances?, goldens: String?, artefacts: String?, record: RecordSetting?) throws {
    let setting = try record ?? RecordSetting.from(environment: ProcessInfo.processInfo.environment)
    let target = try GoldenTarget(project: project, tour: tour, screen: screen, step: step, orientation: orientation, locale: locale)
    let tolerances = tolerances ?? GoldenTolerances(project: target.project.check)
    let project = target.inputs.project
    let folder: URL, artefactRoot: URL
    do throws(PreviewFailure) {
        folder = try project.goldensFolder(goldens)
        if let artefacts {
            artefactRoot = try project.writable(URL(fileURLWithPath: artefacts).standardizedFileURL, named: "artefacts \(artefacts)")
        } else {
            artefactRoot = try project.outputFolder("golden-failures")
        }
    } catch { throw GoldenAssertionFailure(error.description) }
    let files = GoldenFiles(folder: folder, name: target.name)
    // A previous failure's artefacts of this image, and nothing else.
    OwnedFolder.removeFiles(ImageArtefacts.fileNames, from: artefactRoot.appendingPathComponent("images/" + target.name.stem))

    let (png, layout) = try target.render()
    if let mode = setting.mode {
        let written = try GoldenRecorder(mode: mode, tolerances: tolerances).record(png: png, layout: layout, to: files)
        if written.wroteAnything {
            let list = [written.png.map { "\(files.png.path) (\($0.rawValue))" }, written.layout.map { "\(files.layout.path) (\($0.rawValue))" }]
            throw GoldenAssertionFailure("""
                \(target.name): recorded \(list.compactMap { $0 }.joined(separator: ", ")).
                Look at the new goldens, commit them, and run the test again without TOURSHOT_RECORD.
                """)
        }
    }
    let (outcome, pictures) = try GoldenComparison(tolerances: tolerances).compare(png: png, layout: layout, with: files, keepPictures: true)
    guard outcome.status != .passed else { return }
    let saved = try ArtefactWriter(root: artefactRoot).write(outcome, actualPNG: png, pictures: pictures, includeActual: false)
    throw GoldenAssertionFailure(GoldenFailureMessage.text(outcome, files: files, artefacts: saved.all.map { artefactRoot.appendingPathComponent($0).path },
                                                           accept: target.acceptCommand, setting: setting))
}
