/// Turns the bytes a terminal sends into ``Key``s: UTF-8 text, control keys, CSI and SS3 escape
/// sequences (arrows, Home/End, Delete, function keys), bracketed paste, SGR mouse presses and
/// releases, and the kitty keyboard protocol's key events (see `KeyDecoder+Kitty.swift`). OSC
/// strings, such as a background colour answer that came after ``BackgroundQuery`` gave up, are
/// dropped rather than typed.
///
/// Bytes may arrive split anywhere; an incomplete sequence waits for the next ``decode(_:)``. A
/// lone Escape is indistinguishable from the start of a sequence until time passes, so the reader
/// calls ``flush()`` when no more bytes come shortly after one (see ``hasPending``).
struct KeyDecoder: Sendable {
    private var buffer: [UInt8] = []
    private var pasted: [UInt8]?

    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Whether bytes are waiting for the rest of a sequence.
    var hasPending: Bool { !buffer.isEmpty && pasted == nil }

    /// The keys completed by `bytes`.
    mutating func decode(_ bytes: [UInt8]) -> [Key] {
        buffer += bytes
        var keys: [Key] = []
        while !buffer.isEmpty {
            if pasted != nil {
                guard let end = buffer.firstRange(of: Self.pasteEnd) else {
                    // Hold back what could be the start of the end marker; the rest is pasted text.
                    let keep = min(buffer.count, Self.pasteEnd.count - 1)
                    pasted! += buffer.dropLast(keep)
                    buffer = Array(buffer.suffix(keep))
                    return keys
                }
                pasted! += buffer[..<end.lowerBound]
                keys.append(.paste(String(decoding: pasted!, as: UTF8.self)))
                pasted = nil
                buffer.removeSubrange(..<end.upperBound)
                continue
            }
            guard let (key, length) = next() else { break }
            buffer.removeFirst(length)
            if let key { keys.append(key) }
        }
        return keys
    }

    /// The keys held back: a lone Escape, or an incomplete sequence as ``Key/unknown(_:)``.
    mutating func flush() -> [Key] {
        guard hasPending else { return [] }
        defer { buffer = [] }
        if buffer == [0x1B] { return [.escape] }
        return [.unknown(buffer)]
    }

    /// The key at the front of the buffer and its length, a `nil` key for bytes that decode to
    /// nothing (a mouse release), or `nil` when more bytes are needed.
    private mutating func next() -> (Key?, Int)? {
        let byte = buffer[0]
        switch byte {
        case 0x1B: return escapeSequence()
        case 0x0D: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.control(Character(UnicodeScalar(byte + 0x60))), 1)
        case 0x00...0x1F: return (.unknown([byte]), 1)
        default: return character()
        }
    }

    private func character() -> (Key?, Int)? {
        let byte = buffer[0]
        let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 1
        guard buffer.count >= length else { return nil }
        let text = String(decoding: buffer[0..<length], as: UTF8.self)
        return (text.first.map(Key.character) ?? .unknown(Array(buffer[0..<length])), length)
    }

    private mutating func escapeSequence() -> (Key?, Int)? {
        guard buffer.count >= 2 else { return nil }
        switch buffer[1] {
        case UInt8(ascii: "["): return controlSequence()
        case UInt8(ascii: "]"): return operatingSystemCommand()
        case UInt8(ascii: "O"):
            guard buffer.count >= 3 else { return nil }
            let key: Key = switch buffer[2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(buffer[2] - UInt8(ascii: "P")) + 1)
            default: .unknown(Array(buffer[0..<3]))
            }
            return (key, 3)
        default:
            // Escape followed by an ordinary byte (Alt+key): the Escape on its own, the byte next.
            return (.escape, 1)
        }
    }

    /// An OSC string ended by BEL or ST: a terminal's answer, never a key.
    private func operatingSystemCommand() -> (Key?, Int)? {
        for index in 2..<buffer.count {
            if buffer[index] == 0x07 { return (nil, index + 1) }
            if buffer[index] == 0x1B, index + 1 < buffer.count {
                return buffer[index + 1] == UInt8(ascii: "\\") ? (nil, index + 2) : (.unknown(Array(buffer[0..<index])), index)
            }
        }
        return buffer.count > 256 ? (.unknown(buffer), buffer.count) : nil
    }

    private mutating func controlSequence() -> (Key?, Int)? {
        guard let finalIndex = buffer[2...].firstIndex(where: { (0x40...0x7E).contains($0) }) else {
            return buffer.count > 32 ? (.unknown(buffer), buffer.count) : nil
        }
        let length = finalIndex + 1
        let parameters = String(decoding: buffer[2..<finalIndex], as: UTF8.self)
        let final = Character(UnicodeScalar(buffer[finalIndex]))
        if parameters.hasPrefix("<") { return (mouse(parameters.dropFirst(), final: final), length) }
        if parameters.hasPrefix("?") {
            // A terminal's answer to a query; only the keyboard protocol's is of interest.
            return (final == "u" ? .keyboardProtocol(flags: Int(parameters.dropFirst()) ?? 0) : nil, length)
        }
        if final == "u" { return (Self.kittyKey(parameters), length) }
        let numbers = parameters.split(separator: ";").map { Int($0.prefix { $0 != ":" }) ?? 0 }
        let key: Key
        switch final {
        case "A": key = .up
        case "B": key = .down
        case "C": key = .right
        case "D": key = .left
        case "H": key = .home
        case "F": key = .end
        case "Z": key = .backTab
        case "~":
            if numbers.first == 200 {
                pasted = []
                return (nil, length)
            }
            key = tilde(numbers.first ?? 0) ?? .unknown(Array(buffer[0..<length]))
        default: key = .unknown(Array(buffer[0..<length]))
        }
        return (Self.isRelease(parameters) ? .release(key) : key, length)
    }

    private func tilde(_ code: Int) -> Key? {
        switch code {
        case 1, 7: .home
        case 4, 8: .end
        case 3: .delete
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(code - 10)
        case 17...21: .function(code - 11)
        case 23, 24: .function(code - 12)
        default: nil
        }
    }

    /// An SGR mouse report `<button;column;row` ending in `M` (press) or `m` (release).
    private func mouse(_ parameters: Substring, final: Character) -> Key? {
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3, final == "M" || final == "m" else { return nil }
        let button = numbers[0]
        // Bit 5 marks motion and bit 6 the wheel; only plain presses and releases count.
        guard button & 0b110_0000 == 0 else { return nil }
        if final == "m" { return .mouseRelease(button: button & 0b11, column: numbers[1], row: numbers[2]) }
        return .mousePress(button: button & 0b11, column: numbers[1], row: numbers[2])
    }
}
