#ifndef DICTATE_IM_STATE_H
#define DICTATE_IM_STATE_H

// strdup, strndup and clock_gettime, also when the compiler runs in strict ISO C mode.
#define _POSIX_C_SOURCE 200809L

#include "../../.deps/wayland/input-method-unstable-v2-client-protocol.h"
#include "include/dictate_input_method.h"

#include <stdbool.h>
#include <stdint.h>

// What the compositor told about the active text field. Events fill the pending copy; each done
// makes it current, as the protocol double-buffers them.
struct dictate_im_field {
    bool active;
    bool activated;             // pending only: activate came since the last done
    bool sends_surrounding;     // the field sent surrounding text before the first done after activate
    char *surrounding;          // NULL when the field sent none before the last done
    uint32_t cursor;            // byte offset of the cursor in `surrounding`
    uint32_t purpose;
};

// What a commit waits for: the text before the cursor ending with `expected` (or being it, when
// `whole`), in the state of a done after serial `after`.
struct dictate_im_watch {
    bool armed;
    uint32_t after;
    const char *expected;       // NULL when nothing can be checked
    bool whole;
    int verdict;                // an enum dictate_im_delivery, or -1 while undecided
};

struct dictate_im {
    struct wl_display *display;
    struct wl_registry *registry;
    struct wl_seat *seat;
    struct zwp_input_method_manager_v2 *manager;
    struct zwp_input_method_v2 *input_method;
    struct dictate_im_field pending, current;
    uint32_t n_done;            // done events so far: the serial each commit carries
    bool unavailable;
    struct dictate_im_watch watch;
};

// The helpers the files of this target share stay out of the program's exported symbols.
#pragma GCC visibility push(hidden)

// Handles events until `reached(im, context)` holds, `timeout_ms` passes or the input method becomes
// unusable: 1 when reached, 0 when time ran out, -1 when unavailable or the connection broke.
int dictate_im_pump(dictate_im *im, int timeout_ms, bool (*reached)(const dictate_im *, const void *),
                    const void *context);

// Sends what is queued; false when the connection broke.
bool dictate_im_flush(dictate_im *im);

// Listens to the input method's events.
void dictate_im_listen(dictate_im *im);

// Frees the field's copy of the surrounding text.
void dictate_im_field_clear(struct dictate_im_field *field);

#pragma GCC visibility pop

#endif
