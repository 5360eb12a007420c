import Arguments
import DesktopSetup

extension CommandLineSpec {
    /// `dictate setup`: the first minute on a desktop.
    static let setup = CommandSpec(
        name: "setup",
        abstract: "Bind a key to dictate on this desktop, and check the way into apps, the panel, the microphone and the model.",
        discussion: """
        Binds KEY to 'dictate toggle --type', dictate named by its full path so that the desktop's own
        PATH need not reach it: on GNOME a custom shortcut added to the existing ones (a
        key something else has is refused, saying what has it); on sway, i3 and Hyprland a file of
        dictate's bindings beside the config (sway/dictate.conf, i3/dictate.conf, hypr/dictate.conf),
        one include line in the config, and a reload; on KDE Plasma and other desktops it prints what
        to bind. Where a layer-shell compositor or X11 runs, it offers to start 'dictate panel' at
        login ($XDG_CONFIG_HOME/autostart/dictate-panel.desktop). Each change is asked for on a
        terminal; --yes makes them without asking. What was added is recorded in
        $XDG_CONFIG_HOME/dictate/setup.json, and --remove takes exactly that away.

        Then it reports: the key, the ways --type will try into apps in their order (each available,
        or why not), the panel, the capture sources (a muted one says so), what the source heard in three
        seconds (recorded with the level meter on a terminal and transcribed by the model; a
        silent source says so; --no-listen skips it) and the model.

        Examples:
          dictate setup
          dictate setup --yes --key Ctrl+Alt+d
          dictate setup --hold Super+space
          dictate setup --check
          dictate setup --remove

        Exit status:
          0    success: dictation into apps can work here
          64   usage error (a --key that is not a key)
          65   $XDG_CONFIG_HOME/dictate/setup.json or the desktop's settings unreadable
          69   dictation into apps cannot work here (no graphical session, no way into apps, no sound
               server or source, nothing heard from the source, no model), or a compositor's reload
               failed; the reason is printed
          73   the key is taken on GNOME by another shortcut
          74   a file could not be written
          77   the microphone is muted
        """,
        options: [
            .flag("check", help: "Only report what works here; change nothing."),
            .flag("remove", help: "Take away what dictate setup added: the shortcut, the include line and file, the panel's autostart."),
            .flag("yes", short: "y", help: "Make each change without asking."),
            .option("key", valueName: "KEY", help: "The key to bind, as Super+period or Ctrl+Alt+d.", default: KeyChord.standard.description),
            .option("hold", valueName: "KEY", help: "On sway, i3 and Hyprland, also a key to hold while talking (begin on press, end on release)."),
            .option("device", short: "d", valueName: "NAME", help: "The PulseAudio source to check (default: the default source)."),
            .flag("no-listen", help: "Check the source without recording from it."),
        ])
}
