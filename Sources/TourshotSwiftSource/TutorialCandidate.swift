import SwiftSyntax
import TourshotModel

/// One tutorial the sources declare — a TutorialStepProvider, a type holding onboarding pages,
/// a Spotlight sequence — by the name `"provider"` picks it with, and how to read it.
struct TutorialCandidate {
    let name: String
    let read: () throws(SwiftSourceRefusal) -> (JSONMembers, SwiftSourceFile, [String])

    static func all(in files: [SwiftSourceFile], folder: ValueFolder, elementIDs: Set<String>,
                    captures: [CaptureOutline] = []) -> [TutorialCandidate] {
        var candidates: [TutorialCandidate] = []
        for provider in TutorialKitReader.providers(in: files) {
            candidates.append(TutorialCandidate(name: provider) { () throws(SwiftSourceRefusal) in
                var reader = TutorialKitReader(folder: folder, elementIDs: elementIDs)
                let (members, file) = try reader.read(provider: provider, files: files)
                return (members, file, reader.warnings)
            })
        }
        let holders = OnboardingReader.holders(in: files)
        for holder in holders where !candidates.contains(where: { $0.name == holder.name }) {
            // Two files declaring the same type's pages (one of them left out of the app's target):
            // which one the app builds is not in the sources.
            let twin = holders.first { $0.name == holder.name && $0.file.displayPath != holder.file.displayPath }
            candidates.append(TutorialCandidate(name: holder.name) { () throws(SwiftSourceRefusal) in
                if let twin { throw twiceRefusal(holder.name, twin.file, twin.value, other: holder.file) }
                let (members, notes) = try OnboardingReader(folder: folder, files: files).read(holder)
                return (members, holder.file, notes)
            })
        }
        let evaluator = SwiftEvaluator(files: files, folder: folder)
        let enumPages = OnboardingEnumPages.all(in: evaluator.types)
        for pages in enumPages where !candidates.contains(where: { $0.name == pages.name }) {
            candidates.append(TutorialCandidate(name: pages.name) { () throws(SwiftSourceRefusal) in try pages.read(evaluator: evaluator) })
        }
        for pages in OnboardingInlinePages.all(in: files, types: evaluator.types, enumPages: Set(enumPages.map(\.name))) where !candidates.contains(where: { $0.name == pages.name }) {
            candidates.append(TutorialCandidate(name: pages.name) { () throws(SwiftSourceRefusal) in try pages.read(evaluator: evaluator) })
        }
        for sequence in SpotlightReader.sequences(in: files) where !candidates.contains(where: { $0.name == sequence.name }) {
            candidates.append(TutorialCandidate(name: sequence.name) { () throws(SwiftSourceRefusal) in
                (try SpotlightReader(folder: folder).read(sequence, files: files), sequence.file, [])
            })
        }
        // A data source the app builds per screen from values it passes: each screen is a tour, and
        // the data source alone is none (its values are the screens').
        let helpers = InstructionsHelperSource.all(in: files, types: evaluator.types, dataSources: InstructionsReader.dataSources(in: files))
        for dataSource in InstructionsReader.dataSources(in: files)
            where !candidates.contains(where: { $0.name == dataSource }) && !helpers.contains(where: { $0.dataSource == dataSource }) {
            candidates.append(TutorialCandidate(name: dataSource) { () throws(SwiftSourceRefusal) in
                let keys = ViewKeys(files: files, folder: folder, elementIDs: elementIDs, captures: captures)
                let (members, file) = try InstructionsReader(folder: folder, files: files, keys: keys).read(dataSource: dataSource)
                return (members, file, keys.notes)
            })
        }
        for source in helpers where !candidates.contains(where: { $0.name == source.name }) {
            candidates.append(TutorialCandidate(name: source.name) { () throws(SwiftSourceRefusal) in
                let keys = ViewKeys(files: files, folder: folder, elementIDs: elementIDs, captures: captures)
                let (members, file) = try source.read(evaluator: evaluator, reader: InstructionsReader(folder: folder, files: files, keys: keys))
                return (members, file, keys.notes)
            })
        }
        for guide in PolarisReader.guides(in: files) where !candidates.contains(where: { $0.name == guide.name }) {
            candidates.append(TutorialCandidate(name: guide.name) { () throws(SwiftSourceRefusal) in
                let keys = ViewKeys(files: files, folder: folder, elementIDs: elementIDs, captures: captures)
                return (try PolarisReader(folder: folder, files: files, keys: keys).read(guide), guide.file, keys.notes)
            })
        }
        // Last, so a data source or provider that also holds `titles` and `texts` arrays is read as itself.
        let parallel = OnboardingParallelArrays.all(in: files)
        for arrays in parallel where !candidates.contains(where: { $0.name == arrays.name }) {
            let twin = parallel.first { $0.name == arrays.name && $0.file.displayPath != arrays.file.displayPath }
            candidates.append(TutorialCandidate(name: arrays.name) { () throws(SwiftSourceRefusal) in
                if let twin { throw twiceRefusal(arrays.name, twin.file, twin.titles.array, other: arrays.file) }
                let (members, notes) = try arrays.read(folder: folder)
                return (members, arrays.file, notes)
            })
        }
        // Tours of what tourshot does not draw, last: each read is its refusal, naming it.
        for tour in UndrawnTour.all(in: files, evaluator: evaluator) where !candidates.contains(where: { $0.name == tour.name }) {
            candidates.append(TutorialCandidate(name: tour.name) { () throws(SwiftSourceRefusal) in throw tour.refusal })
        }
        return candidates
    }
}

/// The same type's pages declared in two files: refused at the second, naming both.
private func twiceRefusal(_ name: String, _ file: SwiftSourceFile, _ node: some SyntaxProtocol, other: SwiftSourceFile) -> SwiftSourceRefusal {
    SwiftSourceRefusal(file, at: node, argument: name,
                       "\(name) is declared with pages here and in \(other.displayPath); name only the file the app builds in the tour's \"tutorial\"")
}

/// Instructions coach marks and Polaris steps outside the forms read (a data source's methods,
/// one guide function) are refused at their line rather than previewed wrong.
enum ImperativeForms {
    static func refusal(in files: [SwiftSourceFile]) -> SwiftSourceRefusal? {
        for file in files {
            if let call = CallFinder.find(named: "makeCoachMark", in: file.tree).first {
                return SwiftSourceRefusal(file, at: call, argument: "makeCoachMark",
                                          "tourshot reads coach marks from a CoachMarksControllerDataSource's `coachMarksController(_:coachMarkAt:)`; return them there, or write the steps as a tutorial file with \"style\": \"instructions\" (docs/swift-sources.md)")
            }
            if let call = PolarisReader.libraryCalls(in: file, files: files).first {
                return SwiftSourceRefusal(file, at: call, argument: "GuideStep",
                                          "tourshot reads GuideSteps built in one function; build them there, or write the steps as a tutorial file with \"style\": \"polaris\" (docs/swift-sources.md)")
            }
        }
        return nil
    }
}
