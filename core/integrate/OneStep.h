#pragma once

// The one-step methods (explicit and half-explicit Runge-Kutta) under the step driver: their
// error estimate by step doubling (Richardson), the optional projection after each step, and the
// multipliers at the step points.

#include "integrate/Integrator.h"
#include "integrate/StepDriver.h"
#include "system/MechanicalSystem.h"

namespace mechlab::core {

/// One step of a one-step method for q' = v, M v' = f - G^T lambda.
class OneStepScheme {
public:
    virtual ~OneStepScheme() = default;
    /// Advances (t, q, v) by h into (q1, v1); `lambda` receives the method's own multiplier
    /// estimate for the step (used when the driver does not recompute it).
    virtual Status step(double t, double h, const VectorXd& q, const VectorXd& v, VectorXd& q1,
                        VectorXd& v1, VectorXd& lambda) = 0;
};

struct OneStepOptions {
    int order = 4;       // of the method, for the step-doubling error estimate
    StepControl control; // fixed steps, or step doubling with tolerance control.tol
    Projection projection = Projection::Off;
    int projectEvery = 1;        // project after every N-th step (each half step counts)
    bool recomputeLambda = true; // lambda from the index-1 system at each step point
    bool globalCheck = true;     // a second solution estimates the global error (GlobalError.h)
};

/// The settings every one-step method shares ("step", "tol", "projection", "lambda").
std::vector<SettingSpec> oneStepSettings(bool withLambdaChoice);
/// Baumgarte feedback rates ("baumgarte_alpha", "baumgarte_beta") of the index-1 formulations;
/// `index1Only`: the method offers other formulations too (its tooltips say so).
std::vector<SettingSpec> baumgarteSettings(bool index1Only = false);
/// Reads the shared settings (order given by the method).
OneStepOptions oneStepOptions(const Settings& settings, int order);

RunOutcome runOneStep(MechanicalSystem& sys, OneStepScheme& scheme, const OneStepOptions& options,
                      double tEnd, StepObserver& observer, const CancelToken& cancel);

} // namespace mechlab::core
