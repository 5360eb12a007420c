/// A screen row built from styled runs, tracking its width in cells (one per character).
struct StyledLine {
    /// The row with its style sequences.
    private(set) var text = ""
    /// The cells used so far.
    private(set) var width = 0
    /// The colour mode the runs are rendered for.
    let mode: ColorMode
    /// The background behind runs that have none of their own, or `nil` for the terminal's.
    let surface: TextStyle.Color?

    /// An empty row for `mode`, painted with `surface`.
    init(mode: ColorMode, surface: TextStyle.Color? = nil) {
        self.mode = mode
        self.surface = surface
    }

    /// Appends `run` in `style`, on the surface unless the style has a background of its own.
    mutating func add(_ run: String, _ style: TextStyle = .plain) {
        var style = style
        style.background = style.background ?? surface
        text += style.apply(run, mode: mode)
        width += run.count
    }

    /// Appends spaces up to `width` cells, in `style`.
    mutating func pad(to width: Int, _ style: TextStyle = .plain) {
        if width > self.width { add(String(repeating: " ", count: width - self.width), style) }
    }
}

extension String {
    /// The string cut to `width` characters, with an ellipsis when cut.
    func truncated(to width: Int) -> String {
        guard count > width else { return self }
        guard width > 1 else { return String(prefix(max(width, 0))) }
        return prefix(width - 1) + "…"
    }

    /// The string wrapped at spaces into rows of at most `width` characters.
    func wrapped(to width: Int) -> [String] {
        var rows: [String] = []
        var row = ""
        for word in split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            while word.count > width {
                if !row.isEmpty { rows.append(row); row = "" }
                rows.append(String(word.prefix(width)))
                word = String(word.dropFirst(width))
            }
            if row.isEmpty { row = word } else if row.count + 1 + word.count <= width { row += " " + word } else {
                rows.append(row)
                row = word
            }
        }
        if !row.isEmpty || rows.isEmpty { rows.append(row) }
        return rows
    }
}
