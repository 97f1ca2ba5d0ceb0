import CProcess
import Foundation
import TourshotCLI

tourshot_tune_allocator()
exit(TourshotCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
