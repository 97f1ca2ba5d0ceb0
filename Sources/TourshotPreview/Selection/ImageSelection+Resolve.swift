import TourshotFiles
import TourshotLayout
import TourshotModel

extension ImageSelection {
    /// The images selected in `project`, in tour, screen, step, orientation order, with every
    /// tour's `variant` applied. Errors point at the project, tutorial or screen file to fix;
    /// more than `Limits.imagesPerRun` images are refused before any is made.
    public func jobs(in project: PreviewProject, variant: PresentationVariant = PresentationVariant()) throws(PreviewFailure) -> [ImageJob] {
        switch try jobs(in: project, variant: variant, atMost: Limits.imagesPerRun) {
        case .jobs(let jobs): return jobs
        case .tooMany(let count):
            throw PreviewFailure("\(InputFile.displayPath(project.project.file)): tours: the selection has \(count) images, more than the \(Limits.imagesPerRun) one command draws; narrow it with --tour, --screen, --step, --locale or an orientation flag, or split the tours over several project files")
        }
    }

    /// The images selected, or only their count when there are more than `limit`: counted
    /// from the tours' steps, screens and orientations before any image is made.
    public enum Counted: Sendable {
        case jobs([ImageJob])
        case tooMany(Int)
    }

    public func jobs(in project: PreviewProject, variant: PresentationVariant = PresentationVariant(), atMost limit: Int) throws(PreviewFailure) -> Counted {
        let entries = try tourEntries(of: project.project)
        let tours = try project.tours(entries, variant: variant, locale: locale)
        // One tour in view: a screen or step it lacks is an error; across tours, only when none has it.
        let oneTour = Set(tours.map(\.name)).count == 1
        var planned: [(tour: Tour, screen: Screen, steps: [Int], orientations: [Orientation])] = []
        var count = 0
        for tour in tours {
            let screens = try screens(of: tour, in: project.project, strict: oneTour)
            let stepCount = tour.tutorial.steps.count
            if let step, step > stepCount {
                if oneTour { throw PreviewFailure(Self.missingStep(step, in: tour)) }
                continue
            }
            let steps = step.map { [$0] } ?? Array(1...stepCount)
            for screen in screens {
                let orientations = try orientations(of: screen, strict: oneTour && screens.count == 1)
                planned.append((tour, screen, steps, orientations))
                count += steps.count * orientations.count
            }
        }
        guard count <= limit else { return .tooMany(count) }
        var jobs: [ImageJob] = []
        jobs.reserveCapacity(count)
        for (tour, screen, steps, orientations) in planned {
            for number in steps {
                jobs += orientations.map { ImageJob(tour: tour, screen: screen, step: number, orientation: $0) }
            }
        }
        guard !jobs.isEmpty else { throw PreviewFailure(nothingSelected(tours)) }
        try Self.checkNamesDiffer(jobs, in: project.project)
        return .jobs(jobs)
    }

    func tourEntries(of project: Project) throws(PreviewFailure) -> [TourEntry] {
        guard let tour else { return defaults.tours == .first ? [project.tours[0]] : project.tours }
        let matches = project.tours.filter { $0.name == tour }
        guard matches.isEmpty else { return matches }
        let names = project.tours.map(\.name)
        throw PreviewFailure("\(InputFile.displayPath(project.file)): tours: no tour named \"\(tour)\"\(Suggestion.phrase(for: tour, in: names)) (tours: \(names.joined(separator: ", ")))")
    }

    func screens(of tour: Tour, in project: Project, strict: Bool) throws(PreviewFailure) -> [Screen] {
        guard let screen else { return defaults.screens == .first ? [tour.screens[0]] : tour.screens }
        let matches = tour.screens.filter { $0.isNamed(screen) }
        guard matches.isEmpty, strict else { return matches }
        let names = tour.screens.map(\.name)
        let index = project.tours.firstIndex { $0.name == tour.name } ?? 0
        throw PreviewFailure("\(InputFile.displayPath(project.file)): tours[\(index)].screens: tour \"\(tour.name)\" has no screen \"\(screen)\"\(Suggestion.phrase(for: screen, in: names)) (screens: \(names.joined(separator: ", ")))")
    }

    func orientations(of screen: Screen, strict: Bool) throws(PreviewFailure) -> [Orientation] {
        switch orientation {
        case nil: return defaults.orientations == .first ? [screen.orientations[0]] : screen.orientations
        case .both?: return screen.orientations
        case .one(let wanted)?:
            guard screen.capture(wanted) == nil else { return [wanted] }
            guard strict else { return [] }
            let other = screen.orientations[0].rawValue
            throw PreviewFailure("\(InputFile.displayPath(screen.file)): \(wanted.rawValue): screen \"\(screen.name)\" has no \(wanted.rawValue) capture; add one or choose --\(other)")
        }
    }

    /// The error for a step past a tutorial's last, pointing at its steps list.
    static func missingStep(_ step: Int, in tour: Tour) -> String {
        "\(InputFile.displayPath(tour.tutorialFile)): steps: \(StepLayout.Failure.stepOutOfRange(step: step, count: tour.tutorial.steps.count))"
    }

    func nothingSelected(_ tours: [Tour]) -> String {
        var named: [String] = []
        if let screen { named.append("screen \"\(screen)\"") }
        if let step { named.append("step \(step)") }
        if case .one(let orientation)? = orientation { named.append("a \(orientation.rawValue) capture") }
        let tourList = tours.map { "\($0.name): \($0.tutorial.steps.count) steps on \($0.screens.map(\.name).joined(separator: ", "))" }
        return "no image selected: no tour has \(named.joined(separator: " with ")) (\(tourList.joined(separator: "; "))); check --screen, --step and the orientation"
    }

    /// Two images may not share a file name (they would overwrite each other's previews and
    /// goldens). Names differing only in case collide too: macOS folders ignore case. Each
    /// clashing pair of tour and screen is reported once.
    static func checkNamesDiffer(_ jobs: [ImageJob], in project: Project) throws(PreviewFailure) {
        var owners: [String: ImageJob] = [:]
        var problems: [String] = []
        var reported = Set<[String]>()
        for job in jobs {
            let key = job.name.stem.lowercased()
            guard let other = owners[key] else { owners[key] = job; continue }
            guard reported.insert([other.tour.name, other.screen.name, job.tour.name, job.screen.name]).inserted else { continue }
            let index = project.tours.firstIndex { $0.name == job.tour.name } ?? 0
            problems.append("\(InputFile.displayPath(project.file)): tours[\(index)].name: tour \"\(job.tour.name)\" on screen \"\(job.screen.name)\" and tour \"\(other.tour.name)\" on screen \"\(other.screen.name)\" give their images the same file names (\(job.name.stem), …); rename a tour or a screen so that <tour>-<screen> differs")
        }
        guard problems.isEmpty else { throw PreviewFailure(problems) }
    }
}
