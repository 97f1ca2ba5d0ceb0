import Testing
import TourshotServe

/// Loopback peers with a Host header naming this server pass; anything else is refused unless
/// the server was opened with --host.
@Suite("serve: request guard")
struct RequestGuardTests {
    let gate = RequestGuard(host: nil, port: 8421)

    @Test func loopbackPasses() {
        #expect(gate.refusal(remote: "127.0.0.1", host: "127.0.0.1:8421") == nil)
        #expect(gate.refusal(remote: "127.0.0.2", host: "localhost:8421") == nil)
        #expect(gate.refusal(remote: "::1", host: "[::1]:8421") == nil)
        #expect(gate.refusal(remote: "::ffff:127.0.0.1", host: "LOCALHOST:8421") == nil)
        #expect(gate.refusal(remote: "127.0.0.1", host: "127.0.0.1:8421", origin: "http://127.0.0.1:8421") == nil)
    }

    @Test func anotherMachineIsRefused() {
        #expect(gate.refusal(remote: "192.168.1.20", host: "127.0.0.1:8421")
            == "refused: 192.168.1.20 is not this machine; tourshot serve answers only loopback requests unless started with --host")
        #expect(gate.refusal(remote: "::ffff:10.0.0.1", host: "127.0.0.1:8421") != nil)
        #expect(gate.refusal(remote: "1127.0.0.1", host: "127.0.0.1:8421") != nil)
        #expect(gate.refusal(remote: nil, host: "127.0.0.1:8421")
            == "refused: an unknown address is not this machine; tourshot serve answers only loopback requests unless started with --host")
    }

    /// DNS rebinding: a site's own name resolved to 127.0.0.1 arrives from loopback with its name.
    @Test func anotherHostNameIsRefused() {
        #expect(gate.refusal(remote: "127.0.0.1", host: "attacker.example:8421")
            == "refused: the Host header \"attacker.example:8421\" does not name this server (127.0.0.1:8421, [::1]:8421, localhost:8421); open the URL tourshot serve printed")
        #expect(gate.refusal(remote: "127.0.0.1", host: "127.0.0.1:9999") != nil)
        #expect(gate.refusal(remote: "127.0.0.1", host: nil)
            == "refused: the Host header is missing and does not name this server (127.0.0.1:8421, [::1]:8421, localhost:8421); open the URL tourshot serve printed")
    }

    @Test func anotherSitesPageIsRefused() {
        #expect(gate.refusal(remote: "127.0.0.1", host: "127.0.0.1:8421", origin: "http://attacker.example")
            == "refused: a page of http://attacker.example may not use tourshot serve; open the URL it printed")
    }

    /// An origin that only ends like this server's (another site's subdomain of localhost, the
    /// same address over https, a path-like prefix) is another site's page.
    @Test func anOriginEndingLikeThisServerIsRefused() {
        for origin in ["http://attacker.localhost:8421", "https://127.0.0.1:8421", "http://evil.example/127.0.0.1:8421"] {
            #expect(gate.refusal(remote: "127.0.0.1", host: "127.0.0.1:8421", origin: origin)
                == "refused: a page of \(origin) may not use tourshot serve; open the URL it printed")
        }
    }

    @Test func hostOpensTheServer() {
        let open = RequestGuard(host: "0.0.0.0", port: 8421)
        #expect(open.refusal(remote: "192.168.1.20", host: "192.168.1.2:8421") == nil)
    }

    /// `--host localhost` or another loopback address is this machine: every check stays, and
    /// the printed URL's own host passes.
    @Test func aLoopbackHostKeepsEveryCheck() {
        for name in ["localhost", "LocalHost", "127.0.0.2", "::1"] {
            let gate = RequestGuard(host: name, port: 8421)
            #expect(gate.openHost == nil, "\(name)")
            #expect(gate.refusal(remote: "192.168.1.20", host: "127.0.0.1:8421") != nil, "\(name)")
            #expect(gate.refusal(remote: "127.0.0.1", host: "attacker.example:8421") != nil, "\(name)")
        }
        #expect(RequestGuard(host: "127.0.0.2", port: 8421).refusal(remote: "127.0.0.1", host: "127.0.0.2:8421") == nil)
        #expect(RequestGuard(host: "::1", port: 8421).refusal(remote: "::1", host: "[::1]:8421") == nil)
    }

    /// Issue 42, item 7: a browser says where a request comes from even without Origin (an
    /// image another site points here); only the page's own and the user's typing pass.
    @Test func anotherSitesRequestIsRefused() {
        #expect(gate.refusal(remote: "127.0.0.1", host: "127.0.0.1:8421", fetchSite: "same-origin") == nil)
        #expect(gate.refusal(remote: "127.0.0.1", host: "127.0.0.1:8421", fetchSite: "none") == nil)
        #expect(gate.refusal(remote: "127.0.0.1", host: "127.0.0.1:8421", fetchSite: "cross-site")
            == "refused: a request from another site (Sec-Fetch-Site: cross-site); only the page tourshot serve printed may use it")
        #expect(gate.refusal(remote: "127.0.0.1", host: "127.0.0.1:8421", fetchSite: "same-site") != nil)
        #expect(RequestGuard(host: "0.0.0.0", port: 8421).refusal(remote: "10.0.0.2", host: "box:8421", fetchSite: "cross-site") != nil)
    }
}
