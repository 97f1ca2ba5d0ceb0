/// A location inside a JSON document, printed as `steps[2].arrows[0].element`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    public enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    public private(set) var components: [Component] = []

    public static let root = JSONPath()

    public func appending(_ key: String) -> JSONPath {
        var copy = self
        copy.components.append(.key(key))
        return copy
    }

    public func appending(_ index: Int) -> JSONPath {
        var copy = self
        copy.components.append(.index(index))
        return copy
    }

    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key):
                let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                if plain {
                    text += text.isEmpty ? key : "." + key
                } else {
                    let escaped = key.reduce(into: "") { out, c in
                        if c == "\"" || c == "\\" { out.append("\\") }
                        out.append(c)
                    }
                    text += "[\"" + escaped + "\"]"
                }
            case .index(let index):
                text += "[\(index)]"
            }
        }
        return text
    }
}
