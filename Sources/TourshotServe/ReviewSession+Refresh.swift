import Foundation
import TourshotFiles
import TourshotModel
import TourshotPreview

extension ReviewSession {
    /// Loads the inputs again, computes every image's input key and draws only the images whose
    /// key changed (or that are new), publishing their pictures before reviewing them; on bad
    /// input it keeps the last good images and records the error, the same lines the CLI prints.
    /// Runs on the drawing queue; returns the last update it published.
    @discardableResult
    func refresh() -> Update {
        let started = Date()
        let variants = read(\.variants)
        var update: Update
        do {
            let project = try PreviewProject.load(settings.projectPath, allowOutside: settings.allowOutside)
            do {
                update = try redraw(project, variants: variants, started: started)
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
            update.seconds = Date().timeIntervalSince(started)
            onUpdate(update)
        }
        return update
    }

    /// One variant's images to draw this time.
    private struct Drawing {
        let variant: PageVariant
        let ids: [String]
        let inputs: PreviewInputs
        let pngs: [[UInt8]]
    }

    /// What the page is told when `images` of `variants` variants would be over the limit.
    func imageLimitMessage(_ projectFile: URL, images: Int, variants: Int) -> String {
        "\(InputFile.displayPath(projectFile)): the page asks for \(images) images (\(variants) variant\(variants == 1 ? "" : "s")), more than the \(settings.imageLimit) tourshot serve keeps drawn; choose fewer appearances and text scales in the page, or serve a project file with fewer tours"
    }

    private func redraw(_ project: PreviewProject, variants: [PageVariant], started: Date) throws -> Update {
        let goldens = try project.goldensFolder(nil)
        var planned: [(variant: PageVariant, jobs: [ImageJob], keys: [String?])] = []
        let fonts = try project.fonts().stampLines
        var total = 0
        var overLimit: [PageVariant] = []
        for variant in variants {
            // Counted before they are made. Over the limit, the tours' own images are an error;
            // another variant is dropped (an edit that adds images must not stop every page's updates).
            let jobs: [ImageJob]
            switch try ImageSelection(defaults: .everything).jobs(in: project, variant: variant.presentation, atMost: settings.imageLimit - total) {
            case .jobs(let selected): jobs = selected
            case .tooMany(let count):
                guard variant != .base else {
                    throw PreviewFailure(imageLimitMessage(project.project.file, images: total + count, variants: 1))
                }
                overLimit.append(variant)
                continue
            }
            total += jobs.count
            planned.append((variant, jobs, UnchangedImages.keys(jobs, renderer: fonts, project: project.project)))
        }
        if !overLimit.isEmpty {
            change { state in
                state.variants.removeAll { overLimit.contains($0) }
                state.dropped.formUnion(overLimit)
            }
        }
        let (old, version) = read { state in (state.images, state.version) }
        let next = version + 1
        let drawing = ImageDrawing(project: project, goldens: goldens)
        var fresh: [String: ServedImage] = [:]
        var order: [PageVariant: [String]] = [:]
        var drawn: [Drawing] = []
        for (variant, jobs, keys) in planned {
            let ids = jobs.map { ServedImage.id(of: $0, in: variant) }
            // Drawn again: a changed key, an image never reviewed (its review failed), and one
            // whose goldens changed since it was compared with them.
            let changed = ChangedImages(old: old.mapValues(\.key), new: zip(ids, keys).map { (id: $0, key: $1) }).redraw
            let stale = zip(ids, jobs).filter { id, job in
                guard let image = old[id] else { return false }
                return image.layoutText == nil || (variant == .base && image.goldenStamp != ServedImage.goldenStamp(job, goldens: goldens))
            }.map(\.0)
            let redraw = Set(changed + stale)
            let indices = jobs.indices.filter { redraw.contains(ids[$0]) }
            let inputs = try drawing.inputs(indices.map { jobs[$0] })
            let pngs = try drawing.pictures(inputs)
            for (index, png) in zip(indices, pngs) {
                fresh[ids[index]] = ServedImage(id: ids[index], job: jobs[index], variant: variant, key: keys[index], version: next, png: png,
                                                layoutText: nil, warnings: old[ids[index]]?.warnings ?? [], golden: .pending, goldenStamp: nil)
            }
            for id in ids where !redraw.contains(id) { fresh[id] = old[id] }
            order[variant] = ids
            if !indices.isEmpty { drawn.append(Drawing(variant: variant, ids: indices.map { ids[$0] }, inputs: inputs, pngs: pngs)) }
        }
        let redrawn = drawn.flatMap(\.ids)
        let removed = old.keys.filter { fresh[$0] == nil }.sorted()
        // The goldens folder too: a golden recorded or checked out elsewhere changes a verdict.
        let goldensFolder = FileManager.default.fileExists(atPath: goldens.path) ? [goldens.standardizedFileURL.path] : []
        watch(WatchedFolders.of(project: project.project, jobs: planned.flatMap(\.jobs)).union(goldensFolder))
        var update = change { state in
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
        update.seconds = Date().timeIntervalSince(started)
        onUpdate(update)
        guard !drawn.isEmpty else { return update }

        // The pictures are out; now what the review says about them.
        for part in drawn {
            // Stamped before the comparison reads the goldens: one rewritten meanwhile is compared again.
            let stamps = part.variant == .base ? part.inputs.jobs.map { ServedImage.goldenStamp($0, goldens: goldens) } : []
            let reviews = try drawing.review(part.inputs, pngs: part.pngs, compareGoldens: part.variant == .base)
            change { state in
                for (index, (id, review)) in zip(part.ids, reviews).enumerated() where state.images[id]?.version == next {
                    state.images[id]?.layoutText = review.layoutText
                    state.images[id]?.warnings = review.warnings
                    state.images[id]?.golden = review.golden
                    state.images[id]?.goldenStamp = stamps.isEmpty ? nil : stamps[index]
                }
            }
        }
        update = change { state in
            state.version += 1
            return Update(version: state.version, redrawn: [], reviewed: redrawn, removed: [], error: nil)
        }
        update.seconds = Date().timeIntervalSince(started)
        onUpdate(update)
        return update
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
