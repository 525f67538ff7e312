#include "integrate/IdaSupport.h"

namespace mechlab::core {

IdaSession::~IdaSession() {
    if (solver) SUNLinSolFree(solver);
    if (matrix) SUNMatDestroy(matrix);
    if (id) N_VDestroy(id);
    if (atol) N_VDestroy(atol);
    if (yp) N_VDestroy(yp);
    if (yy) N_VDestroy(yy);
    if (mem) IDAFree(&mem);
    if (context) SUNContext_Free(&context);
}

void IdaSession::collectStats(RunStats& stats) const {
    if (!mem) return;
    long int steps = 0, jac = 0, etf = 0, ncf = 0, nni = 0, lsetups = 0;
    IDAGetNumSteps(mem, &steps);
    IDAGetNumJacEvals(mem, &jac);
    IDAGetNumErrTestFails(mem, &etf);
    IDAGetNumNonlinSolvConvFails(mem, &ncf);
    IDAGetNumNonlinSolvIters(mem, &nni);
    IDAGetNumLinSolvSetups(mem, &lsetups);
    stats.steps = steps;
    stats.rejected = etf + ncf;
    stats.errorTestFailures = etf;
    stats.convergenceFailures = ncf;
    stats.newtonIterations = nni;
    stats.factorizations = lsetups;
    stats.jacobianEvals = jac;
}

StatusCode idaStatusCode(int flag) {
    switch (flag) {
    case IDA_CONV_FAIL:
        return StatusCode::NewtonFailed;
    case IDA_LSETUP_FAIL:
    case IDA_LSOLVE_FAIL:
        return StatusCode::SingularMatrix;
    case IDA_RES_FAIL:
    case IDA_REP_RES_ERR:
        return StatusCode::NonFinite;
    default:
        return StatusCode::StepTooSmall;
    }
}

} // namespace mechlab::core
