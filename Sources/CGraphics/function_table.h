// The table the generated forwarders.c defines and loader.c fills. Internal to CGraphics.
#ifndef TOURSHOT_GRAPHICS_FUNCTION_TABLE_H
#define TOURSHOT_GRAPHICS_FUNCTION_TABLE_H
#include <stddef.h>

// Hidden, like everything of CGraphics but its public header: tourshot exports its symbols.
#pragma GCC visibility push(hidden)

/// How many functions are forwarded, their names, and (once loaded) their addresses.
extern const size_t tourshot_graphics_function_count;
extern const char *const tourshot_graphics_function_names[];
extern void *tourshot_graphics_functions[];

/// The loaded function at `index` (loading the libraries on first use).
void *tourshot_graphics_function(size_t index);

#pragma GCC visibility pop
#endif
