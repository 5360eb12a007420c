#include "lazy_library.h"

#include <dlfcn.h>
#include <stdio.h>

const char *lazy_library_open(lazy_library *library, const char *path, const char *advice) {
    pthread_mutex_lock(&library->opening);
    if (!__atomic_load_n(&library->handle, __ATOMIC_ACQUIRE)) {
        void *opened = dlopen(path, RTLD_NOW | RTLD_LOCAL);
        if (opened) {
            __atomic_store_n(&library->handle, opened, __ATOMIC_RELEASE);
        } else {
            const char *reason = dlerror();
            snprintf(library->failure, sizeof library->failure, "%s%s%s", reason ? reason : path,
                     advice ? "; " : "", advice ? advice : "");
        }
    }
    const char *result = __atomic_load_n(&library->handle, __ATOMIC_ACQUIRE) ? NULL : library->failure;
    pthread_mutex_unlock(&library->opening);
    return result;
}

void *lazy_library_symbol(lazy_library *library, const char *name) {
    void *opened = __atomic_load_n(&library->handle, __ATOMIC_ACQUIRE);
    return opened ? dlsym(opened, name) : NULL;
}
