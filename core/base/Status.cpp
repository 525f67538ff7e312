#include "base/Status.h"

#include "base/Settings.h"
#include "base/Text.h"

#include <cmath>

namespace mechlab::core {

namespace {

struct StatusText {
    StatusCode code;
    const char* name;
    const char* headline;
    const char* advice;
};

const StatusText kTable[] = {
    {StatusCode::Ok, "ok", ML_NOOP("core", "finished"), ""},
    {StatusCode::Cancelled, "cancelled", ML_NOOP("core", "stopped by the user"), ""},
    {StatusCode::StepTooSmall, "step-too-small", ML_NOOP("core", "the step size became too small"),
     ML_NOOP(
         "core",
         "the solution may be singular or very stiff there; try another method, a looser tolerance "
         "or check the model near this time")},
    {StatusCode::StepLimit, "step-limit", ML_NOOP("core", "the step limit was reached"),
     ML_NOOP("core", "raise the method's max_steps or loosen the tolerance")},
    {StatusCode::NewtonFailed, "newton-failed",
     ML_NOOP("core", "the Newton iteration did not converge"),
     ML_NOOP("core", "try a smaller step (or, with fixed steps, a tolerance for adaptive steps)")},
    {StatusCode::SingularMatrix, "singular-matrix",
     ML_NOOP("core", "a matrix of the linear solve is singular"),
     ML_NOOP(
         "core",
         "check that the mass matrix is invertible and that the constraints are independent (full "
         "rank G) at this state")},
    {StatusCode::NonFinite, "non-finite",
     ML_NOOP("core", "the computation produced a non-finite value"),
     ML_NOOP("core",
             "try a smaller step, or check the formulas for divisions by zero and domain errors")},
    {StatusCode::FormulaError, "formula-error", ML_NOOP("core", "a formula could not be evaluated"),
     ML_NOOP("core", "correct the formula named above")},
    {StatusCode::InvalidSettings, "invalid-settings",
     ML_NOOP("core", "the method settings are not valid"),
     ML_NOOP("core", "correct the setting named above")},
    {StatusCode::Diverged, "diverged", ML_NOOP("core", "the run diverged"),
     ML_NOOP("core",
             "a smaller step or tolerance, a stabilized formulation (projection, GGL) or another "
             "method; or raise the limit if the drift is expected")},
    {StatusCode::InconsistentStart, "inconsistent-start",
     ML_NOOP("core", "the initial values do not satisfy the constraints"),
     ML_NOOP("core",
             "project them onto the constraints (Check model, then Project initial values in the "
             "window; mechlab-cli check MODEL --project) or correct the initial positions and "
             "velocities")},
    {StatusCode::NotSolvable, "not-solvable", ML_NOOP("core", "the problem has no unique solution"),
     ML_NOOP(
         "core",
         "see the model check: a linear DAE needs a regular pencil (as many equations as unknowns "
         "and det(sE - A) not identically zero)")},
    {StatusCode::AccuracyLimit, "accuracy-limit",
     ML_NOOP("core", "the requested accuracy cannot be reached"),
     ML_NOOP(
         "core",
         "loosen the tolerance: double precision cannot resolve the solution this finely here")},
    {StatusCode::SolverError, "solver-error",
     ML_NOOP("core", "the solver library reported an error"),
     ML_NOOP("core",
             "this is not expected for a valid model; please report it with the model file and the "
             "settings")},
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
    std::string s = translateText("core", statusHeadline(code));
    if (!std::isnan(t)) s = localized("core", "%1 at t = %2").arg(s).arg(formatSix(t));
    if (!detail.empty()) s += ": " + detail;
    if (*statusAdvice(code))
        s = localized("core", "%1. What to try: %2")
                .arg(s)
                .arg(translateText("core", statusAdvice(code)));
    return s;
}

} // namespace mechlab::core
