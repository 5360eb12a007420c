#include <whisper.h>

// The version of the whisper.h this module was compiled against, recorded by scripts/setup in the
// pkg-config file. whisper_full_params is passed by value, so the library must match it exactly.
#ifndef DICTATE_WHISPER_HEADER_VERSION
#define DICTATE_WHISPER_HEADER_VERSION "unknown"
#endif
static inline const char *dictate_whisper_header_version(void) { return DICTATE_WHISPER_HEADER_VERSION; }
