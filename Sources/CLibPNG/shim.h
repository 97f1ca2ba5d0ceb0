// libpng for CPNG, which includes <png.h> itself; this module gives SwiftPM the pkg-config
// name that supplies the include path and the library.
#ifndef TOURSHOT_CLIBPNG_SHIM_H
#define TOURSHOT_CLIBPNG_SHIM_H
#include <png.h>
#endif
