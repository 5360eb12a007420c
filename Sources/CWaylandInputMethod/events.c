// The input method's events. They change the pending field state; done makes it current and judges
// a commit that waits for confirmation.
#include "state.h"

#include <stdlib.h>
#include <string.h>

void dictate_im_field_clear(struct dictate_im_field *field) {
    free(field->surrounding);
    field->surrounding = NULL;
}

static bool before_cursor_matches(const struct dictate_im_field *field, const struct dictate_im_watch *watch) {
    const size_t n_before = strlen(field->surrounding);
    const size_t cursor = field->cursor < n_before ? field->cursor : n_before;
    const size_t n_expected = strlen(watch->expected);
    if (watch->whole ? cursor != n_expected : cursor < n_expected) return false;
    return memcmp(field->surrounding + cursor - n_expected, watch->expected, n_expected) == 0;
}

static void judge(dictate_im *im) {
    struct dictate_im_watch *watch = &im->watch;
    if (!watch->armed || watch->verdict >= 0 || im->n_done <= watch->after) return;
    const struct dictate_im_field *field = &im->current;
    if (!field->active) {
        watch->verdict = DICTATE_IM_FAILED_INACTIVE;
    } else if (!field->sends_surrounding || !watch->expected) {
        watch->verdict = DICTATE_IM_UNCONFIRMED;
    } else if (field->surrounding && before_cursor_matches(field, watch)) {
        watch->verdict = DICTATE_IM_DELIVERED;
    }
    // Otherwise this done told of an older state of the field; a later one may confirm.
}

static void activated(void *data, struct zwp_input_method_v2 *input_method) {
    (void)input_method;
    struct dictate_im_field *pending = &((dictate_im *)data)->pending;
    dictate_im_field_clear(pending);
    *pending = (struct dictate_im_field){.active = true, .activated = true};
}

static void deactivated(void *data, struct zwp_input_method_v2 *input_method) {
    (void)input_method;
    ((dictate_im *)data)->pending.active = false;
}

static void surrounding_text(void *data, struct zwp_input_method_v2 *input_method, const char *text,
                             uint32_t cursor, uint32_t anchor) {
    (void)input_method, (void)anchor;
    struct dictate_im_field *pending = &((dictate_im *)data)->pending;
    free(pending->surrounding);
    pending->surrounding = strdup(text);
    pending->cursor = cursor;
}

static void text_change_cause(void *data, struct zwp_input_method_v2 *input_method, uint32_t cause) {
    (void)data, (void)input_method, (void)cause;
}

static void content_type(void *data, struct zwp_input_method_v2 *input_method, uint32_t hint,
                         uint32_t purpose) {
    (void)input_method, (void)hint;
    ((dictate_im *)data)->pending.purpose = purpose;
}

static void done(void *data, struct zwp_input_method_v2 *input_method) {
    (void)input_method;
    dictate_im *im = data;
    struct dictate_im_field *pending = &im->pending, *current = &im->current;
    if (pending->activated) pending->sends_surrounding = pending->surrounding != NULL;
    pending->activated = false;
    dictate_im_field_clear(current);
    *current = *pending;
    // Surrounding text is not kept from one done to the next; purpose and activity are.
    pending->surrounding = NULL;
    im->n_done++;
    judge(im);
}

static void unavailable(void *data, struct zwp_input_method_v2 *input_method) {
    (void)input_method;
    ((dictate_im *)data)->unavailable = true;
}

static const struct zwp_input_method_v2_listener listener = {
    .activate = activated,
    .deactivate = deactivated,
    .surrounding_text = surrounding_text,
    .text_change_cause = text_change_cause,
    .content_type = content_type,
    .done = done,
    .unavailable = unavailable,
};

void dictate_im_listen(dictate_im *im) {
    zwp_input_method_v2_add_listener(im->input_method, &listener, im);
}
