import Foundation

/// Reads and checks the files of one Vosk model folder, for ``VoskModelCheck``.
struct VoskModelFiles {
    let folder: URL

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// The file's size and its first `count` bytes; throws when it is missing, empty or unreadable.
    func head(_ name: String, count: Int) throws(VoskModelError) -> (size: Int, bytes: Data) {
        guard exists(name) else { throw .missingFile(folder: folder.path, file: name) }
        let path = path(name)
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { try? handle.close() }
        do {
            let size = Int(try handle.seekToEnd())
            try handle.seek(toOffset: 0)
            let bytes = try handle.read(upToCount: count) ?? Data()
            guard size > 0 else { throw VoskModelError.truncated(path: path, reason: "it is empty") }
            return (size, bytes)
        } catch let error as VoskModelError {
            throw error
        } catch {
            throw .unreadable(path: path, reason: error.localizedDescription)
        }
    }

    /// A Kaldi binary object: the binary marker, then `marker`.
    func kaldiBinary(_ name: String, marker: String, kind: String) throws(VoskModelError) {
        let expected = Data([0, UInt8(ascii: "B")] + Array(marker.utf8))
        guard try head(name, count: expected.count).bytes == expected else { throw .wrongFormat(path: path(name), expected: kind) }
    }

    /// The shape of a binary Kaldi matrix ("FM " or "DM ", then the row and column counts).
    func kaldiMatrixShape(_ name: String) throws(VoskModelError) -> (rows: Int, columns: Int) {
        let (size, bytes) = try head(name, count: 15)
        var reader = VoskByteReader(bytes)
        guard reader.bytes(2) == Data([0, UInt8(ascii: "B")]), let kind = reader.bytes(3),
              kind == Data("FM ".utf8) || kind == Data("DM ".utf8) else {
            throw .wrongFormat(path: path(name), expected: "a binary Kaldi matrix")
        }
        guard reader.byte() == 4, let rows = reader.int32(), reader.byte() == 4, let columns = reader.int32() else {
            throw .truncated(path: path(name), reason: "its header ends early")
        }
        let needed = 15 + Int(rows) * Int(columns) * (kind == Data("FM ".utf8) ? 4 : 8)
        guard rows > 0, columns > 0, size >= needed else {
            throw .truncated(path: path(name), reason: "a \(rows)×\(columns) matrix needs \(needed) bytes, it has \(size)")
        }
        return (Int(rows), Int(columns))
    }

    /// A text Kaldi matrix, "[ … ]".
    func kaldiMatrix(_ name: String) throws(VoskModelError) {
        let text = try self.text(name).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("[") else { throw .wrongFormat(path: path(name), expected: "a Kaldi text matrix") }
        guard text.hasSuffix("]") else { throw .truncated(path: path(name), reason: "the matrix has no closing ]") }
    }

    /// A text file of whole lines.
    func lines(_ name: String) throws(VoskModelError) {
        _ = try text(name)
    }

    /// A Kaldi option file: `--name=value` lines and comments. Kaldi ends the process on an option
    /// it does not know or a value it can't parse, which is what a cut in the middle of a line gives.
    func options(_ name: String) throws(VoskModelError) -> [String: String] {
        var options: [String: String] = [:]
        for line in try text(name).split(separator: "\n") {
            let line = line.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            guard line.hasPrefix("--"), let equals = line.firstIndex(of: "="), line.index(after: equals) < line.endIndex else {
                throw .wrongFormat(path: path(name), expected: "a Kaldi option file (the line \"\(line)\" is no --name=value)")
            }
            let key = line[line.index(line.startIndex, offsetBy: 2)..<equals]
            guard !key.isEmpty, key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }) else {
                throw .wrongFormat(path: path(name), expected: "a Kaldi option file (\"\(key)\" is no option name)")
            }
            options[String(key)] = String(line[line.index(after: equals)...])
        }
        return options
    }

    /// A UTF-8 text file that ends with a line break: one cut short almost always lacks it.
    private func text(_ name: String) throws(VoskModelError) -> String {
        _ = try head(name, count: 0)
        let data: Data
        do { data = try Data(contentsOf: folder.appendingPathComponent(name)) } catch {
            throw .unreadable(path: path(name), reason: error.localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .wrongFormat(path: path(name), expected: "UTF-8 text") }
        guard text.hasSuffix("\n") else { throw .truncated(path: path(name), reason: "its last line has no end") }
        return text
    }
}
