import Foundation
import TourshotCLI

exit(TourshotCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
