#ifndef TOURSHOT_SHA256_H
#define TOURSHOT_SHA256_H

#include <stddef.h>
#include <stdint.h>

/// SHA-256's compression function (FIPS 180-4) over `blocks` 64-byte blocks of `data`, updating
/// `state` (eight words). Uses the CPU's SHA extensions where it has them (x86-64 SHA-NI),
/// portable C elsewhere; both give the same state.
void tourshot_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks);

/// The portable path alone, so tests compare both on a machine that has the extensions.
void tourshot_sha256_blocks_portable(uint32_t state[8], const uint8_t *data, size_t blocks);

/// 1 when tourshot_sha256_blocks uses the CPU's SHA extensions.
int tourshot_sha256_accelerated(void);

#endif
