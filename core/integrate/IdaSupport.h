#pragma once

// What the two IDA front ends (the mechanical GGL/index-1 integrator and the linear-DAE solver)
// share: the SUNDIALS objects of one run, freed together, IDA's counters as RunStats, and the
// status a failed IDASolve maps to. Included by core sources only (SUNDIALS is private to core).

#include "integrate/Integrator.h"

#include <ida/ida.h>
#include <nvector/nvector_serial.h>
#include <sundials/sundials_context.h>
#include <sunlinsol/sunlinsol_dense.h>
#include <sunmatrix/sunmatrix_dense.h>

namespace mechlab::core {

struct IdaSession {
    SUNContext context = nullptr;
    void* mem = nullptr;
    N_Vector yy = nullptr, yp = nullptr, id = nullptr, atol = nullptr;
    SUNMatrix matrix = nullptr;
    SUNLinearSolver solver = nullptr;

    IdaSession() = default;
    IdaSession(const IdaSession&) = delete;
    IdaSession& operator=(const IdaSession&) = delete;
    ~IdaSession();

    /// Creates the SUNDIALS context; false if SUNDIALS cannot be initialized.
    bool open() { return SUNContext_Create(nullptr, &context) == 0; }
    /// IDA's steps, rejected steps (error-test and convergence failures), Newton iterations,
    /// matrix setups and Jacobian evaluations, into `stats` (nothing before IDACreate).
    void collectStats(RunStats& stats) const;
};

/// The status code of a failed IDASolve return flag.
StatusCode idaStatusCode(int flag);

} // namespace mechlab::core
