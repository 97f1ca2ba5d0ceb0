import Dispatch
import Foundation
import TourshotPNG

/// Ctrl-C or a termination request mid-run: remove the temporary files being written, so no
/// partial image, report or golden is left, and exit with the shell's usual status.
enum InterruptHandling {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func install() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)  // handled by the dispatch source below, off the signal context
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                PendingTemporaryFiles.removeAll()
                Console.error("tourshot: interrupted; unfinished files were removed")
                exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
}
