import Foundation
import Testing
import TourshotModel
import TourshotTestSupport

/// The device presets are one table (`DevicePreset.all`): the schema's enum and the docs' table
/// follow from it, the presets golden images use keep their geometry, and every iPhone and iPad
/// sold since 2017 has a row.
struct DeviceTableTests {
    @Test func everyNameIsUniqueAndResolvesToItsRow() {
        let names = DevicePreset.names
        #expect(Set(names).count == names.count, "\(names.filter { name in names.filter { $0 == name }.count > 1 })")
        for preset in DevicePreset.all {
            #expect(DevicePreset.named(preset.id) == preset)
            for alias in preset.aliases { #expect(DevicePreset.named(alias) == preset, "\(alias)") }
            #expect(preset.portraitSize.width < preset.portraitSize.height)
        }
        #expect(DevicePreset.named("iphone-14")?.id == "iphone-13")
        #expect(DevicePreset.named("iphone-16e")?.id == "iphone-13")
        #expect(DevicePreset.named("iphone-8")?.id == "iphone-se")
    }

    /// Goldens and fixtures name these; their geometry must never move.
    @Test func theFirstTenPresetsKeepTheirGeometry() {
        let expected: [(String, Double, Double, Double, String, String)] = [
            ("iphone-se", 375, 667, 2, "20/0/0/0", "0/0/0/0"),
            ("iphone-13-mini", 375, 812, 3, "50/0/34/0", "0/50/21/50"),
            ("iphone-15", 393, 852, 3, "59/0/34/0", "0/59/21/59"),
            ("iphone-15-pro", 393, 852, 3, "59/0/34/0", "0/59/21/59"),
            ("iphone-15-pro-max", 430, 932, 3, "59/0/34/0", "0/59/21/59"),
            ("iphone-16-pro", 402, 874, 3, "62/0/34/0", "0/62/21/62"),
            ("ipad-mini", 744, 1133, 2, "24/0/20/0", "24/0/20/0"),
            ("ipad-air", 820, 1180, 2, "24/0/20/0", "24/0/20/0"),
            ("ipad-pro-11", 834, 1210, 2, "24/0/20/0", "24/0/20/0"),
            ("ipad-pro-13", 1032, 1376, 2, "24/0/20/0", "24/0/20/0"),
        ]
        for (id, width, height, scale, portrait, landscape) in expected {
            let preset = DevicePreset.all.first { $0.id == id }
            #expect(preset?.portraitSize == Size(width: width, height: height), "\(id)")
            #expect(preset?.scale == scale, "\(id)")
            #expect(preset.map { DevicePreset.insets($0.portraitSafeArea) } == portrait, "\(id)")
            #expect(preset.map { DevicePreset.insets($0.landscapeSafeArea) } == landscape, "\(id)")
        }
    }

    /// Each iPhone and iPad since 2017 by its marketing name: points, scale, top inset (portrait).
    @Test(arguments: [
        ("iphone-8", "375×667@2 20"), ("iphone-8-plus", "414×736@3 20"), ("iphone-x", "375×812@3 44"), ("iphone-xs", "375×812@3 44"),
        ("iphone-xs-max", "414×896@3 44"), ("iphone-xr", "414×896@2 48"), ("iphone-11", "414×896@2 48"), ("iphone-11-pro", "375×812@3 44"),
        ("iphone-11-pro-max", "414×896@3 44"), ("iphone-se-2", "375×667@2 20"), ("iphone-12-mini", "375×812@3 50"), ("iphone-12", "390×844@3 47"),
        ("iphone-12-pro", "390×844@3 47"), ("iphone-12-pro-max", "428×926@3 47"), ("iphone-13-mini", "375×812@3 50"), ("iphone-13", "390×844@3 47"),
        ("iphone-13-pro", "390×844@3 47"), ("iphone-13-pro-max", "428×926@3 47"), ("iphone-se-3", "375×667@2 20"), ("iphone-14", "390×844@3 47"),
        ("iphone-14-plus", "428×926@3 47"), ("iphone-14-pro", "393×852@3 59"), ("iphone-14-pro-max", "430×932@3 59"), ("iphone-15", "393×852@3 59"),
        ("iphone-15-plus", "430×932@3 59"), ("iphone-15-pro", "393×852@3 59"), ("iphone-15-pro-max", "430×932@3 59"), ("iphone-16", "393×852@3 59"),
        ("iphone-16-plus", "430×932@3 59"), ("iphone-16-pro", "402×874@3 62"), ("iphone-16-pro-max", "440×956@3 62"), ("iphone-16e", "390×844@3 47"),
        ("iphone-17", "402×874@3 62"), ("iphone-17-pro", "402×874@3 62"), ("iphone-17-pro-max", "440×956@3 62"), ("iphone-air", "420×912@3 68"),
        ("ipad-gen5", "768×1024@2 20"), ("ipad-gen6", "768×1024@2 20"), ("ipad-gen7", "810×1080@2 20"), ("ipad-gen8", "810×1080@2 20"),
        ("ipad-gen9", "810×1080@2 20"), ("ipad-gen10", "820×1180@2 24"), ("ipad-a16", "820×1180@2 24"), ("ipad-mini-gen5", "768×1024@2 20"),
        ("ipad-mini-gen6", "744×1133@2 24"), ("ipad-mini-a17-pro", "744×1133@2 24"), ("ipad-air-gen3", "834×1112@2 20"), ("ipad-air-gen4", "820×1180@2 24"),
        ("ipad-air-gen5", "820×1180@2 24"), ("ipad-air-11-m2", "820×1180@2 24"), ("ipad-air-11-m3", "820×1180@2 24"), ("ipad-air-13-m2", "1024×1366@2 24"),
        ("ipad-air-13-m3", "1024×1366@2 24"), ("ipad-pro-10-5", "834×1112@2 20"), ("ipad-pro-11-gen1", "834×1194@2 24"), ("ipad-pro-11-gen4", "834×1194@2 24"),
        ("ipad-pro-12-9-gen2", "1024×1366@2 20"), ("ipad-pro-12-9-gen3", "1024×1366@2 24"), ("ipad-pro-12-9-gen6", "1024×1366@2 24"),
        ("ipad-pro-11-m4", "834×1210@2 24"), ("ipad-pro-13-m4", "1032×1376@2 24"),
    ])
    func everyDeviceSince2017(_ name: String, _ geometry: String) throws {
        let preset = try #require(DevicePreset.named(name))
        let size = preset.portraitSize
        #expect("\(Decode.format(size.width))×\(Decode.format(size.height))@\(Decode.format(preset.scale)) \(Decode.format(preset.portraitSafeArea.top))" == geometry)
        // Home indicator: 34 pt on iPhones without a home button, 20 pt on iPads without one.
        let bottom: Double = preset.portraitSafeArea.top == 20 ? 0 : preset.family == .phone ? 34 : 20
        #expect(preset.portraitSafeArea.bottom == bottom, "\(name)")
    }

    @Test func theSchemaEnumIsTheTable() throws {
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: RepositoryPaths.path("schema/screen.schema.json"))) as? [String: Any]
        let device = ((schema?["properties"] as? [String: Any])?["device"] as? [String: Any])
        #expect(device?["enum"] as? [String] == DevicePreset.names, "update schema/screen.schema.json's device enum to DevicePreset.names")
    }

    @Test func theDocsTableIsTheTable() throws {
        let docs = try String(contentsOf: RepositoryPaths.path("docs/format.md"), encoding: .utf8)
        let begin = "<!-- generated by `tourshot devices --markdown`; DeviceTableTests compares -->\n"
        let start = try #require(docs.range(of: begin)).upperBound
        let end = try #require(docs.range(of: "\n<!-- end of generated table -->", range: start..<docs.endIndex)).lowerBound
        let expected = DevicePreset.markdownTables()
        #expect(String(docs[start..<end]) == expected, "replace the table in docs/format.md with `tourshot devices --markdown`:\n\(expected)")
    }
}
