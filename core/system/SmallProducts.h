#pragma once

// y += A x and y += A^T x on raw storage, and zeroing. For the small dense matrices of the
// integrators' residuals (M, G: a few to a few dozen rows) written out: Eigen's general
// matrix-vector kernels cost more in set-up than in arithmetic at these sizes. Rows and Cols, where
// the caller knows them at compile time, let the compiler unroll the loops (Eigen::Dynamic: A's
// sizes). Sparse matrices go through Eigen (their sizes as given).

#include <Eigen/Core>
#include <Eigen/SparseCore>

namespace mechlab::core {

/// y += A x for an r x c matrix stored column by column at A (r, c: Rows, Cols where fixed).
template <int Rows = Eigen::Dynamic, int Cols = Eigen::Dynamic>
inline void addProduct(const double* A, Eigen::Index r, Eigen::Index c, const double* x,
                       double* y) {
    const Eigen::Index rows = Rows == Eigen::Dynamic ? r : Rows;
    const Eigen::Index cols = Cols == Eigen::Dynamic ? c : Cols;
    for (Eigen::Index j = 0; j < cols; ++j) {
        const double xj = x[j];
        const double* a = A + j * rows;
        for (Eigen::Index i = 0; i < rows; ++i) y[i] += a[i] * xj;
    }
}

/// y += A^T x for the same.
template <int Rows = Eigen::Dynamic, int Cols = Eigen::Dynamic>
inline void addTransposedProduct(const double* A, Eigen::Index r, Eigen::Index c, const double* x,
                                 double* y) {
    const Eigen::Index rows = Rows == Eigen::Dynamic ? r : Rows;
    const Eigen::Index cols = Cols == Eigen::Dynamic ? c : Cols;
    for (Eigen::Index j = 0; j < cols; ++j) {
        const double* a = A + j * rows;
        double sum = 0.0;
        for (Eigen::Index i = 0; i < rows; ++i) sum += a[i] * x[i];
        y[j] += sum;
    }
}

template <int Rows = Eigen::Dynamic, int Cols = Eigen::Dynamic>
inline void addProduct(const Eigen::MatrixXd& A, const double* x, double* y) {
    addProduct<Rows, Cols>(A.data(), A.rows(), A.cols(), x, y);
}

template <int Rows = Eigen::Dynamic, int Cols = Eigen::Dynamic>
inline void addTransposedProduct(const Eigen::MatrixXd& A, const double* x, double* y) {
    addTransposedProduct<Rows, Cols>(A.data(), A.rows(), A.cols(), x, y);
}

template <int Rows = Eigen::Dynamic, int Cols = Eigen::Dynamic>
inline void addProduct(const Eigen::SparseMatrix<double>& A, const double* x, double* y) {
    Eigen::Map<Eigen::VectorXd>(y, A.rows()).noalias() +=
        A * Eigen::Map<const Eigen::VectorXd>(x, A.cols());
}

template <int Rows = Eigen::Dynamic, int Cols = Eigen::Dynamic>
inline void addTransposedProduct(const Eigen::SparseMatrix<double>& A, const double* x, double* y) {
    Eigen::Map<Eigen::VectorXd>(y, A.cols()).noalias() +=
        A.transpose() * Eigen::Map<const Eigen::VectorXd>(x, A.rows());
}

/// a = 0 with the given size, written out: Eigen's setZero() resizes and fills through its
/// assignment machinery, which costs more than the fill for the few entries of a small model's
/// vectors and blocks (several times per Newton iteration).
template <typename Dense> inline void setZeros(Dense& a, Eigen::Index rows, Eigen::Index cols = 1) {
    if (a.rows() != rows || a.cols() != cols) a.resize(rows, cols);
    typename Dense::Scalar* p = a.data();
    for (Eigen::Index k = 0; k < rows * cols; ++k) p[k] = typename Dense::Scalar(0.0);
}

/// y = A x and y = A^T x (y sized to fit), as addProduct() and addTransposedProduct() add them
/// to zeros; A dense or sparse.
template <typename Matrix>
inline void setProduct(const Matrix& A, const Eigen::VectorXd& x, Eigen::VectorXd& y) {
    setZeros(y, A.rows());
    addProduct(A, x.data(), y.data());
}
template <typename Matrix>
inline void setTransposedProduct(const Matrix& A, const Eigen::VectorXd& x, Eigen::VectorXd& y) {
    setZeros(y, A.cols());
    addTransposedProduct(A, x.data(), y.data());
}

} // namespace mechlab::core
