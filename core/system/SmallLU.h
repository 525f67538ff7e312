#pragma once

// LU factorization with partial pivoting for the small dense systems of the integrators: the
// blocks of the implicit methods' Newton systems (n + m unknowns, real or complex) and the
// saddle-point systems [M G^T; G 0]. Unblocked, in place, without allocation once
// the size is known: below a few dozen unknowns Eigen's blocked PartialPivLU spends most of its
// time on bookkeeping. Pivots are chosen by |Re| + |Im|, as LAPACK's izamax does, instead of the
// modulus (one hypot per comparison), and complex products are written out: std::complex's
// operators check every result for NaN (C99 Annex G) and divide through a library call.

#include "system/FixedSize.h"

#include <Eigen/Core>
#include <cmath>
#include <complex>
#include <type_traits>
#include <utility>
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
    template <typename Derived>
    bool compute(const Eigen::MatrixBase<Derived>& A, double relativePivot = 1e-14) {
        const Eigen::Index n = A.rows();
        m_lu = A;
        m_pivot.resize(std::size_t(n));
        m_inverseDiagonal.resize(n);
        return bySize(n, [&](auto size) { return factorize<size()>(n, relativePivot); });
    }

    /// x = A^-1 b for the A given to compute().
    void solve(const Vector& b, Vector& x) const {
        x = b;
        solveInPlace(x.data());
    }

    /// y = A^-1 y, for y of A's size on raw storage.
    void solveInPlace(Scalar* y) const {
        const Eigen::Index n = m_lu.rows();
        bySize(n, [&](auto size) {
            substitute<size()>(n, y);
            return true;
        });
    }

private:
    using Complex = std::complex<double>;

    // The size as a compile-time constant up to 16 (Eigen::Dynamic above), so that the compiler
    // unrolls the loops: those of a 3 x 3 system run one to three times, and their bookkeeping
    // cost more than their arithmetic (the two-link robot's saddle-point matrices and Newton
    // blocks are 3 x 3, Andrews' mechanism's 13 x 13). The same operations in the same order
    // either way.
    static constexpr int kFixedSizes = 16;
    template <typename F> static bool bySize(Eigen::Index n, F&& f) {
        return byFixedSize<kFixedSizes>(n, std::forward<F>(f));
    }

    // Above 4 x 4 the factorization is a function of its own, not inlined into the size
    // dispatch. Each file that uses SmallLU compiles its own copy of the dispatch and the
    // factorization, and the linker keeps one; inlined, the copies differed with what else
    // their file held: a change in the implicit Runge-Kutta file alone moved HEM4's
    // instructions per step on Andrews' mechanism (13 x 13 saddle points) by 2.5 %. Apart, the
    // same change moved them by 0.1 %, and HEM4 there takes 4 % less CPU time than with the copy
    // the linker had kept.
    static constexpr int kInlineSizes = 4;
    template <int Size> bool factorize(Eigen::Index rows, double relativePivot) {
        if constexpr (Size != Eigen::Dynamic && Size <= kInlineSizes)
            return factorizeBody<Size>(rows, relativePivot);
        else
            return factorizeApart<Size>(rows, relativePivot);
    }
    template <int Size>
    [[gnu::noinline]] bool factorizeApart(Eigen::Index rows, double relativePivot) {
        return factorizeBody<Size>(rows, relativePivot);
    }

    template <int Size> bool factorizeBody(Eigen::Index rows, double relativePivot) {
        const Eigen::Index n = Size == Eigen::Dynamic ? rows : Size;
        // On raw column-major storage: with Eigen's element access the compiler reloads the
        // matrix's data and stride around stores (a tenth of the cost of a 3 x 3 system).
        Scalar* a = m_lu.data();
        Scalar* inverseDiagonal = m_inverseDiagonal.data();
        // Zeroed here, where n is a compile-time constant for small sizes (setZero() is a
        // memset call).
        for (Eigen::Index k = 0; k < n; ++k) inverseDiagonal[k] = Scalar(0.0);
        auto at = [a, n](Eigen::Index i, Eigen::Index j) -> Scalar& { return a[i + j * n]; };
        double largest = 0.0;
        for (Eigen::Index k = 0; k < n * n; ++k) largest = std::max(largest, pivotSize(a[k]));
        double smallestPivot = n > 0 ? pivotSize(a[0]) : 0.0;
        for (Eigen::Index k = 0; k < n; ++k) {
            Scalar* column = a + k * n;
            Eigen::Index p = k;
            double best = pivotSize(column[k]);
            for (Eigen::Index i = k + 1; i < n; ++i)
                if (const double size = pivotSize(column[i]); size > best) {
                    best = size;
                    p = i;
                }
            m_pivot[std::size_t(k)] = int(p);
            if (p != k)
                for (Eigen::Index j = 0; j < n; ++j) std::swap(at(k, j), at(p, j));
            smallestPivot = k == 0 ? best : std::min(smallestPivot, best);
            if (best == 0.0) continue;
            const Scalar inverse = reciprocal(column[k]);
            inverseDiagonal[k] = inverse;
            for (Eigen::Index i = k + 1; i < n; ++i) column[i] = times(column[i], inverse);
            for (Eigen::Index j = k + 1; j < n; ++j) {
                Scalar* target = a + j * n;
                const Scalar akj = target[k];
                if (akj == Scalar(0.0)) continue;
                for (Eigen::Index i = k + 1; i < n; ++i) subtractProduct(target[i], column[i], akj);
            }
        }
        return smallestPivot > relativePivot * largest;
    }

    template <int Size> void substitute(Eigen::Index rows, Scalar* y) const {
        const Eigen::Index n = Size == Eigen::Dynamic ? rows : Size;
        const Scalar* a = m_lu.data();
        for (Eigen::Index k = 0; k < n; ++k)
            if (const int p = m_pivot[std::size_t(k)]; p != k) std::swap(y[k], y[p]);
        for (Eigen::Index j = 0; j < n; ++j) {
            const Scalar xj = y[j];
            if (xj == Scalar(0.0)) continue;
            const Scalar* column = a + j * n;
            for (Eigen::Index i = j + 1; i < n; ++i) subtractProduct(y[i], column[i], xj);
        }
        for (Eigen::Index j = n - 1; j >= 0; --j) {
            y[j] = times(y[j], m_inverseDiagonal[j]);
            const Scalar xj = y[j];
            const Scalar* column = a + j * n;
            for (Eigen::Index i = 0; i < j; ++i) subtractProduct(y[i], column[i], xj);
        }
    }
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
