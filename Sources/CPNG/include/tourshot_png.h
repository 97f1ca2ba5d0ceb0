#ifndef TOURSHOT_PNG_H
#define TOURSHOT_PNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Decodes a PNG of any colour type, bit depth and interlace into Cairo ARGB32
/// (premultiplied, native-endian, stride = width * 4) in the caller's `pixels`, which hold
/// `capacity` bytes. `width` and `height` are the sizes tourshot_png_read_size reported (the
/// caller checks its limits before allocating); a file that says otherwise is refused.
/// Returns 0 on success; otherwise non-zero with a message in `err`.
int tourshot_png_decode_argb32_into(const uint8_t *png, size_t png_len,
                                    uint32_t width, uint32_t height,
                                    uint8_t *pixels, size_t capacity,
                                    char *err, size_t err_len);

/// Reads only the header: width and height. Returns 0 on success.
int tourshot_png_read_size(const uint8_t *png, size_t png_len,
                           uint32_t *width, uint32_t *height,
                           char *err, size_t err_len);

void tourshot_png_free(void *buffer);

/* ------------------------------------------------------------ encoding
 * Encodes a Cairo ARGB32 buffer (premultiplied alpha, native-endian 32-bit pixels, rows
 * `stride` bytes apart) with filter none, in segments of rows that can be compressed on
 * several cores; the caller runs tourshot_png_deflate_segment for every segment (in any
 * order, on any thread) and then tourshot_png_assemble with them in row order. The image is
 * written as RGB when every pixel is opaque, otherwise as RGBA (un-premultiplied). No time,
 * text or other variable chunks are written, so equal pixels give equal bytes.
 */

/// One segment's raw deflate bytes and the Adler-32 of its scanline bytes.
struct tourshot_png_segment {
    uint8_t *data;
    size_t length;
    uint32_t adler;
    size_t input_length;
};

/// Rows per segment for an image `width` pixels wide (about 256 KiB of scanlines),
/// a function of the width only, so output bytes never depend on the core count.
uint32_t tourshot_png_segment_rows(uint32_t width, int with_alpha);

/// Whether every pixel of rows [row_begin, row_end) is opaque (the image is then written as RGB).
int tourshot_png_rows_opaque(const uint8_t *pixels, uint32_t width, uint32_t stride,
                             uint32_t row_begin, uint32_t row_end);

/// The compression level that selects tourshot's own deflate for previews (fast_deflate.c)
/// instead of zlib: matches one pixel or one row back only, found eight or sixteen bytes at a time.
#define TOURSHOT_PNG_FAST (-1)

/// A compressor and its buffers, reused for segment after segment by one thread at a
/// time. NULL if the level is neither 0...9 (zlib) nor TOURSHOT_PNG_FAST, or memory ran out.
struct tourshot_png_deflater;
struct tourshot_png_deflater *tourshot_png_deflater_create(int compression_level);
void tourshot_png_deflater_destroy(struct tourshot_png_deflater *deflater);

/// Compresses rows [row_begin, row_end) of an ARGB32 buffer with `deflater` into `*segment`
/// (free with tourshot_png_free_segment).
/// Returns 0 on success.
int tourshot_png_deflate_segment(const uint8_t *pixels, uint32_t width, uint32_t height,
                                 uint32_t stride, int with_alpha,
                                 struct tourshot_png_deflater *deflater,
                                 uint32_t row_begin, uint32_t row_end,
                                 struct tourshot_png_segment *segment,
                                 char *err, size_t err_len);

/// Adler-32 of `length` bytes continuing from `adler` (1 to start), as zlib computes it.
uint32_t tourshot_png_adler32(uint32_t adler, const uint8_t *data, size_t length);

/// Writes the PNG around `segments` (in row order, covering every row once) into `*out`
/// (free with tourshot_png_free). Returns 0 on success.
int tourshot_png_assemble(uint32_t width, uint32_t height, int with_alpha, int compression_level,
                          const struct tourshot_png_segment *segments, size_t segment_count,
                          uint8_t **out, size_t *out_len, char *err, size_t err_len);

void tourshot_png_free_segment(struct tourshot_png_segment *segment);

/// The version of the libpng loaded at run time ("1.6.39"), for `tourshot --version`.
const char *tourshot_png_library_version(void);

#ifdef __cplusplus
}
#endif

#endif
