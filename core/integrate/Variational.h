#pragma once

// Discrete variational integrators of Maciel's thesis (docs/methods/contact-variational.md): the
// contact (Herglotz) integrator of orders 1 and 2 and, for comparison, the Lagrange-d'Alembert
// integrator of the same two discretizations. They work on the model's Lagrangian view
// (L, the dissipation rate alpha and the forces Q acting besides L; Model.h) in position-momentum
// form, one Newton solve per step for the step velocity v = (q_{j+1} - q_j)/h and the scaled
// multipliers h mu_j with exact Jacobians from the formula engine:
//   - holonomic constraints at position level, g(q_{j+1}, t_{j+1}) = 0, force along G(q_j)^T
//     (as in SHAKE);
//   - velocity constraints A v + b = 0 at the left point (first order; Maciel's choice) or at
//     the midpoint q_j + h v / 2 (second order; selectable), force along A(q_j)^T;
//   - forces Q besides L as discrete forces, trapezoidal: (h/2) Q at each end of the step.

#include "integrate/Integrator.h"

#include <memory>
#include <vector>

namespace mechlab::core {

enum class VariationalScheme {
    Contact1, // L_d = L(q_j, v) - L(q_j, 0) + [L(q_j, 0) + L(q_{j+1}, 0)]/2 - alpha z_j
    Contact2, // L_d = [L(q_j, v) + L(q_{j+1}, v)]/2 - alpha (z_j + z_{j+1})/2
    Lda1,     // h L(q_j, v) with the discrete force h (Q - alpha dL/dv) at q_j
    Lda2,     // h [L(q_j, v) + L(q_{j+1}, v)]/2 with the force split evenly between the ends
};

std::unique_ptr<Integrator> makeVariationalIntegrator(VariationalScheme scheme);
std::vector<SettingSpec> variationalSettings(VariationalScheme scheme);

} // namespace mechlab::core
