import TourshotInterfaceBuilder

/// What a solved scene leaves to the app, said in the import summary rather than guessed:
/// run-time cells, outlets to things that are not views of the scene (bar button items,
/// views added in code), custom classes whose own size only code knows, constraints broken
/// or ambiguous.
enum InterfaceBuilderNotes {
    static func lines(_ document: IBDocument, scene: IBScene, layout: IBLayoutResult, made: InterfaceBuilderScreen.Made) -> [String] {
        var lines = made.screen.summary
        if document.navigationInferred.contains(scene.root) {
            lines.append("drew a navigation bar above \(scene.customClass ?? scene.element): it has a navigation item and no navigation controller of \(document.name) holds it, so it is taken to be pushed onto one from another storyboard or from code")
        }
        if made.inCells > 0 {
            lines.append("left out \(made.inCells) views of table and collection cells: cells are run-time content (the table's frame is kept; take cells from a capture)")
        }
        let inScene = Set(InterfaceBuilderScreen.subtree(document, of: scene.root))
        let inCells = inScene.filter { document.views[$0].isPlacedByContainer || InterfaceBuilderScreen.hasAncestor(document, $0, where: \.isPlacedByContainer) }
        let elsewhere = document.outlets.filter {
            $0.source != nil && $0.source == scene.controllerID && $0.property != "view"
                && document.index(ofView: $0.destination).map { !inScene.contains($0) } ?? true
        }
        if !elsewhere.isEmpty {
            lines.append("not placed, \(elsewhere.count) \(elsewhere.count == 1 ? "outlet" : "outlets") to no view of the scene (bar button items, gesture recognizers, constraints): "
                + ImportedScreen.few(elsewhere.map(\.property)))
        }
        let custom = inScene.subtracting(inCells).sorted().filter { document.views[$0].customClass != nil && !document.views[$0].hasPlaceholderSize && $0 != scene.root }.map { document.views[$0].displayName }
        if !custom.isEmpty {
            lines.append("\(custom.count) \(custom.count == 1 ? "view" : "views") of custom classes sized by their constraints and IB's frames (their own intrinsic size is the app's code; IB's placeholder intrinsic size would give it): " + ImportedScreen.few(custom))
        }
        // Fonts tourshot has no file of: their text is measured in the system font's stand-in
        // at the weight the name says, so their frames are nearer than right.
        var named: [String] = []
        for index in inScene.subtracting(inCells).sorted() {
            if case .text(_, let font, _) = document.views[index].content, let name = font.name, !named.contains(name) { named.append(name) }
        }
        if !named.isEmpty {
            lines.append("measured with the system font in their place (tourshot has no file of them): " + ImportedScreen.few(named))
        }
        let ambiguous = layout.ambiguous.filter { inScene.contains($0) && !inCells.contains($0) }.sorted().map { document.views[$0].displayName }
        if !ambiguous.isEmpty {
            lines.append("ambiguous layout, \(ambiguous.count) \(ambiguous.count == 1 ? "view" : "views") the constraints do not fix (one of the layouts taken): " + ImportedScreen.few(ambiguous))
        }
        lines += layout.problems.map { "warning: \($0.description)" }
        return lines
    }
}
