/// Every text a tutorial shows, rewritten by one function: what localization and the
/// pseudolanguages change, and nothing else (ids, colours and geometry stay).
extension Tutorial {
    /// Step titles and bodies, button titles, arrow and element labels (an arrow without a
    /// label shows its element's id, which is mapped too), page titles and descriptions.
    /// Empty texts stay empty: an empty title means "no title".
    public func mappingTexts(_ transform: (String) -> String) -> Tutorial {
        func map(_ text: String) -> String { text.isEmpty ? text : transform(text) }
        var copy = self
        var labels = elementLabels.mapValues(map)
        for step in steps {
            for arrow in step.arrows + step.supplementalArrows where arrow.label == nil && labels[arrow.element] == nil {
                labels[arrow.element] = map(arrow.element)
            }
        }
        copy.elementLabels = labels
        copy.steps = steps.map { step in
            var step = step
            step.title = map(step.title)
            step.body = map(step.body)
            step.buttons = step.buttons?.map { CardButton(title: map($0.title), role: $0.role, style: $0.style) }
            step.arrows = step.arrows.map { $0.relabelled($0.label.map(map)) }
            step.supplementalArrows = step.supplementalArrows.map { $0.relabelled($0.label.map(map)) }
            step.page = step.page.map {
                OnboardingPage(emoji: $0.emoji, title: $0.title.map(map), description: $0.description.map(map),
                               colors: $0.colors, gestureHint: $0.gestureHint)
            }
            return step
        }
        return copy
    }
}

extension ArrowSpec {
    /// The same arrow with another label.
    func relabelled(_ label: String?) -> ArrowSpec {
        var copy = self
        copy.label = label
        return copy
    }
}
