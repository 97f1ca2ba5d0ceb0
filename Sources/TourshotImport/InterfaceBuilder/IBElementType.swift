/// The element type a UI-test capture gives each UIKit view an IB element makes, so screens
/// solved from IB documents and captured ones are told apart by nothing (`CaptureStructure`
/// keeps bars, tables and cells by type; Swift tutorials find them by it).
enum IBElementType {
    static func type(_ element: String) -> String {
        switch element {
        case "button": "Button"
        case "label": "StaticText"
        case "imageView": "Image"
        case "navigationBar": "NavigationBar"
        case "tabBar": "TabBar"
        case "toolbar": "Toolbar"
        case "tableView": "Table"
        case "collectionView": "CollectionView"
        case "tableViewCell", "collectionViewCell": "Cell"
        case "textField": "TextField"
        case "textView": "TextView"
        case "switch": "Switch"
        case "slider": "Slider"
        case "segmentedControl": "SegmentedControl"
        case "searchBar": "SearchField"
        case "scrollView": "ScrollView"
        case "activityIndicatorView": "ActivityIndicator"
        case "pageControl": "PageIndicator"
        case "progressView": "ProgressIndicator"
        case "stepper": "Stepper"
        case "datePicker": "DatePicker"
        case "pickerView": "Picker"
        case "mapView": "Map"
        case "wkWebView", "webView": "WebView"
        default: "Other"
        }
    }
}
