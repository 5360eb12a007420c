#ifndef DICTATE_IBUS_H
#define DICTATE_IBUS_H

/// An IBus engine that dictate registers with the running ibus-daemon for as long as it is open:
/// no component file, no root. Every call blocks its caller; the engine itself is served on a
/// thread of its own, so a call that makes the daemon call back (switching to the engine creates
/// it) never waits on itself.
typedef struct dictate_ibus dictate_ibus;

typedef enum {
    DICTATE_IBUS_OK = 0,
    /// No ibus-daemon answers at the session's IBus address.
    DICTATE_IBUS_NO_DAEMON,
    /// The daemon did not take the engine's component.
    DICTATE_IBUS_NOT_REGISTERED,
    /// The daemon did not switch to the engine in time.
    DICTATE_IBUS_NOT_SWITCHED,
    /// The engine was switched in, but no text field took it (focused it) in time.
    DICTATE_IBUS_NO_FOCUS,
    /// The daemon went away, or the engine lost its text field.
    DICTATE_IBUS_DISCONNECTED,
} dictate_ibus_status;

typedef enum {
    /// The application sent back surrounding text that ends, at the cursor, with the commit.
    DICTATE_IBUS_DELIVERED = 0,
    /// Sent, but the application reports no surrounding text to check it by.
    DICTATE_IBUS_UNCONFIRMED,
    /// Not sent: no focused field, or the daemon went away.
    DICTATE_IBUS_FAILED,
} dictate_ibus_commit_result;

/// Connects to the ibus-daemon at `address` (a D-Bus address, as in IBus's address file) and
/// registers the engine `name`. NULL with `*status` set when it cannot.
dictate_ibus *dictate_ibus_open(const char *name, const char *address, int timeout_ms, dictate_ibus_status *status);

/// The daemon's global engine now, as a string to free(), or NULL when it has none.
char *dictate_ibus_global_engine(dictate_ibus *ibus);

/// Makes `engine` the global engine and waits for the daemon's answer.
dictate_ibus_status dictate_ibus_switch_to(dictate_ibus *ibus, const char *engine, int timeout_ms);

/// Waits until a text field has focused this engine.
dictate_ibus_status dictate_ibus_wait_for_focus(dictate_ibus *ibus, int timeout_ms);

/// How many times the global engine changed to another engine since the engine was last focused.
unsigned dictate_ibus_taken_back(dictate_ibus *ibus);

/// The focused field's input purpose (IBusInputPurpose: 8 password, 9 PIN).
unsigned dictate_ibus_purpose(dictate_ibus *ibus);

/// Shows `utf8` underlined in the focused field in place of the last preedit; "" hides it.
/// DICTATE_IBUS_NO_FOCUS when the field does not have the focus this moment.
dictate_ibus_status dictate_ibus_set_preedit(dictate_ibus *ibus, const char *utf8);

/// Shows `utf8` as the engine's auxiliary text: a short status that the desktop's IBus panel draws
/// by the caret, apart from the field (GNOME Shell's candidate popup; ibus-ui-gtk3 on X11). NULL or
/// "" hides it. DICTATE_IBUS_NO_FOCUS when the field does not have the focus this moment.
dictate_ibus_status dictate_ibus_set_status(dictate_ibus *ibus, const char *utf8);

/// Clears the preedit, commits `utf8` as one commit, and waits up to `timeout_ms` for the
/// application's surrounding text to confirm it. A field without the focus is given up to
/// `timeout_ms` to get it back first.
dictate_ibus_commit_result dictate_ibus_commit(dictate_ibus *ibus, const char *utf8, int timeout_ms);

/// Deletes `characters` characters before the cursor in the focused field, waiting for the focus
/// as a commit does.
dictate_ibus_status dictate_ibus_delete_before(dictate_ibus *ibus, unsigned characters, int timeout_ms);

/// Hides the preedit and the status, unregisters the engine (the daemon forgets it with the connection), makes `restore` the global
/// engine again unless it is NULL, and stops the engine's thread.
void dictate_ibus_close(dictate_ibus *ibus, const char *restore);

#endif
