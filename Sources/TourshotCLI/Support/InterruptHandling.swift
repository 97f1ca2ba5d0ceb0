import Foundation
import TourshotFiles

/// Ctrl-C or a termination request mid-run: remove the temporary files being written, so no
/// partial image, report or golden is left, and exit with the shell's usual status.
///
/// Both signals are blocked before any thread starts (threads inherit the mask) and one thread
/// takes them with `sigwait`, so no code runs in a signal handler (and no libdispatch thread
/// starts for it: docs/performance.md).
enum InterruptHandling {
    /// Call before any other thread starts: a thread started earlier does not block the
    /// signals, so the kernel could deliver one to it and their default action would end the
    /// process with nothing removed.
    static func install() {
        var signals = handledSignals()
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let watcher = Thread {
            var signals = handledSignals()
            var received: Int32 = 0
            while sigwait(&signals, &received) != 0 {}
            PendingTemporaryFiles.removeAll()
            Console.error("tourshot: interrupted; unfinished files were removed")
            exit(128 + received)
        }
        watcher.name = "tourshot-signals"
        watcher.start()
    }

    private static func handledSignals() -> sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        return signals
    }
}
