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

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static void *library;
static char failure[512];
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void open_library(void) {
    // libpulse-simple links libpulse, so one handle finds both libraries' functions.
    library = dlopen("libpulse-simple.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure,
                 "%s; install libpulse0",
                 reason ? reason : "libpulse-simple.so.0");
    }
}

__attribute__((visibility("hidden"))) const char *dictate_pulse_open(void) {
    pthread_once(&once, open_library);
    return library ? NULL : failure;
}

static void *resolve(const char *name) {
    return dictate_pulse_open() ? NULL : dlsym(library, name);
}

// The real function, or `fallback` from the enclosing function when libpulse is missing.
#define REAL(name, fallback)                                                                    \
    static __typeof__(&name) real;                                                              \
    __typeof__(&name) found = __atomic_load_n(&real, __ATOMIC_ACQUIRE);                         \
    if (!found) {                                                                               \
        found = (__typeof__(&name))resolve(#name);                                              \
        if (!found) return fallback;                                                            \
        __atomic_store_n(&real, found, __ATOMIC_RELEASE);                                       \
    }

#define NOTHING

pa_simple *pa_simple_new(const char *server, const char *name, pa_stream_direction_t dir, const char *dev,
                         const char *stream_name, const pa_sample_spec *ss, const pa_channel_map *map,
                         const pa_buffer_attr *attr, int *error) {
    if (error) *error = PA_ERR_NOTSUPPORTED;
    REAL(pa_simple_new, NULL)
    return found(server, name, dir, dev, stream_name, ss, map, attr, error);
}

int pa_simple_read(pa_simple *s, void *data, size_t bytes, int *error) {
    if (error) *error = PA_ERR_NOTSUPPORTED;
    REAL(pa_simple_read, -1)
    return found(s, data, bytes, error);
}

void pa_simple_free(pa_simple *s) {
    REAL(pa_simple_free, NOTHING)
    found(s);
}

const char *pa_strerror(int error) {
    REAL(pa_strerror, failure[0] ? failure : "libpulse has no pa_strerror")
    return found(error);
}

pa_mainloop *pa_mainloop_new(void) {
    REAL(pa_mainloop_new, NULL)
    return found();
}

void pa_mainloop_free(pa_mainloop *m) {
    REAL(pa_mainloop_free, NOTHING)
    found(m);
}

pa_mainloop_api *pa_mainloop_get_api(pa_mainloop *m) {
    REAL(pa_mainloop_get_api, NULL)
    return found(m);
}

int pa_mainloop_prepare(pa_mainloop *m, int timeout) {
    REAL(pa_mainloop_prepare, -1)
    return found(m, timeout);
}

int pa_mainloop_poll(pa_mainloop *m) {
    REAL(pa_mainloop_poll, -1)
    return found(m);
}

int pa_mainloop_dispatch(pa_mainloop *m) {
    REAL(pa_mainloop_dispatch, -1)
    return found(m);
}

void pa_mainloop_wakeup(pa_mainloop *m) {
    REAL(pa_mainloop_wakeup, NOTHING)
    found(m);
}

pa_context *pa_context_new(pa_mainloop_api *mainloop, const char *name) {
    REAL(pa_context_new, NULL)
    return found(mainloop, name);
}

void pa_context_unref(pa_context *c) {
    REAL(pa_context_unref, NOTHING)
    found(c);
}

int pa_context_connect(pa_context *c, const char *server, pa_context_flags_t flags, const pa_spawn_api *api) {
    REAL(pa_context_connect, -1)
    return found(c, server, flags, api);
}

void pa_context_disconnect(pa_context *c) {
    REAL(pa_context_disconnect, NOTHING)
    found(c);
}

pa_context_state_t pa_context_get_state(const pa_context *c) {
    REAL(pa_context_get_state, PA_CONTEXT_FAILED)
    return found(c);
}

int pa_context_errno(const pa_context *c) {
    REAL(pa_context_errno, PA_ERR_NOTSUPPORTED)
    return found(c);
}

void pa_context_set_state_callback(pa_context *c, pa_context_notify_cb_t cb, void *userdata) {
    REAL(pa_context_set_state_callback, NOTHING)
    found(c, cb, userdata);
}

void pa_context_set_subscribe_callback(pa_context *c, pa_context_subscribe_cb_t cb, void *userdata) {
    REAL(pa_context_set_subscribe_callback, NOTHING)
    found(c, cb, userdata);
}

pa_operation *pa_context_subscribe(pa_context *c, pa_subscription_mask_t m, pa_context_success_cb_t cb, void *userdata) {
    REAL(pa_context_subscribe, NULL)
    return found(c, m, cb, userdata);
}

pa_operation *pa_context_get_server_info(pa_context *c, pa_server_info_cb_t cb, void *userdata) {
    REAL(pa_context_get_server_info, NULL)
    return found(c, cb, userdata);
}

pa_operation *pa_context_get_source_info_list(pa_context *c, pa_source_info_cb_t cb, void *userdata) {
    REAL(pa_context_get_source_info_list, NULL)
    return found(c, cb, userdata);
}

void pa_operation_unref(pa_operation *o) {
    REAL(pa_operation_unref, NOTHING)
    found(o);
}
