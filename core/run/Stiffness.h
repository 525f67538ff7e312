#pragma once

// Is a model stiff where a run failed? When an explicit or fixed-step method overflows, diverges
// or grinds its step down, the usual cause is a fast mode that its step cannot follow stably
// (a spring of k = 1e4 on a unit mass: omega = 100 rad/s). The linearization of M(q) q'' = f(t, q,
// v) at a state, x' = A x with A = [0, I; M^-1 df/dq, M^-1 df/dv] (the force derivatives by
// central differences, the constraints left out), has a spectral radius rho; an explicit method
// of step h is stable only while h rho stays below about 2 to 3 (RK4: 2.8 on the imaginary axis,
// 2.8 on the negative real one; Hairer & Wanner, Solving ODEs II, 2nd ed. 1996, IV.2). Where h rho
// > 2 the failure message names the methods made for stiff models.

#include "model/Model.h"

#include <Eigen/Core>
#include <optional>

namespace mechlab::core {

/// Models of more coordinates are not examined (a dense eigenvalue problem of size 2n).
inline constexpr int kStiffnessCoordinates = 100;

/// The spectral radius of the linearized equations of motion at (t, q, v), in 1/s; nothing when
/// the model is too large or the point is not finite.
std::optional<double> spectralRadius(const Model& model, double t, const Eigen::VectorXd& q,
                                     const Eigen::VectorXd& v);

} // namespace mechlab::core
