import Foundation
import TourshotGolden
import TourshotModel
import TourshotPreview

extension ReviewSession {
    /// Why a request for an image or an Accept got nothing: the HTTP status and the message.
    public struct Refusal: Error, Sendable, Equatable {
        public let status: Int
        public let message: String

        public init(status: Int, message: String) {
            self.status = status
            self.message = message
        }
    }

    /// The page's data for `variant`, as JSON; a variant asked for the first time is drawn first,
    /// and the one asked for longest ago is no longer kept when there are too many.
    /// A new variant that would take the images drawn over the limit is refused for that page
    /// alone (its grid says why) and not kept, so the other pages keep their live updates.
    /// `following`: the page asks because of a live update, not because its user chose the
    /// variant; a variant dropped for another page's is then not drawn again (pages open on more
    /// variants than are kept would otherwise drop each other's in turn, for ever). One the
    /// session never had (a page open across a restart) is drawn as new.
    public func grid(_ variant: PageVariant, following: Bool = false) async -> String {
        let (isNew, refusal): (Bool, String?) = change { state in
            if let index = state.variants.firstIndex(of: variant) {
                if index > 0 { state.variants.append(state.variants.remove(at: index)) }
                return (false, nil)
            }
            if following, state.dropped.contains(variant) {
                return (false, "this page's appearance and text scale are no longer drawn: tourshot serve keeps \(Limits.servedVariants) at a time and at most \(settings.imageLimit) images, and other pages asked for theirs or the project grew since; change a filter or reload the page to draw them again")
            }
            // Every variant draws the same selection: as many images as the tours' own.
            let kept = min(state.variants.count + 1, Limits.servedVariants)
            let images = (state.order[.base]?.count ?? 0) * kept
            if images > settings.imageLimit, let project = state.project {
                return (false, imageLimitMessage(project.project.file, images: images, variants: kept))
            }
            state.variants.append(variant)
            state.dropped.remove(variant)
            if state.variants.count > Limits.servedVariants { state.dropped.insert(state.variants.remove(at: 1)) }
            return (true, nil)
        }
        if let refusal { return read { state in GridJSON.text(state, variant: variant, error: [refusal]) } }
        if isNew { _ = await onQueue { self.refresh() } }
        return read { state in GridJSON.text(state, variant: variant) }
    }

    /// The bytes of one picture of an image the server drew; ids are looked up, never opened.
    public func picture(_ id: String, view: ServeRoute.ImageView) async -> Result<[UInt8], Refusal> {
        guard let image = read({ $0.images[id] }) else {
            return .failure(Refusal(status: 404, message: "no image \(id) in this project's drawn images; reload the page"))
        }
        switch view {
        case .plain: return .success(image.png)
        case .diff:
            guard let composite = image.golden.composite else {
                return .failure(Refusal(status: 404, message: "image \(id) does not differ from a golden; there is no diff to show"))
            }
            return .success(composite)
        case .annotated:
            if let cached = read({ $0.annotated[id] }), cached.version == image.version { return .success(cached.png) }
            return await onQueue {
                guard let project = self.read({ $0.project }) else {
                    return .failure(Refusal(status: 409, message: "the inputs do not load; fix the error the page shows first"))
                }
                do {
                    let png = try ImageDrawing(project: project, goldens: project.project.goldens).annotated(image.job)
                    self.change { $0.annotated[id] = (image.version, png) }
                    return .success(png)
                } catch {
                    return .failure(Refusal(status: 500, message: (error as? PreviewFailure)?.description ?? "\(error)"))
                }
            }
        }
    }

    /// Records the goldens of image `id` through `record`, then compares it again. `shown`: the
    /// version of the picture the page showed (`ServedImage.version`); a picture drawn since, or
    /// inputs changed on disk since, are refused rather than recorded unseen.
    public func accept(_ id: String, shown: Int?) async -> Result<[String], Refusal> {
        guard let image = read({ $0.images[id] }) else {
            return .failure(Refusal(status: 404, message: "no image \(id) to accept; reload the page"))
        }
        guard let shown else {
            return .failure(Refusal(status: 400, message: "Accept names the picture the page showed (header \(Self.shownHeader): its version); reload the page"))
        }
        let changedSinceShown = Refusal(status: 409, message: "image \(id) changed since the page showed it; look at it again and accept once more")
        guard image.version == shown else { return .failure(changedSinceShown) }
        guard image.variant == .base else {
            return .failure(Refusal(status: 409, message: "image \(id) is a variant the project records no golden for; accept it with the page's appearance and text scale set to each tour's own"))
        }
        return await onQueue {
            let (project, goldens, error) = self.read { ($0.project, $0.goldens, $0.error) }
            guard let project, let goldens, error == nil else {
                return .failure(Refusal(status: 409, message: "the inputs do not load; fix the error the page shows before accepting"))
            }
            // Read again on the queue: a refresh may have drawn it anew since.
            guard let image = self.read({ $0.images[id] }), image.version == shown, let layoutText = image.layoutText else {
                return .failure(changedSinceShown)
            }
            guard let key = image.key else {
                return .failure(Refusal(status: 409, message: "image \(id) has no input key (its inputs could not all be read when it was drawn); fix the error, look again and accept"))
            }
            do {
                let lines = try self.acceptor(image.job, project, key)
                let stamp = ServedImage.goldenStamp(image.job, goldens: goldens)
                let golden = try ImageDrawing.compare(png: image.png, layout: layoutText, with: GoldenFiles(folder: goldens, name: image.job.name),
                                                      tolerances: GoldenTolerances(project: project.project.check))
                let update = self.change { state in
                    state.images[id]?.golden = golden
                    state.images[id]?.goldenStamp = stamp
                    state.version += 1
                    return Update(version: state.version, redrawn: [id], removed: [], error: nil)
                }
                self.onUpdate(update)
                return .success(lines)
            } catch let refusal as Refusal {
                return .failure(refusal)
            } catch {
                return .failure(Refusal(status: 500, message: "\(error)"))
            }
        }
    }

    /// The request header naming the version of the picture the page showed.
    public static let shownHeader = "X-Tourshot-Shown"
}
