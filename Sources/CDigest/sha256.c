// SHA-256 block compression for check's golden digests: tens of thousands of goldens are hashed
// on every check, so the CPU's SHA instructions are used where present (about 5x the portable
// code on x86-64); the portable code is FIPS 180-4's definition written out.
#include "tourshot_sha256.h"

static const uint32_t K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static inline uint32_t rotr(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

void tourshot_sha256_blocks_portable(uint32_t state[8], const uint8_t *data, size_t blocks) {
    uint32_t w[64];
    for (; blocks > 0; blocks--, data += 64) {
        for (int i = 0; i < 16; i++) {
            w[i] = (uint32_t)data[4 * i] << 24 | (uint32_t)data[4 * i + 1] << 16 | (uint32_t)data[4 * i + 2] << 8 | data[4 * i + 3];
        }
        for (int i = 16; i < 64; i++) {
            uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
            uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3], e = state[4], f = state[5], g = state[6], h = state[7];
        for (int i = 0; i < 64; i++) {
            uint32_t t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i];
            uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
            h = g; g = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2;
        }
        state[0] += a; state[1] += b; state[2] += c; state[3] += d;
        state[4] += e; state[5] += f; state[6] += g; state[7] += h;
    }
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

// Intel's SHA extensions: two rounds per sha256rnds2 on the state split as ABEF/CDGH, the
// message schedule by sha256msg1/msg2 (Intel, "New Instructions Supporting the Secure Hash
// Algorithm on Intel Architecture Processors", 2013).
__attribute__((target("sha,sse4.1,ssse3")))
static void sha256_blocks_ni(uint32_t state[8], const uint8_t *data, size_t blocks) {
    const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
    __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
    __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
    __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
    __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
    __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);

    for (; blocks > 0; blocks--, data += 64) {
        const __m128i abefStart = abef, cdghStart = cdgh;
        __m128i message[4];
        for (int group = 0; group < 16; group++) {
            __m128i words;
            if (group < 4) {
                words = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * group)), byteSwap);
            } else {
                __m128i older = _mm_sha256msg1_epu32(message[group & 3], message[(group + 1) & 3]);
                older = _mm_add_epi32(older, _mm_alignr_epi8(message[(group + 3) & 3], message[(group + 2) & 3], 4));
                words = _mm_sha256msg2_epu32(older, message[(group + 3) & 3]);
            }
            message[group & 3] = words;
            __m128i sum = _mm_add_epi32(words, _mm_loadu_si128((const __m128i *)&K[4 * group]));
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, sum);
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(sum, 0x0E));
        }
        abef = _mm_add_epi32(abef, abefStart);
        cdgh = _mm_add_epi32(cdgh, cdghStart);
    }

    __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
    __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
    _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
    _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

int tourshot_sha256_accelerated(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    int ssse3 = (ecx >> 9) & 1, sse41 = (ecx >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    return ssse3 && sse41 && ((ebx >> 29) & 1);
}

void tourshot_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
    // cpuid traps to the hypervisor on a virtual machine (CI's), so it is asked once; threads
    // that race here store the same answer.
    static int accelerated = -1;
    int known = __atomic_load_n(&accelerated, __ATOMIC_RELAXED);
    if (known < 0) {
        known = tourshot_sha256_accelerated();
        __atomic_store_n(&accelerated, known, __ATOMIC_RELAXED);
    }
    if (known) sha256_blocks_ni(state, data, blocks);
    else tourshot_sha256_blocks_portable(state, data, blocks);
}
#else
int tourshot_sha256_accelerated(void) { return 0; }

void tourshot_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks) {
    tourshot_sha256_blocks_portable(state, data, blocks);
}
#endif
