#pragma once

// MSPPA: the power-series method with Adomian polynomials for the GGL index-2 form
//     p' = v - G^T mu,   M(p) v' = f(t, p, v) - G^T lambda,   0 = g(p, t),   0 = G v + g_t
// (shared/docs/methods/msppa.md). On each segment of length h the solution is expanded in
// tau = t - t_i to order K; the coefficients follow from the corrected recursion of section 3
// (mu_{k-1} and p_k first, then G_k, then lambda_{k-1} and v_k), with the model's Taylor
// coefficients evaluated by the formula engine on truncated series. Global order K in p, v and
// lambda. Time-dependent constraints enter through g(p, t) and g_t in the velocity constraint.

#include "integrate/Integrator.h"

#include <Eigen/Core>
#include <vector>

namespace mechlab::core {

class MechanicalSystem;

/// The coefficients of one expansion: p, v of degree K; lambda, mu of degree K - 1.
struct PowerSeriesExpansion {
    std::vector<Eigen::VectorXd> p, v, lambda, mu;
};

/// Expands the solution through (t0, p0, v0) to order K. Returns a failure status if M(p0),
/// G0 M0^-1 G0^T or G0 G0^T is singular or a coefficient is not finite.
Status expandPowerSeries(MechanicalSystem& sys, double t0, const Eigen::VectorXd& p0,
                         const Eigen::VectorXd& v0, int order, PowerSeriesExpansion& out);

std::unique_ptr<Integrator> makeMsppaIntegrator();
std::vector<SettingSpec> msppaSettings();

} // namespace mechlab::core
