/* The run-time libpng version: it decides the bytes of every PNG tourshot writes. */
#include "tourshot_png.h"

#include <png.h>

const char *tourshot_png_library_version(void) {
    return png_get_libpng_ver(NULL);
}

#include <libdeflate.h>

/* The libdeflate tourshot was built with: it decides the bytes of every golden. */
const char *tourshot_png_deflate_version(void) {
    return LIBDEFLATE_VERSION_STRING;
}
