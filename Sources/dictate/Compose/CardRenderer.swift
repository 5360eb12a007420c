import DictationComposer

/// Draws the composer card at the bottom of the screen: a rounded border around the field (one to
/// six rows, then scrolling), the button row, and a line under the card for notices or key hints.
/// Every row with text on it is painted with the theme's surface from edge to edge.
struct CardRenderer: Sendable {
    /// The colours and how much of them the terminal gets.
    var palette: Palette
    /// Whether the meter stays still between readings instead of scrolling.
    var reduceMotion: Bool

    /// The smallest terminal the card fits in.
    static let minimumSize = TerminalSize(columns: 30, rows: 6)

    /// The whole screen for `snapshot` in `size`.
    func render(_ snapshot: CardSnapshot, size: TerminalSize) -> Frame {
        guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else {
            return tooSmall(size)
        }
        let width = size.columns
        let below = belowCard(snapshot, width: width)
        let fieldWidth = width - 4
        let layout = FieldLayout(text: snapshot.text, width: fieldWidth, cursor: snapshot.cursor)
        let availableRows = max(1, size.rows - 3 - below.count)
        let fieldRows = visibleRows(layout, limit: availableRows)
        let cardHeight = fieldRows.count + 3 + below.count
        let cardTop = size.rows - cardHeight + 1

        var lines = threadLines(snapshot.thread, width: width, height: cardTop - 1)
        let border = style(snapshot.hairline)
        lines.append(palette.row("╭" + String(repeating: "─", count: width - 2) + "╮", border, width: width))
        for row in fieldRows {
            lines.append(fieldLine(snapshot, layout: layout, row: row, width: width, border: border))
        }
        var buttons: [Frame.Button] = []
        lines.append(buttonRow(snapshot, width: width, row: lines.count + 1, border: border, buttons: &buttons))
        lines.append(palette.row("╰" + String(repeating: "─", count: width - 2) + "╯", border, width: width))
        for line in below {
            let text = line.text.truncated(to: width)
            if let action = line.button {
                buttons.append(Frame.Button(action: action, row: lines.count + 1, columns: 1...text.count))
            }
            lines.append(palette.row(text, line.style, width: width))
        }

        var cursor: (row: Int, column: Int)?
        if snapshot.phase == .composing, let index = fieldRows.firstIndex(of: layout.cursorRow) {
            cursor = (cardTop + 1 + (index - fieldRows.startIndex), 3 + min(layout.cursorColumn, fieldWidth - 1))
        }
        return Frame(lines: lines, cursor: cursor, buttons: buttons)
    }

    /// The field rows in view: the layout's, or fewer when the terminal is short.
    private func visibleRows(_ layout: FieldLayout, limit: Int) -> Range<Int> {
        let count = min(layout.visibleRows.count, limit)
        let top = min(max(layout.visibleRows.lowerBound, layout.cursorRow - count + 1), layout.cursorRow)
        let clamped = min(max(top, 0), layout.rows.count - count)
        return clamped..<(clamped + count)
    }

    private func fieldLine(_ snapshot: CardSnapshot, layout: FieldLayout, row: Int, width: Int, border: TextStyle)
        -> String
    {
        var line = palette.row()
        line.add("│ ", border)
        if snapshot.text.isEmpty {
            let placeholder = snapshot.phase.showsRecordingRow ? "Listening…" : snapshot.placeholder
            line.add(placeholder.truncated(to: width - 4), style(.textTertiary))
        } else {
            let characters = Array(snapshot.text)
            let span = layout.rows[row]
            let textStyle = snapshot.phase == .sending ? style(.textSecondary) : style(.textPrimary)
            line.add(String(characters[span.start..<span.end]), textStyle)
        }
        line.pad(to: width - 2)
        line.add(" │", border)
        return line.text
    }

    private func buttonRow(
        _ snapshot: CardSnapshot, width: Int, row: Int, border: TextStyle, buttons: inout [Frame.Button]
    ) -> String {
        let inner = width - 4
        let left: (label: String, action: ButtonAction, style: TextStyle)
        let right: (label: String, action: ButtonAction, style: TextStyle)
        let accent = style(.accentOn, background: .accent, bold: true)
        switch snapshot.phase {
        case .recording, .finishing:
            left = ("[ Cancel ]", .cancel, style(.textPrimary, background: .fill))
            right = ("[ Done ]", .done, snapshot.phase == .finishing ? style(.textTertiary, background: .fill) : accent)
        case .sending:
            left = ("[ Mic ]", .mic, style(.textTertiary, background: .fill))
            right = ("[ Stop ]", .stop, accent)
        case .composing, .requestingAccess:
            left = ("[ Mic ]", .mic, style(.textPrimary, background: .fill))
            right = ("[ Send ]", .send, snapshot.canSend ? accent : style(.textTertiary, background: .fill))
        }
        var line = palette.row()
        line.add("│ ", border)
        buttons.append(Frame.Button(action: left.action, row: row, columns: 3...(2 + left.label.count)))
        line.add(left.label, left.style)
        let middleWidth = inner - left.label.count - right.label.count
        if snapshot.phase.showsRecordingRow, snapshot.isPaused, middleWidth >= 18 {
            line.add("  ")
            line.add("❚❚ PAUSED", style(.textSecondary, bold: true))
            line.add(" " + snapshot.elapsedText, style(.textSecondary))
        } else if snapshot.phase.showsRecordingRow, middleWidth >= 10 {
            line.add("  ")
            line.add("●", style(.danger))
            line.add(" " + snapshot.elapsedText + " ", style(.textSecondary))
            let bars = max(0, middleWidth - 4 - snapshot.elapsedText.count - 4)
            line.add(meter(snapshot.levels, count: bars), style(.textPrimary))
        }
        line.pad(to: 2 + inner - right.label.count)
        let rightStart = line.width + 1
        buttons.append(Frame.Button(action: right.action, row: row, columns: rightStart...(rightStart + right.label.count - 1)))
        line.add(right.label, right.style)
        line.add(" │", border)
        return line.text
    }

    /// Thin bars rising and falling with the voice: the latest readings scrolling in from the right,
    /// or with reduced motion the latest reading alone, as a still shape.
    private func meter(_ levels: [Float], count: Int) -> String {
        reduceMotion ? LevelBars.still(levels.last ?? 0, count: count) : LevelBars.scrolling(levels, count: count)
    }

    /// A line under the card, and the button it is when clicked.
    private struct Below {
        var text: String
        var style: TextStyle
        var button: ButtonAction?
    }

    private func belowCard(_ snapshot: CardSnapshot, width: Int) -> [Below] {
        guard let notice = snapshot.notice else {
            return [Below(text: KeyBindings.hint(for: snapshot.phase), style: style(.textTertiary))]
        }
        let failed: Bool = switch notice {
        case .dictationFailed, .sendFailed: true
        default: false
        }
        var lines = notice.message.wrapped(to: width).prefix(3).map {
            Below(text: $0, style: failed ? style(.danger) : style(.textSecondary))
        }
        if notice.offersSettings {
            if snapshot.canOpenSettings {
                lines.append(Below(text: "[ Open Settings ] (Ctrl-O)", style: style(.accent, bold: true),
                                   button: .openSettings))
            } else if let fix = snapshot.manualFix {
                lines.append(Below(text: "To turn it on, run: \(fix)", style: style(.textSecondary)))
            }
        }
        return lines
    }

    private func threadLines(_ thread: [KitchenExample.Message], width: Int, height: Int) -> [String] {
        var lines: [String] = []
        if !thread.isEmpty {
            lines.append(palette.row(" Kitchen", style(.textPrimary, bold: true), width: width))
            lines.append(palette.row("", .plain, width: width))
        }
        for message in thread {
            let author = message.author + ": "
            let rows = (author + message.text).wrapped(to: width - 2)
            for (index, row) in rows.enumerated() {
                var line = palette.row()
                line.add(" ")
                if index == 0 {
                    line.add(author, style(message.author == "You" ? .accent : .textPrimary, bold: true))
                    line.add(String(row.dropFirst(author.count)), style(.textSecondary))
                } else {
                    line.add(row, style(.textSecondary))
                }
                line.pad(to: width)
                lines.append(line.text)
            }
        }
        let visible = Array(lines.suffix(max(height, 0)))
        return visible + Array(repeating: "", count: max(0, height - visible.count))
    }

    private func tooSmall(_ size: TerminalSize) -> Frame {
        let minimum = Self.minimumSize
        let message = "Make the terminal at least \(minimum.columns)×\(minimum.rows) to compose "
            + "(now \(size.columns)×\(size.rows))."
        var lines = message.wrapped(to: max(size.columns, 1)).prefix(max(size.rows, 1)).map { $0 }
        lines += Array(repeating: "", count: max(0, size.rows - lines.count))
        return Frame(lines: lines, cursor: nil)
    }

    private func style(_ role: ColorRole, background: ColorRole? = nil, bold: Bool = false) -> TextStyle {
        palette.style(role, background: background, bold: bold)
    }
}
