import Testing
import TourshotServe

/// URL paths map to the page, its data and generated image ids, never to files.
@Suite("serve: routes")
struct ServeRouteTests {
    @Test func pagesAndImages() {
        #expect(ServeRoute.resolve(method: "GET", path: "/") == .page)
        #expect(ServeRoute.resolve(method: "GET", path: "/review.js") == .script)
        #expect(ServeRoute.resolve(method: "GET", path: "/api/grid") == .grid)
        #expect(ServeRoute.resolve(method: "GET", path: "/events") == .events)
        #expect(ServeRoute.resolve(method: "GET", path: "/image/approach-iphone-se-step02-portrait.png")
            == .image(id: "approach-iphone-se-step02-portrait", view: .plain))
        #expect(ServeRoute.resolve(method: "GET", path: "/image/approach-iphone-se-step02-portrait~dark~t1.3/annotated.png")
            == .image(id: "approach-iphone-se-step02-portrait~dark~t1.3", view: .annotated))
        #expect(ServeRoute.resolve(method: "GET", path: "/image/a-b/diff.png") == .image(id: "a-b", view: .diff))
        #expect(ServeRoute.resolve(method: "POST", path: "/api/accept/a-b") == .accept(id: "a-b"))
    }

    @Test func acceptIsAPostOnly() {
        #expect(ServeRoute.resolve(method: "GET", path: "/api/accept/a-b")
            == .notFound("GET /api/accept/a-b: not a page of tourshot serve; it serves /, /review.js, /api/grid, /events and /image/<id>.png of the images it rendered"))
    }

    /// Decoded paths as the server hands them over: `..`, encoded slashes and absolute paths
    /// are not ids, so they match nothing.
    @Test(arguments: ["/image/../tourshot.json", "/image/../../etc/passwd.png", "/image/..%2Ftourshot.json.png",
                      "/image/.hidden.png", "/image//etc/passwd.png", "/image/a/b/annotated.png", "/image/x.png/other",
                      "/tourshot.json", "/GoldenImages/approach-iphone-se-step01-portrait.png", "/image/a b.png", "/image/é.png"])
    func pathsThatAreNotImagesAreNotFound(path: String) {
        guard case .notFound(let message) = ServeRoute.resolve(method: "GET", path: path) else {
            Issue.record("\(path) was routed")
            return
        }
        #expect(message == "GET \(path): not a page of tourshot serve; it serves /, /review.js, /api/grid, /events and /image/<id>.png of the images it rendered")
    }

    @Test func imageIDs() {
        #expect(ServeRoute.isImageID("approach-iphone-se-step01-portrait"))
        #expect(ServeRoute.isImageID("a.b_c~dark~t1.3"))
        #expect(!ServeRoute.isImageID(""))
        #expect(!ServeRoute.isImageID(".."))
        #expect(!ServeRoute.isImageID("a/b"))
        #expect(ServeRoute.isImageID(String(repeating: "a", count: 400)), "a stem of three 80-character names, its step, orientation and variant")
        #expect(!ServeRoute.isImageID(String(repeating: "a", count: 401)))
    }
}
