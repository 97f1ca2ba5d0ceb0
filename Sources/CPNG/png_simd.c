/*
 * The byte loops of PNG encoding and decoding that dominate after zlib itself, with
 * SSSE3 versions chosen at run time on x86 (the scalar ones serve other CPUs, ARM
 * included; both give the same bytes): ARGB32 -> RGB for opaque rows, RGB(A) -> ARGB32 for
 * decoded rows, and Adler-32.
 */
#include "png_shared.h"

#include <zlib.h>

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

/* ---------------------------------------------------------------- Adler-32 */

#define ADLER_BASE 65521u
/* Bytes between reductions: the most for which b cannot pass 2^32 (zlib's NMAX),
   rounded down to whole 32-byte blocks. */
#define ADLER_CHUNK 5536u

#ifdef HAVE_SSSE3_PATHS
static uint32_t sum_lanes(__m128i v) {
    uint32_t lanes[4];
    _mm_storeu_si128((__m128i *)lanes, v);
    return lanes[0] + lanes[1] + lanes[2] + lanes[3];
}

/* Over a block of 32 bytes d1…d32 entered with sums (a, b): a gains Σd and b gains
   32·a + Σ(33 − i)·di. A chunk of blocks adds 32·(a at the chunk's start) per block up
   front, and 32·(bytes of the chunk's earlier blocks) per block through `before`. */
__attribute__((target("ssse3")))
static uint32_t adler32_ssse3(uint32_t adler, const uint8_t *p, size_t n) {
    uint32_t a = adler & 0xFFFF, b = adler >> 16;
    const __m128i zero = _mm_setzero_si128();
    const __m128i ones = _mm_set1_epi16(1);
    const __m128i first_weights = _mm_setr_epi8(32, 31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17);
    const __m128i second_weights = _mm_setr_epi8(16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1);
    while (n >= 32) {
        size_t blocks = n / 32 < ADLER_CHUNK / 32 ? n / 32 : ADLER_CHUNK / 32;
        n -= blocks * 32;
        uint64_t b_wide = b + (uint64_t)a * (blocks * 32);
        __m128i bytes = zero, before = zero, weighted = zero;
        do {
            const __m128i first = _mm_loadu_si128((const __m128i *)p);
            const __m128i second = _mm_loadu_si128((const __m128i *)(p + 16));
            before = _mm_add_epi32(before, bytes);
            bytes = _mm_add_epi32(bytes, _mm_add_epi32(_mm_sad_epu8(first, zero), _mm_sad_epu8(second, zero)));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_maddubs_epi16(first, first_weights), ones));
            weighted = _mm_add_epi32(weighted, _mm_madd_epi16(_mm_maddubs_epi16(second, second_weights), ones));
            p += 32;
        } while (--blocks);
        b_wide += ((uint64_t)sum_lanes(before) << 5) + sum_lanes(weighted);
        a = (a + sum_lanes(bytes)) % ADLER_BASE;
        b = (uint32_t)(b_wide % ADLER_BASE);
    }
    while (n--) {
        a += *p++;
        b += a;
    }
    return ((b % ADLER_BASE) << 16) | (a % ADLER_BASE);
}
#endif

uint32_t tourshot_png_adler32(uint32_t adler, const uint8_t *data, size_t length) {
#ifdef HAVE_SSSE3_PATHS
    if (has_ssse3()) return adler32_ssse3(adler, data, length);
#endif
    while (length > 0) { /* zlib takes uInt lengths */
        const uInt part = length > 0x40000000u ? 0x40000000u : (uInt)length;
        adler = (uint32_t)adler32(adler, data, part);
        data += part;
        length -= part;
    }
    return adler;
}
