/* Helpers shared by the codec and the encoder (png_shared.h). */
#include "png_shared.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* ---------------------------------------------------------------- errors */

void set_error(char *err, size_t err_len, const char *format, ...) {
    if (err == NULL || err_len == 0) return;
    va_list args;
    va_start(args, format);
    vsnprintf(err, err_len, format, args);
    va_end(args);
}

int fail(char *err, size_t err_len, const char *message) {
    set_error(err, err_len, "%s", message);
    return 1;
}

void on_png_error(png_structp png, png_const_charp message) {
    const struct error_sink *sink = png_get_error_ptr(png);
    if (sink != NULL) set_error(sink->buffer, sink->length, "%s", message);
    png_longjmp(png, 1);
}

void on_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* ---------------------------------------------------------------- writer */

void write_to_memory(png_structp png, png_bytep bytes, size_t count) {
    struct memory_writer *writer = png_get_io_ptr(png);
    if (count > SIZE_MAX - writer->length) png_error(png, "PNG output too large");
    size_t needed = writer->length + count;
    if (needed > writer->capacity) {
        size_t capacity = writer->capacity ? writer->capacity : 4096;
        while (capacity < needed) {
            capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        }
        uint8_t *grown = realloc(writer->data, capacity);
        if (grown == NULL) png_error(png, "out of memory while writing PNG");
        writer->data = grown;
        writer->capacity = capacity;
    }
    memcpy(writer->data + writer->length, bytes, count);
    writer->length = needed;
}

void flush_memory(png_structp png) {
    (void)png; /* nothing buffered outside the writer */
}

/* ---------------------------------------------------------------- pixels */

static uint8_t unpremultiply(uint32_t c, uint32_t a) {
    uint32_t value = (c * 255 + a / 2) / a;
    return (uint8_t)(value > 255 ? 255 : value);
}

static uint32_t premultiply(uint32_t c, uint32_t a) {
    return (c * a + 127) / 255;
}

int rows_opaque(const uint8_t *pixels, uint32_t width, uint32_t stride,
                uint32_t row_begin, uint32_t row_end) {
    for (uint32_t y = row_begin; y < row_end; y++) {
        const uint8_t *row = pixels + (size_t)y * stride;
        uint32_t all = 0xFF000000u;
        for (uint32_t x = 0; x < width; x++) all &= load_pixel(row + (size_t)x * 4);
        if ((all >> 24) != 0xFF) return 0;
    }
    return 1;
}

void convert_row_for_png(const uint8_t *src, uint8_t *dst, uint32_t width, int with_alpha) {
    if (!with_alpha) {
        /* The image is opaque (RGB is only chosen then): a plain byte shuffle (png_simd.c). */
        convert_opaque_row(src, dst, width);
        return;
    }
    for (uint32_t x = 0; x < width; x++) {
        uint32_t p = load_pixel(src + (size_t)x * 4);
        uint32_t a = p >> 24;
        uint32_t r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF;
        if (a == 0) {
            r = g = b = 0;
        } else if (a != 0xFF) {
            r = unpremultiply(r, a);
            g = unpremultiply(g, a);
            b = unpremultiply(b, a);
        }
        *dst++ = (uint8_t)r;
        *dst++ = (uint8_t)g;
        *dst++ = (uint8_t)b;
        if (with_alpha) *dst++ = (uint8_t)a;
    }
}

void convert_rgba_to_argb32(uint8_t *pixels, size_t count) {
    for (size_t i = 0; i < count; i++) {
        uint8_t *p = pixels + i * 4;
        uint32_t r = p[0], g = p[1], b = p[2], a = p[3];
        if (a != 0xFF) {
            r = premultiply(r, a);
            g = premultiply(g, a);
            b = premultiply(b, a);
        }
        store_pixel(p, (a << 24) | (r << 16) | (g << 8) | b);
    }
}
