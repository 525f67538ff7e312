#pragma once

// LU factorization of a square matrix that chooses its storage: a large matrix that is mostly
// zeros (the Newton and saddle-point matrices of a model with many bodies, each coupled to a
// few others) is factorized as a sparse one, by Eigen's supernodal SparseLU with a fill-reducing
// column order (COLAMD), so that its cost grows with the nonzeros and their fill instead of the
// cube of the size; anything else by the dense SmallLU. Both report a matrix singular to working
// precision the same way: a pivot at most `relativePivot` times the largest entry.

#include "system/SmallLU.h"

#include <Eigen/SparseCore>
#include <Eigen/SparseLU>
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <type_traits>
#include <vector>

namespace mechlab::core {

template <typename Scalar> class AdaptiveLU {
public:
    using Matrix = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;
    using Vector = Eigen::Matrix<Scalar, Eigen::Dynamic, 1>;

    /// From this size on, a matrix with at most kSparseDensity of its entries nonzero is
    /// factorized as a sparse one. (The crossing point measured on the saddle-point matrices of
    /// a chain of links, bench_chain: sizes 48 to 72.)
    static constexpr Eigen::Index kSparseFrom = 60;
    static constexpr double kSparseDensity = 0.05;

    /// Whether a matrix of this size with this many nonzeros is factorized as a sparse one.
    static bool sparseFor(Eigen::Index size, std::size_t nonzeros) {
        return size >= kSparseFrom &&
               double(nonzeros) <= kSparseDensity * double(size) * double(size);
    }

    /// Factorizes A; false if it is singular to working precision.
    bool compute(const Matrix& A, double relativePivot) {
        const Eigen::Index size = A.rows();
        if (size >= kSparseFrom) {
            const std::size_t nonzeros = std::size_t((A.array() != Scalar(0.0)).count());
            if (sparseFor(size, nonzeros)) {
                Compressed& c = startCompressed();
                for (Eigen::Index j = 0; j < size; ++j) {
                    c.outer.push_back(int(c.inner.size()));
                    for (Eigen::Index i = 0; i < size; ++i)
                        if (const Scalar x = A(i, j); x != Scalar(0.0)) push(c, i, x);
                }
                return computeCompressed(relativePivot);
            }
        }
        m_sparse = false;
        return m_dense.compute(A, relativePivot);
    }

    /// The same for a matrix given as a sparse one (dense when it has too many nonzeros).
    bool compute(const Eigen::SparseMatrix<Scalar>& A, double relativePivot) {
        const Eigen::Index size = A.rows();
        if (!sparseFor(size, std::size_t(A.nonZeros()))) {
            m_sparse = false;
            return m_dense.compute(Matrix(A), relativePivot);
        }
        Compressed& c = startCompressed();
        for (Eigen::Index j = 0; j < size; ++j) {
            c.outer.push_back(int(c.inner.size()));
            for (typename Eigen::SparseMatrix<Scalar>::InnerIterator it(A, j); it; ++it)
                push(c, it.row(), it.value());
        }
        return computeCompressed(relativePivot);
    }

    /// The matrix column by column (compressed sparse columns), for a caller that assembles it
    /// without a dense copy: startCompressed(), then per column j outer.push_back(inner.size())
    /// and push() of its nonzeros in increasing row order, then computeCompressed().
    struct Compressed {
        std::vector<int> outer, inner;
        std::vector<Scalar> values;
        double largest = 0.0;
    };
    Compressed& startCompressed() {
        m_c.outer.clear();
        m_c.inner.clear();
        m_c.values.clear();
        m_c.largest = 0.0;
        return m_c;
    }
    static void push(Compressed& c, Eigen::Index row, Scalar x) {
        c.inner.push_back(int(row));
        c.values.push_back(x);
        c.largest = std::max(c.largest, pivotSize(x));
    }
    bool computeCompressed(double relativePivot) {
        m_sparse = true;
        const Eigen::Index size = Eigen::Index(m_c.outer.size());
        m_c.outer.push_back(int(m_c.inner.size()));
        // The pattern analysis (the column order) is kept while the pattern stays the same, as
        // it does from step to step.
        const bool samePattern =
            m_analyzed && m_S.rows() == size && Eigen::Index(m_c.inner.size()) == m_S.nonZeros() &&
            std::equal(m_c.outer.begin(), m_c.outer.end(), m_S.outerIndexPtr()) &&
            std::equal(m_c.inner.begin(), m_c.inner.end(), m_S.innerIndexPtr());
        if (!samePattern) {
            m_S.resize(size, size);
            m_S.resizeNonZeros(Eigen::Index(m_c.inner.size()));
            std::copy(m_c.outer.begin(), m_c.outer.end(), m_S.outerIndexPtr());
            std::copy(m_c.inner.begin(), m_c.inner.end(), m_S.innerIndexPtr());
        }
        std::copy(m_c.values.begin(), m_c.values.end(), m_S.valuePtr());
        if (!m_lu) m_lu = std::make_unique<typename decltype(m_lu)::element_type>();
        if (!samePattern) {
            m_lu->analyzePattern(m_S);
            m_analyzed = true;
        }
        m_lu->factorize(m_S);
        if (m_lu->info() != Eigen::Success) return false;
        // The pivots are the diagonal of U, stored with the supernodes of L (where Eigen's own
        // determinant reads them).
        double smallest = std::numeric_limits<double>::infinity();
        const auto& supernodes = m_lu->matrixL().m_mapL;
        using Supernodes = std::decay_t<decltype(supernodes)>;
        for (Eigen::Index j = 0; j < size; ++j)
            for (typename Supernodes::InnerIterator it(supernodes, j); it; ++it)
                if (it.row() == j) {
                    smallest = std::min(smallest, pivotSize(it.value()));
                    break;
                }
        return smallest > relativePivot * m_c.largest;
    }

    /// x = A^-1 b for the matrix factorized last.
    void solve(const Vector& b, Vector& x) const {
        if (m_sparse)
            x = m_lu->solve(b);
        else
            m_dense.solve(b, x);
    }

    /// y = A^-1 y: in place for the dense factorization (no copy of y, see SmallLU); the
    /// sparse one solves into a kept vector and exchanges it with y (no allocation from the
    /// second call on).
    void solveInPlace(Vector& y) const {
        if (m_sparse) {
            m_solved = m_lu->solve(y);
            y.swap(m_solved);
        } else {
            m_dense.solveInPlace(y.data());
        }
    }

    /// Whether the last factorization was the sparse one.
    bool sparse() const { return m_sparse; }

private:
    bool m_sparse = false;
    SmallLU<Scalar> m_dense;
    mutable Vector m_solved; // the sparse solve's result before solveInPlace() exchanges it
    Compressed m_c;
    Eigen::SparseMatrix<Scalar> m_S;
    // Made at the first sparse factorization (it can be neither copied nor moved).
    std::unique_ptr<Eigen::SparseLU<Eigen::SparseMatrix<Scalar>, Eigen::COLAMDOrdering<int>>> m_lu;
    bool m_analyzed = false; // m_lu knows the pattern of m_S
};

} // namespace mechlab::core
