#include "CDeskKitScan.h"
#include "cpu_features.h"

#if defined(__x86_64__)
#include <immintrin.h>

/// Writes the wanted lead bytes among the 64 at `index`, given their mask; no branch per byte,
/// since whether a lead is wanted is as good as random.
static inline size_t append_leads(const uint8_t *text, size_t index, uint64_t leads, const uint8_t *wanted,
                                  size_t *offsets, size_t count) {
    while (leads != 0) {
        size_t at = index + (size_t)__builtin_ctzll(leads);
        offsets[count] = at;
        count += wanted[text[at]] != 0;
        leads &= leads - 1;
    }
    return count;
}

__attribute__((target("avx2")))
static size_t collect_avx2(const uint8_t *text, size_t index, size_t end, const uint8_t *wanted,
                           size_t *offsets, size_t capacity, size_t *stopped) {
    size_t count = 0;
    const __m256i top = _mm256_set1_epi8((char)0xC0);
    while (index + 64 <= end) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(text + index));
        __m256i b = _mm256_loadu_si256((const __m256i *)(text + index + 32));
        if (_mm256_movemask_epi8(_mm256_or_si256(a, b)) != 0) {
            if (count + 64 > capacity) break;
            uint64_t leads = (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_and_si256(a, top), top))
                | (uint64_t)(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_and_si256(b, top), top)) << 32;
            count = append_leads(text, index, leads, wanted, offsets, count);
        }
        index += 64;
    }
    *stopped = index;
    return count;
}

static size_t collect_sse2(const uint8_t *text, size_t index, size_t end, const uint8_t *wanted,
                           size_t *offsets, size_t capacity, size_t *stopped) {
    size_t count = 0;
    const __m128i top = _mm_set1_epi8((char)0xC0);
    while (index + 64 <= end) {
        __m128i a = _mm_loadu_si128((const __m128i *)(text + index));
        __m128i b = _mm_loadu_si128((const __m128i *)(text + index + 16));
        __m128i c = _mm_loadu_si128((const __m128i *)(text + index + 32));
        __m128i d = _mm_loadu_si128((const __m128i *)(text + index + 48));
        if (_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(a, b), _mm_or_si128(c, d))) != 0) {
            if (count + 64 > capacity) break;
#define DESKKIT_LEADS(v) ((uint64_t)(uint16_t)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128((v), top), top)))
            uint64_t leads = DESKKIT_LEADS(a) | DESKKIT_LEADS(b) << 16 | DESKKIT_LEADS(c) << 32 | DESKKIT_LEADS(d) << 48;
#undef DESKKIT_LEADS
            count = append_leads(text, index, leads, wanted, offsets, count);
        }
        index += 64;
    }
    *stopped = index;
    return count;
}

int deskkit_has_avx2(void) {
    // Searches run on several threads: each may work the answer out, and all get the same one.
    static int known = 0;
    int answer = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (answer == 0) {
        __builtin_cpu_init();
        answer = __builtin_cpu_supports("avx2") ? 2 : 1;
        __atomic_store_n(&known, answer, __ATOMIC_RELAXED);
    }
    return answer == 2;
}

size_t deskkit_collect_lead_bytes(const uint8_t *text, size_t start, size_t end, const uint8_t *wanted,
                                  size_t *offsets, size_t capacity, size_t *stopped) {
    return deskkit_has_avx2() ? collect_avx2(text, start, end, wanted, offsets, capacity, stopped)
                    : collect_sse2(text, start, end, wanted, offsets, capacity, stopped);
}

#else

size_t deskkit_collect_lead_bytes(const uint8_t *text, size_t start, size_t end, const uint8_t *wanted,
                                  size_t *offsets, size_t capacity, size_t *stopped) {
    size_t count = 0;
    size_t index = start;
    while (index + 64 <= end) {
        if (count + 64 > capacity) break;
        for (size_t at = index; at < index + 64; at++) {
            offsets[count] = at;
            count += text[at] >= 0xC0 && wanted[text[at]] != 0;
        }
        index += 64;
    }
    *stopped = index;
    return count;
}

#endif
