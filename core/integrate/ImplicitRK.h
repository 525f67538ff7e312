#pragma once

// Implicit Runge-Kutta (collocation) methods for the mechanical DAE
//     q' = v - [G^T mu],  M(q) v' = f(t, q, v) - G(q, t)^T lambda,  algebraic equations
// with the algebraic equation chosen by the user: index 3 (g = 0), index 2 (G v + g_t = 0), GGL
// (both, with the extra multiplier mu) or index 1 (the acceleration level, optionally with
// Baumgarte feedback). The stages follow the epsilon-embedding of Sánchez Rivera (2021)
// (docs/methods/implicit-rk-and-linear-dae.md, A.3): every stage satisfies the algebraic
// equation, the unknowns are the stage accelerations W_i and multipliers Lambda_i (and mu_i),
//     V_i = v_n + h sum_j a_ij W_j,   Q_i = q_n + h sum_j a_ij (V_j - [G_j^T mu_j]),
// solved by a simplified Newton iteration whose matrix comes from the model's symbolic
// derivatives at the start of a step. As in Hairer's RADAU5 (Hairer and Wanner, Solving ODEs II,
// 1996, IV.8) the system falls apart by the eigenvalues of A into one real and, per conjugate
// pair, one complex block of n + m unknowns, and with adaptive steps the Jacobian and the
// factorization are kept across steps while Newton contracts fast. Step sizes come from an
// embedded estimate (the stage derivatives against the derivative at t_n); in the index-3
// formulation the velocity part of the estimate is scaled by h, the standard remedy for index-3
// problems.

#include "integrate/Integrator.h"
#include "integrate/Tableaus.h"

#include <Eigen/Core>

namespace mechlab::core {

std::unique_ptr<Integrator> makeImplicitRKIntegrator(const ImplicitTableau& tableau);
/// The settings of the implicit Runge-Kutta methods; `formulation` is the default algebraic
/// equation (index3, index2, ggl or index1).
std::vector<SettingSpec> implicitRKSettings(const char* formulation = "index3");

} // namespace mechlab::core
