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

/* ------------------------------------------------------------ encoding */

/// The compression level that selects tourshot's own deflate for previews (fast_deflate.c)
/// instead of libdeflate: matches one pixel or one row back only, found eight or sixteen bytes at a time.
#define TOURSHOT_PNG_FAST (-1)

/// Encodes a Cairo ARGB32 buffer (premultiplied alpha, native-endian 32-bit pixels, rows
/// `stride` bytes apart) as a PNG with filter none, compressed by libdeflate at
/// `compression_level` 0...12 or by the previews' own deflate (TOURSHOT_PNG_FAST), in one
/// IDAT chunk, into `*out` (free with tourshot_png_free). The image is written as RGB when
/// every pixel is opaque, otherwise as RGBA (un-premultiplied). No time, text or other
/// variable chunks are written, so equal pixels give equal bytes. Returns 0 on success.
int tourshot_png_encode(const uint8_t *pixels, uint32_t width, uint32_t height, uint32_t stride,
                        int compression_level, uint8_t **out, size_t *out_len, char *err, size_t err_len);

/// The version of the libpng loaded at run time ("1.6.39"), for `tourshot --version`.
const char *tourshot_png_library_version(void);

/// The version of libdeflate tourshot was built with ("1.14"), for `tourshot --version`.
const char *tourshot_png_deflate_version(void);

#ifdef __cplusplus
}
#endif

#endif
