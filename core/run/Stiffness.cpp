#include "run/Stiffness.h"

#include "system/MechanicalSystem.h"

#include <Eigen/Eigenvalues>
#include <Eigen/LU>
#include <algorithm>
#include <cmath>

namespace mechlab::core {

std::optional<double> spectralRadius(const Model& model, double t, const Eigen::VectorXd& q,
                                     const Eigen::VectorXd& v) {
    const Eigen::Index n = q.size();
    if (n == 0 || n > kStiffnessCoordinates || v.size() != n || !q.allFinite() || !v.allFinite())
        return std::nullopt;
    MechanicalSystem sys(model);
    MatrixXd M;
    VectorXd f, fPlus, fMinus;
    sys.dynamics(t, q, v, M, f);
    const Eigen::PartialPivLU<MatrixXd> lu(M);
    if (!M.allFinite() || !f.allFinite() || !(std::abs(lu.determinant()) > 0.0))
        return std::nullopt;
    // df/dq and df/dv by central differences, each step relative to the component's size.
    MatrixXd K(n, n), C(n, n);
    VectorXd x = q, w = v;
    MatrixXd scratch;
    for (Eigen::Index j = 0; j < n; ++j) {
        const double hq = 1e-6 * std::max(1.0, std::abs(q[j]));
        x[j] = q[j] + hq;
        sys.dynamics(t, x, v, scratch, fPlus);
        x[j] = q[j] - hq;
        sys.dynamics(t, x, v, scratch, fMinus);
        x[j] = q[j];
        K.col(j) = (fPlus - fMinus) / (2.0 * hq);
        const double hv = 1e-6 * std::max(1.0, std::abs(v[j]));
        w[j] = v[j] + hv;
        sys.dynamics(t, q, w, scratch, fPlus);
        w[j] = v[j] - hv;
        sys.dynamics(t, q, w, scratch, fMinus);
        w[j] = v[j];
        C.col(j) = (fPlus - fMinus) / (2.0 * hv);
    }
    MatrixXd A = MatrixXd::Zero(2 * n, 2 * n);
    A.topRightCorner(n, n).setIdentity();
    A.bottomLeftCorner(n, n) = lu.solve(K);
    A.bottomRightCorner(n, n) = lu.solve(C);
    if (!A.allFinite()) return std::nullopt;
    const Eigen::EigenSolver<MatrixXd> eigen(A, false);
    if (eigen.info() != Eigen::Success) return std::nullopt;
    return eigen.eigenvalues().cwiseAbs().maxCoeff();
}

} // namespace mechlab::core
