#pragma once

// Accounting shared by the integrators: CPU time of the running thread and the work counters.

#include "integrate/Integrator.h"
#include "system/MechanicalSystem.h"

#include <ctime>

namespace mechlab::core {

/// CPU time consumed by the calling thread, in seconds (runs are timed on their own thread).
inline double threadCpuSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + 1e-9 * double(ts.tv_nsec);
}

/// Copies the system's evaluation counters and the CPU time since `cpuStart` into `stats`.
inline void recordWork(RunStats& stats, const EvalCounters& counters, double cpuStart) {
    stats.rhsEvals = counters.dynamics;
    stats.constraintEvals = counters.constraints;
    stats.jacobianEvals = counters.jacobians;
    stats.linearSolves = counters.linearSolves;
    stats.cpuSeconds = threadCpuSeconds() - cpuStart;
}

} // namespace mechlab::core
