// Links PangoFT2 and fontconfig (pkg-config "pangoft2"); their declarations come through
// CCairo's shim, which the Swift code imports.
#ifndef TOURSHOT_CPANGOFT2_SHIM_H
#define TOURSHOT_CPANGOFT2_SHIM_H
#include <pango/pangofc-fontmap.h>
#endif
