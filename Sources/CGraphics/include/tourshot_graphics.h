#ifndef TOURSHOT_GRAPHICS_H
#define TOURSHOT_GRAPHICS_H

/// Loads Cairo, Pango and fontconfig (once per process, on the first call from any thread).
/// Returns NULL when they are loaded, otherwise what went wrong, for an error message.
/// The forwarders load them too, but a caller that can report an error calls this first.
const char *tourshot_graphics_load(void);

#endif
