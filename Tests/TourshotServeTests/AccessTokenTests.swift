import Testing
import TourshotServe

@Suite("serve: token")
struct AccessTokenTests {
    @Test func randomTokensAre128BitsOfHex() {
        let tokens = (0..<50).map { _ in AccessToken.random().value }
        #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy { "0123456789abcdef".contains($0) } })
        #expect(Set(tokens).count == 50)
    }

    @Test func onlyTheExactTokenMatches() {
        let token = AccessToken("0123456789abcdef0123456789abcdef")
        #expect(token.matches("0123456789abcdef0123456789abcdef"))
        #expect(!token.matches(nil))
        #expect(!token.matches(""))
        #expect(!token.matches("0123456789abcdef0123456789abcdeF"))
        #expect(!token.matches("0123456789abcdef0123456789abcde"))
        #expect(!token.matches("0123456789abcdef0123456789abcdef0"))
    }
}
