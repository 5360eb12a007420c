#ifndef DICTATE_PANEL_H
#define DICTATE_PANEL_H

/// The dictation panel's window, drawn with GTK 3 on a thread of its own that the first
/// `dictate_panel_open` starts. GTK and gtk-layer-shell are opened then, not when dictate starts.
/// Every call but `dictate_panel_open` returns at once; its effect happens on the panel's thread.

/// The screen edge the panel sits at, horizontally centred.
typedef enum {
    DICTATE_PANEL_BOTTOM = 0,
    DICTATE_PANEL_TOP = 1,
} dictate_panel_position;

typedef enum {
    DICTATE_PANEL_STOP = 0,
    DICTATE_PANEL_CANCEL = 1,
    /// Copy the text of the dictation that just ended.
    DICTATE_PANEL_COPY = 2,
} dictate_panel_action;

/// Called on the panel's thread when a button is clicked.
typedef void (*dictate_panel_on_action)(dictate_panel_action action, void *context);

/// What the panel shows; every string is copied.
typedef struct {
    int visible;
    /// The status dot's colour, each component from 0 to 1; the level bars take it too.
    double dot_red, dot_green, dot_blue;
    const char *state;
    const char *time;
    /// The words, as Pango markup.
    const char *text_markup;
    const char *footer;
    /// What assistive technologies read as the panel's status, such as "Recording, 0:07".
    const char *accessible_status;
    /// Level readings from 0 to 1, oldest first: one bar each, at most 64.
    const float *levels;
    int level_count;
    int buttons_enabled;
    /// Whether Copy shows in place of Stop and Cancel.
    int copy_offered;
} dictate_panel_content;

/// Opens the display and builds the hidden panel. Returns NULL when it is ready, else why it
/// cannot show, as a static string.
const char *dictate_panel_open(dictate_panel_position position, dictate_panel_on_action on_action, void *context);

/// Shows `content`, or hides the panel when `content->visible` is 0.
void dictate_panel_show(const dictate_panel_content *content);

/// Which windowing the panel uses: "wayland-layer-shell" or "x11-override-redirect"; NULL before
/// it is open.
const char *dictate_panel_backend(void);

#endif
