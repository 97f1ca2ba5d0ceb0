/*
 * The PNG encoder: a Cairo ARGB32 buffer as filter-none scanlines, compressed on the calling
 * thread by libdeflate at a level (goldens) or by the previews' own deflate (fast_deflate.c),
 * one zlib stream in one IDAT chunk. libpng writes the signature, IHDR and the chunks.
 */
#include "tourshot_png.h"

#include "fast_deflate.h"
#include "png_shared.h"

#include <libdeflate.h>
#include <png.h>

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* Writes rows [begin, end) as filter-none scanlines into `lines`. */
static void scanlines(const uint8_t *pixels, uint32_t width, uint32_t stride, int with_alpha,
                      uint32_t begin, uint32_t end, uint8_t *lines) {
    const size_t line = (size_t)width * (with_alpha ? 4 : 3) + 1;
    for (uint32_t y = begin; y < end; y++) {
        uint8_t *out = lines + (size_t)(y - begin) * line;
        out[0] = 0; /* filter: none */
        convert_row_for_png(pixels + (size_t)y * stride, out + 1, width, with_alpha);
    }
}

static void put_be32(uint8_t *p, uint32_t value) {
    p[0] = (uint8_t)(value >> 24);
    p[1] = (uint8_t)(value >> 16);
    p[2] = (uint8_t)(value >> 8);
    p[3] = (uint8_t)value;
}

/* The previews' zlib stream, in bands of about 256 KiB of scanlines written into one small
   buffer with the row before each band (the fast deflate's matches reach one row back): a
   buffer of the whole image's scanlines would cost a page fault every 4 KiB (~3 ms at @3x). */
static int fast_stream(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t stride, int with_alpha,
                       uint8_t **stream, size_t *stream_len, char *err, size_t err_len) {
    const size_t pixel_bytes = with_alpha ? 4 : 3, line = (size_t)width * pixel_bytes + 1;
    const uint32_t band = line >= ((size_t)256 << 10) ? 1 : (uint32_t)(((size_t)256 << 10) / line);
    /* The bound of the whole, and each band's empty stored block and slack. */
    const size_t capacity = tourshot_fast_deflate_bound(line * height) + (height / band + 1) * 96 + 6;
    uint8_t *lines = malloc((size_t)(band + 1) * line), *out = malloc(capacity);
    if (lines == NULL || out == NULL) {
        free(lines);
        free(out);
        return fail(err, err_len, "out of memory for compressing the PNG");
    }
    out[0] = 0x78; /* zlib header: deflate, 32 KiB window, "fastest", check bits */
    out[1] = 0x01;
    size_t length = 2;
    uint32_t adler = 1;
    for (uint32_t begin = 0; begin < height; begin += band) {
        const uint32_t end = height - begin < band ? height : begin + band, first = begin ? begin - 1 : 0;
        const size_t history = (size_t)(begin - first) * line, input = (size_t)(end - begin) * line;
        scanlines(pixels, width, stride, with_alpha, first, end, lines);
        const size_t produced = tourshot_fast_deflate(lines + history, input, history, pixel_bytes, line,
                                                      end == height, out + length, capacity - 4 - length);
        if (produced == 0) {
            free(lines);
            free(out);
            return fail(err, err_len, "could not compress the image (out of memory?)");
        }
        length += produced;
        adler = libdeflate_adler32(adler, lines + history, input);
    }
    put_be32(out + length, adler);
    free(lines);
    *stream = out;
    *stream_len = length + 4;
    return 0;
}

/* The goldens' zlib stream: libdeflate at `level` over the whole image's scanlines. */
static int libdeflate_stream(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t stride, int with_alpha,
                             int level, uint8_t **stream, size_t *stream_len, char *err, size_t err_len) {
    const size_t length = ((size_t)width * (with_alpha ? 4 : 3) + 1) * height;
    uint8_t *lines = malloc(length);
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    const size_t capacity = compressor ? libdeflate_zlib_compress_bound(compressor, length) : 0;
    uint8_t *out = compressor ? malloc(capacity) : NULL;
    size_t produced = 0;
    if (lines != NULL && out != NULL) {
        scanlines(pixels, width, stride, with_alpha, 0, height, lines);
        produced = libdeflate_zlib_compress(compressor, lines, length, out, capacity);
    }
    libdeflate_free_compressor(compressor);
    free(lines);
    if (produced == 0) {
        free(out);
        return fail(err, err_len, "could not compress the image (out of memory?)");
    }
    *stream = out;
    *stream_len = produced;
    return 0;
}

/* Writes the PNG around the zlib `stream` into `*out`. */
static int write_png(uint32_t width, uint32_t height, int with_alpha, const uint8_t *stream, size_t stream_len,
                     uint8_t **out, size_t *out_len, char *err, size_t err_len) {
    struct error_sink sink = { err, err_len };
    struct memory_writer *writer = calloc(1, sizeof *writer);
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_png_error, on_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (writer == NULL || png == NULL || info == NULL) {
        png_destroy_write_struct(&png, &info);
        free(writer);
        return fail(err, err_len, "out of memory");
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(writer->data);
        free(writer);
        return 1;
    }
    png_set_write_fn(png, writer, write_to_memory, flush_memory);
    png_set_IHDR(png, info, width, height, 8, with_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    /* No tIME, text or gamma chunks: the output depends on the pixels only. */
    png_write_info(png, info);
    if (stream_len > PNG_UINT_31_MAX) png_error(png, "compressed image too large for one IDAT chunk");
    png_write_chunk(png, (png_const_bytep)"IDAT", stream, stream_len);
    png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
    *out = writer->data;
    *out_len = writer->length;
    png_destroy_write_struct(&png, &info);
    free(writer);
    return 0;
}

int tourshot_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t stride,
                        int compression_level, uint8_t **out, size_t *out_len, char *err, size_t err_len) {
    if (pixels == NULL || out == NULL || out_len == NULL) return fail(err, err_len, "invalid arguments: null pointer");
    if (compression_level != TOURSHOT_PNG_FAST && (compression_level < 0 || compression_level > 12)) {
        return fail(err, err_len, "compression level outside 0...12");
    }
    if (width == 0 || height == 0 || width > 65535 || height > 65535) return fail(err, err_len, "invalid image size");
    *out = NULL;
    *out_len = 0;
    const int with_alpha = !rows_opaque(pixels, width, stride, 0, height);
    uint8_t *stream = NULL;
    size_t stream_len = 0;
    int status = compression_level == TOURSHOT_PNG_FAST
        ? fast_stream(pixels, width, height, stride, with_alpha, &stream, &stream_len, err, err_len)
        : libdeflate_stream(pixels, width, height, stride, with_alpha, compression_level, &stream, &stream_len,
                            err, err_len);
    if (status == 0) status = write_png(width, height, with_alpha, stream, stream_len, out, out_len, err, err_len);
    free(stream);
    return status;
}
