#ifndef DESKKIT_CPU_FEATURES_H
#define DESKKIT_CPU_FEATURES_H

#if defined(__x86_64__)
// Whether the processor has AVX2, worked out once (defined in scan.c) for every scan that picks
// its loop by it.
int deskkit_has_avx2(void);
#endif

#endif
