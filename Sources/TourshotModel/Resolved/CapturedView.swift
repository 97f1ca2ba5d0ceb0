import Foundation

/// A view the running app makes, which a Swift tutorial names by what it is
/// (`navigationController?.navigationBar`, `tabBarController?.tabBar.items?[2]`,
/// `tableView.cellForRow(at: IndexPath(row: 0, section: 1))`), found in a capture by the type,
/// container and place `tourshot import screen` keeps (docs/swift-sources.md).
public enum CapturedView: Sendable, Hashable {
    case navigationBar
    /// `navigationItem.rightBarButtonItem` (`right`) or `leftBarButtonItem`.
    case barButton(right: Bool)
    case tabBar
    /// The tab bar's item at this index (0-based, as `tabBar.items?[n]`).
    case tabBarItem(Int)
    /// A table's cell (`cellForRow`) or a collection's (`cellForItem`), 0-based.
    case cell(collection: Bool, row: Int, section: Int)
    case searchBar

    /// What it is, for messages.
    public var description: String {
        switch self {
        case .navigationBar: "the navigation bar"
        case .barButton(let right): "the navigation bar's \(right ? "right" : "left") button"
        case .tabBar: "the tab bar"
        case .tabBarItem(let index): "the tab bar's item \(index) (its \(Self.ordinal(index + 1)) button)"
        case .cell(let collection, let row, let section):
            "the \(collection ? "collection" : "table") cell at \(collection ? "item" : "row") \(row) of section \(section)"
        case .searchBar: "the search bar"
        }
    }

    static func ordinal(_ number: Int) -> String {
        let suffix = (11...13).contains(number % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][number % 10] ?? "th"
        return "\(number)\(suffix)"
    }
}

/// One capture of a tour's screens as the Swift reader sees it: its elements with their types,
/// containers and cells' places, named for messages (`iphone-15 portrait`).
public struct CaptureOutline: Sendable, Hashable, Codable {
    public let name: String
    public let elements: [CapturedElement]

    public init(name: String, elements: [CapturedElement]) {
        self.name = name
        self.elements = elements
    }

    /// Every capture of the screens, in the tour's order, portrait first.
    public static func of(_ screens: [Screen]) -> [CaptureOutline] {
        screens.flatMap { screen in
            screen.orientations.compactMap { orientation in
                screen.capture(orientation).map { CaptureOutline(name: "\(screen.name) \(orientation.rawValue)", elements: $0.elements) }
            }
        }
    }

    /// The element `view` is in this capture, or why none is: what the capture holds instead.
    public func find(_ view: CapturedView) -> Result<CapturedElement, Holding> {
        switch view {
        case .navigationBar: return one("NavigationBar", "navigation bar")
        case .tabBar: return one("TabBar", "tab bar")
        case .searchBar: return one("SearchField", "search field")
        case .barButton(let right):
            let bar: CapturedElement
            switch one("NavigationBar", "navigation bar") {
            case .success(let found): bar = found
            case .failure(let holding): return .failure(holding)
            }
            let buttons = inside(bar).filter { $0.type == "Button" }
            // The back button is no bar button item: UIKit shows it where the screen has no left
            // item (or beside it, with leftItemsSupplementBackButton).
            let items = buttons.filter { !Self.isBackButton($0, in: bar) }
            let side = items.filter { right ? $0.frame.midX > bar.frame.midX : $0.frame.midX < bar.frame.midX }
            guard let button = right ? side.max(by: { $0.frame.midX < $1.frame.midX }) : side.min(by: { $0.frame.midX < $1.frame.midX })
            else {
                let listed = buttons.map { button in
                    "\(Self.named(button)) (\(Self.isBackButton(button, in: bar) ? "its back button" : button.frame.midX > bar.frame.midX ? "right" : "left"))"
                }
                let back = buttons.contains { Self.isBackButton($0, in: bar) } && !right
                    ? " (a back button is not the left bar button item: UIKit shows it when the screen has none)" : ""
                return .failure(Holding("the navigation bar \(Self.named(bar)) has \(listed.isEmpty ? "no buttons" : "buttons \(listed.joined(separator: ", "))")\(back)"))
            }
            return .success(button)
        case .tabBarItem(let index):
            let bar: CapturedElement
            switch one("TabBar", "tab bar") {
            case .success(let found): bar = found
            case .failure(let holding): return .failure(holding)
            }
            let items = inside(bar)
            guard index < items.count else {
                return .failure(Holding("the capture has a tab bar with \(items.count) button\(items.count == 1 ? "" : "s")\(items.isEmpty ? "" : ": " + items.map(Self.named).joined(separator: ", "))"))
            }
            return .success(items[index])
        case .cell(let collection, let row, let section):
            return cell(collection: collection, row: row, section: section)
        }
    }

    /// What a capture holds in place of the view asked for.
    public struct Holding: Error, Sendable, Hashable {
        public let text: String
        init(_ text: String) { self.text = text }
    }

    /// Whether the capture says what its elements are; a maestro hierarchy's tab bar alone is
    /// typed (by UIKit's label), which says nothing of the others.
    private var typed: Bool { elements.contains { $0.type != nil && $0.type != "TabBar" } }

    /// Where the capture has no element types (a maestro hierarchy records none), say so rather
    /// than that the view is missing.
    private var untyped: Holding {
        Holding("the screen's elements have no types (a maestro hierarchy records none, nor does a screen file written by hand or imported by an older tourshot), so a bar or cell cannot be told from other elements; import the screen again from XCUITest, Appium or idb, or give the element its \"type\" in the screen file")
    }

    private func one(_ type: String, _ name: String) -> Result<CapturedElement, Holding> {
        let found = elements.filter { $0.type == type }
        guard found.count == 1 else {
            if found.isEmpty { return .failure(typed ? Holding("the capture has no \(name) (no element of type \(type))") : untyped) }
            return .failure(Holding("the capture has \(found.count) \(name)s (\(found.map(Self.named).joined(separator: ", "))), so which one is not known"))
        }
        return .success(found[0])
    }

    /// The elements in `container`, in the capture's order.
    private func inside(_ container: CapturedElement) -> [CapturedElement] {
        elements.filter { $0.container == container.id }
    }

    private func cell(collection: Bool, row: Int, section: Int) -> Result<CapturedElement, Holding> {
        let kind = collection ? "CollectionView" : "Table"
        let containers = Dictionary(elements.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // A cell in a table is not a collection's, and the other way round; one in neither
        // (idb puts them in a scroll area) may be either.
        let cells = elements.filter { cell in
            cell.type == "Cell" && cell.container.flatMap { containers[$0]?.type }.map { $0 == kind } ?? true
        }
        let what = collection ? "collection" : "table"
        guard !cells.isEmpty else {
            return .failure(typed ? Holding("the capture has no \(what) cells (no element of type Cell\(collection ? " in a CollectionView" : ""))") : untyped)
        }
        let owners = Set(cells.map { $0.container ?? "" })
        guard owners.count == 1 else {
            return .failure(Holding("the capture has cells in \(owners.count) \(what)s (\(owners.sorted().map { $0.isEmpty ? "cells in no \(what)" : "\"\($0)\"" }.joined(separator: ", "))), so which one is not known"))
        }
        let scrolled = cells.filter(\.scrolled)
        guard scrolled.isEmpty else {
            let names = scrolled.prefix(4).map(Self.named).joined(separator: ", ") + (scrolled.count > 4 ? ", …" : "")
            // A table scrolls down; a collection may scroll either way.
            let (scrolledHow, startsWhere, start) = collection ? ("scrolled", "above the collection's top or left of its leading edge", "start")
                : ("scrolled down", "above the table's top", "top")
            return .failure(Holding("the capture's \(what) was \(scrolledHow) when captured (its cells \(names) are marked \"scrolled\": the first starts \(startsWhere), and the cells before it are not in the capture), so which row each cell is cannot be known; capture the screen with the \(what) scrolled to its \(start)"))
        }
        let placed = cells.filter { $0.section != nil && $0.row != nil }
        guard !placed.isEmpty else {
            return .failure(Holding("the capture's cells have no \"section\" and \"row\"; import the screen again (tourshot import screen numbers them) or give them in the screen file"))
        }
        if let found = placed.first(where: { $0.section == section && $0.row == row }) { return .success(found) }
        let sections = Dictionary(grouping: placed) { $0.section! }.sorted { $0.key < $1.key }.map { number, members in
            let rows = members.map { $0.row! }.sorted()
            let names = members.sorted { $0.row! < $1.row! }.prefix(4).map(Self.named).joined(separator: ", ")
            return "section \(number) \(collection ? "items" : "rows") \(rows.first!)–\(rows.last!) (\(names)\(members.count > 4 ? ", …" : ""))"
        }
        return .failure(Holding("the capture's \(what) shows \(sections.joined(separator: "; ")); a cell scrolled off the screen is not in it"))
    }

    /// Whether a navigation bar's button is its back button, as the tools capture it: the
    /// identifier UIKit gives it (`BackButton`, which XCUITest and Appium print and the import
    /// keys it by), UIKit's title "Back" when the previous title does not fit, or a button from
    /// the bar's very leading edge (the back button's chevron starts there; a bar button item
    /// starts at the bar's layout margin): iOS Settings' "General" back button is captured
    /// at x 0 of its bar, labelled with the previous screen's title and without identifier.
    static func isBackButton(_ button: CapturedElement, in bar: CapturedElement) -> Bool {
        ["backbutton", "back"].contains(button.id.lowercased()) || button.title == "Back"
            || abs(button.frame.minX - bar.frame.minX) < 0.5
    }

    /// An element as messages name it: its title, else its id.
    static func named(_ element: CapturedElement) -> String {
        "\"\(element.title ?? element.id)\""
    }
}
