// whisper.cpp has no package on Debian, so scripts/setup links .deps/whisper to the install it chose
// (a system one, a local prefix, or the pinned binary) and records the headers' version beside it.
#include "../../.deps/whisper/include/whisper.h"
#include "../../.deps/whisper/version.h"

// whisper_full_params is passed by value, so the library must be the version these headers describe.
static inline const char *dictate_whisper_header_version(void) { return DICTATE_WHISPER_HEADER_VERSION; }

// whisper.cpp's buffers are large and short-lived; WhisperModel tunes glibc's allocator for them.
#include <malloc.h>
