import Testing
import TourshotServe

@Suite("serve: which images change")
struct ChangedImagesTests {
    @Test func onlyChangedNewAndUnkeyedImagesAreRedrawn() {
        let old: [String: String?] = ["a": "k1", "b": "k2", "c": nil, "gone": "k9"]
        let changes = ChangedImages(old: old, new: [(id: "a", key: "k1"), (id: "b", key: "k2-new"), (id: "c", key: "k3"), (id: "d", key: "k4"), (id: "e", key: nil)])
        #expect(changes.redraw == ["b", "c", "d", "e"])
        #expect(changes.removed == ["gone"])
    }

    @Test func nothingChangedNothingRedrawn() {
        let changes = ChangedImages(old: ["a": "k1", "b": "k2"], new: [(id: "a", key: "k1"), (id: "b", key: "k2")])
        #expect(changes.redraw.isEmpty)
        #expect(changes.removed.isEmpty)
    }
}
