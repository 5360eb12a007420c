#ifndef DICTATE_CVOSK_VOSK_H
#define DICTATE_CVOSK_VOSK_H

// The part of libvosk's C API dictate calls, declared from its documentation: the wheel that
// ships the library has no header. Handles are opaque; strings returned by a recognizer stay
// valid until its next call.

typedef struct VoskModel VoskModel;
typedef struct VoskRecognizer VoskRecognizer;

/// Opens libvosk at `path` (or by name through the loader's search when `path` is NULL), once for
/// the process. Returns NULL once it is open, or why it could not be opened; a failed attempt may
/// be followed by one at another path.
const char *dictate_vosk_open(const char *path);

/// Below 0 keeps Kaldi's informational messages off standard error; errors are still printed.
void vosk_set_log_level(int log_level);

/// Loads the model folder; NULL when it cannot be read.
VoskModel *vosk_model_new(const char *model_path);
void vosk_model_free(VoskModel *model);

/// A recognizer for audio at `sample_rate` over a loaded model; NULL on failure.
VoskRecognizer *vosk_recognizer_new(VoskModel *model, float sample_rate);
/// Non-zero asks for each word's start and end times in results.
void vosk_recognizer_set_words(VoskRecognizer *recognizer, int words);
/// Samples scaled as 16-bit integers (±32768). Returns 1 when an utterance ended and its result
/// is ready, 0 while it goes on, -1 on failure.
int vosk_recognizer_accept_waveform_f(VoskRecognizer *recognizer, const float *data, int length);
/// JSON with "partial": the utterance so far, which may still change.
const char *vosk_recognizer_partial_result(VoskRecognizer *recognizer);
/// JSON with "text" (and "result", the words, when asked for) of the utterance that just ended.
const char *vosk_recognizer_result(VoskRecognizer *recognizer);
/// The result of whatever audio is left, flushing the recognizer at the end of input.
const char *vosk_recognizer_final_result(VoskRecognizer *recognizer);
void vosk_recognizer_free(VoskRecognizer *recognizer);

#endif
