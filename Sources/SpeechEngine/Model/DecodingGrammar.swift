import CWhisper

/// What a pass may write, as whisper.cpp's grammar rules: tokens that would leave the grammar are
/// held down (`grammar_penalty`), so the decoder writes the likeliest text the grammar allows.
///
/// A field that takes a number asks for ``number``: tiny.en heard "forty two", said alone in
/// espeak-ng's default voice, as "fort it to" and "Forted 2"; held to digits, the same audio is 42.
public struct DecodingGrammar: Sendable, Equatable {
    /// One element of a rule, as `whisper_grammar_element` spells it.
    enum Element: Sendable, Equatable {
        /// The end of the rule.
        case end
        /// The start of another way the rule may be written.
        case alternative
        /// Another rule, by its index.
        case rule(Int)
        /// A character, or with ``upTo(_:)`` after it the first of a range.
        case character(Unicode.Scalar)
        /// The last character of a range begun by the ``character(_:)`` before.
        case upTo(Unicode.Scalar)
    }

    /// The rules, each a list of elements ending in ``Element/end``; the first is where text starts.
    let rules: [[Element]]

    /// A whole number written in digits: a space first, as whisper begins a word, a minus and a
    /// closing full stop allowed. Over ten numbers said alone (espeak-ng, 130 words a minute),
    /// tiny.en wrote 5 right held so and 3 free; a decimal point let it write "ninety nine" as
    /// "9.2", and number words as well as digits let it stop at "fort".
    public static let number = DecodingGrammar(rules: [
        // root ::= " " signed | signed
        [.character(" "), .rule(1), .alternative, .rule(1), .end],
        // signed ::= "-" number | number
        [.character("-"), .rule(2), .alternative, .rule(2), .end],
        // number ::= digits | digits "."
        [.rule(3), .alternative, .rule(3), .character("."), .end],
        // digits ::= [0-9] digits | [0-9]
        [.character("0"), .upTo("9"), .rule(3), .alternative, .character("0"), .upTo("9"), .end],
    ])
}

/// A grammar laid out as whisper.cpp reads it, for as long as a pass runs.
final class GrammarRules {
    private let elements: [UnsafeMutableBufferPointer<whisper_grammar_element>]
    /// One pointer per rule, as `whisper_full_params.grammar_rules` takes them.
    let table: UnsafeMutableBufferPointer<UnsafePointer<whisper_grammar_element>?>

    init(_ grammar: DecodingGrammar) {
        elements = grammar.rules.map { rule in
            let buffer = UnsafeMutableBufferPointer<whisper_grammar_element>.allocate(capacity: rule.count)
            for (index, element) in rule.enumerated() { buffer[index] = Self.element(element) }
            return buffer
        }
        table = .allocate(capacity: elements.count)
        for (index, rule) in elements.enumerated() { table[index] = UnsafePointer(rule.baseAddress) }
    }

    deinit {
        for rule in elements { rule.deallocate() }
        table.deallocate()
    }

    private static func element(_ element: DecodingGrammar.Element) -> whisper_grammar_element {
        switch element {
        case .end: whisper_grammar_element(type: WHISPER_GRETYPE_END, value: 0)
        case .alternative: whisper_grammar_element(type: WHISPER_GRETYPE_ALT, value: 0)
        case .rule(let index): whisper_grammar_element(type: WHISPER_GRETYPE_RULE_REF, value: UInt32(index))
        case .character(let scalar): whisper_grammar_element(type: WHISPER_GRETYPE_CHAR, value: scalar.value)
        case .upTo(let scalar): whisper_grammar_element(type: WHISPER_GRETYPE_CHAR_RNG_UPPER, value: scalar.value)
        }
    }
}
