/*
 * The previews' deflate encoder (fast_deflate.c): raw deflate of unfiltered scanlines, cheap
 * on flat pictures. Internal to CPNG.
 */
#ifndef TOURSHOT_FAST_DEFLATE_H
#define TOURSHOT_FAST_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

#pragma GCC visibility push(hidden)

/* The most bytes tourshot_fast_deflate writes for `length` bytes of input. */
size_t tourshot_fast_deflate_bound(size_t length);

/* Compresses `length` bytes at `data` as raw deflate blocks into `out`. Matches reach back one
   pixel (`pixel_bytes`) or one scanline (`line_bytes`), also into the `history` bytes before
   `data`, which the decoder has seen (the previous band). Ends on a byte boundary: with the
   final block when `final`, otherwise after an empty stored block (as zlib's sync flush).
   Returns the bytes written, or 0 when `capacity` was too small or memory ran out. */
size_t tourshot_fast_deflate(const uint8_t *data, size_t length, size_t history, size_t pixel_bytes,
                             size_t line_bytes, int final, uint8_t *out, size_t capacity);

#pragma GCC visibility pop

#endif
