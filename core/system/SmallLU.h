#pragma once

// LU factorization with partial pivoting for the small dense systems of the integrators: the
// blocks of the implicit methods' Newton systems (n + m unknowns, real or complex) and the
// saddle-point systems [M G^T; G 0]. Unblocked, in place, without allocation once
// the size is known: below a few dozen unknowns Eigen's blocked PartialPivLU spends most of its
// time on bookkeeping. Pivots are chosen by |Re| + |Im|, as LAPACK's izamax does, instead of the
// modulus (one hypot per comparison), and complex products are written out: std::complex's
// operators check every result for NaN (C99 Annex G) and divide through a library call.

#include <Eigen/Core>
#include <cmath>
#include <complex>
#include <vector>

namespace mechlab::core {

/// The size by which pivots are compared and judged negligible: |a|, or |Re| + |Im|.
inline double pivotSize(double a) {
    return std::abs(a);
}
inline double pivotSize(const std::complex<double>& a) {
    return std::abs(a.real()) + std::abs(a.imag());
}

template <typename Scalar> class SmallLU {
public:
    using Matrix = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;
    using Vector = Eigen::Matrix<Scalar, Eigen::Dynamic, 1>;

    /// Factorizes A; false if a pivot is negligible (at most `relativePivot` times the largest
    /// entry of A), the matrix singular to working precision.
    bool compute(const Matrix& A, double relativePivot = 1e-14) {
        const Eigen::Index n = A.rows();
        m_lu = A;
        m_pivot.resize(std::size_t(n));
        m_inverseDiagonal.setZero(n);
        double largest = 0.0;
        for (Eigen::Index j = 0; j < n; ++j)
            for (Eigen::Index i = 0; i < n; ++i) largest = std::max(largest, pivotSize(m_lu(i, j)));
        double smallestPivot = n > 0 ? pivotSize(m_lu(0, 0)) : 0.0;
        for (Eigen::Index k = 0; k < n; ++k) {
            Eigen::Index p = k;
            double best = pivotSize(m_lu(k, k));
            for (Eigen::Index i = k + 1; i < n; ++i)
                if (const double a = pivotSize(m_lu(i, k)); a > best) {
                    best = a;
                    p = i;
                }
            m_pivot[std::size_t(k)] = int(p);
            if (p != k) m_lu.row(k).swap(m_lu.row(p));
            smallestPivot = k == 0 ? best : std::min(smallestPivot, best);
            if (best == 0.0) continue;
            const Scalar inverse = reciprocal(m_lu(k, k));
            m_inverseDiagonal[k] = inverse;
            for (Eigen::Index i = k + 1; i < n; ++i) m_lu(i, k) = times(m_lu(i, k), inverse);
            for (Eigen::Index j = k + 1; j < n; ++j) {
                const Scalar akj = m_lu(k, j);
                if (akj == Scalar(0.0)) continue;
                for (Eigen::Index i = k + 1; i < n; ++i)
                    subtractProduct(m_lu(i, j), m_lu(i, k), akj);
            }
        }
        return smallestPivot > relativePivot * largest;
    }

    /// x = A^-1 b for the A given to compute().
    void solve(const Vector& b, Vector& x) const {
        const Eigen::Index n = m_lu.rows();
        x = b;
        for (Eigen::Index k = 0; k < n; ++k)
            if (const int p = m_pivot[std::size_t(k)]; p != k) std::swap(x[k], x[p]);
        for (Eigen::Index j = 0; j < n; ++j) {
            const Scalar xj = x[j];
            if (xj == Scalar(0.0)) continue;
            for (Eigen::Index i = j + 1; i < n; ++i) subtractProduct(x[i], m_lu(i, j), xj);
        }
        for (Eigen::Index j = n - 1; j >= 0; --j) {
            x[j] = times(x[j], m_inverseDiagonal[j]);
            const Scalar xj = x[j];
            for (Eigen::Index i = 0; i < j; ++i) subtractProduct(x[i], m_lu(i, j), xj);
        }
    }

private:
    using Complex = std::complex<double>;
    static double times(double a, double b) { return a * b; }
    static Complex times(const Complex& a, const Complex& b) {
        return {a.real() * b.real() - a.imag() * b.imag(),
                a.real() * b.imag() + a.imag() * b.real()};
    }
    static void subtractProduct(double& a, double l, double b) { a -= l * b; }
    static void subtractProduct(Complex& a, const Complex& l, const Complex& b) {
        a = {a.real() - (l.real() * b.real() - l.imag() * b.imag()),
             a.imag() - (l.real() * b.imag() + l.imag() * b.real())};
    }
    static double reciprocal(double a) { return 1.0 / a; }
    // 1 / a by Smith's algorithm (no overflow in |a|^2).
    static Complex reciprocal(const Complex& a) {
        if (std::abs(a.real()) >= std::abs(a.imag())) {
            const double r = a.imag() / a.real(), d = a.real() + a.imag() * r;
            return {1.0 / d, -r / d};
        }
        const double r = a.real() / a.imag(), d = a.imag() + a.real() * r;
        return {r / d, -1.0 / d};
    }

    Matrix m_lu;
    Vector m_inverseDiagonal;
    std::vector<int> m_pivot;
};

} // namespace mechlab::core
