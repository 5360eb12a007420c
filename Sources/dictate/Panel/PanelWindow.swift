import CPanel
import LivePanel

/// The panel's GTK window (the C target's), opened once per process.
enum PanelWindow {
    /// A button of the panel.
    enum Action: Sendable {
        case stop
        case cancel
        /// Copy the text of the dictation that just ended.
        case copy
    }

    /// Where a click goes: kept for the process's life, since the window's thread may call it any time.
    private final class Clicks: Sendable {
        let handle: @Sendable (Action) -> Void
        init(_ handle: @escaping @Sendable (Action) -> Void) { self.handle = handle }
    }

    /// Opens the display and builds the hidden panel; `onClick` is called on the window's thread.
    static func open(position: PanelPosition, onClick: @escaping @Sendable (Action) -> Void) throws -> String {
        let context = Unmanaged.passRetained(Clicks(onClick)).toOpaque()
        let edge = position == .top ? DICTATE_PANEL_TOP : DICTATE_PANEL_BOTTOM
        if let reason = dictate_panel_open(edge, { action, context in
            guard let context else { return }
            let clicked: Action = action == DICTATE_PANEL_CANCEL ? .cancel : action == DICTATE_PANEL_COPY ? .copy : .stop
            Unmanaged<Clicks>.fromOpaque(context).takeUnretainedValue().handle(clicked)
        }, context) {
            throw Failure("The panel cannot show: \(String(cString: reason)).", exitCode: ExitCode.unavailable)
        }
        return dictate_panel_backend().map { String(cString: $0) } ?? ""
    }

    /// Puts `view` on screen, or hides the panel.
    static func show(_ view: PanelView) {
        let colour = PanelPalette.colour(of: view.dot)
        view.levels.withUnsafeBufferPointer { levels in
            view.state.withCString { state in
                PanelMarkup.time(view.time).withCString { time in
                    PanelMarkup.words(view.words).withCString { words in
                        view.footer.withCString { footer in
                            view.accessibleStatus.withCString { status in
                                var content = dictate_panel_content(
                                    visible: view.isVisible ? 1 : 0, dot_red: colour.red, dot_green: colour.green,
                                    dot_blue: colour.blue, state: state, time: time, text_markup: words, footer: footer,
                                    accessible_status: status, levels: levels.baseAddress, level_count: Int32(levels.count),
                                    buttons_enabled: view.buttonsEnabled ? 1 : 0, copy_offered: view.copyOffered ? 1 : 0)
                                dictate_panel_show(&content)
                            }
                        }
                    }
                }
            }
        }
    }
}
