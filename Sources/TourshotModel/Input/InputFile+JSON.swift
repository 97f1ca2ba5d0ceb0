import Foundation
import TourshotFiles

/// Input files read as the model reports problems: failures as `InputError`s naming the file,
/// JSON with line and column.
extension InputFile {
    /// `read` with the failure as an `InputError` that names the file.
    public static func readBytes(_ url: URL, limit: Int, policy: PathPolicy, referencedFrom: String? = nil) throws(InputError) -> [UInt8] {
        do {
            return try read(url, limit: limit, policy: policy)
        } catch {
            let hint = error == .notFound ? referencedFrom.map { "; check the path given in \($0)" } ?? "" : ""
            throw InputError(file: displayPath(url), message: error.message + hint)
        }
    }

    /// Reads and parses a JSON file; syntax errors carry line and column.
    public static func parseJSON(_ url: URL, policy: PathPolicy, referencedFrom: String? = nil) throws(InputError) -> JSONNode {
        let bytes = try readBytes(url, limit: Limits.jsonFileBytes, policy: policy, referencedFrom: referencedFrom)
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw InputError([InputProblem(file: displayPath(url), path: "", message: "invalid JSON: \(error.message)",
                                           line: error.line, column: error.column)])
        }
    }
}
