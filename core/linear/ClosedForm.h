#pragma once

// The closed-form solution of a regular linear DAE  E x' = A x + f(t)  (Sánchez Rivera (2021),
// corrected: docs/methods/implicit-rk-and-linear-dae.md B.6 and B.7)
//
//   x(t) = e^{A_diff (t-t0)} Pi c + int_t0^t e^{A_diff (t-s)} Pi_diff f(s) ds
//          - sum_{i<eta} E_imp^i Pi_imp f^(i)(t),
//
// evaluated in quasi-Weierstrass coordinates x = T (w1; w2), S f = (f1; f2):
//   w1' = J w1 + f1(t):   w1(b) = e^{J (b-a)} w1(a) + int_a^b e^{J (b-s)} f1(s) ds
//                         (Pade matrix exponential, adaptive Gauss-Legendre quadrature),
//   w2  = -sum_{i<eta} N^i f2^(i)(t)   (the forcing's symbolic derivatives).
// The start value w1(t0) is the first block of T^-1 x0, so an inconsistent x0- gives the solution
// after the jump, x(t0+) = Pi x0- - sum_i E_imp^i Pi_imp f^(i)(t0).

#include "linear/LinearDae.h"

#include <Eigen/Core>

namespace mechlab::core {

class LinearDaeSolution {
public:
    /// Requires model.pencil().regular.
    explicit LinearDaeSolution(const LinearDaeModel& model);

    /// x(t) for t >= t0. Asking for increasing times continues from the previous one (cheap);
    /// an earlier time starts over from t0.
    Eigen::VectorXd at(double t);
    /// x(t0+) (the consistent start: x0 itself when it is consistent).
    Eigen::VectorXd start() const;
    /// x'(t0+): T (J w1 + f1; -sum_i N^i f2^(i+1)) at t0.
    Eigen::VectorXd derivativeAtStart() const;
    /// False once a quadrature of the convolution stopped at its panel budget before reaching
    /// its accuracy (a forcing that oscillates too fast for it): the values are then approximate.
    bool converged() const { return m_converged; }

private:
    Eigen::VectorXd w1Integral(double a, double b) const;
    Eigen::VectorXd algebraicPart(double t) const; // w2(t)

    LinearDaeModel m_model;
    Eigen::MatrixXd m_S1, m_S2; // the first n1 and the last n2 rows of S
    double m_t0 = 0.0, m_t = 0.0;
    Eigen::VectorXd m_w1Start, m_w1; // w1 at t0 and at m_t
    mutable bool m_converged = true;
};

} // namespace mechlab::core
