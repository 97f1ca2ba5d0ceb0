import Testing
import TourshotServe

@Suite("serve: page variants")
struct PageVariantTests {
    @Test func parsesTheFilters() throws {
        #expect(try PageVariant.parse(appearance: nil, textScale: nil).get() == .base)
        #expect(try PageVariant.parse(appearance: "", textScale: "").get() == .base)
        let variant = try PageVariant.parse(appearance: "dark", textScale: "1.3").get()
        #expect(variant.idSuffix == "~dark~t1.3")
        #expect(variant.caption == ", dark, text ×1.3")
        #expect(try PageVariant.parse(appearance: nil, textScale: "2").get().idSuffix == "~t2")
    }

    @Test func refusesWhatItCannotDraw() {
        #expect(message(PageVariant.parse(appearance: "sepia", textScale: nil)) == "appearance=sepia: use light or dark, or leave it out for each tour's own")
        #expect(message(PageVariant.parse(appearance: nil, textScale: "9")) == "textScale=9: use a number from 0.5 to 3, or leave it out for each tour's own")
        #expect(message(PageVariant.parse(appearance: nil, textScale: "nan")) == "textScale=nan: use a number from 0.5 to 3, or leave it out for each tour's own")
    }

    private func message(_ result: Result<PageVariant, PageVariant.VariantError>) -> String? {
        if case .failure(let error) = result { return error.message }
        return nil
    }
}
