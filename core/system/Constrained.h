#pragma once

// Linear algebra shared by the integrators of constrained systems. The solver and workspace keep
// their storage between calls: a step allocates nothing once the sizes are known.

#include "base/Status.h"
#include "system/AdaptiveLU.h"
#include "system/MechanicalSystem.h"

#include <string>
#include <vector>

namespace mechlab::core {

/// Appends factor * X, or factor * X^T, placed at (row, col) to a list of entries from which a
/// sparse matrix is assembled; only X's rows rowBegin <= i < rowEnd (-1: all). Every entry
/// stored in X is appended, zero or not, so that the assembled matrix keeps its structure from
/// call to call.
template <typename Scalar>
void appendEntries(std::vector<Eigen::Triplet<Scalar>>& entries, Eigen::Index row, Eigen::Index col,
                   const SparseMatrixD& X, Scalar factor, bool transposed = false,
                   Eigen::Index rowBegin = 0, Eigen::Index rowEnd = -1) {
    if (rowEnd < 0) rowEnd = X.rows();
    for (Eigen::Index j = 0; j < X.outerSize(); ++j)
        for (SparseMatrixD::InnerIterator it(X, j); it; ++it) {
            if (it.row() < rowBegin || it.row() >= rowEnd) continue;
            const Eigen::Index i = transposed ? j : it.row(), k = transposed ? it.row() : j;
            entries.emplace_back(int(row + i), int(col + k), Scalar(it.value()) * factor);
        }
}

/// LU with partial pivoting of a square matrix whose trailing rows and columns (index `first`
/// on: the constraint block) are first scaled to unit largest entry. A constraint row that is
/// tiny but independent (a degenerate configuration, such as a nonholonomic constraint at a
/// point where its coefficients vanish together) then no longer looks singular; rows that
/// really depend on each other still do (a pivot below 1e-13 of the largest entry).
///
/// A large matrix that is mostly zeros is factorized as a sparse one (AdaptiveLU.h).
class EquilibratedLU {
public:
    /// Scales and factorizes K (modified in place); false if singular to working precision.
    bool compute(MatrixXd& K, Eigen::Index first);
    /// The same for a sparse K whose trailing block (from `first` on, rows and columns) is
    /// zero, as in a saddle-point matrix: its rows and columns are scaled as compute() scales
    /// them.
    bool compute(const SparseMatrixD& K, Eigen::Index first);
    /// The same for K = [M F^T; C 0] (first = the size of M), which is assembled only if it is
    /// factorized as a dense matrix.
    bool computeSaddlePoint(const DenseRef& M, const DenseRef& F, const DenseRef& C);
    /// The same from sparse M, F, C (a cost that grows with their nonzeros; the entries stored
    /// in them are kept even where zero, so that the structure, and the sparse factorization's
    /// analysis with it, stays the same from call to call).
    bool computeSaddlePoint(const SparseMatrixD& M, const SparseMatrixD& F, const SparseMatrixD& C);
    /// x = K^-1 r for the K given to compute() (before scaling).
    void solve(const VectorXd& r, VectorXd& x);
    /// Whether the last factorization was the sparse one.
    bool sparse() const { return m_lu.sparse(); }

private:
    Eigen::Index m_first = 0;
    VectorXd m_rowScale, m_colScale, m_r;
    MatrixXd m_K; // the assembled saddle-point matrix when it is factorized as a dense one
    AdaptiveLU<double> m_lu;
    // The rows of a sparse F: row k's column indices and values at [m_rowStart[k],
    // m_rowStart[k + 1]).
    std::vector<int> m_rowStart, m_rowNext, m_rowColumn;
    std::vector<double> m_rowValue;
};

/// Solves the saddle-point system
///     [ M   F^T ] [ a      ]   [ r1 ]
///     [ C   0   ] [ lambda ] = [ r2 ]
/// with force directions F^T (F: m x n) and constraint rows C (m x n), which may be evaluated at
/// different points (half-explicit methods), by an EquilibratedLU. The matrices are dense, or
/// all three sparse (MechanicalSystem::sparseAlgebra()).
class SaddlePointSolver {
public:
    /// Factorizes the matrix; false if it is singular to working precision (a pivot negligible
    /// against the largest entry).
    bool factorize(const DenseRef& M, const DenseRef& F, const DenseRef& C);
    bool factorize(const SparseMatrixD& M, const SparseMatrixD& F, const SparseMatrixD& C);
    void solve(const VectorXd& r1, const VectorXd& r2, VectorXd& a, VectorXd& lambda);
    /// factorize() then solve(); counts one linear solve.
    template <typename MassMatrix, typename ForceRows, typename ConstraintRows>
    bool solve(const MassMatrix& M, const ForceRows& F, const ConstraintRows& C, const VectorXd& r1,
               const VectorXd& r2, VectorXd& a, VectorXd& lambda, EvalCounters& counters) {
        ++counters.linearSolves;
        if (!factorize(M, F, C)) return false;
        solve(r1, r2, a, lambda);
        return true;
    }

private:
    VectorXd m_rhs, m_x;
    EquilibratedLU m_lu;
};

/// Buffers for the functions below (one per integrator run): M and G dense, or sparse for a
/// system with sparseAlgebra().
struct ConstrainedWorkspace {
    MatrixXd M, G;
    SparseMatrixD sparseM, sparseG, sparseHolonomic;
    VectorXd f, g, gt, e, r2, delta, mu, zero;
    SaddlePointSolver kkt;
};

/// Accelerations and multipliers of the index-1 formulation with Baumgarte feedback:
///     [ M  G^T ] [ v'     ]   [ f                                          ]
///     [ G  0   ] [ lambda ] = [ -e - 2 alpha (G v + g_t) - beta^2 g(q, t)  ]
/// so that the residual obeys eps'' + 2 alpha eps' + beta^2 eps = 0 (alpha = beta = 0: the plain
/// index-1 form).
Status accelerations(MechanicalSystem& sys, ConstrainedWorkspace& ws, double t, const ConstVec& q,
                     const ConstVec& v, double alpha, double beta, VectorXd& a, VectorXd& lambda);

/// Projects q onto g(q, t) = 0 by Gauss-Newton steps in the metric of M(q) (the
/// kinetic-energy-minimal correction), at most 5 iterations, until max |g| <= tol.
Status projectPositions(MechanicalSystem& sys, ConstrainedWorkspace& ws, double t, VectorXd& q,
                        const ConstVec& v, double tol);
/// Projects v onto G(q, t) v + g_t = 0 in the metric of M(q) (one linear solve, exact).
Status projectVelocities(MechanicalSystem& sys, ConstrainedWorkspace& ws, double t,
                         const ConstVec& q, VectorXd& v);

/// The lengths of the constraint rows (G's rows, the velocity rows A included) at (t, q).
VectorXd constraintRowLengths(MechanicalSystem& sys, double t, const ConstVec& q);

/// Where the constraint rows at (t, q), each scaled by its length at the start (`startLengths`,
/// from constraintRowLengths()), come close to losing rank (smallest singular value below 1e-2;
/// models of up to 200 rows): words saying so, for the message of a run that failed there; else
/// empty.
std::string rankLossNote(MechanicalSystem& sys, double t, const ConstVec& q,
                         const VectorXd& startLengths);

} // namespace mechlab::core
