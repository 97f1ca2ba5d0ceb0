/*
 * The byte loops of PNG encoding and decoding that dominate after the deflate itself, with
 * SSSE3 versions chosen at run time on x86 (the scalar ones serve other CPUs, ARM
 * included; both give the same bytes): ARGB32 -> RGB for opaque rows and RGB(A) -> ARGB32 for
 * decoded rows.
 */
#include "png_shared.h"


#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define HAVE_SSSE3_PATHS 1
#endif

/* ---------------------------------------------------------------- opaque rows */

static void opaque_row_scalar(const uint8_t *src, uint8_t *dst, uint32_t from, uint32_t width) {
    for (uint32_t x = from; x < width; x++) {
        const uint32_t p = load_pixel(src + (size_t)x * 4);
        dst[3 * x] = (uint8_t)(p >> 16);
        dst[3 * x + 1] = (uint8_t)(p >> 8);
        dst[3 * x + 2] = (uint8_t)p;
    }
}

#ifdef HAVE_SSSE3_PATHS
/* Four pixels a step: one shuffle drops alpha and reverses B, G, R (Cairo's little-endian
   byte order) to R, G, B. Each store writes 16 bytes of which 12 count; the next step
   overwrites the rest, and the loop stops while 16 bytes still fit in the row. */
__attribute__((target("ssse3")))
static void opaque_row_ssse3(const uint8_t *src, uint8_t *dst, uint32_t width) {
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4) {
        const __m128i pixels = _mm_loadu_si128((const __m128i *)(src + (size_t)x * 4));
        _mm_storeu_si128((__m128i *)(dst + (size_t)x * 3), _mm_shuffle_epi8(pixels, order));
    }
    opaque_row_scalar(src, dst, x, width);
}
#endif

#ifdef HAVE_SSSE3_PATHS
static int has_ssse3(void) {
    static int known = -1;
    if (known < 0) known = __builtin_cpu_supports("ssse3") ? 1 : 0; /* a benign race: same value */
    return known;
}
#endif

void convert_opaque_row(const uint8_t *src, uint8_t *dst, uint32_t width) {
#ifdef HAVE_SSSE3_PATHS
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (has_ssse3()) {
        opaque_row_ssse3(src, dst, width);
        return;
    }
#endif
#endif
    opaque_row_scalar(src, dst, 0, width);
}

/* ---------------------------------------------------------------- decoded rows */

/* Straight 8-bit RGB or RGBA to premultiplied ARGB32, pixels [from, width). */
static void png_row_scalar(const uint8_t *src, uint8_t *dst, uint32_t from, uint32_t width, int channels) {
    src += (size_t)from * channels;
    dst += (size_t)from * 4;
    for (uint32_t x = from; x < width; x++, src += channels, dst += 4) {
        uint32_t r = src[0], g = src[1], b = src[2], a = channels == 4 ? src[3] : 0xFF;
        if (a != 0xFF) {
            r = (r * a + 127) / 255;
            g = (g * a + 127) / 255;
            b = (b * a + 127) / 255;
        }
        store_pixel(dst, (a << 24) | (r << 16) | (g << 8) | b);
    }
}

#ifdef HAVE_SSSE3_PATHS
/* Four pixels a step: a shuffle puts R, G, B in Cairo's little-endian B, G, R, A order and
   alpha comes in opaque (RGB) or is checked opaque (RGBA; any other group goes the scalar way,
   which premultiplies). RGB loads read 16 bytes for 12, so the loop stops while they fit. */
__attribute__((target("ssse3")))
static void png_row_ssse3(const uint8_t *src, uint8_t *dst, uint32_t width, int channels) {
    uint32_t x = 0;
    if (channels == 3) {
        const __m128i order = _mm_setr_epi8(2, 1, 0, -1, 5, 4, 3, -1, 8, 7, 6, -1, 11, 10, 9, -1);
        const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
        for (; x + 6 <= width; x += 4) {
            const __m128i bytes = _mm_loadu_si128((const __m128i *)(src + (size_t)x * 3));
            _mm_storeu_si128((__m128i *)(dst + (size_t)x * 4), _mm_or_si128(_mm_shuffle_epi8(bytes, order), opaque));
        }
    } else {
        const __m128i order = _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
        const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
        for (; x + 4 <= width; x += 4) {
            const __m128i bytes = _mm_loadu_si128((const __m128i *)(src + (size_t)x * 4));
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(bytes, alpha), alpha)) != 0xFFFF) {
                png_row_scalar(src, dst, x, x + 4, channels);
                continue;
            }
            _mm_storeu_si128((__m128i *)(dst + (size_t)x * 4), _mm_shuffle_epi8(bytes, order));
        }
    }
    png_row_scalar(src, dst, x, width, channels);
}
#endif

void convert_png_row_to_argb32(const uint8_t *src, uint8_t *dst, uint32_t width, int channels) {
#ifdef HAVE_SSSE3_PATHS
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (has_ssse3()) {
        png_row_ssse3(src, dst, width, channels);
        return;
    }
#endif
#endif
    png_row_scalar(src, dst, 0, width, channels);
}
