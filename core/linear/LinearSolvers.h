#pragma once

// Numerical solvers for a regular linear DAE  E x' = A x + f(t)  (the registry offers them next
// to the mechanical integrators of the same name):
//
// * implicit Runge-Kutta methods in the direct form for singular E (Sánchez Rivera (2021) Ch. 5;
// the
//   epsilon-embedding of the transformed system, methods doc A.3 and A.5): stage derivatives
//       E K_i = A (x_n + h sum_j a_ij K_j) + f(t_n + c_i h),   x_{n+1} = x_n + h sum_i b_i K_i,
//   i.e. one linear system (I_s (x) E - h A_rk (x) A) K = ... per step, factorized once per step
//   size. Needs an invertible A_rk (not Lobatto IIIA); for stiffly accurate methods x_{n+1} is
//   the last stage, which satisfies the algebraic equations;
// * SUNDIALS IDA on F(t, x, x') = E x' - A x - f(t) with the analytic iteration matrix cj E - A.
//
// Both start from a consistent x0 (and x0' for IDA) and report every accepted point to the
// observer as onStep(t, x, {}, {}).

#include "integrate/Tableaus.h"
#include "integrate/Integrator.h"
#include "linear/LinearDae.h"

#include <memory>

namespace mechlab::core {

struct LinearStart {
    Eigen::VectorXd x, xDot; // consistent x(t0) and x'(t0)
};

class LinearDaeIntegrator {
public:
    virtual ~LinearDaeIntegrator() = default;
    virtual RunOutcome run(const LinearDaeModel& model, const LinearStart& start,
                           const RunRequest& request, StepObserver& observer,
                           const CancelToken& cancel) = 0;
};

std::unique_ptr<LinearDaeIntegrator> makeLinearRungeKutta(const ImplicitTableau& tableau);
std::vector<SettingSpec> linearRungeKuttaSettings();
std::unique_ptr<LinearDaeIntegrator> makeLinearIda();
std::vector<SettingSpec> linearIdaSettings();

} // namespace mechlab::core
