import TourshotGolden
import TourshotModel

/// File names for rendered images: `<tour>-<screen>-step03-landscape.png`, the goldens' names.
enum FileNaming {
    static func imageName(tour: String, screen: String, step: Int, stepCount: Int, orientation: Orientation, ext: String) -> String {
        GoldenName(tour: tour, screen: screen, step: step, stepCount: stepCount, orientation: orientation).stem + "." + ext
    }
}
