/// The XDG autostart entry that starts `dictate panel` at login, so every dictation shows on screen.
public enum PanelAutostart {
    /// `$XDG_CONFIG_HOME/autostart/dictate-panel.desktop`.
    public static func path(configHome: String) -> String { "\(configHome)/autostart/dictate-panel.desktop" }

    /// The entry's text, running `executable`.
    public static func entry(executable: String) -> String {
        """
        [Desktop Entry]
        Type=Application
        Name=dictate panel
        Comment=Shows each dictation on screen; written by 'dictate setup', removed by 'dictate setup --remove'.
        Exec=\(executable) panel
        NoDisplay=true
        X-GNOME-Autostart-enabled=true

        """
    }

    /// Where the panel can show: a layer-shell compositor or an X11 session. GNOME on Wayland has
    /// neither (its panel is the GNOME Shell extension).
    public static func canShow(on desktop: Desktop, wayland: Bool, x11: Bool) -> Bool {
        switch desktop {
        case .gnome: !wayland && x11
        case .sway, .hyprland, .kde: true
        case .i3: x11
        case .other: x11
        }
    }
}
