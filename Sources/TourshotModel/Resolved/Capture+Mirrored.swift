extension Capture {
    /// The capture as a right-to-left app lays it out: every frame mirrored across the vertical
    /// centre line, leading and trailing safe areas swapped; top and bottom never change.
    /// Used for wireframes only: a screenshot is taken as the device reported it.
    public var mirrored: Capture {
        let width = size.width
        func flip(_ rect: Rect) -> Rect { Rect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }
        return Capture(size: size,
                       safeArea: EdgeInsets(top: safeArea.top, leading: safeArea.trailing, bottom: safeArea.bottom, trailing: safeArea.leading),
                       background: background,
                       elements: elements.map { CapturedElement(id: $0.id, frame: flip($0.frame), cornerRadius: $0.cornerRadius,
                                                                presentation: $0.presentation, title: $0.title) },
                       blurTargets: blurTargets.map { BlurTarget(name: $0.name, frames: $0.frames.map(flip)) },
                       presentations: presentations.map { Presentation(id: $0.id, style: $0.style, frame: flip($0.frame),
                                                                       source: $0.source, background: $0.background) })
    }
}
