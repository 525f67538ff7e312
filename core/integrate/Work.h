#pragma once

// Accounting shared by the integrators: CPU time of the running thread.

#include "base/Run.h"
#include "base/VectorState.h"

#include <ctime>

namespace mechlab::core {

/// CPU time consumed by the calling thread, in seconds (runs are timed on their own thread).
inline double threadCpuSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + 1e-9 * double(ts.tv_nsec);
}

/// The CPU clock of one run, started at construction: every integrator ends its run through
/// outcome(), which adds the CPU time to the statistics. Every run starts with one, so it also
/// starts the run with the vector registers' upper halves cleared (base/VectorState.h).
class RunClock {
public:
    RunClock() : m_start(threadCpuSeconds()) { clearUpperVectorRegisters(); }
    RunOutcome outcome(Status status, RunStats stats) const {
        stats.cpuSeconds = threadCpuSeconds() - m_start;
        return {std::move(status), stats};
    }

private:
    double m_start;
};

} // namespace mechlab::core
