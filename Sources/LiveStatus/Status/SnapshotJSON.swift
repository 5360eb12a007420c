import Foundation

extension StatusSnapshot {
    /// The snapshot as one line of JSON, keys sorted, dates as Unix seconds (what `date +%s` gives a script).
    public func jsonLine() -> String {
        // Encoding plain strings, numbers and dates cannot fail.
        let data = (try? SnapshotJSON.encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads a snapshot back from ``jsonLine()``'s form.
    public init(jsonLine: String) throws {
        self = try SnapshotJSON.decoder.decode(StatusSnapshot.self, from: Data(jsonLine.utf8))
    }
}

/// The one JSON convention for everything this module writes or reads.
enum SnapshotJSON {
    static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }

    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}
