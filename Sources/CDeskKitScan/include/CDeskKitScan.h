#ifndef CDESKKITSCAN_H
#define CDESKKITSCAN_H

#include <stddef.h>
#include <stdint.h>

/// Collects, 64 bytes a step, the offsets of the lead bytes of non-ASCII scalars (0xC0 and up)
/// in `text[start..<end)` whose entry in `wanted` is not zero, in order, into `offsets`.
///
/// Stops at the first 64-byte step that might not fit in `capacity` (so `capacity` must be at
/// least 64), or where fewer than 64 bytes are left; returns how many offsets it wrote and sets
/// `*stopped` to where it stopped. Uses AVX2 where the processor has it.
size_t deskkit_collect_lead_bytes(const uint8_t *text, size_t start, size_t end, const uint8_t *wanted,
                                  size_t *offsets, size_t capacity, size_t *stopped);

#endif
