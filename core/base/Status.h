#pragma once

// The outcome of a run, passed by value across threads (never an exception).

#include <limits>
#include <string>

namespace mechlab::core {

enum class StatusCode {
    Ok,
    Cancelled,
    StepTooSmall,
    StepLimit,
    NewtonFailed,
    SingularMatrix,
    NonFinite,
    FormulaError,
    InvalidSettings,
    NotSolvable,       // the problem has no unique solution (a linear DAE with a singular pencil)
    Diverged,          // a constraint residual or the energy drift passed the run's limit
    InconsistentStart, // the initial values are far from the constraints
    AccuracyLimit,     // the tolerance asks for more than double precision can give
    SolverError,       // a solver library reported an error of its own (not the model's)
};

/// A relative tolerance at or below this, a thousand units of round-off, asks for more than
/// double precision resolves reliably: a failure there is the accuracy limit, and a smaller
/// tolerance is no remedy.
constexpr double kRoundOffTolerance = 1e3 * std::numeric_limits<double>::epsilon();

struct Status {
    StatusCode code = StatusCode::Ok;
    double t = std::numeric_limits<double>::quiet_NaN(); // where it happened, if during a run
    std::string detail;                                  // what exactly (formula, matrix, value)

    bool ok() const { return code == StatusCode::Ok; }
    /// A full sentence for the user: what happened, at which t, the detail, what to try (in the
    /// language of the translator a front end installed, base/Text.h).
    std::string message() const;

    static Status failure(StatusCode code, double t, std::string detail) {
        return Status{code, t, std::move(detail)};
    }
};

/// Stable lower-case identifier ("ok", "step-too-small", ...), used in the CLI's JSON.
const char* statusName(StatusCode code);
/// The plain-language headline of a status (English; translateText() gives the front end's).
const char* statusHeadline(StatusCode code);
/// What the user can try after this status (empty for ok and cancelled; English likewise).
const char* statusAdvice(StatusCode code);

} // namespace mechlab::core
