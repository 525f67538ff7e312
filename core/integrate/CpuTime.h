#pragma once

#include <ctime>

namespace mechlab::core {

/// CPU time consumed by the calling thread, in seconds (runs are timed on their own thread).
inline double threadCpuSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + 1e-9 * double(ts.tv_nsec);
}

} // namespace mechlab::core
