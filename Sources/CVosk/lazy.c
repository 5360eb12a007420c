// libvosk is opened when a Vosk model is first used, not when dictate starts: it is 25 MiB of
// Kaldi that whisper-only users never install, and a whisper dictation never maps it.
//
// Each vosk_ function dictate calls is defined here and forwards to libvosk's own. The
// definitions are hidden, so they never stand in for the library's own symbols.
#pragma GCC visibility push(hidden)
#include "vosk.h"
#pragma GCC visibility pop

#include "lazy_library.h"

static lazy_library library = LAZY_LIBRARY_INIT;

__attribute__((visibility("hidden"))) const char *dictate_vosk_open(const char *path) {
    return lazy_library_open(&library, path ? path : "libvosk.so", NULL);
}

static void *resolve(const char *name) {
    return lazy_library_symbol(&library, name);
}

void vosk_set_log_level(int log_level) {
    LAZY_REAL(resolve, vosk_set_log_level, LAZY_NOTHING)
    found(log_level);
}

VoskModel *vosk_model_new(const char *model_path) {
    LAZY_REAL(resolve, vosk_model_new, NULL)
    return found(model_path);
}

void vosk_model_free(VoskModel *model) {
    LAZY_REAL(resolve, vosk_model_free, LAZY_NOTHING)
    found(model);
}

VoskRecognizer *vosk_recognizer_new(VoskModel *model, float sample_rate) {
    LAZY_REAL(resolve, vosk_recognizer_new, NULL)
    return found(model, sample_rate);
}

void vosk_recognizer_set_words(VoskRecognizer *recognizer, int words) {
    LAZY_REAL(resolve, vosk_recognizer_set_words, LAZY_NOTHING)
    found(recognizer, words);
}

int vosk_recognizer_accept_waveform_f(VoskRecognizer *recognizer, const float *data, int length) {
    LAZY_REAL(resolve, vosk_recognizer_accept_waveform_f, -1)
    return found(recognizer, data, length);
}

const char *vosk_recognizer_partial_result(VoskRecognizer *recognizer) {
    LAZY_REAL(resolve, vosk_recognizer_partial_result, NULL)
    return found(recognizer);
}

const char *vosk_recognizer_result(VoskRecognizer *recognizer) {
    LAZY_REAL(resolve, vosk_recognizer_result, NULL)
    return found(recognizer);
}

const char *vosk_recognizer_final_result(VoskRecognizer *recognizer) {
    LAZY_REAL(resolve, vosk_recognizer_final_result, NULL)
    return found(recognizer);
}

void vosk_recognizer_free(VoskRecognizer *recognizer) {
    LAZY_REAL(resolve, vosk_recognizer_free, LAZY_NOTHING)
    found(recognizer);
}
