/// The bars a storyboard shows above and below each controller's root view: a navigation bar
/// when a navigation controller holds it (its root, or pushed from one of its controllers by
/// a show segue) or IB simulates one, a tab bar when a tab bar controller holds it, a toolbar
/// when simulated. Heights are UIKit's: 44 (96 with large titles), 49, 44.
struct ControllerBars {
    var top = 0.0, bottom = 0.0
    /// The bottom bar is a tab bar (else a toolbar).
    var tab = false
    /// No navigation controller of the document holds the controller, but it has a navigation
    /// item: at run time it is pushed onto one from elsewhere (a storyboard reference, code).
    var navigationItemOnly = false

    static func read(_ root: XMLNode) -> [String: ControllerBars] {
        let nodes = root.descendants()
        let controllers = nodes.filter { $0["sceneMemberID"] == "viewController" && $0["id"] != nil }
        var navigationOf: [String: XMLNode] = [:]
        var tabbed = Set<String>()
        for controller in controllers {
            let destinations = segues(controller).filter { $0["kind"] == "relationship" }
            if controller.name == "navigationController" {
                for segue in destinations where segue["relationship"] == "rootViewController" {
                    if let id = segue["destination"] { navigationOf[id] = controller }
                }
            }
            if controller.name == "tabBarController" {
                tabbed.formUnion(destinations.compactMap { $0["destination"] })
            }
        }
        var grew = true
        while grew {
            grew = false
            for controller in controllers {
                let id = controller["id"]!
                for segue in segues(controller) where ["show", "push"].contains(segue["kind"] ?? "") {
                    guard let destination = segue["destination"] else { continue }
                    if let navigation = navigationOf[id], navigationOf[destination] == nil { navigationOf[destination] = navigation; grew = true }
                    if tabbed.contains(id), !tabbed.contains(destination) { tabbed.insert(destination); grew = true }
                }
                if let navigation = navigationOf[id], let navigationID = navigation["id"], tabbed.contains(navigationID), !tabbed.contains(id) {
                    tabbed.insert(id); grew = true
                }
            }
        }
        var bars: [String: ControllerBars] = [:]
        for controller in controllers {
            let id = controller["id"]!
            var bar = ControllerBars()
            if let navigation = navigationOf[id], !navigation.flag("navigationBarHidden") {
                let large = navigation.child("navigationBar", key: "navigationBar")?.flag("largeTitles") ?? false
                let mode = controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"]
                bar.top = large && mode != "never" ? 96 : 44
            } else if controller.child("simulatedNavigationBarMetrics", key: "simulatedTopBarMetrics") != nil {
                bar.top = 44
            } else if controller.child("navigationItem", key: "navigationItem") != nil {
                bar.navigationItemOnly = true
            }
            if tabbed.contains(id) || controller.child("simulatedTabBarMetrics", key: "simulatedBottomBarMetrics") != nil {
                bar.bottom = 49
                bar.tab = true
            } else if controller.child("simulatedToolbarMetrics", key: "simulatedBottomBarMetrics") != nil {
                bar.bottom = 44
            }
            bars[id] = bar
        }
        return bars
    }

    /// A controller's own segues (its views' too), not those of controllers inside it.
    private static func segues(_ controller: XMLNode) -> [XMLNode] {
        controller.descendants().filter { $0.name == "segue" }
    }
}
