import DictationComposer
import VoiceForm

/// Draws the form: the title, the language picker as a segmented row, then each field as a label,
/// its value, a coloured underline and its message; a footer with the notice and the keys. Fields
/// scroll when the terminal is too short for all of them (80×24 holds the four-field example).
/// The whole screen is painted with the theme's surface.
struct FormRenderer: Sendable {
    /// The colours and how much of them the terminal gets.
    var palette: Palette

    /// Rows per field: label, value, underline, message.
    static let fieldHeight = 4
    /// The smallest terminal the form fits in: one field and the chrome around it.
    static let minimumSize = TerminalSize(columns: 30, rows: 3 + fieldHeight + 2)

    /// The whole screen for `snapshot` in `size`.
    func render(_ snapshot: FormSnapshot, size: TerminalSize) -> FormFrame {
        guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else {
            let message = "Make the terminal at least \(Self.minimumSize.columns)×\(Self.minimumSize.rows) "
                + "for the form (now \(size.columns)×\(size.rows))."
            return FormFrame(lines: Array(message.wrapped(to: max(size.columns, 1)).prefix(max(size.rows, 1))))
        }
        let width = size.columns
        var frame = FormFrame(lines: [])
        frame.lines.append(palette.row(" " + snapshot.title.truncated(to: width - 2), style(.textPrimary, bold: true), width: width))
        frame.lines.append(languageRow(snapshot, width: width, row: 2, frame: &frame))
        frame.lines.append(palette.row("", .plain, width: width))
        let visible = max(1, (size.rows - 5) / Self.fieldHeight)
        let first = min(max(0, snapshot.focus - visible + 1), max(0, snapshot.fields.count - visible))
        for index in first..<min(snapshot.fields.count, first + visible) {
            let top = frame.lines.count + 1
            frame.fieldRows.append((index, top...(top + 2)))
            frame.lines += fieldLines(snapshot, index: index, width: width, top: top, cursor: &frame.cursor)
        }
        while frame.lines.count < size.rows - 2 { frame.lines.append(palette.row("", .plain, width: width)) }
        frame.lines.append(palette.row(" " + (snapshot.notice ?? "").truncated(to: width - 2), style(.danger), width: width))
        frame.lines.append(palette.row(" " + snapshot.hint.truncated(to: width - 2), style(.textTertiary), width: width))
        return frame
    }

    private func languageRow(_ snapshot: FormSnapshot, width: Int, row: Int, frame: inout FormFrame) -> String {
        var line = palette.row()
        line.add(" Language ", style(.textSecondary))
        let selected = snapshot.languages.firstIndex { $0.id == snapshot.language } ?? 0
        for language in snapshot.languages[max(0, selected - 2)...] {
            let segment = " \(language.name) "
            guard line.width + segment.count + 1 <= width else { break }
            let start = line.width + 1
            let chosen = language.id == snapshot.language
            line.add(segment, chosen ? style(.accentOn, background: .accent, bold: true)
                                     : style(.textPrimary, background: .fill))
            frame.languageSegments.append((row, start...(start + segment.count - 1), language.id))
            line.add(" ")
        }
        line.pad(to: width)
        return line.text
    }

    private func fieldLines(_ snapshot: FormSnapshot, index: Int, width: Int, top: Int,
                            cursor: inout (row: Int, column: Int)?) -> [String] {
        let field = snapshot.fields[index]
        let focused = index == snapshot.focus
        let recording = field.state == .recording
        let inner = width - 4
        let underline = TextStyle(foreground: palette.color(FormPalette.role(field.state.role)), bold: focused)

        var label = palette.row()
        label.add("  ")
        if field.showsLabel { label.add(field.label.truncated(to: inner), recording ? underline : style(.textSecondary)) }

        var value = palette.row()
        value.add(focused ? "› " : "  ", style(.accent, bold: true))
        let meterWidth = recording ? min(12, inner / 4) : 0
        let room = inner - (recording ? meterWidth + 4 : 0)
        if field.value.isEmpty {
            value.add((recording ? "Listening…" : field.placeholder).truncated(to: room), style(.textTertiary))
        } else {
            value.add(String(field.value.suffix(room)), style(.textPrimary))
        }
        if recording {
            value.pad(to: 2 + room + 1)
            value.add("●", underline)
            value.add(" " + LevelBars.scrolling(snapshot.levels, count: meterWidth), underline)
        } else if focused {
            cursor = (top + 1, 3 + min(snapshot.cursor, room - 1))
        }

        let rule = String(repeating: focused ? "━" : "─", count: inner)
        var message = palette.row()
        message.add("  ")
        if let text = field.message { message.add(text.truncated(to: inner), style(.danger)) }
        label.pad(to: width)
        value.pad(to: width)
        message.pad(to: width)
        return [label.text, value.text, palette.row("  " + rule, underline, width: width), message.text]
    }

    private func style(_ role: ColorRole, background: ColorRole? = nil, bold: Bool = false) -> TextStyle {
        palette.style(role, background: background, bold: bold)
    }
}
