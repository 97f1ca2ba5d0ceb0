/* The run-time libpng version: it decides the bytes of every PNG tourshot writes. */
#include "tourshot_png.h"

#include <png.h>

const char *tourshot_png_library_version(void) {
    return png_get_libpng_ver(NULL);
}
