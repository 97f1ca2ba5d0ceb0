import SwiftSyntax

/// Where a value was written: its file and node, so a JSON value keeps its Swift position and a
/// refusal names the true line.
struct SwiftSite {
    let file: SwiftSourceFile
    let node: Syntax

    init(_ file: SwiftSourceFile, _ node: some SyntaxProtocol) {
        self.file = file
        self.node = Syntax(node)
    }
}

/// What an expression of the app's Swift evaluates to, as far as the sources decide it.
/// A value the sources cannot decide is `unknown`, carrying the refusal that names where it
/// comes from and why (a run-time branch, a call into code not read, an asset): library readers
/// throw it only when they need that value.
indirect enum SwiftValue {
    case text(String, SwiftSite)
    case number(Double, SwiftSite)
    case bool(Bool, SwiftSite)
    case none(SwiftSite)
    case array([SwiftValue], SwiftSite)
    case tuple([(label: String?, value: SwiftValue)], SwiftSite)
    case enumCase(type: String, name: String, SwiftSite)
    /// A struct or class built by an initialiser the sources declare (or its memberwise one).
    case instance(type: String, fields: [(name: String, value: SwiftValue)], SwiftSite)
    /// An expression whose meaning belongs to a library reader (a colour, a view, an image):
    /// the evaluator hands it on unread, with its file, rather than guess at it.
    case expression(ExprSyntax, SwiftSite)
    case unknown(SwiftSourceRefusal)

    var site: SwiftSite? {
        switch self {
        case .text(_, let site), .number(_, let site), .bool(_, let site), .none(let site), .array(_, let site),
             .tuple(_, let site), .enumCase(_, _, let site), .instance(_, _, let site), .expression(_, let site): site
        case .unknown: nil
        }
    }

    /// A field of an instance or a labelled tuple element.
    func member(_ name: String) -> SwiftValue? {
        switch self {
        case .instance(_, let fields, _): fields.first { $0.name == name }?.value
        case .tuple(let elements, _): elements.first { $0.label == name }?.value
        default: nil
        }
    }
}
