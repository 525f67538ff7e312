#pragma once

// Step-size handling shared by the one-step methods: fixed steps (uniform, ending exactly at
// t_end) or step doubling (Richardson error estimate), plus the optional projection onto the
// constraints after each accepted step and the multipliers at the step points.

#include "integrate/Integrator.h"
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

enum class Projection { Off, Velocity, PositionAndVelocity };

struct DriverOptions {
    int order = 4;         // for the step-doubling error estimate
    bool adaptive = false; // step doubling with tolerance `tol`
    double step = 1e-2;    // fixed step, or the initial step when adaptive
    double tol = 1e-6;     // relative and absolute tolerance on q and v
    Projection projection = Projection::Off;
    int projectEvery = 1;        // project after every N-th accepted step
    bool recomputeLambda = true; // lambda from the index-1 system at each step point
};

/// The settings every one-step method shares ("step", "tol", "projection", "lambda").
std::vector<SettingSpec> oneStepSettings(bool withLambdaChoice);
/// Baumgarte feedback rates ("baumgarte_alpha", "baumgarte_beta") of the index-1 formulations.
std::vector<SettingSpec> baumgarteSettings();
/// Reads the shared settings into driver options (order given by the method).
DriverOptions driverOptions(const Settings& settings, int order);

RunOutcome runOneStep(MechanicalSystem& sys, OneStepScheme& scheme, const DriverOptions& options,
                      double tEnd, StepObserver& observer, const CancelToken& cancel);

} // namespace mechlab::core
