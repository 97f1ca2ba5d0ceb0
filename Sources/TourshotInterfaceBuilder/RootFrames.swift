/// Roots' frames on a device other than the design device. UIKit sizes a controller's root
/// view to the screen (less the opaque bars it sits between) and a xib's view as big as the
/// design screen likewise; a freeform view (a card, a cell) keeps the size IB stored.
enum RootFrames {
    static func frames(_ roots: [Int], views: [IBView], bars: [Int: IBInsets], design: IBDevice?, target: IBTarget) -> [Int: IBRect] {
        let screen = IBDevice(target: target).screen
        var frames: [Int: IBRect] = [:]
        for root in roots {
            guard let stored = views[root].storedFrame else { continue }
            let designScreen = design?.screen
            let isController = bars[root] != nil
            if let designScreen, stored.width == designScreen.width {
                // Shorter than the design screen by its bars: as much shorter on the target.
                let shorter = designScreen.height - stored.height
                if shorter == 0 || isController {
                    frames[root] = IBRect(x: stored.x, y: stored.y, width: screen.width, height: screen.height - max(0, shorter))
                }
            } else if isController && designScreen == nil {
                frames[root] = IBRect(x: stored.x, y: stored.y, width: screen.width, height: screen.height)
            }
        }
        return frames
    }
}
