// A shared library opened at its first use rather than when dictate starts, for the C targets
// that forward a library's functions to it (CPulse, CVosk).
#ifndef DICTATE_LAZY_LIBRARY_H
#define DICTATE_LAZY_LIBRARY_H

#include <pthread.h>

typedef struct {
    void *handle;
    pthread_mutex_t opening;
    char failure[768];
} lazy_library;

#define LAZY_LIBRARY_INIT { NULL, PTHREAD_MUTEX_INITIALIZER, "" }

// Opens `path` unless it is open already: NULL once open, else why it could not be, with `advice`
// (or nothing) after the loader's reason. A failed open is tried again at the next call.
__attribute__((visibility("hidden")))
const char *lazy_library_open(lazy_library *library, const char *path, const char *advice);

// `name` from the library, or NULL while the library is not open.
__attribute__((visibility("hidden")))
void *lazy_library_symbol(lazy_library *library, const char *name);

// Inside a forwarding function: binds `found` to the library's own `name`, looked up once through
// `resolve(name)`, or returns `fallback` from the enclosing function while there is none.
#define LAZY_REAL(resolve, name, fallback)                                                       \
    static __typeof__(&name) real;                                                              \
    __typeof__(&name) found = __atomic_load_n(&real, __ATOMIC_ACQUIRE);                         \
    if (!found) {                                                                               \
        found = (__typeof__(&name))resolve(#name);                                              \
        if (!found) return fallback;                                                            \
        __atomic_store_n(&real, found, __ATOMIC_RELEASE);                                       \
    }

// The `fallback` of a function returning void.
#define LAZY_NOTHING

#endif
