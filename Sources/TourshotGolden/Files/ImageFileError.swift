import Foundation
import TourshotFiles
import TourshotModel

/// A PNG that could not be read or decoded, named by its path. Callers word `failure` their own
/// way (a screenshot names the screen file's key to fix); `reason` is the goldens' and diff's.
public struct ImageFileError: Error, Sendable, CustomStringConvertible {
    public enum Failure: Sendable {
        case unreadable(InputReadFailure)
        /// Sides over `Limits.imageSide`, from the header.
        case tooLarge(width: Int, height: Int)
        /// The caller's `admit` refused the image's sides, for this reason.
        case refused(String)
        /// libpng's message.
        case invalid(String)
    }

    public let file: URL
    public let failure: Failure

    public var reason: String {
        switch failure {
        case .unreadable(.folder): "is a folder, not a PNG file"
        case .unreadable(let error): error.message
        case .tooLarge(let width, let height): "is \(width)×\(height) px; images are limited to \(Limits.imageSide) px a side, as tourshot renders them"
        case .refused(let reason): reason
        case .invalid(let message): "not a valid PNG (\(message))"
        }
    }

    public var description: String { "\(InputFile.displayPath(file)): \(reason)" }
}
