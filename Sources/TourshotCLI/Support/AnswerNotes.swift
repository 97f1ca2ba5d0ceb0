import TourshotModel
import TourshotPreview

/// The tour's answers the selected images were drawn with, one note each on stderr: a value
/// the app's Swift computes when it runs, which the picture shows as the tour answered it
/// (docs/swift-sources.md#answers).
enum AnswerNotes {
    static func print(_ jobs: [ImageJob]) {
        var said = Set<String>()
        for job in jobs {
            for use in job.tour.tutorial.answers.uses where use.step == job.step {
                let note = "\(job.tour.name): \(use.note)"
                if said.insert(note).inserted { Console.error(note) }
            }
        }
    }
}
