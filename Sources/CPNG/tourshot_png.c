/*
 * libpng encode/decode for Cairo ARGB32 buffers.
 *
 * libpng reports errors by longjmp. Every setjmp lives in this file and every
 * longjmp lands here, so no jump ever crosses a Swift frame: the Swift side
 * only sees return codes and a message in the caller's `err` buffer.
 */
#include "tourshot_png.h"

#include <png.h>
#include <zlib.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- errors */

/* Where libpng's error callback copies its message; constant after setup. */
struct error_sink {
    char *buffer;
    size_t length;
};

static void set_error(char *err, size_t err_len, const char *format, ...) {
    if (err == NULL || err_len == 0) return;
    va_list args;
    va_start(args, format);
    vsnprintf(err, err_len, format, args);
    va_end(args);
}

static int fail(char *err, size_t err_len, const char *message) {
    set_error(err, err_len, "%s", message);
    return 1;
}

static void on_png_error(png_structp png, png_const_charp message) {
    const struct error_sink *sink = png_get_error_ptr(png);
    if (sink != NULL) set_error(sink->buffer, sink->length, "%s", message);
    png_longjmp(png, 1);
}

/* Warnings (bad ancillary CRCs, benign oddities) must not reach stderr. */
static void on_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/* ---------------------------------------------------------------- pixels */

static uint32_t load_pixel(const uint8_t *p) {
    uint32_t value;
    memcpy(&value, p, sizeof value); /* stride may leave rows unaligned */
    return value;
}

static void store_pixel(uint8_t *p, uint32_t value) {
    memcpy(p, &value, sizeof value);
}

static uint8_t unpremultiply(uint32_t c, uint32_t a) {
    uint32_t value = (c * 255 + a / 2) / a;
    return (uint8_t)(value > 255 ? 255 : value);
}

static uint32_t premultiply(uint32_t c, uint32_t a) {
    return (c * a + 127) / 255;
}

static int all_opaque(const uint8_t *pixels, uint32_t width, uint32_t height,
                      uint32_t stride) {
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *row = pixels + (size_t)y * stride;
        for (uint32_t x = 0; x < width; x++) {
            if ((load_pixel(row + (size_t)x * 4) >> 24) != 0xFF) return 0;
        }
    }
    return 1;
}

/* Converts one ARGB32 row to straight-alpha RGB or RGBA bytes. */
static void convert_row_for_png(const uint8_t *src, uint8_t *dst, uint32_t width,
                                int with_alpha) {
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

/* Turns decoded straight RGBA bytes into premultiplied ARGB32, in place. */
static void convert_rgba_to_argb32(uint8_t *pixels, size_t count) {
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

/* ---------------------------------------------------------------- encode */

/* Growable output buffer; heap-allocated so its contents stay well defined
   after a longjmp (it is modified between setjmp and any longjmp). */
struct memory_writer {
    uint8_t *data;
    size_t length;
    size_t capacity;
};

static void write_to_memory(png_structp png, png_bytep bytes, size_t count) {
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

static void flush_memory(png_structp png) {
    (void)png; /* nothing buffered outside the writer */
}

static int filter_mask(int filter) {
    switch (filter) {
    case -1: return PNG_ALL_FILTERS;
    case 0: return PNG_FILTER_NONE;
    case 1: return PNG_FILTER_SUB;
    case 2: return PNG_FILTER_UP;
    case 3: return PNG_FILTER_AVG;
    case 4: return PNG_FILTER_PAETH;
    default: return 0;
    }
}

static int validate_encode(const uint8_t *pixels, uint32_t width, uint32_t height,
                           uint32_t stride, int level, int filter,
                           uint8_t **out, size_t *out_len, char *err, size_t err_len) {
    if (pixels == NULL || out == NULL || out_len == NULL) {
        return fail(err, err_len, "invalid arguments: null pointer");
    }
    if (width == 0 || height == 0 || width > 65535 || height > 65535) {
        set_error(err, err_len, "invalid image size %ux%u (each side must be 1...65535)",
                  width, height);
        return 1;
    }
    if ((uint64_t)stride < (uint64_t)width * 4) {
        set_error(err, err_len, "stride %u is smaller than width * 4 (%u)", stride,
                  width * 4);
        return 1;
    }
    if (level < 0 || level > 9) {
        set_error(err, err_len, "compression level %d is outside 0...9", level);
        return 1;
    }
    if (filter_mask(filter) == 0) {
        set_error(err, err_len, "unknown PNG filter %d", filter);
        return 1;
    }
    return 0;
}

int tourshot_png_encode_argb32(const uint8_t *pixels, uint32_t width, uint32_t height,
                               uint32_t stride, int compression_level, int filter,
                               uint8_t **out, size_t *out_len,
                               char *err, size_t err_len) {
    if (validate_encode(pixels, width, height, stride, compression_level, filter,
                        out, out_len, err, err_len)) {
        return 1;
    }
    *out = NULL;
    *out_len = 0;

    const int with_alpha = !all_opaque(pixels, width, height, stride);
    struct error_sink sink = { err, err_len };
    struct memory_writer *writer = calloc(1, sizeof *writer);
    uint8_t *row = malloc((size_t)width * 4);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink,
                                              on_png_error, on_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (writer == NULL || row == NULL || png == NULL || info == NULL) {
        png_destroy_write_struct(&png, &info);
        free(row);
        free(writer);
        return fail(err, err_len, "out of memory");
    }

    /* Nothing declared above changes after this point, so no `volatile` is
       needed here; the writer's contents live on the heap. */
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(writer->data);
        free(writer);
        free(row);
        return 1;
    }

    png_set_write_fn(png, writer, write_to_memory, flush_memory);
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filter_mask(filter));
    png_set_IHDR(png, info, width, height, 8,
                 with_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    /* No tIME, text or gamma chunks: the output depends on the pixels only. */
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        convert_row_for_png(pixels + (size_t)y * stride, row, width, with_alpha);
        png_write_row(png, row);
    }
    png_write_end(png, NULL);

    *out = writer->data;
    *out_len = writer->length;
    png_destroy_write_struct(&png, &info);
    free(writer);
    free(row);
    return 0;
}

/* ---------------------------------------------------------------- decode */

struct memory_reader {
    const uint8_t *data;
    size_t length;
    size_t offset;
};

/* Refuses to read past the end, so truncated files fail instead of hanging. */
static void read_from_memory(png_structp png, png_bytep bytes, size_t count) {
    struct memory_reader *reader = png_get_io_ptr(png);
    if (count > reader->length - reader->offset) {
        png_error(png, "PNG data ends unexpectedly (truncated file)");
    }
    memcpy(bytes, reader->data + reader->offset, count);
    reader->offset += count;
}

static int check_signature(const uint8_t *png, size_t png_len, char *err,
                           size_t err_len) {
    if (png_len < 8 || png_sig_cmp(png, 0, 8) != 0) {
        return fail(err, err_len, "not a PNG file");
    }
    return 0;
}

/* Applies the hostile-input limits and chunk policy shared by all reads. */
static void configure_reader(png_structp png) {
    /* Our own max_width/max_height check reports the size and the limit, so
       lift libpng's default 1,000,000 limit out of its way. */
    png_set_user_limits(png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
    png_set_chunk_cache_max(png, 128);
    png_set_chunk_malloc_max(png, 8 * 1024 * 1024);
    /* CRC errors: critical chunks are errors, damaged ancillary chunks are
       skipped (libpng's default, stated here on purpose). */
    png_set_crc_action(png, PNG_CRC_DEFAULT, PNG_CRC_DEFAULT);
    /* Drop every ancillary chunk except tRNS, including gAMA, cHRM, sRGB and
       iCCP: images are treated as sRGB so that output does not depend on
       colour-management data or on the libpng build. */
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);
}

/* Requests 8-bit RGBA output for every colour type, bit depth and interlace. */
static void request_rgba8(png_structp png) {
    png_set_expand(png);     /* palette, gray < 8 bits and tRNS */
    png_set_scale_16(png);   /* 16 -> 8 bits, rounded */
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    (void)png_set_interlace_handling(png);
}

int tourshot_png_decode_argb32(const uint8_t *png_data, size_t png_len,
                               uint32_t max_width, uint32_t max_height,
                               uint8_t **out, uint32_t *width, uint32_t *height,
                               char *err, size_t err_len) {
    if (out == NULL || width == NULL || height == NULL || (png_data == NULL && png_len)) {
        return fail(err, err_len, "invalid arguments: null pointer");
    }
    *out = NULL;
    *width = 0;
    *height = 0;
    if (check_signature(png_data, png_len, err, err_len)) return 1;

    struct error_sink sink = { err, err_len };
    struct memory_reader reader = { png_data, png_len, 0 };
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink,
                                             on_png_error, on_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (png == NULL || info == NULL) {
        png_destroy_read_struct(&png, &info, NULL);
        return fail(err, err_len, "out of memory");
    }

    /* Assigned after setjmp and freed after a longjmp, hence volatile. */
    uint8_t *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(rows);
        free(pixels);
        return 1;
    }

    configure_reader(png);
    png_set_read_fn(png, &reader, read_from_memory);
    png_read_info(png, info);

    const uint32_t w = png_get_image_width(png, info);
    const uint32_t h = png_get_image_height(png, info);
    if (w == 0 || h == 0 || w > max_width || h > max_height) {
        set_error(err, err_len, "image size %ux%u exceeds the limit of %ux%u", w, h,
                  max_width, max_height);
        png_longjmp(png, 1);
    }
    request_rgba8(png);
    png_read_update_info(png, info);
    if (png_get_bit_depth(png, info) != 8 || png_get_channels(png, info) != 4 ||
        png_get_rowbytes(png, info) != (size_t)w * 4) {
        png_error(png, "unexpected PNG layout after transformations");
    }
    if ((size_t)h > SIZE_MAX / ((size_t)w * 4)) png_error(png, "PNG image too large");

    pixels = malloc((size_t)w * h * 4);
    rows = malloc((size_t)h * sizeof(png_bytep));
    if (pixels == NULL || rows == NULL) png_error(png, "out of memory for PNG pixels");
    for (uint32_t y = 0; y < h; y++) rows[y] = pixels + (size_t)y * w * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL); /* insists on a complete file up to IEND */

    convert_rgba_to_argb32(pixels, (size_t)w * h);
    *out = pixels;
    *width = w;
    *height = h;
    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    return 0;
}

/* ---------------------------------------------------------------- header */

static uint32_t read_be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

/* Parses the IHDR directly: no libpng state is needed to read 25 bytes. */
int tourshot_png_read_size(const uint8_t *png_data, size_t png_len,
                           uint32_t *width, uint32_t *height,
                           char *err, size_t err_len) {
    if (width == NULL || height == NULL || (png_data == NULL && png_len)) {
        return fail(err, err_len, "invalid arguments: null pointer");
    }
    if (check_signature(png_data, png_len, err, err_len)) return 1;
    /* signature (8) + length (4) + "IHDR" (4) + data (13) + CRC (4) */
    if (png_len < 33) return fail(err, err_len, "PNG header is truncated");
    if (read_be32(png_data + 8) != 13 || memcmp(png_data + 12, "IHDR", 4) != 0) {
        return fail(err, err_len, "PNG does not start with a valid IHDR chunk");
    }
    if (crc32(0, png_data + 12, 17) != read_be32(png_data + 29)) {
        return fail(err, err_len, "IHDR: CRC error");
    }
    const uint32_t w = read_be32(png_data + 16), h = read_be32(png_data + 20);
    if (w == 0 || h == 0 || w > PNG_UINT_31_MAX || h > PNG_UINT_31_MAX) {
        set_error(err, err_len, "invalid PNG image size %ux%u", w, h);
        return 1;
    }
    *width = w;
    *height = h;
    return 0;
}

void tourshot_png_free(void *buffer) {
    free(buffer);
}
