/*
 * Helpers shared by the libpng decoder and the encoder: error
 * reporting into the caller's buffer, libpng callbacks, the growable memory
 * writer and Cairo ARGB32 <-> PNG pixel conversion. Internal to CPNG.
 */
#ifndef TOURSHOT_PNG_SHARED_H
#define TOURSHOT_PNG_SHARED_H

#include <png.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Hidden: tourshot exports its symbols (for backtraces), and names like `fail` must not stand
   in for a same-named function of a shared library tourshot loads. */
#pragma GCC visibility push(hidden)

/* Where libpng's error callback copies its message; constant after setup. */
struct error_sink {
    char *buffer;
    size_t length;
};

void set_error(char *err, size_t err_len, const char *format, ...);
/* Sets `message` and returns 1, for `return fail(...)`. */
int fail(char *err, size_t err_len, const char *message);
/* libpng callbacks: errors copy the message into the error_sink and longjmp;
   warnings are dropped (they must not reach stderr). */
void on_png_error(png_structp png, png_const_charp message);
void on_png_warning(png_structp png, png_const_charp message);

/* Growable output buffer; heap-allocated so its contents stay well defined
   after a longjmp (it is modified between setjmp and any longjmp). */
struct memory_writer {
    uint8_t *data;
    size_t length;
    size_t capacity;
};

/* libpng write callbacks over a memory_writer (the io pointer). */
void write_to_memory(png_structp png, png_bytep bytes, size_t count);
void flush_memory(png_structp png);

static inline uint32_t load_pixel(const uint8_t *p) {
    uint32_t value;
    memcpy(&value, p, sizeof value); /* stride may leave rows unaligned */
    return value;
}

static inline void store_pixel(uint8_t *p, uint32_t value) {
    memcpy(p, &value, sizeof value);
}

/* Whether every pixel of rows [row_begin, row_end) has alpha 255. */
int rows_opaque(const uint8_t *pixels, uint32_t width, uint32_t stride,
                uint32_t row_begin, uint32_t row_end);
/* Converts one ARGB32 row to straight-alpha RGBA bytes, or to RGB (with_alpha 0) when every
   pixel of the row is opaque. */
void convert_row_for_png(const uint8_t *src, uint8_t *dst, uint32_t width, int with_alpha);
/* ARGB32 -> RGB bytes for a row whose pixels are all opaque (png_simd.c). */
void convert_opaque_row(const uint8_t *src, uint8_t *dst, uint32_t width);
/* One decoded row of straight 8-bit RGB (channels 3) or RGBA (4) to premultiplied ARGB32
   (png_simd.c). */
void convert_png_row_to_argb32(const uint8_t *src, uint8_t *dst, uint32_t width, int channels);
/* Turns decoded straight RGBA bytes into premultiplied ARGB32, in place. */
void convert_rgba_to_argb32(uint8_t *pixels, size_t count);

#pragma GCC visibility pop

#endif
