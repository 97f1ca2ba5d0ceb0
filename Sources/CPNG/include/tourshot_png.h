#ifndef TOURSHOT_PNG_H
#define TOURSHOT_PNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Encodes a Cairo ARGB32 buffer (premultiplied alpha, native-endian 32-bit pixels,
/// rows `stride` bytes apart) as a PNG in memory.
/// Writes RGB when every pixel is opaque, otherwise RGBA (un-premultiplied).
/// No time, text or other variable chunks are written, so equal pixels give equal bytes.
/// `compression_level` is zlib's 0...9; `filter` is -1 for libpng's adaptive choice or one of
/// 0 (none), 1 (sub), 2 (up), 3 (avg), 4 (paeth).
/// Returns 0 on success with `*out`/`*out_len` set (free with tourshot_png_free);
/// otherwise non-zero with a message in `err` (NUL-terminated, at most `err_len` bytes).
int tourshot_png_encode_argb32(const uint8_t *pixels, uint32_t width, uint32_t height,
                               uint32_t stride, int compression_level, int filter,
                               uint8_t **out, size_t *out_len,
                               char *err, size_t err_len);

/// Decodes a PNG of any colour type, bit depth and interlace into Cairo ARGB32
/// (premultiplied, native-endian, stride = width * 4). Images wider than `max_width` or taller
/// than `max_height` are refused before any pixel memory is allocated.
/// Returns 0 on success with `*out` (free with tourshot_png_free), `*width`, `*height` set;
/// otherwise non-zero with a message in `err`.
int tourshot_png_decode_argb32(const uint8_t *png, size_t png_len,
                               uint32_t max_width, uint32_t max_height,
                               uint8_t **out, uint32_t *width, uint32_t *height,
                               char *err, size_t err_len);

/// Reads only the header: width and height. Returns 0 on success.
int tourshot_png_read_size(const uint8_t *png, size_t png_len,
                           uint32_t *width, uint32_t *height,
                           char *err, size_t err_len);

void tourshot_png_free(void *buffer);

#ifdef __cplusplus
}
#endif

#endif
