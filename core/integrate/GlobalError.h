#pragma once

// A global-error estimate for the one-step methods (the implicit Runge-Kutta family, the
// half-explicit methods, RK4, the variational integrators). An adaptive step-size control holds
// each step's error estimate to the tolerance, which says nothing of the error the result has
// accumulated: radau5 at tol 1e-6 on a four-bar linkage over twenty crank turns ended 3.4e-4 off,
// `ok`; fixed steps have no control at all (HEM3 at its default step 0.01 there: 0.12 off, the
// sampled local errors below 1 %: the motion amplifies them). Once such a run has finished, a
// second solution with the same method takes each of the run's steps as two halves (fixed steps
// over the same grid, so it costs about twice the run); with global errors e_h ≈ C h^p, the
// difference of the two solutions at the run's points is (1 - 2^-p) e_h, so the difference over (1
// - 2^-p) estimates the run's own error there (Richardson extrapolation; Hairer, Nørsett & Wanner,
// Solving ODEs I, 2nd ed. 1993, II.4). With order reduction (index-3 positions and velocities) the
// true p is lower; the estimate is then low by at most a factor of 2 (p = 1). An adaptive run warns
// when the estimate passes 10 times the tolerance, a fixed-step run when it passes 1 % of the
// state's size (the level of the sampled local errors, StepErrorSampler)
// (docs/methods/implicit-rk-and-linear-dae.md, A.7a).

#include "base/Run.h"
#include "base/Settings.h"
#include "integrate/StepDriver.h"

#include <functional>
#include <string>
#include <vector>

namespace mechlab::core {

/// The estimate's verdict is given above this many tolerances.
inline constexpr double kGlobalErrorWarning = 10.0;
/// Models of more unknowns (coordinates and multipliers) are not checked: the second solution
/// would double the time of runs whose step is dominated by linear algebra.
inline constexpr int kGlobalErrorUnknowns = 200;
/// The numbers of the path kept for the check, at most (32 MB).
inline constexpr std::size_t kGlobalErrorValues = 4'000'000;

/// How a run is checked.
struct GlobalCheck {
    bool on = true;        // the "global_error" setting
    int order = 1;         // the method's classical order p
    int unknowns = 0;      // coordinates and multipliers
    bool tolerance = true; // the method can take a tolerance instead of fixed steps
};

/// One pass of the method: a fresh scheme driven with `control` (the run's, or fixed steps over
/// a grid), reporting to the observer.
using MethodPass = std::function<RunOutcome(const StepControl& control, StepObserver& observer)>;

/// Runs `pass` with `control` and, where the check is on and the model small enough, a second
/// pass over the run's steps halved; the run's stats get the estimate's warning (adaptive: above
/// kGlobalErrorWarning tolerances; fixed steps: above StepErrorSampler::kWarning, 1 % of the
/// state's size) and its CPU time.
RunOutcome driveWithGlobalCheck(const MethodPass& pass, const StepControl& control,
                                StepObserver& observer, const GlobalCheck& check);

/// The "global_error" setting of the methods that make the check.
SettingSpec globalErrorSetting();

} // namespace mechlab::core
