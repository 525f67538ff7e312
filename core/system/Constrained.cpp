#include "system/Constrained.h"

#include "base/Settings.h"
#include "base/Text.h"
#include "system/FixedSize.h"

#include <Eigen/SVD>
#include <algorithm>
#include <cmath>
#include <type_traits>

namespace mechlab::core {

namespace {

// A pivot at most this fraction of the largest entry: singular to working precision.
constexpr double kRelativePivot = 1e-13;

// The divisors of EquilibratedLU::compute()'s scaling of the saddle-point matrix [M F^T; C 0],
// taken from C and F: constraint row k by the largest entry of row k of C, constraint column k
// by the largest of row k of F (the block they share is zero); 1 for a row of zeros. n, the size
// of M, as a compile-time constant where N is (see assembleSaddlePoint()).
template <int N>
void saddlePointDivisors(const DenseRef& F, const DenseRef& C, Eigen::Index rows,
                         double* rowDivisor, double* colDivisor) {
    const Eigen::Index n = N == Eigen::Dynamic ? rows : N, m = C.rows();
    const double *c = C.data(), *f = F.data();
    const Eigen::Index sc = C.outerStride(), sf = F.outerStride();
    for (Eigen::Index r = 0; r < m; ++r) {
        double row = 0.0, col = 0.0;
        for (Eigen::Index j = 0; j < n; ++j) {
            row = std::max(row, std::abs(c[r + j * sc]));
            col = std::max(col, std::abs(f[r + j * sf]));
        }
        rowDivisor[r] = row > 0.0 ? row : 1.0;
        colDivisor[r] = col > 0.0 ? col : 1.0;
    }
}

// The saddle-point matrix [M F^T; C 0] into k (column-major, n + m rows) with its constraint rows
// and columns divided by the divisors above (into rowDivisor and colDivisor); n as a
// compile-time constant where N is (up to 8 coordinates: with a few entries per loop, the loops'
// bookkeeping costs more than the copies; HEM4 with its six saddle-point systems per step:
// 17.7 k -> 17.1 k instructions per step on the two-link robot, 88.0 k -> 83.5 k on Andrews'
// mechanism).
template <int N>
void assembleSaddlePoint(const DenseRef& M, const DenseRef& F, const DenseRef& C, Eigen::Index rows,
                         double* rowDivisor, double* colDivisor, double* k) {
    saddlePointDivisors<N>(F, C, rows, rowDivisor, colDivisor);
    const Eigen::Index n = N == Eigen::Dynamic ? rows : N, m = C.rows(), size = n + m;
    const double *a = M.data(), *c = C.data(), *f = F.data();
    const Eigen::Index sa = M.outerStride(), sc = C.outerStride(), sf = F.outerStride();
    for (Eigen::Index j = 0; j < n; ++j, k += size) {
        for (Eigen::Index i = 0; i < n; ++i) k[i] = a[i + j * sa];
        for (Eigen::Index i = 0; i < m; ++i) k[n + i] = c[i + j * sc] / rowDivisor[i];
    }
    for (Eigen::Index j = 0; j < m; ++j, k += size) {
        for (Eigen::Index i = 0; i < n; ++i) k[i] = f[j + i * sf] / colDivisor[j];
        for (Eigen::Index i = 0; i < m; ++i) k[n + i] = 0.0;
    }
}

} // namespace

bool EquilibratedLU::compute(MatrixXd& K, Eigen::Index first) {
    const Eigen::Index size = K.rows();
    m_first = first;
    m_rowScale.setOnes(size - first);
    m_colScale.setOnes(size - first);
    // On raw column-major storage: for the two-link robot's 3 x 3 saddle-point matrix Eigen's
    // strided row reduction and update cost twice the factorization.
    double* a = K.data();
    for (Eigen::Index k = first; k < size; ++k) {
        double row = 0.0;
        for (Eigen::Index j = 0; j < size; ++j) row = std::max(row, std::abs(a[j * size + k]));
        if (row > 0.0) {
            for (Eigen::Index j = 0; j < size; ++j) a[j * size + k] /= row;
            m_rowScale[k - first] = 1.0 / row;
        }
        double* column = a + k * size;
        double col = 0.0;
        for (Eigen::Index i = 0; i < size; ++i) col = std::max(col, std::abs(column[i]));
        if (col > 0.0) {
            for (Eigen::Index i = 0; i < size; ++i) column[i] /= col;
            m_colScale[k - first] = 1.0 / col;
        }
    }
    // Singular to working precision: a pivot negligible against the matrix. (A condition
    // estimate is no help here: Eigen's reports well-conditioned for an exactly zero pivot.)
    return m_lu.compute(K, kRelativePivot);
}

bool EquilibratedLU::compute(const SparseMatrixD& K, Eigen::Index first) {
    using LU = AdaptiveLU<double>;
    const Eigen::Index size = K.rows();
    if (!LU::sparseFor(size, std::size_t(K.nonZeros()))) {
        m_K = K.toDense();
        return compute(m_K, first);
    }
    // Row k >= first meets only columns < first, column k >= first only rows < first: the
    // scales do not depend on each other's order.
    m_first = first;
    m_rowScale.setZero(size - first);
    m_colScale.setZero(size - first);
    for (Eigen::Index j = 0; j < size; ++j)
        for (SparseMatrixD::InnerIterator it(K, j); it; ++it) {
            const double x = std::abs(it.value());
            if (it.row() >= first)
                m_rowScale[it.row() - first] = std::max(m_rowScale[it.row() - first], x);
            if (j >= first) m_colScale[j - first] = std::max(m_colScale[j - first], x);
        }
    for (Eigen::Index k = 0; k < size - first; ++k) {
        m_rowScale[k] = m_rowScale[k] > 0.0 ? 1.0 / m_rowScale[k] : 1.0;
        m_colScale[k] = m_colScale[k] > 0.0 ? 1.0 / m_colScale[k] : 1.0;
    }
    LU::Compressed& c = m_lu.startCompressed();
    for (Eigen::Index j = 0; j < size; ++j) {
        c.outer.push_back(int(c.inner.size()));
        const double column = j >= first ? m_colScale[j - first] : 1.0;
        for (SparseMatrixD::InnerIterator it(K, j); it; ++it)
            LU::push(c, it.row(),
                     it.value() * column *
                         (it.row() >= first ? m_rowScale[it.row() - first] : 1.0));
    }
    return m_lu.computeCompressed(kRelativePivot);
}

bool EquilibratedLU::computeSaddlePoint(const DenseRef& M, const DenseRef& F, const DenseRef& C) {
    const Eigen::Index n = M.rows(), m = C.rows(), size = n + m;
    auto sizeScales = [&] {
        m_first = n;
        m_rowScale.resize(m);
        m_colScale.resize(m);
    };
    // The divisors of compute()'s scaling (saddlePointDivisors()).
    auto divisors = [&] {
        sizeScales();
        saddlePointDivisors<Eigen::Dynamic>(F, C, n, m_rowScale.data(), m_colScale.data());
    };
    // The scales of compute(): the divisors' reciprocals, which the solves multiply by.
    auto divisorsToScales = [&] {
        for (Eigen::Index k = 0; k < m; ++k) {
            m_rowScale[k] = 1.0 / m_rowScale[k];
            m_colScale[k] = 1.0 / m_colScale[k];
        }
    };
    auto dense = [&] {
        // The matrix assembled column by column with the constraint rows and columns divided
        // by the divisors as compute() divides them (the same values, bit for bit): compute()'s
        // passes over the assembled matrix cost a fifth of the two-link robot's 3 x 3
        // factorization. Written out: Eigen's four block assignments cost half as much as the
        // factorization.
        sizeScales();
        m_K.resize(size, size);
        byFixedSize<8>(n, [&](auto N) {
            assembleSaddlePoint<N()>(M, F, C, n, m_rowScale.data(), m_colScale.data(), m_K.data());
            return true;
        });
        divisorsToScales();
        return m_lu.compute(m_K, kRelativePivot);
    };
    if (size < AdaptiveLU<double>::kSparseFrom) return dense();
    divisors();
    divisorsToScales();
    // Column by column into compressed storage, in one pass over M, C and F; back to the
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
            if (const double x = F(k, i); x != 0.0) LU::push(c, i, x * m_colScale[k]);
        if (!LU::sparseFor(size, c.inner.size())) return dense();
    }
    return m_lu.computeCompressed(kRelativePivot);
}

bool EquilibratedLU::computeSaddlePoint(const SparseMatrixD& M, const SparseMatrixD& F,
                                        const SparseMatrixD& C) {
    using LU = AdaptiveLU<double>;
    const Eigen::Index n = M.rows(), m = C.rows(), size = n + m;
    if (!LU::sparseFor(size, std::size_t(M.nonZeros() + F.nonZeros() + C.nonZeros())))
        return computeSaddlePoint(DenseRef(M.toDense()), DenseRef(F.toDense()),
                                  DenseRef(C.toDense()));
    // The scales of compute(), as above; and the rows of F (its entries sorted by row, in
    // increasing column order within a row).
    m_first = n;
    m_rowScale.setZero(m);
    m_colScale.setZero(m);
    m_rowStart.assign(std::size_t(m + 1), 0);
    for (Eigen::Index j = 0; j < n; ++j) {
        for (SparseMatrixD::InnerIterator it(C, j); it; ++it)
            m_rowScale[it.row()] = std::max(m_rowScale[it.row()], std::abs(it.value()));
        for (SparseMatrixD::InnerIterator it(F, j); it; ++it) {
            m_colScale[it.row()] = std::max(m_colScale[it.row()], std::abs(it.value()));
            ++m_rowStart[std::size_t(it.row() + 1)];
        }
    }
    for (Eigen::Index k = 0; k < m; ++k) {
        m_rowScale[k] = m_rowScale[k] > 0.0 ? 1.0 / m_rowScale[k] : 1.0;
        m_colScale[k] = m_colScale[k] > 0.0 ? 1.0 / m_colScale[k] : 1.0;
        m_rowStart[std::size_t(k + 1)] += m_rowStart[std::size_t(k)];
    }
    m_rowColumn.resize(std::size_t(F.nonZeros()));
    m_rowValue.resize(std::size_t(F.nonZeros()));
    m_rowNext.assign(m_rowStart.begin(), m_rowStart.end() - 1);
    for (Eigen::Index j = 0; j < n; ++j)
        for (SparseMatrixD::InnerIterator it(F, j); it; ++it) {
            const std::size_t at = std::size_t(m_rowNext[std::size_t(it.row())]++);
            m_rowColumn[at] = int(j);
            m_rowValue[at] = it.value() * m_colScale[it.row()];
        }
    // Column by column: M's column and C's (scaled), then per constraint the row of F (scaled).
    // Every stored entry is kept, zero or not: the structure stays that of the model.
    LU::Compressed& c = m_lu.startCompressed();
    for (Eigen::Index j = 0; j < n; ++j) {
        c.outer.push_back(int(c.inner.size()));
        for (SparseMatrixD::InnerIterator it(M, j); it; ++it) LU::push(c, it.row(), it.value());
        for (SparseMatrixD::InnerIterator it(C, j); it; ++it)
            LU::push(c, n + it.row(), it.value() * m_rowScale[it.row()]);
    }
    for (Eigen::Index k = 0; k < m; ++k) {
        c.outer.push_back(int(c.inner.size()));
        for (int p = m_rowStart[std::size_t(k)]; p < m_rowStart[std::size_t(k + 1)]; ++p)
            LU::push(c, m_rowColumn[std::size_t(p)], m_rowValue[std::size_t(p)]);
    }
    return m_lu.computeCompressed(kRelativePivot);
}

void EquilibratedLU::solve(const VectorXd& r, VectorXd& x) {
    // Written out: the scales cover a few constraint rows.
    const Eigen::Index size = r.size(), scaled = m_rowScale.size();
    m_r.resize(size);
    double* y = m_r.data();
    for (Eigen::Index k = 0; k < size; ++k) y[k] = r[k];
    for (Eigen::Index k = 0; k < scaled; ++k) y[size - scaled + k] *= m_rowScale[k];
    m_lu.solve(m_r, x);
    for (Eigen::Index k = 0; k < scaled; ++k) x[size - scaled + k] *= m_colScale[k];
}

bool SaddlePointSolver::factorize(const DenseRef& M, const DenseRef& F, const DenseRef& C) {
    return m_lu.computeSaddlePoint(M, F, C);
}

bool SaddlePointSolver::factorize(const SparseMatrixD& M, const SparseMatrixD& F,
                                  const SparseMatrixD& C) {
    return m_lu.computeSaddlePoint(M, F, C);
}

void SaddlePointSolver::solve(const VectorXd& r1, const VectorXd& r2, VectorXd& a,
                              VectorXd& lambda) {
    // Written out (a few entries: Eigen's segment assignments cost more than the copies).
    const Eigen::Index n = r1.size(), m = r2.size();
    m_rhs.resize(n + m);
    for (Eigen::Index k = 0; k < n; ++k) m_rhs[k] = r1[k];
    for (Eigen::Index k = 0; k < m; ++k) m_rhs[n + k] = r2[k];
    m_lu.solve(m_rhs, m_x);
    a.resize(n);
    lambda.resize(m);
    for (Eigen::Index k = 0; k < n; ++k) a[k] = m_x[k];
    for (Eigen::Index k = 0; k < m; ++k) lambda[k] = m_x[n + k];
}

namespace {

// The workspace's M and G in the form the system handles best.
template <typename Matrix> Matrix& massOf(ConstrainedWorkspace& ws) {
    if constexpr (std::is_same_v<Matrix, MatrixXd>)
        return ws.M;
    else
        return ws.sparseM;
}
template <typename Matrix> Matrix& jacobianOf(ConstrainedWorkspace& ws) {
    if constexpr (std::is_same_v<Matrix, MatrixXd>)
        return ws.G;
    else
        return ws.sparseG;
}

template <typename Matrix>
Status accelerationsWith(MechanicalSystem& sys, ConstrainedWorkspace& ws, double t,
                         const ConstVec& q, const ConstVec& v, double alpha, double beta,
                         VectorXd& a, VectorXd& lambda) {
    Matrix& M = massOf<Matrix>(ws);
    Matrix& G = jacobianOf<Matrix>(ws);
    sys.accelerationTerms(t, q, v, M, ws.f, G, ws.gt, ws.e);
    if (!ws.f.allFinite() || !allFinite(M) || !allFinite(G) || !ws.gt.allFinite() ||
        !ws.e.allFinite())
        return Status::failure(StatusCode::NonFinite, t, sys.explainNonFinite(t, q, v));
    ws.r2 = -ws.e;
    if (alpha != 0.0) ws.r2.noalias() -= 2.0 * alpha * (G * v + ws.gt);
    if (beta != 0.0 && sys.mh() > 0) {
        sys.constraints(t, q, ws.g);
        ws.r2.head(sys.mh()) -= beta * beta * ws.g;
    }
    if (!ws.kkt.solve(M, G, G, ws.f, ws.r2, a, lambda, sys.counters))
        return Status::failure(
            StatusCode::SingularMatrix, t,
            localized("core", "the matrix [M G^T; G 0] of the acceleration solve is singular"));
    return {};
}

template <typename Matrix>
Status projectPositionsWith(MechanicalSystem& sys, ConstrainedWorkspace& ws, double t, VectorXd& q,
                            const ConstVec& v, double tol) {
    const int mh = sys.mh();
    Matrix& M = massOf<Matrix>(ws);
    Matrix& G = jacobianOf<Matrix>(ws);
    sys.dynamics(t, q, v, M, ws.f);
    ws.zero.setZero(sys.n());
    for (int iter = 0; iter < 5; ++iter) {
        sys.constraints(t, q, ws.g);
        if (ws.g.lpNorm<Eigen::Infinity>() <= tol) break;
        sys.constraintJacobian(t, q, G, ws.gt);
        ws.r2 = -ws.g;
        bool solved = false;
        if constexpr (std::is_same_v<Matrix, MatrixXd>) {
            const auto Gh = G.topRows(mh);
            solved = ws.kkt.solve(M, Gh, Gh, ws.zero, ws.r2, ws.delta, ws.mu, sys.counters);
        } else {
            const SparseMatrixD* Gh = &G;
            if (mh < G.rows()) {
                ws.sparseHolonomic = G.topRows(mh);
                Gh = &ws.sparseHolonomic;
            }
            solved = ws.kkt.solve(M, *Gh, *Gh, ws.zero, ws.r2, ws.delta, ws.mu, sys.counters);
        }
        if (!solved)
            return Status::failure(
                StatusCode::SingularMatrix, t,
                localized("core", "the position projection met a singular matrix [M G^T; G 0]"));
        q += ws.delta;
    }
    return {};
}

template <typename Matrix>
Status projectVelocitiesWith(MechanicalSystem& sys, ConstrainedWorkspace& ws, double t,
                             const ConstVec& q, VectorXd& v) {
    Matrix& M = massOf<Matrix>(ws);
    Matrix& G = jacobianOf<Matrix>(ws);
    sys.dynamics(t, q, v, M, ws.f);
    sys.constraintJacobian(t, q, G, ws.gt);
    ws.zero.setZero(sys.n());
    ws.r2 = -(G * v + ws.gt);
    if (!ws.kkt.solve(M, G, G, ws.zero, ws.r2, ws.delta, ws.mu, sys.counters))
        return Status::failure(
            StatusCode::SingularMatrix, t,
            localized("core", "the velocity projection met a singular matrix [M G^T; G 0]"));
    v += ws.delta;
    return {};
}

} // namespace

Status accelerations(MechanicalSystem& sys, ConstrainedWorkspace& ws, double t, const ConstVec& q,
                     const ConstVec& v, double alpha, double beta, VectorXd& a, VectorXd& lambda) {
    return sys.sparseAlgebra()
               ? accelerationsWith<SparseMatrixD>(sys, ws, t, q, v, alpha, beta, a, lambda)
               : accelerationsWith<MatrixXd>(sys, ws, t, q, v, alpha, beta, a, lambda);
}

Status projectPositions(MechanicalSystem& sys, ConstrainedWorkspace& ws, double t, VectorXd& q,
                        const ConstVec& v, double tol) {
    if (sys.mh() == 0) return {};
    return sys.sparseAlgebra() ? projectPositionsWith<SparseMatrixD>(sys, ws, t, q, v, tol)
                               : projectPositionsWith<MatrixXd>(sys, ws, t, q, v, tol);
}

Status projectVelocities(MechanicalSystem& sys, ConstrainedWorkspace& ws, double t,
                         const ConstVec& q, VectorXd& v) {
    if (sys.m() == 0) return {};
    return sys.sparseAlgebra() ? projectVelocitiesWith<SparseMatrixD>(sys, ws, t, q, v)
                               : projectVelocitiesWith<MatrixXd>(sys, ws, t, q, v);
}

VectorXd constraintRowLengths(MechanicalSystem& sys, double t, const ConstVec& q) {
    MatrixXd G;
    VectorXd gt;
    if (sys.m() == 0) return {};
    sys.constraintJacobian(t, q, G, gt);
    return G.rowwise().norm();
}

// A row whose length shrinks towards zero, or rows that turn parallel, leave the multipliers
// undetermined: the Foucault pendulum of Maciel's nonholonomic model, A = (-y, x), passes through
// x = y = 0 with every swing, and adaptive implicit methods shrank their step there to round-off
// (radau5 at t = 12.314 with |A| = 1.8e-5, 1.8e-3 of its length at the start) with a message
// that named no cause.
std::string rankLossNote(MechanicalSystem& sys, double t, const ConstVec& q,
                         const VectorXd& startLengths) {
    const int m = sys.m();
    if (m == 0 || m > 200 || startLengths.size() != m || !q.allFinite()) return {};
    MatrixXd G;
    VectorXd gt;
    sys.constraintJacobian(t, q, G, gt);
    for (int j = 0; j < m; ++j) G.row(j) /= startLengths[j] > 0.0 ? startLengths[j] : 1.0;
    if (!G.allFinite() || m > G.cols()) return {};
    const double smallest = Eigen::JacobiSVD<MatrixXd>(G).singularValues()[m - 1];
    if (!(smallest < 1e-2)) return {};
    return localized("core", "the constraint rows nearly lose rank there (scaled to their "
                             "lengths at the start, their smallest singular value is %1) and the "
                             "multipliers grow without bound as it vanishes: fixed steps or "
                             "another method may step across the point")
        .arg(formatBrief(smallest));
}

} // namespace mechlab::core
