/// A row of a screen captured with `tmux capture-pane -e`, read back into cells with the colours
/// each was drawn in.
struct StyledRow {
    /// A colour as an SGR sequence sets it.
    enum Color: Hashable, CustomStringConvertible {
        /// 24-bit: `38;2;R;G;B`.
        case rgb(Int, Int, Int)
        /// The 256-colour palette: `38;5;N`.
        case indexed(Int)
        /// One of the 16 basic colours: `30`–`37`, `90`–`97`.
        case basic(Int)

        var description: String {
            switch self {
            case .rgb(let red, let green, let blue): "rgb(\(red),\(green),\(blue))"
            case .indexed(let index): "indexed(\(index))"
            case .basic(let code): "basic(\(code))"
            }
        }
    }

    /// One character and its colours; `nil` is the terminal's own.
    struct Cell {
        var character: Character
        var foreground: Color?
        var background: Color?
    }

    /// The row's cells, left to right.
    let cells: [Cell]

    /// The row's text without its sequences.
    var text: String { String(cells.map(\.character)) }

    /// Every row of `screen`, following the SGR sequences that set or reset colours; tmux writes
    /// only changes, so a colour set on one row still holds on the next.
    static func rows(_ screen: String) -> [StyledRow] {
        var rows: [StyledRow] = []
        var cells: [Cell] = []
        var foreground: Color?, background: Color?
        var characters = screen[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character == "\n" {
                rows.append(StyledRow(cells: cells))
                cells = []
                continue
            }
            guard character == "\u{1B}", characters.first == "[" else {
                cells.append(Cell(character: character, foreground: foreground, background: background))
                continue
            }
            let parameters = characters.dropFirst().prefix { !$0.isLetter }
            characters = characters.dropFirst(1 + parameters.count + 1)
            var codes = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
            while let code = codes.popFirst() {
                switch code {
                case 0: (foreground, background) = (nil, nil)
                case 30...37, 90...97: foreground = .basic(code)
                case 40...47, 100...107: background = .basic(code - 10)
                case 39: foreground = nil
                case 49: background = nil
                case 38, 48:
                    let color: Color?
                    switch codes.popFirst() {
                    case 2:
                        let (red, green, blue) = (codes.popFirst() ?? 0, codes.popFirst() ?? 0, codes.popFirst() ?? 0)
                        color = .rgb(red, green, blue)
                    case 5: color = .indexed(codes.popFirst() ?? 0)
                    default: color = nil
                    }
                    if code == 38 { foreground = color } else { background = color }
                default: break
                }
            }
        }
        if !cells.isEmpty { rows.append(StyledRow(cells: cells)) }
        return rows
    }
}
