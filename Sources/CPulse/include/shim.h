#ifndef DICTATE_CPULSE_SHIM_H
#define DICTATE_CPULSE_SHIM_H

#include <pulse/simple.h>
#include <pulse/error.h>
#include <pulse/pulseaudio.h>

/// Opens libpulse on first use. Returns NULL once it is open, or why it could not be opened
/// (the library is not installed). Every pa_ function dictate calls goes through it.
const char *dictate_pulse_open(void);

#endif
