/// Every iPhone and iPad sold since 2017, one row per geometry (size, scale, safe areas); the
/// marketing names that share a row are its aliases. Within a family, rows run oldest first:
/// where devices of one size differ, import takes the last one that fits as "the newest".
///
/// Sizes and scales: Apple's Human Interface Guidelines, Layout, "Specifications". Safe areas:
/// what UIKit reports for a full-screen app (docs/format.md#device-presets names the references).
/// schema/screen.schema.json's enum and the table in docs/format.md are checked against this one
/// (DeviceTableTests), and `tourshot devices --markdown` prints the docs table.
extension DevicePreset {
    public static let all: [DevicePreset] = [
        // iPhone SE (1st gen), sold until 2018: the 4-inch screen, status bar 20 pt, home button.
        phone("iphone-se-1", "iPhone SE (1st gen)", 320, 568, 2, top: 20, bottom: 0, side: 0, landscapeBottom: 0),
        // iPhone 8 (2017), SE 2nd and 3rd gen: status bar 20 pt, home button.
        phone("iphone-se", "iPhone SE (2nd/3rd gen)", 375, 667, 2, top: 20, bottom: 0, side: 0, landscapeBottom: 0,
              aliases: ["iphone-8", "iphone-se-2", "iphone-se-3"]),
        phone("iphone-8-plus", "iPhone 8 Plus", 414, 736, 3, top: 20, bottom: 0, side: 0, landscapeBottom: 0),
        // Notch: 44 pt (X, XS, 11 Pro), 48 pt (XR, 11), 50 pt (mini), 47 pt (12 to 14, 16e).
        phone("iphone-xs", "iPhone X, XS, 11 Pro", 375, 812, 3, top: 44, bottom: 34, side: 44, landscapeBottom: 21,
              aliases: ["iphone-x", "iphone-11-pro"]),
        phone("iphone-xs-max", "iPhone XS Max, 11 Pro Max", 414, 896, 3, top: 44, bottom: 34, side: 44, landscapeBottom: 21,
              aliases: ["iphone-11-pro-max"]),
        phone("iphone-11", "iPhone XR, 11", 414, 896, 2, top: 48, bottom: 34, side: 48, landscapeBottom: 21,
              aliases: ["iphone-xr"]),
        phone("iphone-13-mini", "iPhone 13 mini", 375, 812, 3, top: 50, bottom: 34, side: 50, landscapeBottom: 21,
              aliases: ["iphone-12-mini"]),
        phone("iphone-13", "iPhone 13", 390, 844, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
              aliases: ["iphone-12", "iphone-12-pro", "iphone-13-pro", "iphone-14", "iphone-16e"]),
        phone("iphone-13-pro-max", "iPhone 13 Pro Max", 428, 926, 3, top: 47, bottom: 34, side: 47, landscapeBottom: 21,
              aliases: ["iphone-12-pro-max", "iphone-14-plus"]),
        // Dynamic Island: 59 pt (14 Pro to 16 Plus), 62 pt (16 Pro, 17), 68 pt (Air).
        phone("iphone-15", "iPhone 15", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
              aliases: ["iphone-14-pro", "iphone-16"]),
        phone("iphone-15-pro", "iPhone 15 Pro", 393, 852, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21),
        phone("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, 3, top: 59, bottom: 34, side: 59, landscapeBottom: 21,
              aliases: ["iphone-14-pro-max", "iphone-15-plus", "iphone-16-plus"]),
        phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21),
        phone("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, 3, top: 62, bottom: 34, side: 62, landscapeBottom: 21),
        // iOS 26, which the 17s and the Air shipped with, keeps a 20 pt status-bar inset in landscape.
        phone("iphone-17", "iPhone 17", 402, 874, 3, top: 62, bottom: 34, side: 62, landscapeBottom: 20, landscapeTop: 20,
              aliases: ["iphone-17-pro"]),
        phone("iphone-air", "iPhone Air", 420, 912, 3, top: 68, bottom: 34, side: 68, landscapeBottom: 29, landscapeTop: 20),
        phone("iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, 3, top: 62, bottom: 34, side: 62, landscapeBottom: 20, landscapeTop: 20),

        // Home button: 20 pt status bar, no home indicator.
        tablet("ipad-gen6", "iPad (6th gen)", 768, 1024, statusBar: 20, homeIndicator: 0,
               aliases: ["ipad-gen5", "ipad-mini-gen5"]),
        tablet("ipad-pro-10-5", "iPad Pro 10.5-inch", 834, 1112, statusBar: 20, homeIndicator: 0,
               aliases: ["ipad-air-gen3"]),
        tablet("ipad-pro-12-9-gen2", "iPad Pro 12.9-inch (2nd gen)", 1024, 1366, statusBar: 20, homeIndicator: 0),
        tablet("ipad-gen9", "iPad (9th gen)", 810, 1080, statusBar: 20, homeIndicator: 0,
               aliases: ["ipad-gen7", "ipad-gen8"]),
        // Face ID or Touch ID in the top button: 24 pt status bar, 20 pt home indicator.
        tablet("ipad-pro-11-gen4", "iPad Pro 11-inch (4th gen)", 834, 1194, statusBar: 24, homeIndicator: 20,
               aliases: ["ipad-pro-11-gen1", "ipad-pro-11-gen2", "ipad-pro-11-gen3"]),
        tablet("ipad-pro-12-9", "iPad Pro 12.9-inch (6th gen)", 1024, 1366, statusBar: 24, homeIndicator: 20,
               aliases: ["ipad-pro-12-9-gen3", "ipad-pro-12-9-gen4", "ipad-pro-12-9-gen5", "ipad-pro-12-9-gen6",
                         "ipad-air-13-m2", "ipad-air-13-m3"]),
        tablet("ipad-air", "iPad Air 11-inch (M2)", 820, 1180, statusBar: 24, homeIndicator: 20,
               aliases: ["ipad-air-gen4", "ipad-air-gen5", "ipad-air-11-m2", "ipad-air-11-m3", "ipad-gen10", "ipad-a16"]),
        tablet("ipad-mini", "iPad mini (6th gen)", 744, 1133, statusBar: 24, homeIndicator: 20,
               aliases: ["ipad-mini-gen6", "ipad-mini-a17-pro"]),
        tablet("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210, statusBar: 24, homeIndicator: 20,
               aliases: ["ipad-pro-11-m4"]),
        tablet("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, statusBar: 24, homeIndicator: 20,
               aliases: ["ipad-pro-13-m4"]),
    ]

    /// iPhones hide the status bar in landscape (iOS 26 keeps `landscapeTop`); the sensor housing
    /// insets both sides and the home indicator the bottom.
    static func phone(_ id: String, _ name: String, _ width: Double, _ height: Double, _ scale: Double,
                      top: Double, bottom: Double, side: Double, landscapeBottom: Double, landscapeTop: Double = 0,
                      aliases: [String] = []) -> DevicePreset {
        DevicePreset(id: id, name: name, family: .phone, portraitSize: Size(width: width, height: height), scale: scale,
                     portraitSafeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
                     landscapeSafeArea: EdgeInsets(top: landscapeTop, leading: side, bottom: landscapeBottom, trailing: side),
                     aliases: aliases)
    }

    /// iPads (all @2x) keep the status bar and the home indicator in both orientations.
    static func tablet(_ id: String, _ name: String, _ width: Double, _ height: Double,
                       statusBar: Double, homeIndicator: Double, aliases: [String] = []) -> DevicePreset {
        let insets = EdgeInsets(top: statusBar, leading: 0, bottom: homeIndicator, trailing: 0)
        return DevicePreset(id: id, name: name, family: .tablet, portraitSize: Size(width: width, height: height), scale: 2,
                            portraitSafeArea: insets, landscapeSafeArea: insets, aliases: aliases)
    }
}
