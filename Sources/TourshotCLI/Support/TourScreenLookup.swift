import TourshotLayout
import TourshotModel

/// What `--tour`, `--screen` and `--step` name, with the same errors in every command that selects images.
extension Project {
    /// The tour entries `--tour` selects: every one without a name, otherwise the one named
    /// (an error with a did-you-mean when none is).
    func tourEntries(named name: String?) throws -> [TourEntry] {
        guard let name else { return tours }
        let matches = tours.filter { $0.name == name }
        guard matches.isEmpty else { return matches }
        let names = tours.map(\.name)
        throw CommandFailure.invalidInput("\(InputFile.displayPath(file)): tours: no tour named \"\(name)\"\(Suggestion.phrase(for: name, in: names)) (tours: \(names.joined(separator: ", ")))")
    }

    /// The screens of `tour` that `name` names (by name or file stem), never none: an error
    /// pointing at the tour's screens list otherwise.
    func screens(of tour: Tour, named name: String) throws -> [Screen] {
        let matches = tour.screens.filter { $0.isNamed(name) }
        guard matches.isEmpty else { return matches }
        let names = tour.screens.map(\.name)
        let index = tours.firstIndex { $0.name == tour.name } ?? 0
        throw CommandFailure.invalidInput("\(InputFile.displayPath(file)): tours[\(index)].screens: tour \"\(tour.name)\" has no screen \"\(name)\"\(Suggestion.phrase(for: name, in: names)) (screens: \(names.joined(separator: ", ")))")
    }
}

extension Tour {
    /// The error for a `--step` past the tutorial's last step, pointing at its steps list.
    func missingStep(_ step: Int) -> CommandFailure {
        .invalidInput("\(InputFile.displayPath(tutorialFile)): steps: \(StepLayout.Failure.stepOutOfRange(step: step, count: tutorial.steps.count))")
    }
}
