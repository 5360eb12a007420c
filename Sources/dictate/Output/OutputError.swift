/// Writing results failed.
struct OutputError: Error, CustomStringConvertible {
    var what: String
    var reason: String

    var description: String { "Couldn't write \(what): \(reason)." }
}
