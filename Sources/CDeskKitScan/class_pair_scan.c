#include "CDeskKitScan.h"
#include "cpu_features.h"

/// Whether `byte` is in the ASCII set the nibble table describes.
static inline int class_contains(const uint8_t *table, uint8_t byte) {
    return byte < 0x80 && (table[byte & 0x0F] >> (byte >> 4)) & 1;
}

#if defined(__x86_64__)
#include <immintrin.h>

/// Each byte's membership by two shuffles: the table by the low nibble gives the high nibbles
/// that hold it, one bit each, the second shuffle the bit of its own high nibble (none for
/// non-ASCII bytes); zero where the byte is not in the set.
__attribute__((target("avx2")))
static inline __m256i class_members(__m256i bytes, __m256i table, __m256i high_bits) {
    const __m256i low_nibble = _mm256_set1_epi8(0x0F);
    __m256i low = _mm256_and_si256(bytes, low_nibble);
    __m256i high = _mm256_and_si256(_mm256_srli_epi16(bytes, 4), low_nibble);
    return _mm256_and_si256(_mm256_shuffle_epi8(table, low), _mm256_shuffle_epi8(high_bits, high));
}

/// 32 positions a step, while the step's loads (one byte past it) end by `stop + 1`.
__attribute__((target("avx2")))
static ptrdiff_t class_pair_avx2(const uint8_t *text, size_t start, size_t stop, const uint8_t *first, const uint8_t *second,
                                 size_t *stopped) {
    const __m256i first_table = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)first));
    const __m256i second_table = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)second));
    const __m256i high_bits = _mm256_broadcastsi128_si256(_mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, (char)128, 0, 0, 0, 0, 0, 0, 0, 0));
    const __m256i zero = _mm256_setzero_si256();
    size_t at = start;
    for (; at + 32 <= stop; at += 32) {
        __m256i here = _mm256_loadu_si256((const __m256i *)(text + at));
        __m256i next = _mm256_loadu_si256((const __m256i *)(text + at + 1));
        __m256i outside = _mm256_or_si256(_mm256_cmpeq_epi8(class_members(here, first_table, high_bits), zero),
                                          _mm256_cmpeq_epi8(class_members(next, second_table, high_bits), zero));
        uint32_t mask = ~(uint32_t)_mm256_movemask_epi8(outside);
        if (mask != 0) return (ptrdiff_t)(at + (size_t)__builtin_ctz(mask));
    }
    *stopped = at;
    return -1;
}
#endif

ptrdiff_t deskkit_class_pair_find(const uint8_t *text, size_t count, size_t start, size_t limit, const uint8_t *first,
                                  const uint8_t *second, int path) {
    size_t at = start;
    if (limit + 1 > count) limit = count > 0 ? count - 1 : 0;
#if defined(__x86_64__)
    if (path == DESKKIT_PAIR_AUTO && deskkit_has_avx2() && limit > at) {
        size_t stopped = at;
        ptrdiff_t found = class_pair_avx2(text, at, limit, first, second, &stopped);
        if (found >= 0) return found;
        at = stopped;
    }
#endif
    for (; at < limit; at++)
        if (class_contains(first, text[at]) && class_contains(second, text[at + 1])) return (ptrdiff_t)at;
    return -1;
}
