#include "base/Status.h"

#include <cmath>
#include <sstream>

namespace mechlab::core {

namespace {

struct StatusText {
    StatusCode code;
    const char* name;
    const char* headline;
    const char* advice;
};

const StatusText kTable[] = {
    {StatusCode::Ok, "ok", "finished", ""},
    {StatusCode::Cancelled, "cancelled", "stopped by the user", ""},
    {StatusCode::StepTooSmall, "step-too-small", "the step size became too small",
     "the solution may be singular or very stiff there; try another method, a looser tolerance "
     "or check the model near this time"},
    {StatusCode::StepLimit, "step-limit", "the step limit was reached",
     "raise the method's max_steps or loosen the tolerance"},
    {StatusCode::NewtonFailed, "newton-failed", "the Newton iteration did not converge",
     "try a smaller step (or, with fixed steps, a tolerance for adaptive steps)"},
    {StatusCode::SingularMatrix, "singular-matrix", "a matrix of the linear solve is singular",
     "check that the mass matrix is invertible and that the constraints are independent (full "
     "rank G) at this state"},
    {StatusCode::NonFinite, "non-finite", "the computation produced a non-finite value",
     "try a smaller step, or check the formulas for divisions by zero and domain errors"},
    {StatusCode::FormulaError, "formula-error", "a formula could not be evaluated",
     "correct the formula named above"},
    {StatusCode::InvalidSettings, "invalid-settings", "the method settings are not valid",
     "correct the setting named above"},
    {StatusCode::Diverged, "diverged", "the run diverged",
     "a smaller step or tolerance, a stabilized formulation (projection, GGL) or another "
     "method; or raise the limit if the drift is expected"},
    {StatusCode::InconsistentStart, "inconsistent-start",
     "the initial values do not satisfy the constraints",
     "project them onto the constraints (Check model, then Project initial values in the window; "
     "mechlab-cli check MODEL --project) or correct the initial positions and velocities"},
    {StatusCode::NotSolvable, "not-solvable", "the problem has no unique solution",
     "see the model check: a linear DAE needs a regular pencil (as many equations as unknowns "
     "and det(sE - A) not identically zero)"},
    {StatusCode::AccuracyLimit, "accuracy-limit", "the requested accuracy cannot be reached",
     "loosen the tolerance: double precision cannot resolve the solution this finely here"},
    {StatusCode::SolverError, "solver-error", "the solver library reported an error",
     "this is not expected for a valid model; please report it with the model file and the "
     "settings"},
};

const StatusText& entry(StatusCode code) {
    for (const StatusText& e : kTable)
        if (e.code == code) return e;
    return kTable[0];
}

} // namespace

const char* statusName(StatusCode code) {
    return entry(code).name;
}
const char* statusHeadline(StatusCode code) {
    return entry(code).headline;
}
const char* statusAdvice(StatusCode code) {
    return entry(code).advice;
}

std::string Status::message() const {
    std::ostringstream s;
    s << statusHeadline(code);
    if (!std::isnan(t)) s << " at t = " << t;
    if (!detail.empty()) s << ": " << detail;
    if (*statusAdvice(code)) s << ". What to try: " << statusAdvice(code);
    return s.str();
}

} // namespace mechlab::core
