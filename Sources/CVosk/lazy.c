// libvosk is opened when a Vosk model is first used, not when dictate starts: it is 25 MiB of
// Kaldi that whisper-only users never install, and a whisper dictation never maps it.
//
// Each vosk_ function dictate calls is defined here and forwards to libvosk's own. The
// definitions are hidden, so they never stand in for the library's own symbols.
#pragma GCC visibility push(hidden)
#include "vosk.h"
#pragma GCC visibility pop

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

static void *library;
static char failure[768];
static pthread_mutex_t opening = PTHREAD_MUTEX_INITIALIZER;

__attribute__((visibility("hidden"))) const char *dictate_vosk_open(const char *path) {
    pthread_mutex_lock(&opening);
    if (!__atomic_load_n(&library, __ATOMIC_ACQUIRE)) {
        void *opened = dlopen(path ? path : "libvosk.so", RTLD_NOW | RTLD_LOCAL);
        if (opened) {
            __atomic_store_n(&library, opened, __ATOMIC_RELEASE);
        } else {
            const char *reason = dlerror();
            snprintf(failure, sizeof failure, "%s", reason ? reason : "libvosk.so can't be opened");
        }
    }
    const char *result = __atomic_load_n(&library, __ATOMIC_ACQUIRE) ? NULL : failure;
    pthread_mutex_unlock(&opening);
    return result;
}

static void *resolve(const char *name) {
    void *opened = __atomic_load_n(&library, __ATOMIC_ACQUIRE);
    return opened ? dlsym(opened, name) : NULL;
}

// The real function, or `fallback` from the enclosing function while libvosk is not open.
#define REAL(name, fallback)                                                                    \
    static __typeof__(&name) real;                                                              \
    __typeof__(&name) found = __atomic_load_n(&real, __ATOMIC_ACQUIRE);                         \
    if (!found) {                                                                               \
        found = (__typeof__(&name))resolve(#name);                                              \
        if (!found) return fallback;                                                            \
        __atomic_store_n(&real, found, __ATOMIC_RELEASE);                                       \
    }

#define NOTHING

void vosk_set_log_level(int log_level) {
    REAL(vosk_set_log_level, NOTHING)
    found(log_level);
}

VoskModel *vosk_model_new(const char *model_path) {
    REAL(vosk_model_new, NULL)
    return found(model_path);
}

void vosk_model_free(VoskModel *model) {
    REAL(vosk_model_free, NOTHING)
    found(model);
}

VoskRecognizer *vosk_recognizer_new(VoskModel *model, float sample_rate) {
    REAL(vosk_recognizer_new, NULL)
    return found(model, sample_rate);
}

void vosk_recognizer_set_words(VoskRecognizer *recognizer, int words) {
    REAL(vosk_recognizer_set_words, NOTHING)
    found(recognizer, words);
}

int vosk_recognizer_accept_waveform_f(VoskRecognizer *recognizer, const float *data, int length) {
    REAL(vosk_recognizer_accept_waveform_f, -1)
    return found(recognizer, data, length);
}

const char *vosk_recognizer_partial_result(VoskRecognizer *recognizer) {
    REAL(vosk_recognizer_partial_result, NULL)
    return found(recognizer);
}

const char *vosk_recognizer_result(VoskRecognizer *recognizer) {
    REAL(vosk_recognizer_result, NULL)
    return found(recognizer);
}

const char *vosk_recognizer_final_result(VoskRecognizer *recognizer) {
    REAL(vosk_recognizer_final_result, NULL)
    return found(recognizer);
}

void vosk_recognizer_free(VoskRecognizer *recognizer) {
    REAL(vosk_recognizer_free, NOTHING)
    found(recognizer);
}
