import Foundation

/// The tokens of a Whisper model, read from the files a CTranslate2 folder carries, as whisper.cpp stores them.
///
/// faster-whisper folders carry `vocabulary.txt` (one token a line), `vocabulary.json` (a list) or
/// only `tokenizer.json` (Hugging Face's tokenizer); all hold GPT-2 byte-level BPE tokens, which
/// whisper.cpp wants back as the raw bytes they stand for.
struct WhisperVocabulary {
    /// Every token, in id order, as written in the file.
    var tokens: [String]
    /// Whether every id has its token. Hugging Face's tokenizer.json often lacks the timestamp
    /// tokens at the end, which whisper.cpp names itself, so only the text tokens can be checked.
    var isComplete = true

    /// The file names looked for, in order of preference.
    static let fileNames = ["vocabulary.txt", "vocabulary.json", "tokenizer.json"]

    init(tokens: [String]) {
        self.tokens = tokens
    }

    /// Reads the first of ``fileNames`` present in `folder`; nil when there is none.
    init?(folder: URL) throws(ConversionError) {
        guard let name = Self.fileNames.first(where: {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
        }) else { return nil }
        let url = folder.appendingPathComponent(name)
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .io(path: url.path, reason: "can't be read (\(error.localizedDescription))")
        }
        switch name {
        case "vocabulary.txt": tokens = Self.lines(data)
        case "vocabulary.json":
            guard let list = try? JSONSerialization.jsonObject(with: data) as? [String] else {
                throw .badVocabulary(reason: "\(url.path) is not a JSON list of tokens")
            }
            tokens = list
        default:
            tokens = try Self.tokenizer(data, path: url.path)
            isComplete = false
        }
    }

    /// One token a line. Only "\n" separates tokens: multilingual vocabularies have an empty
    /// token, and "\r" never appears unencoded in a byte-level vocabulary.
    private static func lines(_ data: Data) -> [String] {
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The BPE model's vocabulary and the added (special) tokens, ordered by id.
    private static func tokenizer(_ data: Data, path: String) throws(ConversionError) -> [String] {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let model = root["model"] as? [String: Any], let vocabulary = model["vocab"] as? [String: Int] else {
            throw .badVocabulary(reason: "\(path) has no BPE vocabulary (model.vocab)")
        }
        var byID = Dictionary(vocabulary.map { ($1, $0) }) { first, _ in first }
        for case let added as [String: Any] in root["added_tokens"] as? [Any] ?? [] {
            if let id = added["id"] as? Int, let content = added["content"] as? String { byID[id] = content }
        }
        guard let last = byID.keys.max(), byID.count == last + 1 else {
            throw .badVocabulary(reason: "\(path) has gaps between its token ids")
        }
        return (0...last).map { byID[$0]! }
    }

    /// The byte strings whisper.cpp stores: the text tokens before `<|endoftext|>`.
    ///
    /// whisper.cpp names the special tokens from `<|endoftext|>` on itself, so they are left out,
    /// as whisper.cpp's own converter leaves them out.
    func ggmlTokens() throws(ConversionError) -> [[UInt8]] {
        guard let end = tokens.firstIndex(of: "<|endoftext|>") else {
            throw .badVocabulary(reason: "there is no <|endoftext|> token")
        }
        let table = Self.byteDecoder
        var result: [[UInt8]] = []
        result.reserveCapacity(end)
        for token in tokens[..<end] {
            var bytes: [UInt8] = []
            for scalar in token.unicodeScalars {
                guard let byte = table[scalar] else {
                    throw .badVocabulary(reason: "token \(result.count) has \"\(scalar)\", outside GPT-2's byte alphabet")
                }
                bytes.append(byte)
            }
            result.append(bytes)
        }
        return result
    }

    /// GPT-2 shows printable Latin-1 bytes as themselves and moves every other byte, in byte
    /// order, to the code points from 256 upwards.
    private static let byteDecoder: [Unicode.Scalar: UInt8] = {
        let printable = Set(Array(0x21...0x7E) + Array(0xA1...0xAC) + Array(0xAE...0xFF))
        var table: [Unicode.Scalar: UInt8] = [:]
        var moved = 0
        for byte in 0...255 {
            if printable.contains(byte) {
                table[Unicode.Scalar(UInt8(byte))] = UInt8(byte)
            } else {
                table[Unicode.Scalar(UInt32(256 + moved))!] = UInt8(byte)
                moved += 1
            }
        }
        return table
    }()
}
