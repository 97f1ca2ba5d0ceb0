/*
 * libpng decoding into Cairo ARGB32 buffers, and the PNG header reader (the encoder is
 * tourshot_png_encode.c).
 *
 * libpng reports errors by longjmp. Every setjmp lives in this target's C files
 * and every longjmp lands there, so no jump ever crosses a Swift frame: the Swift side
 * only sees return codes and a message in the caller's `err` buffer.
 */
#include "tourshot_png.h"

#include "png_shared.h"

#include <png.h>
#include <zlib.h>

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

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
    /* Every chunk's CRC already guards the compressed bytes; zlib's Adler-32 of the
       inflated rows would cost as much as inflating them. */
    png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
}

/* Requests 8-bit RGBA output for every colour type, bit depth and interlace. */
static void request_rgba8(png_structp png) {
    png_set_expand(png);     /* palette, gray < 8 bits and tRNS */
    png_set_scale_16(png);   /* 16 -> 8 bits, rounded */
    png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    (void)png_set_interlace_handling(png);
}

/* Whether libpng's rows are already 8-bit RGB or RGBA without transparency
   chunks, so they can be converted straight into ARGB32 row by row. */
static int is_plain_rgb8(png_structp png, png_infop info) {
    const int type = png_get_color_type(png, info);
    return png_get_bit_depth(png, info) == 8 &&
           png_get_interlace_type(png, info) == PNG_INTERLACE_NONE &&
           (type == PNG_COLOR_TYPE_RGB || type == PNG_COLOR_TYPE_RGB_ALPHA) &&
           !png_get_valid(png, info, PNG_INFO_tRNS);
}

int tourshot_png_decode_argb32_into(const uint8_t *png_data, size_t png_len,
                                    uint32_t width, uint32_t height,
                                    uint8_t *pixels, size_t capacity,
                                    char *err, size_t err_len) {
    if (pixels == NULL || (png_data == NULL && png_len)) {
        return fail(err, err_len, "invalid arguments: null pointer");
    }
    if (width == 0 || height == 0 || (size_t)height > capacity / 4 / width) {
        return fail(err, err_len, "the pixel buffer is too small for the image");
    }
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
    png_bytep *volatile rows = NULL;
    uint8_t *volatile line = NULL;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(rows);
        free(line);
        return 1;
    }

    configure_reader(png);
    png_set_read_fn(png, &reader, read_from_memory);
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
        png_error(png, "image size changed between reading the header and decoding");
    }
    if (is_plain_rgb8(png, info)) {
        /* The common case (tourshot's own files, most screenshots): no libpng
           transformations, one row buffer, converted straight into place. */
        const int channels = png_get_channels(png, info);
        line = malloc((size_t)width * channels);
        if (line == NULL) png_error(png, "out of memory for a PNG row");
        for (uint32_t y = 0; y < height; y++) {
            png_read_row(png, line, NULL);
            convert_png_row_to_argb32(line, pixels + (size_t)y * width * 4, width, channels);
        }
    } else {
        request_rgba8(png);
        png_read_update_info(png, info);
        if (png_get_bit_depth(png, info) != 8 || png_get_channels(png, info) != 4 ||
            png_get_rowbytes(png, info) != (size_t)width * 4) {
            png_error(png, "unexpected PNG layout after transformations");
        }
        rows = malloc((size_t)height * sizeof(png_bytep));
        if (rows == NULL) png_error(png, "out of memory for PNG rows");
        for (uint32_t y = 0; y < height; y++) rows[y] = pixels + (size_t)y * width * 4;
        png_read_image(png, rows);
        convert_rgba_to_argb32(pixels, (size_t)width * height);
    }
    png_read_end(png, NULL); /* insists on a complete file up to IEND */

    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    free(line);
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
