#ifndef DICTATE_INPUT_METHOD_H
#define DICTATE_INPUT_METHOD_H

// dictate as the input method of a wlroots compositor (sway, Hyprland, river), through
// zwp_input_method_v2: tentative words as preedit, settled words as commits, each commit confirmed by
// the surrounding text the app sends back.
//
// Not thread-safe: one thread at a time per handle. Every call blocks; events that arrived since the
// last call are handled at the start of each call.

#ifdef __cplusplus
extern "C" {
#endif

typedef struct dictate_im dictate_im;

// Why dictate_im_open failed.
enum dictate_im_error {
    DICTATE_IM_ERROR_NONE = 0,
    DICTATE_IM_ERROR_NO_DISPLAY,         // no Wayland compositor at that name
    DICTATE_IM_ERROR_NO_PROTOCOL,        // the compositor offers no zwp_input_method_manager_v2
    DICTATE_IM_ERROR_NO_SEAT,            // the compositor announced no wl_seat
    DICTATE_IM_ERROR_UNAVAILABLE,        // another input method holds the seat
    DICTATE_IM_ERROR_CONNECTION_LOST,    // the compositor closed the connection or stopped answering
};

// What became of text sent to the app.
enum dictate_im_delivery {
    DICTATE_IM_DELIVERED = 0,            // the app's surrounding text shows the change before the cursor
    DICTATE_IM_UNCONFIRMED,              // sent, but the app sends no surrounding text, or not the expected one
    DICTATE_IM_FAILED_INACTIVE,          // no text field was active, or it stopped being active
    DICTATE_IM_FAILED_UNAVAILABLE,       // the compositor took the input method away
    DICTATE_IM_FAILED_CONNECTION_LOST,
    DICTATE_IM_FAILED_TOO_LONG,          // more than DICTATE_IM_MAX_TEXT_BYTES
};

// text-input-v3 content purposes a caller acts on.
enum dictate_im_purpose {
    DICTATE_IM_PURPOSE_NORMAL = 0,
    DICTATE_IM_PURPOSE_PASSWORD = 8,
    DICTATE_IM_PURPOSE_PIN = 9,
    DICTATE_IM_PURPOSE_TERMINAL = 13,
};

// A Wayland message carries at most 4096 bytes; the protocol caps strings at 4000.
#define DICTATE_IM_MAX_TEXT_BYTES 4000

// Connects to `display` (a socket name in XDG_RUNTIME_DIR or an absolute path; NULL means
// WAYLAND_DISPLAY) and becomes the input method of its first seat. Waits up to `timeout_ms` for the
// compositor's answers. NULL on failure, with the reason in `*error` (which may be NULL).
dictate_im *dictate_im_open(const char *display, int timeout_ms, int *error);

// The connection's descriptor, readable when events arrive. A caller that keeps the input method between
// calls watches it and calls dictate_im_dispatch: the compositor disconnects a client that leaves its
// events unread until the socket is full, and each keystroke in a field sends its surrounding text.
int dictate_im_fd(const dictate_im *im);

// Handles the events that have arrived, without waiting: 0, or -DICTATE_IM_ERROR_UNAVAILABLE or
// -DICTATE_IM_ERROR_CONNECTION_LOST once the input method is unusable.
int dictate_im_dispatch(dictate_im *im);

// Waits up to `timeout_ms` until a text field is active. 1 when one is, 0 when time ran out,
// -DICTATE_IM_ERROR_UNAVAILABLE or -DICTATE_IM_ERROR_CONNECTION_LOST when waiting is useless.
int dictate_im_wait_active(dictate_im *im, int timeout_ms);

// The active field's text-input-v3 content purpose (enum dictate_im_purpose and the other values of
// zwp_text_input_v3.content_purpose); NORMAL when no field is active.
unsigned dictate_im_content_purpose(dictate_im *im);

// Shows `utf8` as preedit at the cursor of the active field, the cursor after it; "" removes it.
// Does not wait for the app. A dictate_im_delivery: DELIVERED once sent, or why it was not.
int dictate_im_set_preedit(dictate_im *im, const char *utf8);

// Removes the preedit and inserts `utf8` at the cursor, then waits up to `timeout_ms` for the app's
// surrounding text: DELIVERED when the text before the cursor ends with `utf8`.
int dictate_im_commit(dictate_im *im, const char *utf8, int timeout_ms);

// Removes the preedit and deletes `n_bytes` bytes before the cursor: the length in UTF-8 of the text
// to delete, as the app holds it. Waits like dictate_im_commit: DELIVERED when the text before the
// cursor is what it was with those bytes removed (UNCONFIRMED when that text was not known).
int dictate_im_delete_before(dictate_im *im, unsigned n_bytes, int timeout_ms);

// Gives the seat's input method back and disconnects. NULL is accepted.
void dictate_im_close(dictate_im *im);

#ifdef __cplusplus
}
#endif

#endif
