// Loads the graphics libraries with dlopen the first time tourshot draws, instead of linking
// them: the ~25 libraries Cairo and Pango bring (X11, GIO, HarfBuzz, …) cost ~3.5 ms at every
// process start, and `tourshot diff` or `validate` draw nothing.
#include "tourshot_graphics.h"
#include "function_table.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

// Pango's Cairo library depends on all the others (Pango, PangoFT2, Cairo, fontconfig,
// GObject, GLib), and dlsym searches a library's dependencies too.
#if defined(__APPLE__)
static const char library[] = "libpangocairo-1.0.0.dylib";
#else
static const char library[] = "libpangocairo-1.0.so.0";
#endif

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char failure[768];
static const char *failure_message;

static void load(void) {
    void *handle = dlopen(library, RTLD_LAZY | RTLD_LOCAL);
    if (handle == NULL) {
        snprintf(failure, sizeof failure, "cannot load %s (%s); tourshot draws with Cairo and Pango: install them "
                 "with scripts/setup (Debian: libcairo2, libpango-1.0-0, libpangocairo-1.0-0, libpangoft2-1.0-0)",
                 library, dlerror());
        failure_message = failure;
        return;
    }
    for (size_t index = 0; index < tourshot_graphics_function_count; index++) {
        tourshot_graphics_functions[index] = dlsym(handle, tourshot_graphics_function_names[index]);
        if (tourshot_graphics_functions[index] == NULL) {
            snprintf(failure, sizeof failure, "%s has no function %s (too old a version?): install the versions "
                     "scripts/setup installs", library, tourshot_graphics_function_names[index]);
            failure_message = failure;
            return;
        }
    }
}

const char *tourshot_graphics_load(void) {
    pthread_once(&once, load);
    return failure_message;
}

void *tourshot_graphics_function(size_t index) {
    pthread_once(&once, load);
    if (failure_message != NULL) {
        // Only reached when a caller drew without tourshot_graphics_load's error check first.
        fprintf(stderr, "error: %s\n", failure_message);
        _exit(2);
    }
    return tourshot_graphics_functions[index];
}
