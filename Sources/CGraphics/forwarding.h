// Shared by the generated forwarders.c: the library headers (for the prototypes the compiler
// checks each forwarder against) and the forwarding macros.
#ifndef TOURSHOT_GRAPHICS_FORWARDING_H
#define TOURSHOT_GRAPHICS_FORWARDING_H
#include "function_table.h"

// Hidden: the forwarders stand in for the libraries' functions inside tourshot only. Exported,
// they would also catch the libraries' calls to one another once those are loaded.
#pragma GCC visibility push(hidden)
#include "../CCairo/shim.h"
#pragma GCC visibility pop

#define TOURSHOT_FORWARD(index, result, name, parameters, arguments) \
    __attribute__((visibility("hidden"))) result name parameters { \
        return ((__typeof__(&name))tourshot_graphics_function(index)) arguments; \
    }

#define TOURSHOT_FORWARD_VOID(index, result, name, parameters, arguments) \
    __attribute__((visibility("hidden"))) result name parameters { \
        ((__typeof__(&name))tourshot_graphics_function(index)) arguments; \
    }

#endif
