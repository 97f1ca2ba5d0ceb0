import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element with its attributes, children and the line it starts on, so that every
/// message about a view or a constraint can name its line.
final class XMLNode {
    let name: String
    let attributes: [String: String]
    let line: Int
    private(set) var children: [XMLNode] = []

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    func append(_ child: XMLNode) { children.append(child) }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    func double(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

    func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    func child(_ name: String, key: String? = nil) -> XMLNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Every element below this one, depth first, in document order.
    func descendants() -> [XMLNode] {
        children.flatMap { [$0] + $0.descendants() }
    }
}

/// Parses a whole document into `XMLNode`s; refuses a malformed one with the parser's line.
enum XMLTreeParser {
    static func parse(_ data: Data, document: String) throws(InterfaceBuilderError) -> XMLNode {
        let delegate = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        delegate.parser = parser
        // Foundation on Linux returns true from parse() for some errors and only sets parserError.
        let parsed = parser.parse() && parser.parserError == nil
        let code = (parser.parserError as NSError?)?.code
        // libxml2's error 5: the document ended inside an element.
        if let open = delegate.openElements.last, parsed || code == 5 {
            throw InterfaceBuilderError(document: document, line: parser.lineNumber, view: nil,
                                        message: "not well-formed XML: <\(open.name)> (line \(open.line)) is not closed; the document is cut short")
        }
        guard parsed, let root = delegate.root else {
            throw InterfaceBuilderError(document: document, line: parser.lineNumber, view: nil,
                                        message: "not well-formed XML (\(code.map { "parser error \($0)" } ?? "no root element"))")
        }
        return root
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        weak var parser: XMLParser?
        var root: XMLNode?
        private(set) var openElements: [XMLNode] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String]) {
            let node = XMLNode(name: elementName, attributes: attributes, line: parser.lineNumber)
            if let parent = openElements.last { parent.append(node) } else { root = node }
            openElements.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            openElements.removeLast()
        }
    }
}
