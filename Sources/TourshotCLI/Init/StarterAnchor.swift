import Foundation
import TourshotFiles
import TourshotLayout
import TourshotModel
import TourshotPreview
import TourshotRender

/// Where `init --capture`'s arrow (a style whose starter step has one) meets the captured button: the first of top,
/// bottom, leading and trailing whose step `tourshot lint` would pass without a warning in every
/// captured orientation, so a new project's first lint is clean (a button at the top of the
/// screen gets its arrow from below). The check is lint's own: the step laid out by `StepLayout`
/// with its checks, on the fonts the images use. Top when none passes or fonts are missing (the
/// first render says why).
enum StarterAnchor {
    static let candidates = ["top", "bottom", "leading", "trailing"]

    static func choose(for starter: StarterFiles, in folder: URL) -> String {
        guard starter.starter.arrowAnchored, let fonts = try? FontSystem.make() else { return candidates[0] }
        let measurer = PangoTextMeasurer(fonts: fonts)
        let policy = PathPolicy(root: folder)
        guard let root = try? JSONParser.parse(Array(starter.screenText.utf8)),
              let screen = try? ScreenFileDecoder.decode(root, file: folder.appendingPathComponent(starter.screenName), policy: policy)
        else { return candidates[0] }
        // The capture's screenshot, decoded once: the layouts place its pixels.
        let screenshots = ScreenshotCache()
        for orientation in screen.orientations { _ = try? screen.capture(orientation)?.background.map(screenshots.image) }
        let tutorialFile = folder.appendingPathComponent(StarterFiles.tutorialName)
        for anchor in candidates {
            var files = starter
            files.targets.anchor = anchor
            guard let root = try? JSONParser.parse(Array(files.tutorialText.utf8)),
                  let tutorial = try? TutorialFileDecoder.decode(root, file: StarterFiles.tutorialName) else { continue }
            let tour = Tour.made(name: "onboarding", tutorial: tutorial, tutorialFile: tutorialFile, screens: [screen])
            let clean = Orientation.allCases.filter { screen.capture($0) != nil }.allSatisfy { orientation in
                let layout = try? StepLayout.layout(LayoutRequest(tour: tour, screen: screen, stepNumber: 1, orientation: orientation, measurer: measurer,
                                                                  screenshots: screenshots))
                return layout?.warnings.isEmpty == true
            }
            if clean { return anchor }
        }
        return candidates[0]
    }
}
