#include "base/VectorState.h"

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
#include <immintrin.h>

namespace mechlab::core {

namespace {

// Compiled for AVX on its own; executed only where the processor and the system support AVX
// (the check includes the operating system's saving of the AVX state).
__attribute__((target("avx"))) void zeroUpper() {
    _mm256_zeroupper();
}

bool hasAvx() {
    static const bool has = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx") != 0;
    }();
    return has;
}

} // namespace

void clearUpperVectorRegisters() {
    if (hasAvx()) zeroUpper();
}

} // namespace mechlab::core

#else

namespace mechlab::core {

void clearUpperVectorRegisters() {}

} // namespace mechlab::core

#endif
