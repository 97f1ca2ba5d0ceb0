// libdeflate for CPNG, which includes <libdeflate.h> itself; this module gives SwiftPM the
// pkg-config name that supplies the include path and the library.
#ifndef TOURSHOT_CLIBDEFLATE_SHIM_H
#define TOURSHOT_CLIBDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
