#define _GNU_SOURCE
#include "CDeskKitScan.h"
#include "cpu_features.h"
#include <string.h>

/// Bytes the pair scan must move on per candidate, on average over the last stretch, to keep
/// going; below it glibc's memmem is no slower and the scan hands a stretch to it.
enum { PAIR_MIN_ADVANCE = 16, PAIR_JUDGED_AFTER = 64, MEMMEM_STRETCH = 1 << 18 };

void deskkit_pair_choose(const uint8_t *needle, const uint8_t *folds, size_t length, const uint8_t *sample,
                         size_t sample_length, deskkit_pair_scan *scan) {
    uint32_t estimate[256];
    if (sample_length >= 4096) {
        // Four tables, so runs of one byte do not wait on the same counter.
        uint32_t counts[256] = {0}, more[3][256] = {{0}};
        size_t i = 0;
        for (; i + 4 <= sample_length; i += 4) {
            counts[sample[i]]++;
            more[0][sample[i + 1]]++;
            more[1][sample[i + 2]]++;
            more[2][sample[i + 3]]++;
        }
        for (; i < sample_length; i++) counts[sample[i]]++;
        for (int b = 0; b < 256; b++) counts[b] += more[0][b] + more[1][b] + more[2][b];
        // The document's own counts decide, the background table breaks ties among bytes the
        // sample lacks.
        for (int b = 0; b < 256; b++)
            estimate[b] = (uint32_t)((uint64_t)counts[b] * 750000 / sample_length) + deskkit_byte_frequencies[b] / 4;
    } else {
        memcpy(estimate, deskkit_byte_frequencies, sizeof estimate);
    }
    // A folded probe meets both cases of its letter.
    uint32_t cost[256];
    memcpy(cost, estimate, sizeof cost);
    if (folds != NULL)
        for (size_t i = 0; i < length; i++)
            if (folds[i] != 0) cost[needle[i]] = estimate[needle[i]] + estimate[needle[i] & (uint8_t)~folds[i]];
    size_t first = 0;
    for (size_t i = 1; i < length; i++)
        if (cost[needle[i]] < cost[needle[first]]) first = i;
    size_t second = first;
    for (size_t i = 0; i < length; i++) {
        if (i == first) continue;
        // A different byte filters more than the same one again; ties go to the farther offset.
        int better = second == first
            || (needle[second] == needle[first] && needle[i] != needle[first])
            || ((needle[i] != needle[first]) == (needle[second] != needle[first]) && cost[needle[i]] < cost[needle[second]]);
        if (better) second = i;
    }
    scan->needle = needle;
    scan->folds = folds;
    scan->length = length;
    scan->first = first;
    scan->second = second;
    scan->advanced = 0;
    scan->candidates = 0;
    scan->handed_over = 0;
    scan->uses_memmem_until = 0;
    scan->path = DESKKIT_PAIR_AUTO;
}

/// Whether the candidate at `at` is the needle.
static inline int is_needle(const uint8_t *text, size_t at, const deskkit_pair_scan *scan) {
    if (scan->folds == NULL) return memcmp(text + at, scan->needle, scan->length) == 0;
    for (size_t i = 0; i < scan->length; i++)
        if ((text[at + i] | scan->folds[i]) != scan->needle[i]) return 0;
    return 1;
}

/// The bits a probe at `offset` sets in a text byte before comparing it.
static inline uint8_t fold_at(const deskkit_pair_scan *scan, size_t offset) {
    return scan->folds == NULL ? 0 : scan->folds[offset];
}

/// Judges the pair after a stretch of candidates: returns whether to hand over to memmem.
static inline int pair_stops_paying(deskkit_pair_scan *scan, size_t advanced) {
    scan->advanced += advanced;
    if (scan->candidates < PAIR_JUDGED_AFTER) return 0;
    // memmem compares bytes as they are: a folded needle keeps to its pair.
    if (scan->folds != NULL) { scan->advanced = 0; scan->candidates = 0; return 0; }
    int stops = scan->advanced < (uint64_t)scan->candidates * PAIR_MIN_ADVANCE;
    scan->advanced = 0;
    scan->candidates = 0;
    return stops;
}

/// The pair scan from `from`, byte by byte: the scalar path, and the tail of the vector ones.
static ptrdiff_t pair_scalar(const uint8_t *text, size_t from, size_t last, deskkit_pair_scan *scan) {
    const uint8_t b1 = scan->needle[scan->first], b2 = scan->needle[scan->second];
    size_t at = from;
    if (scan->folds != NULL) {
        const uint8_t f1 = fold_at(scan, scan->first), f2 = fold_at(scan, scan->second);
        for (; at <= last; at++)
            if ((text[at + scan->first] | f1) == b1 && (text[at + scan->second] | f2) == b2 && is_needle(text, at, scan))
                return (ptrdiff_t)at;
        return -1;
    }
    while (at <= last) {
        const uint8_t *hit = memchr(text + at + scan->first, b1, last - at + 1);
        if (hit == NULL) return -1;
        at = (size_t)(hit - text) - scan->first;
        if (text[at + scan->second] == b2 && is_needle(text, at, scan)) return (ptrdiff_t)at;
        at++;
    }
    return -1;
}

#if defined(__x86_64__)
#include <immintrin.h>

/// A vector of text bytes, with the probe's fold set in them when the needle is folded.
#define LOAD256(p, fold) (folded ? _mm256_or_si256(_mm256_loadu_si256((const __m256i *)(p)), (fold)) \
                                 : _mm256_loadu_si256((const __m256i *)(p)))
#define LOAD128(p, fold) (folded ? _mm_or_si128(_mm_loadu_si128((const __m128i *)(p)), (fold)) \
                                 : _mm_loadu_si128((const __m128i *)(p)))

/// The AVX2 loop; `folded` is a constant in each caller, so the exact one has no OR per load.
__attribute__((target("avx2"), always_inline))
static inline ptrdiff_t pair_avx2_loop(const uint8_t *text, size_t at, size_t last, deskkit_pair_scan *scan, size_t *stopped,
                                       const int folded) {
    const __m256i v1 = _mm256_set1_epi8((char)scan->needle[scan->first]);
    const __m256i v2 = _mm256_set1_epi8((char)scan->needle[scan->second]);
    const __m256i f1 = _mm256_set1_epi8((char)fold_at(scan, scan->first));
    const __m256i f2 = _mm256_set1_epi8((char)fold_at(scan, scan->second));
    const uint8_t *p1 = text + scan->first, *p2 = text + scan->second;
    size_t judged = at;
    while (at + 32 <= last + 1) {
        // Two steps at a time while nothing is found: one branch per 64 positions.
        while (at + 64 <= last + 1) {
            __m256i a0 = LOAD256(p1 + at, f1);
            __m256i b0 = LOAD256(p2 + at, f2);
            __m256i a1 = LOAD256(p1 + at + 32, f1);
            __m256i b1 = LOAD256(p2 + at + 32, f2);
            __m256i m0 = _mm256_and_si256(_mm256_cmpeq_epi8(a0, v1), _mm256_cmpeq_epi8(b0, v2));
            __m256i m1 = _mm256_and_si256(_mm256_cmpeq_epi8(a1, v1), _mm256_cmpeq_epi8(b1, v2));
            if (!_mm256_testz_si256(_mm256_or_si256(m0, m1), _mm256_or_si256(m0, m1))) break;
            at += 64;
        }
        if (at + 32 > last + 1) break;
        __m256i a = LOAD256(p1 + at, f1);
        __m256i b = LOAD256(p2 + at, f2);
        uint32_t mask = (uint32_t)_mm256_movemask_epi8(_mm256_and_si256(_mm256_cmpeq_epi8(a, v1), _mm256_cmpeq_epi8(b, v2)));
        while (mask != 0) {
            size_t candidate = at + (size_t)__builtin_ctz(mask);
            scan->candidates++;
            if (is_needle(text, candidate, scan)) { scan->advanced += candidate - judged; return (ptrdiff_t)candidate; }
            mask &= mask - 1;
        }
        at += 32;
        if (scan->candidates >= PAIR_JUDGED_AFTER) {
            if (pair_stops_paying(scan, at - judged)) { *stopped = at; return -2; }
            judged = at;
        }
    }
    scan->advanced += at - judged;
    *stopped = at;
    return -1;
}

__attribute__((target("avx2")))
static ptrdiff_t pair_avx2(const uint8_t *text, size_t at, size_t last, deskkit_pair_scan *scan, size_t *stopped) {
    return scan->folds == NULL ? pair_avx2_loop(text, at, last, scan, stopped, 0) : pair_avx2_loop(text, at, last, scan, stopped, 1);
}

/// The SSE2 loop; `folded` as for the AVX2 one.
__attribute__((always_inline))
static inline ptrdiff_t pair_sse2_loop(const uint8_t *text, size_t at, size_t last, deskkit_pair_scan *scan, size_t *stopped,
                                       const int folded) {
    const __m128i v1 = _mm_set1_epi8((char)scan->needle[scan->first]);
    const __m128i v2 = _mm_set1_epi8((char)scan->needle[scan->second]);
    const __m128i f1 = _mm_set1_epi8((char)fold_at(scan, scan->first));
    const __m128i f2 = _mm_set1_epi8((char)fold_at(scan, scan->second));
    const uint8_t *p1 = text + scan->first, *p2 = text + scan->second;
    size_t judged = at;
    while (at + 16 <= last + 1) {
        __m128i a = LOAD128(p1 + at, f1);
        __m128i b = LOAD128(p2 + at, f2);
        uint32_t mask = (uint32_t)_mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(a, v1), _mm_cmpeq_epi8(b, v2)));
        while (mask != 0) {
            size_t candidate = at + (size_t)__builtin_ctz(mask);
            scan->candidates++;
            if (is_needle(text, candidate, scan)) { scan->advanced += candidate - judged; return (ptrdiff_t)candidate; }
            mask &= mask - 1;
        }
        at += 16;
        if (scan->candidates >= PAIR_JUDGED_AFTER) {
            if (pair_stops_paying(scan, at - judged)) { *stopped = at; return -2; }
            judged = at;
        }
    }
    scan->advanced += at - judged;
    *stopped = at;
    return -1;
}

static ptrdiff_t pair_sse2(const uint8_t *text, size_t at, size_t last, deskkit_pair_scan *scan, size_t *stopped) {
    return scan->folds == NULL ? pair_sse2_loop(text, at, last, scan, stopped, 0) : pair_sse2_loop(text, at, last, scan, stopped, 1);
}

#endif

ptrdiff_t deskkit_pair_find(const uint8_t *text, size_t start, size_t end, deskkit_pair_scan *scan) {
    size_t length = scan->length;
    if (length == 0 || end < start || end - start < length) return -1;
    size_t last = end - length;
    if (length == 1 && scan->folds == NULL && scan->path == DESKKIT_PAIR_AUTO) {
        const uint8_t *hit = memchr(text + start, scan->needle[0], end - start);
        return hit ? (ptrdiff_t)(hit - text) : -1;
    }
    size_t at = start;
    while (at <= last) {
        if (at < scan->uses_memmem_until) {
            size_t stretch_end = scan->uses_memmem_until + length - 1 < end ? scan->uses_memmem_until + length - 1 : end;
            const uint8_t *hit = memmem(text + at, stretch_end - at, scan->needle, length);
            if (hit) return (ptrdiff_t)(hit - text);
            at = scan->uses_memmem_until;
            continue;
        }
        ptrdiff_t found;
        size_t stopped = at;
#if defined(__x86_64__)
        if (scan->path == DESKKIT_PAIR_SCALAR) found = pair_scalar(text, at, last, scan);
        else found = scan->path == DESKKIT_PAIR_AUTO && deskkit_has_avx2() ? pair_avx2(text, at, last, scan, &stopped)
                                                                 : pair_sse2(text, at, last, scan, &stopped);
        if (found == -1 && scan->path != DESKKIT_PAIR_SCALAR) found = pair_scalar(text, stopped, last, scan);
#else
        found = pair_scalar(text, at, last, scan);
#endif
        if (found != -2) return found;
        // The pair stopped paying: memmem takes the next stretch, then the pair tries again.
        scan->handed_over++;
        at = stopped;
        scan->uses_memmem_until = at + MEMMEM_STRETCH;
    }
    return -1;
}

/// Whether some probe matches with the string starting at `at`, byte by byte.
static inline int set_probes_at(const uint8_t *text, size_t count, size_t at, const deskkit_set_probe *probes, size_t probe_count) {
    for (size_t i = 0; i < probe_count; i++) {
        const deskkit_set_probe *probe = &probes[i];
        if (at + probe->second < count && at + probe->first < count && text[at + probe->first] == probe->first_value
            && text[at + probe->second] == probe->second_value)
            return 1;
    }
    return 0;
}

#if defined(__x86_64__)
/// The AVX2 pass over all probes, 32 positions a step; returns the first candidate or -1 and
/// sets `*stopped` to where a vector step no longer fits.
__attribute__((target("avx2")))
static ptrdiff_t set_probes_avx2(const uint8_t *text, size_t start, size_t stop, const deskkit_set_probe *probes, size_t probe_count,
                                 size_t *stopped) {
    __m256i first_values[8], second_values[8];
    for (size_t i = 0; i < probe_count; i++) {
        first_values[i] = _mm256_set1_epi8((char)probes[i].first_value);
        second_values[i] = _mm256_set1_epi8((char)probes[i].second_value);
    }
    size_t at = start;
    for (; at + 32 <= stop; at += 32) {
        __m256i any = _mm256_setzero_si256();
        for (size_t i = 0; i < probe_count; i++) {
            __m256i a = _mm256_loadu_si256((const __m256i *)(text + at + probes[i].first));
            __m256i b = _mm256_loadu_si256((const __m256i *)(text + at + probes[i].second));
            any = _mm256_or_si256(any, _mm256_and_si256(_mm256_cmpeq_epi8(a, first_values[i]), _mm256_cmpeq_epi8(b, second_values[i])));
        }
        uint32_t mask = (uint32_t)_mm256_movemask_epi8(any);
        if (mask != 0) return (ptrdiff_t)(at + (size_t)__builtin_ctz(mask));
    }
    *stopped = at;
    return -1;
}

/// The SSE2 pass, 16 positions a step, as the AVX2 one.
static ptrdiff_t set_probes_sse2(const uint8_t *text, size_t start, size_t stop, const deskkit_set_probe *probes, size_t probe_count,
                                 size_t *stopped) {
    __m128i first_values[8], second_values[8];
    for (size_t i = 0; i < probe_count; i++) {
        first_values[i] = _mm_set1_epi8((char)probes[i].first_value);
        second_values[i] = _mm_set1_epi8((char)probes[i].second_value);
    }
    size_t at = start;
    for (; at + 16 <= stop; at += 16) {
        __m128i any = _mm_setzero_si128();
        for (size_t i = 0; i < probe_count; i++) {
            __m128i a = _mm_loadu_si128((const __m128i *)(text + at + probes[i].first));
            __m128i b = _mm_loadu_si128((const __m128i *)(text + at + probes[i].second));
            any = _mm_or_si128(any, _mm_and_si128(_mm_cmpeq_epi8(a, first_values[i]), _mm_cmpeq_epi8(b, second_values[i])));
        }
        uint32_t mask = (uint32_t)_mm_movemask_epi8(any);
        if (mask != 0) return (ptrdiff_t)(at + (size_t)__builtin_ctz(mask));
    }
    *stopped = at;
    return -1;
}
#endif

ptrdiff_t deskkit_set_probes_find(const uint8_t *text, size_t count, size_t start, size_t limit,
                                  const deskkit_set_probe *probes, size_t probe_count) {
    size_t at = start;
#if defined(__x86_64__)
    if (probe_count >= 1 && probe_count <= 8) {
        size_t reach = 0;
        for (size_t i = 0; i < probe_count; i++) {
            if (probes[i].first > reach) reach = probes[i].first;
            if (probes[i].second > reach) reach = probes[i].second;
        }
        // Vector steps cover positions whose loads all lie inside the text.
        size_t stop = limit;
        if (count < reach + 1) stop = start;
        else if (stop > count - reach) stop = count - reach;
        if (stop > start) {
            size_t stopped = at;
            ptrdiff_t found = deskkit_has_avx2() ? set_probes_avx2(text, at, stop, probes, probe_count, &stopped)
                                         : set_probes_sse2(text, at, stop, probes, probe_count, &stopped);
            if (found >= 0) return found;
            at = stopped;
        }
    }
#endif
    for (; at < limit; at++)
        if (set_probes_at(text, count, at, probes, probe_count)) return (ptrdiff_t)at;
    return -1;
}

size_t deskkit_memmem_count(const uint8_t *text, size_t length, const uint8_t *needle, size_t needle_length) {
    size_t count = 0, at = 0;
    while (at + needle_length <= length) {
        const uint8_t *hit = memmem(text + at, length - at, needle, needle_length);
        if (hit == NULL) break;
        count++;
        at = (size_t)(hit - text) + needle_length;
    }
    return count;
}
