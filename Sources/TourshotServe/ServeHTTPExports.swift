// The routes and the guard moved to TourshotServeHTTP (fuzzed without the renderer); the
// session's files and the tests name them as before.
@_exported import TourshotServeHTTP
