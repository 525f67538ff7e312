#pragma once

// Linear algebra shared by the integrators of constrained systems.

#include "integrate/Status.h"
#include "system/MechanicalSystem.h"

namespace mechlab::core {

/// Solves the saddle-point system
///     [ M   Ct ] [ a      ]   [ r1 ]
///     [ C   0  ] [ lambda ] = [ r2 ]
/// with force directions Ct (n x m) and constraint rows C (m x n), which may be evaluated at
/// different points (half-explicit methods). LU with partial pivoting; returns false if the
/// matrix is singular to working precision.
bool solveSaddlePoint(const MatrixXd& M, const MatrixXd& Ct, const MatrixXd& C, const VectorXd& r1,
                      const VectorXd& r2, VectorXd& a, VectorXd& lambda, EvalCounters& counters);

/// Accelerations and multipliers of the index-1 formulation with Baumgarte feedback:
///     [ M  G^T ] [ v'     ]   [ f                                          ]
///     [ G  0   ] [ lambda ] = [ -e - 2 alpha (G v + g_t) - beta^2 g(q, t)  ]
/// so that the residual obeys eps'' + 2 alpha eps' + beta^2 eps = 0 (alpha = beta = 0: the plain
/// index-1 form).
Status accelerations(MechanicalSystem& sys, double t, const ConstVec& q, const ConstVec& v,
                     double alpha, double beta, VectorXd& a, VectorXd& lambda);

/// Projects q onto g(q, t) = 0 by Gauss-Newton steps in the metric of M(q) (the
/// kinetic-energy-minimal correction), at most 5 iterations, until max |g| <= tol.
Status projectPositions(MechanicalSystem& sys, double t, VectorXd& q, const ConstVec& v,
                        double tol);
/// Projects v onto G(q, t) v + g_t = 0 in the metric of M(q) (one linear solve, exact).
Status projectVelocities(MechanicalSystem& sys, double t, const ConstVec& q, VectorXd& v);

} // namespace mechlab::core
