#include "integrate/Constrained.h"

#include <Eigen/LU>

namespace mechlab::core {

bool solveSaddlePoint(const MatrixXd& M, const MatrixXd& Ct, const MatrixXd& C, const VectorXd& r1,
                      const VectorXd& r2, VectorXd& a, VectorXd& lambda, EvalCounters& counters) {
    const Eigen::Index n = M.rows(), m = C.rows();
    MatrixXd K = MatrixXd::Zero(n + m, n + m);
    K.topLeftCorner(n, n) = M;
    K.topRightCorner(n, m) = Ct;
    K.bottomLeftCorner(m, n) = C;
    VectorXd rhs(n + m);
    rhs << r1, r2;
    const Eigen::PartialPivLU<MatrixXd> lu(K);
    ++counters.linearSolves;
    // Singular to working precision: a pivot negligible against the matrix, or a tiny
    // reciprocal condition estimate (the estimate alone misses exactly zero pivots).
    const double smallestPivot = lu.matrixLU().diagonal().cwiseAbs().minCoeff();
    const double scale = K.cwiseAbs().maxCoeff();
    if (!(smallestPivot > 1e-13 * scale) || !(lu.rcond() > 1e-14)) return false;
    const VectorXd x = lu.solve(rhs);
    a = x.head(n);
    lambda = x.tail(m);
    return true;
}

Status accelerations(MechanicalSystem& sys, double t, const ConstVec& q, const ConstVec& v,
                     double alpha, double beta, VectorXd& a, VectorXd& lambda) {
    MatrixXd M, G;
    VectorXd f, gt, e;
    sys.dynamics(t, q, v, M, f);
    sys.constraintJacobian(t, q, G, gt);
    sys.hiddenTerm(t, q, v, e);
    if (!f.allFinite() || !M.allFinite() || !G.allFinite() || !gt.allFinite() || !e.allFinite())
        return Status::failure(StatusCode::NonFinite, t, sys.explainNonFinite(t, q, v));
    VectorXd r2 = -e;
    if (alpha != 0.0) r2 -= 2.0 * alpha * (G * v + gt);
    if (beta != 0.0) {
        VectorXd g;
        sys.constraints(t, q, g);
        r2 -= beta * beta * g;
    }
    if (!solveSaddlePoint(M, G.transpose(), G, f, r2, a, lambda, sys.counters))
        return Status::failure(StatusCode::SingularMatrix, t,
                               "the matrix [M G^T; G 0] of the acceleration solve is singular");
    return {};
}

Status projectPositions(MechanicalSystem& sys, double t, VectorXd& q, const ConstVec& v,
                        double tol) {
    if (sys.m() == 0) return {};
    MatrixXd M, G;
    VectorXd f, g, gt, dq, mu;
    sys.dynamics(t, q, v, M, f);
    const VectorXd zero = VectorXd::Zero(sys.n());
    for (int iter = 0; iter < 5; ++iter) {
        sys.constraints(t, q, g);
        if (g.lpNorm<Eigen::Infinity>() <= tol) break;
        sys.constraintJacobian(t, q, G, gt);
        if (!solveSaddlePoint(M, G.transpose(), G, zero, -g, dq, mu, sys.counters))
            return Status::failure(StatusCode::SingularMatrix, t,
                                   "the position projection met a singular matrix [M G^T; G 0]");
        q += dq;
    }
    return {};
}

Status projectVelocities(MechanicalSystem& sys, double t, const ConstVec& q, VectorXd& v) {
    if (sys.m() == 0) return {};
    MatrixXd M, G;
    VectorXd f, gt, dv, mu;
    sys.dynamics(t, q, v, M, f);
    sys.constraintJacobian(t, q, G, gt);
    if (!solveSaddlePoint(M, G.transpose(), G, VectorXd::Zero(sys.n()), -(G * v + gt), dv, mu,
                          sys.counters))
        return Status::failure(StatusCode::SingularMatrix, t,
                               "the velocity projection met a singular matrix [M G^T; G 0]");
    v += dv;
    return {};
}

} // namespace mechlab::core
