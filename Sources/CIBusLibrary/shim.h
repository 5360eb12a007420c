#include <ibus.h>
