// libpulse is opened when dictate first talks to the sound server, not when it starts: a file
// transcription or a model listing then never maps PulseAudio and what it links (X11, D-Bus,
// systemd), about 2 MiB of a short run's peak memory (measured; the runs are in
// docs/BENCHMARKS.md's history in git).
//
// Each pa_ function dictate calls is defined here and forwards to libpulse's own. The definitions
// are hidden, so libpulse's internal calls never land here.
#pragma GCC visibility push(hidden)
#include "shim.h"
#pragma GCC visibility pop

#include "lazy_library.h"

static lazy_library library = LAZY_LIBRARY_INIT;

__attribute__((visibility("hidden"))) const char *dictate_pulse_open(void) {
    // libpulse-simple links libpulse, so one handle finds both libraries' functions.
    return lazy_library_open(&library, "libpulse-simple.so.0", "install libpulse0");
}

static void *resolve(const char *name) {
    return dictate_pulse_open() ? NULL : lazy_library_symbol(&library, name);
}

pa_simple *pa_simple_new(const char *server, const char *name, pa_stream_direction_t dir, const char *dev,
                         const char *stream_name, const pa_sample_spec *ss, const pa_channel_map *map,
                         const pa_buffer_attr *attr, int *error) {
    if (error) *error = PA_ERR_NOTSUPPORTED;
    LAZY_REAL(resolve, pa_simple_new, NULL)
    return found(server, name, dir, dev, stream_name, ss, map, attr, error);
}

int pa_simple_read(pa_simple *s, void *data, size_t bytes, int *error) {
    if (error) *error = PA_ERR_NOTSUPPORTED;
    LAZY_REAL(resolve, pa_simple_read, -1)
    return found(s, data, bytes, error);
}

void pa_simple_free(pa_simple *s) {
    LAZY_REAL(resolve, pa_simple_free, LAZY_NOTHING)
    found(s);
}

const char *pa_strerror(int error) {
    LAZY_REAL(resolve, pa_strerror, library.failure[0] ? library.failure : "libpulse has no pa_strerror")
    return found(error);
}

pa_mainloop *pa_mainloop_new(void) {
    LAZY_REAL(resolve, pa_mainloop_new, NULL)
    return found();
}

void pa_mainloop_free(pa_mainloop *m) {
    LAZY_REAL(resolve, pa_mainloop_free, LAZY_NOTHING)
    found(m);
}

pa_mainloop_api *pa_mainloop_get_api(pa_mainloop *m) {
    LAZY_REAL(resolve, pa_mainloop_get_api, NULL)
    return found(m);
}

int pa_mainloop_prepare(pa_mainloop *m, int timeout) {
    LAZY_REAL(resolve, pa_mainloop_prepare, -1)
    return found(m, timeout);
}

int pa_mainloop_poll(pa_mainloop *m) {
    LAZY_REAL(resolve, pa_mainloop_poll, -1)
    return found(m);
}

int pa_mainloop_dispatch(pa_mainloop *m) {
    LAZY_REAL(resolve, pa_mainloop_dispatch, -1)
    return found(m);
}

void pa_mainloop_wakeup(pa_mainloop *m) {
    LAZY_REAL(resolve, pa_mainloop_wakeup, LAZY_NOTHING)
    found(m);
}

pa_context *pa_context_new(pa_mainloop_api *mainloop, const char *name) {
    LAZY_REAL(resolve, pa_context_new, NULL)
    return found(mainloop, name);
}

void pa_context_unref(pa_context *c) {
    LAZY_REAL(resolve, pa_context_unref, LAZY_NOTHING)
    found(c);
}

int pa_context_connect(pa_context *c, const char *server, pa_context_flags_t flags, const pa_spawn_api *api) {
    LAZY_REAL(resolve, pa_context_connect, -1)
    return found(c, server, flags, api);
}

void pa_context_disconnect(pa_context *c) {
    LAZY_REAL(resolve, pa_context_disconnect, LAZY_NOTHING)
    found(c);
}

pa_context_state_t pa_context_get_state(const pa_context *c) {
    LAZY_REAL(resolve, pa_context_get_state, PA_CONTEXT_FAILED)
    return found(c);
}

int pa_context_errno(const pa_context *c) {
    LAZY_REAL(resolve, pa_context_errno, PA_ERR_NOTSUPPORTED)
    return found(c);
}

void pa_context_set_state_callback(pa_context *c, pa_context_notify_cb_t cb, void *userdata) {
    LAZY_REAL(resolve, pa_context_set_state_callback, LAZY_NOTHING)
    found(c, cb, userdata);
}

void pa_context_set_subscribe_callback(pa_context *c, pa_context_subscribe_cb_t cb, void *userdata) {
    LAZY_REAL(resolve, pa_context_set_subscribe_callback, LAZY_NOTHING)
    found(c, cb, userdata);
}

pa_operation *pa_context_subscribe(pa_context *c, pa_subscription_mask_t m, pa_context_success_cb_t cb, void *userdata) {
    LAZY_REAL(resolve, pa_context_subscribe, NULL)
    return found(c, m, cb, userdata);
}

pa_operation *pa_context_get_server_info(pa_context *c, pa_server_info_cb_t cb, void *userdata) {
    LAZY_REAL(resolve, pa_context_get_server_info, NULL)
    return found(c, cb, userdata);
}

pa_operation *pa_context_get_source_info_list(pa_context *c, pa_source_info_cb_t cb, void *userdata) {
    LAZY_REAL(resolve, pa_context_get_source_info_list, NULL)
    return found(c, cb, userdata);
}

void pa_operation_unref(pa_operation *o) {
    LAZY_REAL(resolve, pa_operation_unref, LAZY_NOTHING)
    found(o);
}
