// What dictate sends to the active text field: preedit, commits and deletions.
#include "state.h"

#include <stdlib.h>
#include <string.h>

static bool never(const dictate_im *im, const void *context) {
    (void)im, (void)context;
    return false;
}

static bool is_active(const dictate_im *im, const void *context) {
    (void)context;
    return im->current.active;
}

static bool has_verdict(const dictate_im *im, const void *context) {
    (void)context;
    return im->watch.verdict >= 0;
}

static int broken(const dictate_im *im) {
    return im->unavailable ? DICTATE_IM_FAILED_UNAVAILABLE : DICTATE_IM_FAILED_CONNECTION_LOST;
}

// Handles the events that have arrived, then says whether text can be sent: DELIVERED when it can.
static int refresh(dictate_im *im) {
    if (dictate_im_pump(im, 0, never, NULL) < 0) return broken(im);
    return im->current.active ? DICTATE_IM_DELIVERED : DICTATE_IM_FAILED_INACTIVE;
}

static int waited(const dictate_im *im, int pumped) {
    if (pumped >= 0) return pumped;
    return im->unavailable ? -DICTATE_IM_ERROR_UNAVAILABLE : -DICTATE_IM_ERROR_CONNECTION_LOST;
}

int dictate_im_fd(const dictate_im *im) {
    return wl_display_get_fd(im->display);
}

int dictate_im_dispatch(dictate_im *im) {
    return waited(im, dictate_im_pump(im, 0, never, NULL));
}

int dictate_im_wait_active(dictate_im *im, int timeout_ms) {
    return waited(im, dictate_im_pump(im, timeout_ms, is_active, NULL));
}

unsigned dictate_im_content_purpose(dictate_im *im) {
    return refresh(im) == DICTATE_IM_DELIVERED ? im->current.purpose : DICTATE_IM_PURPOSE_NORMAL;
}

int dictate_im_set_preedit(dictate_im *im, const char *utf8) {
    const size_t n_bytes = strlen(utf8);
    if (n_bytes > DICTATE_IM_MAX_TEXT_BYTES) return DICTATE_IM_FAILED_TOO_LONG;
    const int state = refresh(im);
    if (state != DICTATE_IM_DELIVERED) return state;
    zwp_input_method_v2_set_preedit_string(im->input_method, utf8, (int32_t)n_bytes, (int32_t)n_bytes);
    zwp_input_method_v2_commit(im->input_method, im->n_done);
    return dictate_im_flush(im) ? DICTATE_IM_DELIVERED : broken(im);
}

// Commits what was queued and waits for a done that judges it (events.c).
static int commit_and_confirm(dictate_im *im, const char *expected, bool whole, int timeout_ms) {
    im->watch = (struct dictate_im_watch){
        .armed = true, .after = im->n_done, .expected = expected, .whole = whole, .verdict = -1};
    zwp_input_method_v2_commit(im->input_method, im->n_done);
    const int waited = dictate_im_flush(im) ? dictate_im_pump(im, timeout_ms, has_verdict, NULL) : -1;
    im->watch.armed = false;
    if (waited == 1) return im->watch.verdict;
    return waited == 0 ? DICTATE_IM_UNCONFIRMED : broken(im);
}

int dictate_im_commit(dictate_im *im, const char *utf8, int timeout_ms) {
    if (strlen(utf8) > DICTATE_IM_MAX_TEXT_BYTES) return DICTATE_IM_FAILED_TOO_LONG;
    const int state = refresh(im);
    if (state != DICTATE_IM_DELIVERED) return state;
    zwp_input_method_v2_set_preedit_string(im->input_method, "", 0, 0);
    zwp_input_method_v2_commit_string(im->input_method, utf8);
    return commit_and_confirm(im, utf8, false, timeout_ms);
}

int dictate_im_delete_before(dictate_im *im, unsigned n_bytes, int timeout_ms) {
    const int state = refresh(im);
    if (state != DICTATE_IM_DELIVERED) return state;
    // The field's text before the cursor once the bytes are gone, when the field has told it.
    const struct dictate_im_field *field = &im->current;
    char *remaining = NULL;
    if (field->surrounding && n_bytes <= field->cursor && field->cursor <= strlen(field->surrounding)) {
        remaining = strndup(field->surrounding, field->cursor - n_bytes);
    }
    zwp_input_method_v2_set_preedit_string(im->input_method, "", 0, 0);
    zwp_input_method_v2_delete_surrounding_text(im->input_method, n_bytes, 0);
    const int delivery = commit_and_confirm(im, remaining, true, timeout_ms);
    free(remaining);
    return delivery;
}
