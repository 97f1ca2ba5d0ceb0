/*
 * A PNG encoder whose deflate stream is built from independent segments of
 * rows, so the segments can be compressed on several cores (the approach of
 * pigz): each segment is raw deflate that may reach back into the bytes before
 * it — zlib's primed with the 32 KiB of scanlines before it as its dictionary,
 * the previews' own (fast_deflate.c) the one row before — ends on a byte
 * boundary (sync flush), and the
 * zlib header and the combined Adler-32 wrap the concatenation. The segment
 * rows depend only on the image size, so the bytes never depend on the core
 * count. libpng writes the signature, IHDR and the chunks.
 */
#include "tourshot_png.h"

#include "fast_deflate.h"
#include "png_shared.h"

#include <png.h>
#include <zlib.h>

#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#define DICTIONARY_SIZE 32768u

uint32_t tourshot_png_segment_rows(uint32_t width, int with_alpha) {
    const size_t line = (size_t)width * (with_alpha ? 4 : 3) + 1;
    const size_t rows = ((size_t)256 << 10) / line; /* about 256 KiB of scanlines */
    return rows < 1 ? 1 : rows > 65535 ? 65535 : (uint32_t)rows;
}

int tourshot_png_rows_opaque(const uint8_t *pixels, uint32_t width, uint32_t stride,
                             uint32_t row_begin, uint32_t row_end) {
    return rows_opaque(pixels, width, stride, row_begin, row_end);
}

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

/* A compressor with its buffers, kept across segments: zlib's state is ~270 KiB
   and the scanlines ~290 KiB, which fresh allocations would fault in page by page. */
struct tourshot_png_deflater {
    int fast; /* TOURSHOT_PNG_FAST: fast_deflate.c, no zlib state */
    z_stream z;
    uint8_t *lines;
    size_t lines_capacity;
    uint8_t *out;
    size_t out_capacity;
};

struct tourshot_png_deflater *tourshot_png_deflater_create(int compression_level) {
    if (compression_level != TOURSHOT_PNG_FAST && (compression_level < 0 || compression_level > 9)) return NULL;
    struct tourshot_png_deflater *deflater = calloc(1, sizeof *deflater);
    if (deflater == NULL) return NULL;
    if (compression_level == TOURSHOT_PNG_FAST) {
        deflater->fast = 1;
        return deflater;
    }
    /* Raw deflate (-15): the zlib header and checksum are written once, around all segments. */
    if (deflateInit2(&deflater->z, compression_level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
        free(deflater);
        return NULL;
    }
    return deflater;
}

void tourshot_png_deflater_destroy(struct tourshot_png_deflater *deflater) {
    if (deflater == NULL) return;
    if (!deflater->fast) deflateEnd(&deflater->z);
    free(deflater->lines);
    free(deflater->out);
    free(deflater);
}

static int reserve(uint8_t **buffer, size_t *capacity, size_t needed) {
    if (needed <= *capacity) return 1;
    uint8_t *grown = realloc(*buffer, needed);
    if (grown == NULL) return 0;
    *buffer = grown;
    *capacity = needed;
    return 1;
}

/* Copies the `produced` compressed bytes out of the deflater's buffer into `segment`, with the
   Adler-32 of its `input` scanline bytes. */
static int finish_segment(struct tourshot_png_segment *segment, const uint8_t *compressed, size_t produced,
                          const uint8_t *input, size_t input_length, char *err, size_t err_len) {
    segment->data = malloc(produced ? produced : 1);
    if (segment->data == NULL) return fail(err, err_len, "out of memory for compressed PNG data");
    memcpy(segment->data, compressed, produced);
    segment->length = produced;
    segment->adler = tourshot_png_adler32(1, input, input_length);
    segment->input_length = input_length;
    return 0;
}

int tourshot_png_deflate_segment(const uint8_t *pixels, uint32_t width, uint32_t height,
                                 uint32_t stride, int with_alpha,
                                 struct tourshot_png_deflater *deflater,
                                 uint32_t row_begin, uint32_t row_end,
                                 struct tourshot_png_segment *segment,
                                 char *err, size_t err_len) {
    if (pixels == NULL || segment == NULL || deflater == NULL) return fail(err, err_len, "invalid arguments: null pointer");
    if (row_begin >= row_end || row_end > height || width == 0 || width > 65535) {
        return fail(err, err_len, "invalid segment rows");
    }
    memset(segment, 0, sizeof *segment);
    const size_t line = (size_t)width * (with_alpha ? 4 : 3) + 1;
    /* The rows before the segment that hold its dictionary (the last 32 KiB); the fast
       encoder's matches reach back one row at most. */
    const uint32_t wanted_rows = deflater->fast ? 1 : (uint32_t)((DICTIONARY_SIZE + line - 1) / line);
    const uint32_t context_rows = wanted_rows < row_begin ? wanted_rows : row_begin;
    const uint32_t first = row_begin - context_rows;
    const size_t total = (size_t)(row_end - first) * line;
    const size_t context = (size_t)context_rows * line;
    const size_t input = total - context;
    if (input > 0x7FFFFFFFu) return fail(err, err_len, "PNG segment too large");
    if (!reserve(&deflater->lines, &deflater->lines_capacity, total)) {
        return fail(err, err_len, "out of memory for PNG scanlines");
    }
    uint8_t *lines = deflater->lines;
    scanlines(pixels, width, stride, with_alpha, first, row_end, lines);
    const int last = row_end == height;
    if (deflater->fast) {
        const size_t capacity = tourshot_fast_deflate_bound(input);
        if (!reserve(&deflater->out, &deflater->out_capacity, capacity)) {
            return fail(err, err_len, "out of memory for compressed PNG data");
        }
        const size_t produced = tourshot_fast_deflate(lines + context, input, context, with_alpha ? 4 : 3, line, last,
                                                      deflater->out, capacity);
        if (produced == 0) return fail(err, err_len, "could not compress the image (out of memory?)");
        return finish_segment(segment, deflater->out, produced, lines + context, input, err, err_len);
    }

    z_stream *z = &deflater->z;
    if (deflateReset(z) != Z_OK) return fail(err, err_len, "zlib could not restart compressing");
    if (context > 0) {
        const size_t size = context < DICTIONARY_SIZE ? context : DICTIONARY_SIZE;
        deflateSetDictionary(z, lines + context - size, (uInt)size);
    }
    /* Bound plus room for the sync flush's empty stored block. */
    const size_t capacity = deflateBound(z, (uLong)input) + 16;
    if (!reserve(&deflater->out, &deflater->out_capacity, capacity)) {
        return fail(err, err_len, "out of memory for compressed PNG data");
    }
    z->next_in = lines + context;
    z->avail_in = (uInt)input;
    z->next_out = deflater->out;
    z->avail_out = (uInt)capacity;
    const int status = deflate(z, last ? Z_FINISH : Z_SYNC_FLUSH);
    const int complete = last ? status == Z_STREAM_END : status == Z_OK && z->avail_in == 0;
    if (!complete) return fail(err, err_len, "zlib could not compress the image");
    return finish_segment(segment, deflater->out, capacity - z->avail_out, lines + context, input, err, err_len);
}

static void put_be32(uint8_t *p, uint32_t value) {
    p[0] = (uint8_t)(value >> 24);
    p[1] = (uint8_t)(value >> 16);
    p[2] = (uint8_t)(value >> 8);
    p[3] = (uint8_t)value;
}

int tourshot_png_assemble(uint32_t width, uint32_t height, int with_alpha, int compression_level,
                          const struct tourshot_png_segment *segments, size_t segment_count,
                          uint8_t **out, size_t *out_len, char *err, size_t err_len) {
    if (segments == NULL || segment_count == 0 || out == NULL || out_len == NULL) {
        return fail(err, err_len, "invalid arguments: no segments");
    }
    *out = NULL;
    *out_len = 0;
    /* zlib header: deflate, 32 KiB window, level hint as zlib writes it (the fast encoder's as
       "fastest"), check bits. */
    const int level_hint = compression_level < 2 ? 0 : compression_level < 6 ? 1 : compression_level == 6 ? 2 : 3;
    uint8_t header[2] = { 0x78, (uint8_t)(level_hint << 6) };
    header[1] = (uint8_t)(header[1] + 31 - ((header[0] << 8) + header[1]) % 31);
    uLong adler = segments[0].adler;
    for (size_t i = 1; i < segment_count; i++) {
        adler = adler32_combine(adler, segments[i].adler, (z_off_t)segments[i].input_length);
    }
    uint8_t trailer[4];
    put_be32(trailer, (uint32_t)adler);

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
    /* One IDAT per segment; the first carries the zlib header, the last the checksum. */
    for (size_t i = 0; i < segment_count; i++) {
        const int first = i == 0, last = i + 1 == segment_count;
        const size_t length = segments[i].length + (first ? 2 : 0) + (last ? 4 : 0);
        png_write_chunk_start(png, (png_const_bytep)"IDAT", (png_uint_32)length);
        if (first) png_write_chunk_data(png, header, 2);
        png_write_chunk_data(png, segments[i].data, segments[i].length);
        if (last) png_write_chunk_data(png, trailer, 4);
        png_write_chunk_end(png);
    }
    png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
    *out = writer->data;
    *out_len = writer->length;
    png_destroy_write_struct(&png, &info);
    free(writer);
    return 0;
}

void tourshot_png_free_segment(struct tourshot_png_segment *segment) {
    if (segment == NULL) return;
    free(segment->data);
    segment->data = NULL;
    segment->length = 0;
}
