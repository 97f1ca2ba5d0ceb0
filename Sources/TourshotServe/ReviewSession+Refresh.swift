import Foundation
import TourshotModel
import TourshotPreview

extension ReviewSession {
    /// Loads the inputs again, computes every image's input key and draws only the images whose
    /// key changed (or that are new); on bad input it keeps the last good images and records the
    /// error, the same lines the CLI prints. Runs on the drawing queue.
    @discardableResult
    func refresh() -> Update {
        let variants = read { $0.variants.sorted() }
        let update: Update
        do {
            let project = try PreviewProject.load(settings.projectPath, allowOutside: settings.allowOutside)
            do {
                update = try redraw(project, variants: variants)
            } catch {
                watch(WatchedFolders.of(project: project.project, jobs: []))
                throw error
            }
        } catch {
            let lines = (error as? PreviewFailure)?.lines ?? ["\(error)"]
            let projectFolder = URL(fileURLWithPath: settings.projectPath ?? "tourshot.json").standardizedFileURL.deletingLastPathComponent().path
            watch([projectFolder])
            update = change { state in
                if state.error != lines { state.version += 1 }
                state.error = lines
                return Update(version: state.version, redrawn: [], removed: [], error: lines)
            }
        }
        onUpdate(update)
        return update
    }

    private func redraw(_ project: PreviewProject, variants: [PageVariant]) throws -> Update {
        let goldens = try project.goldensFolder(nil)
        var planned: [(variant: PageVariant, jobs: [ImageJob], keys: [String?])] = []
        var total = 0
        for variant in variants {
            let jobs = try ImageSelection(defaults: .everything).jobs(in: project, variant: variant.presentation)
            total += jobs.count
            guard total <= Limits.servedImages else {
                throw PreviewFailure("\(InputFile.displayPath(project.project.file)): the page asks for \(total) images (\(variants.count) variant\(variants.count == 1 ? "" : "s")), more than the \(Limits.servedImages) tourshot serve keeps drawn; choose fewer appearances and text scales in the page, or serve a project file with fewer tours")
            }
            planned.append((variant, jobs, UnchangedImages.keys(jobs, renderer: [], project: project.project)))
        }
        let (old, version) = read { state in (state.images, state.version) }
        let next = version + 1
        let drawing = ImageDrawing(project: project, goldens: goldens)
        var fresh: [String: ServedImage] = [:]
        var order: [PageVariant: [String]] = [:]
        var redrawn: [String] = []
        for (variant, jobs, keys) in planned {
            let ids = jobs.map { ServedImage.id(of: $0, in: variant) }
            let changed = ChangedImages(old: old.mapValues(\.key), new: zip(ids, keys).map { (id: $0, key: $1) })
            let redraw = Set(changed.redraw)
            let toDraw = jobs.indices.filter { redraw.contains(ids[$0]) }
            let drawn = try drawing.draw(toDraw.map { jobs[$0] }, compareGoldens: variant == .base)
            for (index, image) in zip(toDraw, drawn) {
                fresh[ids[index]] = ServedImage(id: ids[index], job: jobs[index], variant: variant, key: keys[index], version: next,
                                                png: image.png, layoutText: image.layoutText, warnings: image.warnings, golden: image.golden)
            }
            for id in ids where !redraw.contains(id) { fresh[id] = old[id] }
            order[variant] = ids
            redrawn += changed.redraw
        }
        let removed = old.keys.filter { fresh[$0] == nil }.sorted()
        watch(WatchedFolders.of(project: project.project, jobs: planned.flatMap(\.jobs)))
        return change { state in
            let recovered = state.error != nil
            if !redrawn.isEmpty || !removed.isEmpty || recovered { state.version = next }
            state.images = fresh
            state.order = order
            state.error = nil
            state.project = project
            state.goldens = goldens
            for id in redrawn + removed { state.annotated[id] = nil }
            return Update(version: state.version, redrawn: redrawn, removed: removed, error: nil)
        }
    }

    /// Hands the watcher the folders to watch, keeping those of the last good inputs: a broken
    /// file must stay watched to be seen fixed.
    private func watch(_ folders: Set<String>) {
        let all = change { state in
            state.watched.formUnion(folders)
            return state.watched
        }
        onInputs(all)
    }
}
