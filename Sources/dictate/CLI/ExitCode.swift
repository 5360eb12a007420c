/// The exit statuses dictate uses, from BSD's sysexits where one fits.
enum ExitCode {
    static let success: Int32 = 0
    /// A usage error: an unknown option, a bad flag value.
    static let usage: Int32 = 64
    /// Input that is there but cannot be used: a damaged audio or model file, a replacements file
    /// line that is not a pair, a setting with a value it does not take.
    static let badData: Int32 = 65
    /// An input file that does not exist or cannot be opened.
    static let noInput: Int32 = 66
    /// Something dictation needs is missing: no sound server, no model, nothing recording; on GNOME
    /// on Wayland, the Shell extension that draws the panel.
    static let unavailable: Int32 = 69
    /// A bug: please report it.
    static let internalError: Int32 = 70
    /// Reading or writing failed (a full disk, a closed pipe), or `--type` could deliver some text no
    /// way (it is then on the clipboard).
    static let ioError: Int32 = 74
    /// `dictate models import` under a name already installed; `dictate setup --key` with a key GNOME
    /// gives to something else (sysexits' EX_CANTCREAT).
    static let alreadyExists: Int32 = 73
    /// Busy: `dictate begin` while a dictation records, or a `toggle` while another start or end is
    /// under way (a double press); a model download cut short or refused by the server for now.
    /// From sysexits' EX_TEMPFAIL: trying again later may work.
    static let busy: Int32 = 75
    /// The sound server or a local policy refuses capture.
    static let permissionDenied: Int32 = 77
    /// Aborted by a second Ctrl-C.
    static let aborted: Int32 = 130

    /// The table printed in `--help` and the README.
    static let table = """
    Exit status:
      0    success (also when dictation is stopped with Ctrl-C: the text so far is kept)
      64   usage error (unknown option, bad value)
      65   unusable input data (damaged audio or model file or Vosk model folder; a line of the
           replacements file that is not FROM -> TO; a downloaded model that is not the published file;
           a history or caret-status setting that is neither on nor off)
      66   input file missing or unreadable
      69   unavailable (no sound server, no such device, no model; nothing recording for stop, end, cancel;
           no such file on the download server; dictate setup --check: dictation into apps cannot work here;
           dictate panel on GNOME on Wayland: the GNOME Shell extension is not installed or not enabled;
           --install-gnome-extension: no GNOME Shell, or the extension is not installed with dictate)
      70   internal error
      73   a model of that name is installed already (dictate models import, download); the key is
           taken (dictate setup)
      74   I/O error (writing the transcript or a saved recording failed; --type could not deliver
           some text to the focused window, which is then on the clipboard; a full disk)
      75   busy (begin while a dictation records; a toggle while another is starting or ending one);
           a model download cut short or a server error: run it again to resume
      77   capture refused (muted or blocked source, capture disabled by policy; also for dictate setup --check)
      130  aborted by a second Ctrl-C
    """
}
