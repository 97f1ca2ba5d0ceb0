import Foundation
import TourshotFiles

/// Reads a folder of `<locale>.lproj/Localizable.strings` (what Xcode builds into an app, and
/// what projects kept before String Catalogs) into one table. `Base.lproj` holds no
/// translations and is skipped; the source language is given (the tour's first locale).
public enum StringsFolderLoader {
    public static func load(_ folder: URL, sourceLanguage: String, referencedFrom: String? = nil,
                            policy: PathPolicy = .anywhere) throws(InputError) -> StringTable {
        let display = InputFile.displayPath(folder)
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw InputError(file: display, message: "cannot list the folder; \"strings\" names an .xcstrings file or a folder of <locale>.lproj/Localizable.strings")
        }
        var values: [String: [String: String]] = [:]
        var problems: [InputProblem] = []
        var found = false
        for name in names.sorted() where name.hasSuffix(".lproj") && name != "Base.lproj" {
            let locale = String(name.dropLast(".lproj".count))
            let file = folder.appendingPathComponent(name).appendingPathComponent("Localizable.strings")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            found = true
            do {
                let bytes = try InputFile.readBytes(file, limit: Limits.jsonFileBytes, policy: policy, referencedFrom: referencedFrom)
                for (key, value) in try StringsFileParser.parse(bytes) { values[key, default: [:]][locale] = value }
            } catch let error as InputError {
                problems += error.problems
            } catch let failure as StringsFileParser.Failure {
                problems.append(InputProblem(file: InputFile.displayPath(file), path: "", message: failure.message,
                                             line: failure.line, column: failure.column))
            } catch {
                problems.append(InputProblem(file: InputFile.displayPath(file), path: "", message: "\(error)"))
            }
        }
        guard problems.isEmpty else { throw InputError(problems) }
        guard found else {
            throw InputError(file: display, message: "no <locale>.lproj/Localizable.strings in the folder; add one per language (en.lproj, de.lproj, …)")
        }
        return StringTable(sourceLanguage: sourceLanguage, values: values, file: display)
    }
}
