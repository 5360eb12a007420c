/// Sorts what a terminal sends while the background query waits: the colour report (see
/// ``BackgroundReport``), any other OSC string, and the device-attributes answer (`CSI ? … c`)
/// that ends the wait are taken out; every other byte, such as keys typed meanwhile, is kept in
/// order for the key reader.
///
/// Terminals answer queries in the order they were sent, so one that reports device attributes
/// after the colour query has either answered it already or never will; asking for both ends the
/// wait at once on terminals without OSC 11.
public struct TerminalReplyScanner: Sendable {
    /// The background colour the terminal reported, once it has.
    public private(set) var background: RGBColor?
    /// Whether the device-attributes answer has come: nothing more is worth waiting for.
    public private(set) var isComplete = false
    private var kept: [UInt8] = []
    private var pending: [UInt8] = []

    /// Longest unfinished sequence held back; past it the bytes are someone's keys, not an answer.
    private static let longestAnswer = 128
    private static let escape: UInt8 = 0x1B
    private static let bell: UInt8 = 0x07

    /// A scanner that has seen nothing.
    public init() {}

    /// Takes in `bytes` as they arrived; a sequence split across reads waits for its end.
    public mutating func scan(_ bytes: [UInt8]) {
        let buffer = pending + bytes
        pending = []
        var index = 0
        while index < buffer.count {
            guard buffer[index] == Self.escape else {
                kept.append(buffer[index])
                index += 1
                continue
            }
            switch sequenceEnd(in: buffer, from: index) {
            case .incomplete:
                pending = Array(buffer[index...])
                return
            case .notAnAnswer:
                kept.append(buffer[index])
                index += 1
            case .complete(let end):
                take(Array(buffer[index..<end]))
                index = end
            }
        }
    }

    /// The bytes that were not answers, including an unfinished sequence, for the key reader.
    public func finish() -> [UInt8] { kept + pending }

    private enum SequenceEnd {
        case incomplete
        case notAnAnswer
        case complete(Int)
    }

    /// Where the OSC or CSI sequence starting at `start` ends.
    private func sequenceEnd(in buffer: [UInt8], from start: Int) -> SequenceEnd {
        let available = buffer.count - start
        guard available >= 2 else { return .incomplete }
        let body = start + 2
        switch buffer[start + 1] {
        case UInt8(ascii: "]"):
            for index in body..<buffer.count {
                if buffer[index] == Self.bell { return .complete(index + 1) }
                if buffer[index] == Self.escape {
                    guard index + 1 < buffer.count else { return .incomplete }
                    return buffer[index + 1] == UInt8(ascii: "\\") ? .complete(index + 2) : .notAnAnswer
                }
            }
        case UInt8(ascii: "["):
            if let final = buffer[body...].firstIndex(where: { (0x40...0x7E).contains($0) }) { return .complete(final + 1) }
        default:
            return .notAnAnswer
        }
        return available > Self.longestAnswer ? .notAnAnswer : .incomplete
    }

    /// Records `sequence` if it is an answer; keeps it for the key reader if not.
    private mutating func take(_ sequence: [UInt8]) {
        if sequence[1] == UInt8(ascii: "]") {
            let terminator = sequence.last == Self.bell ? 1 : 2
            let text = String(decoding: sequence[2..<(sequence.count - terminator)], as: UTF8.self)
            if let color = BackgroundReport.color(fromAnswer: text) { background = color }
        } else if sequence[2] == UInt8(ascii: "?"), sequence.last == UInt8(ascii: "c") {
            isComplete = true
        } else {
            kept += sequence
        }
    }
}
