import Foundation
import Testing

/// A small project file can name millions of images (tours × screens × steps × orientations);
/// they are counted before any is made, and more than one command draws are refused at once
/// (a 215 KB project once aborted on a 7.6 GB allocation).
@Suite("images counted before they are made")
struct ImageCountLimitTests {
    @Test func aProjectOfAMillionImagesIsRefusedBeforeAnyIsMade() async throws {
        try await DemoProject.with(empty: true) { project in
            let steps = (1...500).map { "{ \"title\": \"Step \($0)\", \"body\": \"Text.\" }" }.joined(separator: ",")
            try project.write("long.tutorial.json", "{ \"steps\": [\(steps)] }")
            for index in 1...100 {
                try project.write("s\(index).screen.json", """
                    { "name": "s\(index)", "device": "iphone-se", "portrait": { "elements": {} }, "landscape": { "elements": {} } }
                    """)
            }
            let screens = (1...100).map { "\"s\($0).screen.json\"" }.joined(separator: ",")
            let tours = (1...10).map { "{ \"name\": \"t\($0)\", \"tutorial\": \"long.tutorial.json\", \"screens\": [\(screens)] }" }
            try project.write("tourshot.json", "{ \"tours\": [\(tours.joined(separator: ","))] }")
            for command in [["lint"], ["check"], ["record", "--missing"]] {
                let result = try await project.run(command, environment: ["CI": ""])
                #expect(result.status == 2, "\(result)")
                #expect(result.stderr.contains("error: tourshot.json: tours: the selection has 1000000 images, more than the 100000 one command draws; narrow it with --tour, --screen, --step, --locale or an orientation flag, or split the tours over several project files"), "\(result)")
            }
            // Narrowed, the same project works.
            let one = try await project.run(["render", "--tour", "t1", "--screen", "s1", "--step", "1"])
            #expect(one.status == 0, "\(one)")
        }
    }
}
