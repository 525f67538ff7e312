#include "system/Constrained.h"

#include <algorithm>
#include <cmath>

namespace mechlab::core {

namespace {

// A pivot at most this fraction of the largest entry: singular to working precision.
constexpr double kRelativePivot = 1e-13;

} // namespace

bool EquilibratedLU::compute(MatrixXd& K, Eigen::Index first) {
    const Eigen::Index size = K.rows();
    m_first = first;
    m_rowScale.setOnes(size - first);
    m_colScale.setOnes(size - first);
    for (Eigen::Index k = first; k < size; ++k) {
        const double row = K.row(k).cwiseAbs().maxCoeff();
        if (row > 0.0) {
            K.row(k) /= row;
            m_rowScale[k - first] = 1.0 / row;
        }
        const double col = K.col(k).cwiseAbs().maxCoeff();
        if (col > 0.0) {
            K.col(k) /= col;
            m_colScale[k - first] = 1.0 / col;
        }
    }
    // Singular to working precision: a pivot negligible against the matrix. (A condition
    // estimate is no help here: Eigen's reports well-conditioned for an exactly zero pivot.)
    return m_lu.compute(K, kRelativePivot);
}

bool EquilibratedLU::computeSaddlePoint(const MatrixXd& M, const MatrixXd& Ct, const MatrixXd& C) {
    const Eigen::Index n = M.rows(), m = C.rows(), size = n + m;
    auto dense = [&] {
        m_K.resize(size, size);
        m_K.topLeftCorner(n, n) = M;
        m_K.topRightCorner(n, m) = Ct;
        m_K.bottomLeftCorner(m, n) = C;
        m_K.bottomRightCorner(m, m).setZero();
        return compute(m_K, n);
    };
    if (size < AdaptiveLU<double>::kSparseFrom) return dense();
    // The scales of compute(): constraint row k by the largest entry of row k of C, constraint
    // column k by the largest of column k of Ct (the block they share is zero).
    m_first = n;
    m_rowScale.setZero(m);
    m_colScale.resize(m);
    for (Eigen::Index j = 0; j < n; ++j)
        for (Eigen::Index k = 0; k < m; ++k)
            m_rowScale[k] = std::max(m_rowScale[k], std::abs(C(k, j)));
    for (Eigen::Index k = 0; k < m; ++k) {
        const double col = Ct.col(k).cwiseAbs().maxCoeff();
        m_rowScale[k] = m_rowScale[k] > 0.0 ? 1.0 / m_rowScale[k] : 1.0;
        m_colScale[k] = col > 0.0 ? 1.0 / col : 1.0;
    }
    // Column by column into compressed storage, in one pass over M, C and Ct; back to the
    // dense factorization as soon as there are too many nonzeros for the sparse one.
    using LU = AdaptiveLU<double>;
    LU::Compressed& c = m_lu.startCompressed();
    for (Eigen::Index j = 0; j < n; ++j) {
        c.outer.push_back(int(c.inner.size()));
        for (Eigen::Index i = 0; i < n; ++i)
            if (const double x = M(i, j); x != 0.0) LU::push(c, i, x);
        for (Eigen::Index k = 0; k < m; ++k)
            if (const double x = C(k, j); x != 0.0) LU::push(c, n + k, x * m_rowScale[k]);
        if (!LU::sparseFor(size, c.inner.size())) return dense();
    }
    for (Eigen::Index k = 0; k < m; ++k) {
        c.outer.push_back(int(c.inner.size()));
        for (Eigen::Index i = 0; i < n; ++i)
            if (const double x = Ct(i, k); x != 0.0) LU::push(c, i, x * m_colScale[k]);
        if (!LU::sparseFor(size, c.inner.size())) return dense();
    }
    return m_lu.computeCompressed(kRelativePivot);
}

void EquilibratedLU::solve(const VectorXd& r, VectorXd& x) {
    m_r = r;
    m_r.tail(m_rowScale.size()).array() *= m_rowScale.array();
    m_lu.solve(m_r, x);
    x.tail(m_colScale.size()).array() *= m_colScale.array();
}

bool SaddlePointSolver::factorize(const MatrixXd& M, const MatrixXd& Ct, const MatrixXd& C) {
    return m_lu.computeSaddlePoint(M, Ct, C);
}

void SaddlePointSolver::solve(const VectorXd& r1, const VectorXd& r2, VectorXd& a,
                              VectorXd& lambda) {
    const Eigen::Index n = r1.size(), m = r2.size();
    m_rhs.resize(n + m);
    m_rhs.head(n) = r1;
    m_rhs.tail(m) = r2;
    m_x.resize(n + m);
    m_lu.solve(m_rhs, m_x);
    a = m_x.head(n);
    lambda = m_x.tail(m);
}

bool SaddlePointSolver::solve(const MatrixXd& M, const MatrixXd& Ct, const MatrixXd& C,
                              const VectorXd& r1, const VectorXd& r2, VectorXd& a, VectorXd& lambda,
                              EvalCounters& counters) {
    ++counters.linearSolves;
    if (!factorize(M, Ct, C)) return false;
    solve(r1, r2, a, lambda);
    return true;
}

Status accelerations(MechanicalSystem& sys, ConstrainedWorkspace& ws, double t, const ConstVec& q,
                     const ConstVec& v, double alpha, double beta, VectorXd& a, VectorXd& lambda) {
    sys.accelerationTerms(t, q, v, ws.M, ws.f, ws.G, ws.gt, ws.e);
    if (!ws.f.allFinite() || !ws.M.allFinite() || !ws.G.allFinite() || !ws.gt.allFinite() ||
        !ws.e.allFinite())
        return Status::failure(StatusCode::NonFinite, t, sys.explainNonFinite(t, q, v));
    ws.r2 = -ws.e;
    if (alpha != 0.0) ws.r2.noalias() -= 2.0 * alpha * (ws.G * v + ws.gt);
    if (beta != 0.0 && sys.mh() > 0) {
        sys.constraints(t, q, ws.g);
        ws.r2.head(sys.mh()) -= beta * beta * ws.g;
    }
    if (!ws.kkt.solve(ws.M, ws.G.transpose(), ws.G, ws.f, ws.r2, a, lambda, sys.counters))
        return Status::failure(StatusCode::SingularMatrix, t,
                               "the matrix [M G^T; G 0] of the acceleration solve is singular");
    return {};
}

Status projectPositions(MechanicalSystem& sys, ConstrainedWorkspace& ws, double t, VectorXd& q,
                        const ConstVec& v, double tol) {
    const int mh = sys.mh();
    if (mh == 0) return {};
    sys.dynamics(t, q, v, ws.M, ws.f);
    ws.zero.setZero(sys.n());
    for (int iter = 0; iter < 5; ++iter) {
        sys.constraints(t, q, ws.g);
        if (ws.g.lpNorm<Eigen::Infinity>() <= tol) break;
        sys.constraintJacobian(t, q, ws.G, ws.gt);
        ws.r2 = -ws.g;
        const auto Gh = ws.G.topRows(mh);
        if (!ws.kkt.solve(ws.M, Gh.transpose(), Gh, ws.zero, ws.r2, ws.delta, ws.mu, sys.counters))
            return Status::failure(StatusCode::SingularMatrix, t,
                                   "the position projection met a singular matrix [M G^T; G 0]");
        q += ws.delta;
    }
    return {};
}

Status projectVelocities(MechanicalSystem& sys, ConstrainedWorkspace& ws, double t,
                         const ConstVec& q, VectorXd& v) {
    if (sys.m() == 0) return {};
    sys.dynamics(t, q, v, ws.M, ws.f);
    sys.constraintJacobian(t, q, ws.G, ws.gt);
    ws.zero.setZero(sys.n());
    ws.r2 = -(ws.G * v + ws.gt);
    if (!ws.kkt.solve(ws.M, ws.G.transpose(), ws.G, ws.zero, ws.r2, ws.delta, ws.mu, sys.counters))
        return Status::failure(StatusCode::SingularMatrix, t,
                               "the velocity projection met a singular matrix [M G^T; G 0]");
    v += ws.delta;
    return {};
}

} // namespace mechlab::core
