// The connection to the compositor: binding the globals, and waiting for events with a deadline, which
// wl_display_roundtrip and wl_display_dispatch cannot do.
#include "state.h"

#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int64_t now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

bool dictate_im_flush(dictate_im *im) {
    while (wl_display_flush(im->display) < 0) {
        if (errno != EAGAIN) return false;
        struct pollfd writable = {.fd = wl_display_get_fd(im->display), .events = POLLOUT};
        if (poll(&writable, 1, -1) < 0 && errno != EINTR) return false;
    }
    return true;
}

int dictate_im_pump(dictate_im *im, int timeout_ms, bool (*reached)(const dictate_im *, const void *),
                    const void *context) {
    const int64_t deadline = now_ms() + (timeout_ms > 0 ? timeout_ms : 0);
    for (;;) {
        if (wl_display_dispatch_pending(im->display) < 0) return -1;
        if (reached(im, context)) return 1;
        if (im->unavailable) return -1;
        const int64_t left = deadline - now_ms();
        // prepare_read refuses while read events wait in the queue; they are dispatched first.
        if (wl_display_prepare_read(im->display) != 0) continue;
        if (!dictate_im_flush(im)) {
            wl_display_cancel_read(im->display);
            return -1;
        }
        // With no time left the socket is still read once, so a call sees what has arrived.
        struct pollfd readable = {.fd = wl_display_get_fd(im->display), .events = POLLIN};
        const int ready = poll(&readable, 1, left > 0 ? (int)left : 0);
        if (ready <= 0) {
            wl_display_cancel_read(im->display);
            if (ready < 0 && errno != EINTR) return -1;
            if (ready == 0 && left <= 0) return 0;
            continue;
        }
        if (wl_display_read_events(im->display) < 0) return -1;
    }
}

static void sync_done(void *data, struct wl_callback *callback, uint32_t serial) {
    (void)serial;
    *(bool *)data = true;
    wl_callback_destroy(callback);
}

static const struct wl_callback_listener sync_listener = {.done = sync_done};

static bool is_true(const dictate_im *im, const void *flag) {
    (void)im;
    return *(const bool *)flag;
}

// Waits until the compositor has answered every request sent so far.
static bool roundtrip(dictate_im *im, int timeout_ms) {
    bool answered = false;
    struct wl_callback *callback = wl_display_sync(im->display);
    wl_callback_add_listener(callback, &sync_listener, &answered);
    if (dictate_im_pump(im, timeout_ms, is_true, &answered) == 1) return true;
    // Unanswered: the flag on this stack must not be reached by a later answer.
    wl_callback_destroy(callback);
    return false;
}

static void global_added(void *data, struct wl_registry *registry, uint32_t name, const char *interface,
                         uint32_t version) {
    (void)version;
    dictate_im *im = data;
    if (!im->manager && strcmp(interface, zwp_input_method_manager_v2_interface.name) == 0) {
        im->manager = wl_registry_bind(registry, name, &zwp_input_method_manager_v2_interface, 1);
    } else if (!im->seat && strcmp(interface, wl_seat_interface.name) == 0) {
        // Version 1 is enough to name the seat; its events are not listened to.
        im->seat = wl_registry_bind(registry, name, &wl_seat_interface, 1);
    }
}

static void global_removed(void *data, struct wl_registry *registry, uint32_t name) {
    (void)data, (void)registry, (void)name;
}

static const struct wl_registry_listener registry_listener = {
    .global = global_added,
    .global_remove = global_removed,
};

static int connect_input_method(dictate_im *im, const char *display, int timeout_ms) {
    im->display = wl_display_connect(display);
    if (!im->display) return DICTATE_IM_ERROR_NO_DISPLAY;
    im->registry = wl_display_get_registry(im->display);
    wl_registry_add_listener(im->registry, &registry_listener, im);
    if (!roundtrip(im, timeout_ms)) return DICTATE_IM_ERROR_CONNECTION_LOST;
    if (!im->manager) return DICTATE_IM_ERROR_NO_PROTOCOL;
    if (!im->seat) return DICTATE_IM_ERROR_NO_SEAT;
    im->input_method = zwp_input_method_manager_v2_get_input_method(im->manager, im->seat);
    dictate_im_listen(im);
    // A compositor whose seat has an input method already answers with unavailable at once.
    const bool answered = roundtrip(im, timeout_ms);
    if (im->unavailable) return DICTATE_IM_ERROR_UNAVAILABLE;
    return answered ? DICTATE_IM_ERROR_NONE : DICTATE_IM_ERROR_CONNECTION_LOST;
}

dictate_im *dictate_im_open(const char *display, int timeout_ms, int *error) {
    dictate_im *im = calloc(1, sizeof *im);
    int failure = im ? connect_input_method(im, display, timeout_ms) : DICTATE_IM_ERROR_CONNECTION_LOST;
    if (error) *error = failure;
    if (failure == DICTATE_IM_ERROR_NONE) return im;
    dictate_im_close(im);
    return NULL;
}

void dictate_im_close(dictate_im *im) {
    if (!im) return;
    if (im->input_method) zwp_input_method_v2_destroy(im->input_method);
    if (im->manager) zwp_input_method_manager_v2_destroy(im->manager);
    if (im->seat) wl_seat_destroy(im->seat);
    if (im->registry) wl_registry_destroy(im->registry);
    if (im->display) {
        wl_display_flush(im->display);
        wl_display_disconnect(im->display);
    }
    dictate_im_field_clear(&im->pending);
    dictate_im_field_clear(&im->current);
    free(im);
}
