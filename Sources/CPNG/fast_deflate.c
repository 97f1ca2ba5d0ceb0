/*
 * A deflate encoder for previews of flat UI pictures, about five times cheaper than libdeflate's
 * level 1 on them, for files up to an eighth larger. In unfiltered scanlines a flat area
 * repeats the row above and a horizontal run repeats the pixel before, so it looks for matches
 * at those two distances only, one pixel back and one scanline back, compares 16 bytes at a
 * time, and takes the longer match greedily (the Up filter gave 6% smaller files for 15% more time, and another pass
 * over the rows). Each block gets its own Huffman codes (RFC 1951 3.2.7),
 * built from its tokens' counts and limited to 15 bits by halving the counts until they fit;
 * a block that would be larger than its bytes stored is stored. Every choice depends on the
 * bytes only, so equal input gives equal output.
 */
#include "fast_deflate.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define MIN_MATCH 4      /* shorter matches cost about as much as their literals */
#define MAX_MATCH 258
#define WINDOW 32768u
#define BLOCK_TOKENS 16384u /* tokens per block: each block's codes follow the picture's parts */
#define LITLEN_SYMBOLS 286
#define DIST_SYMBOLS 30
#define CODELEN_SYMBOLS 19

static const uint16_t length_base[29] = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                          35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258 };
static const uint8_t length_extra[29] = { 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                          3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0 };
static const uint16_t dist_base[30] = { 1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385,
                                        513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577 };
static const uint8_t dist_extra[30] = { 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7,
                                        8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13 };
static const uint8_t codelen_order[CODELEN_SYMBOLS] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15 };

/* Index into length_base of each match length 3...258, filled once (tourshot_fast_deflate). */
static uint8_t length_symbols[MAX_MATCH + 1];

static void fill_length_symbols(void) {
    int symbol = 0;
    for (unsigned length = 3; length <= MAX_MATCH; length++) {
        while (symbol < 28 && length_base[symbol + 1] <= length) symbol++;
        length_symbols[length] = (uint8_t)symbol;
    }
}

static inline int length_symbol(unsigned length) {
    return length_symbols[length];
}

static int dist_symbol(unsigned dist) {
    int symbol = 29;
    while (dist_base[symbol] > dist) symbol--;
    return symbol;
}

/* A token: a literal byte (< 256), or a match as 256 + (length - 3) with bit 16 saying which of
   the two distances (`dists` in tourshot_fast_deflate) it reaches back. */
struct block {
    uint32_t tokens[BLOCK_TOKENS];
    uint32_t count;
    uint32_t litlen_freq[LITLEN_SYMBOLS];
    uint32_t dist_freq[DIST_SYMBOLS];
};

struct bit_writer {
    uint8_t *out;
    size_t capacity;
    size_t length;
    uint64_t bits;
    unsigned count;
    int overflow;
};

/* Appends `count` (at most 32) bits; whole bytes go out four at a time. */
static inline void put_bits(struct bit_writer *w, uint32_t value, unsigned count) {
    w->bits |= (uint64_t)value << w->count;
    w->count += count;
    if (w->count >= 32) {
        if (w->capacity - w->length >= 4) {
            const uint32_t word = (uint32_t)w->bits;
            memcpy(w->out + w->length, &word, 4); /* little-endian: the first bits first */
            w->length += 4;
        } else {
            w->overflow = 1;
        }
        w->bits >>= 32;
        w->count -= 32;
    }
}

/* Writes out the bits still held, padded with zeros to a byte boundary. */
static void flush_bits(struct bit_writer *w) {
    while (w->count > 0) {
        if (w->length < w->capacity) w->out[w->length++] = (uint8_t)w->bits;
        else w->overflow = 1;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
}

static void align_to_byte(struct bit_writer *w) {
    if (w->count % 8 != 0) put_bits(w, 0, 8 - w->count % 8);
}

/* Code lengths of a Huffman code for `freq` (n symbols), none longer than `limit`: the
   two-queue construction over counts sorted with ties broken by symbol; when the tree is too
   deep, every count is halved (staying non-zero) and the code built again. At least two
   symbols get a length, so every code is complete. */
static void huffman_lengths(const uint32_t *freq_in, int n, int limit, uint8_t *lengths) {
    uint32_t freq[LITLEN_SYMBOLS];
    int symbols[LITLEN_SYMBOLS];
    int used = 0;
    for (int i = 0; i < n; i++) {
        freq[i] = freq_in[i];
        if (freq[i] > 0) used++;
    }
    for (int i = 0; i < n && used < 2; i++) { /* a complete code needs two symbols */
        if (freq[i] == 0) { freq[i] = 1; used++; }
    }
    for (;;) {
        int count = 0;
        for (int i = 0; i < n; i++) if (freq[i] > 0) symbols[count++] = i;
        /* insertion sort by (count, symbol): n <= 286 */
        for (int i = 1; i < count; i++) {
            const int s = symbols[i];
            int j = i - 1;
            while (j >= 0 && freq[symbols[j]] > freq[s]) { symbols[j + 1] = symbols[j]; j--; }
            symbols[j + 1] = s;
        }
        /* Nodes: leaves 0..count-1 in sorted order, internal nodes after them. */
        uint64_t weight[2 * LITLEN_SYMBOLS];
        int parent[2 * LITLEN_SYMBOLS];
        for (int i = 0; i < count; i++) weight[i] = freq[symbols[i]];
        int leaf = 0, inner = count, next = count;
        while (next < 2 * count - 1) {
            int pick[2];
            for (int k = 0; k < 2; k++) {
                if (leaf < count && (inner >= next || weight[leaf] <= weight[inner])) pick[k] = leaf++;
                else pick[k] = inner++;
            }
            weight[next] = weight[pick[0]] + weight[pick[1]];
            parent[pick[0]] = parent[pick[1]] = next;
            next++;
        }
        int depth[2 * LITLEN_SYMBOLS];
        depth[2 * count - 2] = 0;
        int deepest = 0;
        for (int node = 2 * count - 3; node >= 0; node--) {
            depth[node] = depth[parent[node]] + 1;
            if (node < count && depth[node] > deepest) deepest = depth[node];
        }
        if (deepest <= limit) {
            memset(lengths, 0, (size_t)n);
            for (int i = 0; i < count; i++) lengths[symbols[i]] = (uint8_t)depth[i];
            return;
        }
        for (int i = 0; i < n; i++) if (freq[i] > 0) freq[i] = (freq[i] + 1) / 2;
    }
}

/* Canonical codes (RFC 1951 3.2.2), bit-reversed for the LSB-first writer. */
static void huffman_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    uint16_t count[16] = { 0 }, next[16];
    for (int i = 0; i < n; i++) count[lengths[i]]++;
    count[0] = 0;
    uint16_t code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (uint16_t)((code + count[bits - 1]) << 1);
        next[bits] = code;
    }
    for (int i = 0; i < n; i++) {
        const unsigned len = lengths[i];
        if (len == 0) { codes[i] = 0; continue; }
        unsigned value = next[len]++, reversed = 0;
        for (unsigned b = 0; b < len; b++) reversed = (reversed << 1) | ((value >> b) & 1);
        codes[i] = (uint16_t)reversed;
    }
}

/* The litlen and distance code lengths as code-length symbols (with 16/17/18 runs); returns the
   number of symbols, each with its extra bits' value in bits 8 and up. */
static int run_length_codes(const uint8_t *lengths, int n, uint32_t *out) {
    int count = 0;
    for (int i = 0; i < n;) {
        const uint8_t value = lengths[i];
        int run = 1;
        while (i + run < n && lengths[i + run] == value) run++;
        int left = run;
        if (value == 0) {
            while (left >= 11) { const int take = left > 138 ? 138 : left; out[count++] = 18 | (uint32_t)(take - 11) << 8; left -= take; }
            if (left >= 3) { out[count++] = 17 | (uint32_t)(left - 3) << 8; left = 0; }
        } else {
            out[count++] = value;
            left--;
            while (left >= 3) { const int take = left > 6 ? 6 : left; out[count++] = 16 | (uint32_t)(take - 3) << 8; left -= take; }
        }
        while (left-- > 0) out[count++] = value;
        i += run;
    }
    return count;
}

static void write_stored(struct bit_writer *w, const uint8_t *data, size_t length, int final) {
    do {
        const size_t take = length > 65535 ? 65535 : length;
        const int last = final && take == length;
        put_bits(w, (uint32_t)last, 1);
        put_bits(w, 0, 2);
        align_to_byte(w);
        put_bits(w, (uint32_t)take & 0xFF, 8);
        put_bits(w, (uint32_t)take >> 8, 8);
        put_bits(w, (uint32_t)~take & 0xFF, 8);
        put_bits(w, ((uint32_t)~take >> 8) & 0xFF, 8);
        flush_bits(w);
        if (take <= w->capacity - w->length) {
            memcpy(w->out + w->length, data, take);
            w->length += take;
        } else {
            w->overflow = 1;
        }
        data += take;
        length -= take;
    } while (length > 0);
}

/* Writes the block's tokens (over `data`, `length` bytes, for the stored fallback) with codes
   of its own, or stored when that is smaller. */
static void write_block(struct bit_writer *w, struct block *b, const uint32_t dists[2],
                        const uint8_t *data, size_t length, int final) {
    b->litlen_freq[256]++; /* end of block */
    uint8_t lengths[LITLEN_SYMBOLS + DIST_SYMBOLS];
    huffman_lengths(b->litlen_freq, LITLEN_SYMBOLS, 15, lengths);
    huffman_lengths(b->dist_freq, DIST_SYMBOLS, 15, lengths + LITLEN_SYMBOLS);
    int hlit = LITLEN_SYMBOLS, hdist = DIST_SYMBOLS;
    while (hlit > 257 && lengths[hlit - 1] == 0) hlit--;
    while (hdist > 1 && lengths[LITLEN_SYMBOLS + hdist - 1] == 0) hdist--;
    uint8_t packed[LITLEN_SYMBOLS + DIST_SYMBOLS];
    memcpy(packed, lengths, (size_t)hlit);
    memcpy(packed + hlit, lengths + LITLEN_SYMBOLS, (size_t)hdist);
    uint32_t runs[LITLEN_SYMBOLS + DIST_SYMBOLS];
    const int run_count = run_length_codes(packed, hlit + hdist, runs);
    uint32_t codelen_freq[CODELEN_SYMBOLS] = { 0 };
    for (int i = 0; i < run_count; i++) codelen_freq[runs[i] & 0xFF]++;
    uint8_t codelen_lengths[CODELEN_SYMBOLS];
    huffman_lengths(codelen_freq, CODELEN_SYMBOLS, 7, codelen_lengths);
    int hclen = CODELEN_SYMBOLS;
    while (hclen > 4 && codelen_lengths[codelen_order[hclen - 1]] == 0) hclen--;

    /* Size in bits, to choose between this and a stored block. */
    static const uint8_t run_extra[3] = { 2, 3, 7 };
    uint64_t bits = 3 + 5 + 5 + 4 + 3 * (uint64_t)hclen;
    for (int i = 0; i < run_count; i++) {
        const unsigned symbol = runs[i] & 0xFF;
        bits += codelen_lengths[symbol] + (symbol >= 16 ? run_extra[symbol - 16] : 0);
    }
    for (int i = 0; i < LITLEN_SYMBOLS; i++) {
        bits += (uint64_t)b->litlen_freq[i] * (lengths[i] + (i > 256 ? length_extra[i - 257] : 0));
    }
    for (int i = 0; i < DIST_SYMBOLS; i++) {
        bits += (uint64_t)b->dist_freq[i] * (lengths[LITLEN_SYMBOLS + i] + dist_extra[i]);
    }
    const uint64_t stored_bits = (uint64_t)length * 8 + ((length + 65534) / 65535) * 40 + 7;
    if (bits >= stored_bits) {
        write_stored(w, data, length, final);
        return;
    }

    uint16_t codes[LITLEN_SYMBOLS + DIST_SYMBOLS], codelen_codes[CODELEN_SYMBOLS];
    huffman_codes(lengths, LITLEN_SYMBOLS, codes);
    huffman_codes(lengths + LITLEN_SYMBOLS, DIST_SYMBOLS, codes + LITLEN_SYMBOLS);
    huffman_codes(codelen_lengths, CODELEN_SYMBOLS, codelen_codes);
    put_bits(w, (uint32_t)final, 1);
    put_bits(w, 2, 2);
    put_bits(w, (uint32_t)(hlit - 257), 5);
    put_bits(w, (uint32_t)(hdist - 1), 5);
    put_bits(w, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put_bits(w, codelen_lengths[codelen_order[i]], 3);
    for (int i = 0; i < run_count; i++) {
        const unsigned symbol = runs[i] & 0xFF;
        put_bits(w, codelen_codes[symbol], codelen_lengths[symbol]);
        if (symbol >= 16) put_bits(w, runs[i] >> 8, run_extra[symbol - 16]);
    }
    const int dist_symbols[2] = { dist_symbol(dists[0]), dist_symbol(dists[1]) };
    for (uint32_t t = 0; t < b->count; t++) {
        const uint32_t token = b->tokens[t];
        if (token < 256) {
            put_bits(w, codes[token], lengths[token]);
            continue;
        }
        const unsigned length_value = (token & 0xFFFF) - 256 + 3;
        const int ls = length_symbol(length_value);
        put_bits(w, codes[257 + ls], lengths[257 + ls]);
        put_bits(w, length_value - length_base[ls], length_extra[ls]);
        const uint32_t dist = dists[token >> 16];
        const int ds = dist_symbols[token >> 16];
        put_bits(w, codes[LITLEN_SYMBOLS + ds], lengths[LITLEN_SYMBOLS + ds]);
        put_bits(w, dist - dist_base[ds], dist_extra[ds]);
    }
    put_bits(w, codes[256], lengths[256]);
}

static inline uint32_t load32(const uint8_t *p) {
    uint32_t value;
    memcpy(&value, p, sizeof value);
    return value;
}

/* Length of the match of `data[at...]` with the bytes `dist` before, at most `limit`. */
static inline unsigned match_length(const uint8_t *data, size_t at, size_t dist, unsigned limit) {
    const uint8_t *a = data + at, *b = a - dist;
    unsigned n = 0;
#ifdef __SSE2__
    while (n + 16 <= limit) {
        const __m128i x = _mm_loadu_si128((const __m128i *)(a + n)), y = _mm_loadu_si128((const __m128i *)(b + n));
        const unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFFu;
        if (differ != 0) return n + (unsigned)__builtin_ctz(differ);
        n += 16;
    }
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    while (n + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        if (x != y) return n + (unsigned)(__builtin_ctzll(x ^ y) >> 3); /* little-endian */
        n += 8;
    }
#endif
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

size_t tourshot_fast_deflate_bound(size_t length) {
    /* All stored: every block but the last covers at least BLOCK_TOKENS bytes and is stored in
       pieces of at most 65,535, 5 bytes of header each; the sync flush's 5; slack for the last
       word the bit writer puts out. */
    return length + (length / BLOCK_TOKENS + length / 65535 + 3) * 5 + 64;
}

size_t tourshot_fast_deflate(const uint8_t *data, size_t length, size_t history, size_t pixel_bytes,
                             size_t line_bytes, int final, uint8_t *out, size_t capacity) {
    static pthread_once_t tables = PTHREAD_ONCE_INIT;
    pthread_once(&tables, fill_length_symbols);
    struct block *b = malloc(sizeof *b);
    if (b == NULL) return 0;
    struct bit_writer w = { out, capacity, 0, 0, 0, 0 };
    /* Index 0: one pixel back; 1: one scanline back (out of reach when wider than the window). */
    const uint32_t dists[2] = { (uint32_t)pixel_bytes, (uint32_t)line_bytes };
    const int use_line = line_bytes <= WINDOW;
    const int dist_symbols[2] = { dist_symbol(dists[0]), use_line ? dist_symbol(dists[1]) : 0 };
    size_t at = 0;
    do {
        memset(b->litlen_freq, 0, sizeof b->litlen_freq);
        memset(b->dist_freq, 0, sizeof b->dist_freq);
        b->count = 0;
        const size_t start = at;
        while (at < length && b->count < BLOCK_TOKENS) {
            const size_t left = length - at;
            const unsigned limit = left < MAX_MATCH ? (unsigned)left : MAX_MATCH;
            unsigned best = 0, which = 0;
            if (limit >= MIN_MATCH) {
                /* Most positions match neither distance: four bytes settle it before any scan. */
                const uint32_t head = load32(data + at);
                if (at + history >= pixel_bytes && load32(data + at - pixel_bytes) == head) {
                    best = match_length(data, at, pixel_bytes, limit);
                }
                if (use_line && best < limit && at + history >= line_bytes && load32(data + at - line_bytes) == head) {
                    const unsigned up = match_length(data, at, line_bytes, limit);
                    if (up > best) { best = up; which = 1; }
                }
            }
            if (best >= MIN_MATCH) {
                b->tokens[b->count++] = which << 16 | (256 + best - 3);
                b->litlen_freq[257 + length_symbol(best)]++;
                b->dist_freq[dist_symbols[which]]++;
                at += best;
            } else {
                b->tokens[b->count++] = data[at];
                b->litlen_freq[data[at]]++;
                at++;
            }
        }
        write_block(&w, b, dists, data + start, at - start, final && at == length);
    } while (at < length);
    free(b);
    if (!final) { /* an empty stored block ends the band on a byte boundary, as a sync flush */
        put_bits(&w, 0, 3);
        align_to_byte(&w);
        put_bits(&w, 0, 8);
        put_bits(&w, 0, 8);
        put_bits(&w, 0xFF, 8);
        put_bits(&w, 0xFF, 8);
    }
    flush_bits(&w);
    return w.overflow ? 0 : w.length;
}
