// The series of one segment of the multistage methods: the Taylor expansion of the mechanical
// DAE's solution from its Taylor coefficients (MSPPA), the Adomian decomposition (ADM) and the
// Pade approximants of a scalar series. The stepping scheme that uses them is in PowerSeries.cpp.

#include "base/Text.h"
#include "integrate/PowerSeries.h"
#include "system/Constrained.h"
#include "system/MechanicalSystem.h"
#include "system/SmallProducts.h"

#include <Eigen/LU>
#include <cmath>
#include <optional>
#include <string>
#include <type_traits>

namespace mechlab::core {

namespace {

// LU of a small square matrix with the pivot check of SaddlePointSolver.
bool factorize(const MatrixXd& A, Eigen::PartialPivLU<MatrixXd>& lu) {
    if (A.rows() == 0) return true;
    lu.compute(A);
    const double scale = A.cwiseAbs().maxCoeff();
    return lu.matrixLU().diagonal().cwiseAbs().minCoeff() > 1e-13 * scale;
}

// The expansion's list of dense or of sparse matrices.
template <typename Matrix>
std::vector<Matrix>& matrices(std::vector<MatrixXd>& dense, std::vector<SparseMatrixD>& sparse) {
    if constexpr (std::is_same_v<Matrix, MatrixXd>)
        return dense;
    else
        return sparse;
}

// `count` zero vectors of the given size, in the storage the list already has.
void zeros(std::vector<VectorXd>& x, std::size_t count, Eigen::Index size) {
    x.resize(count);
    for (VectorXd& v : x) v.setZero(size);
}

} // namespace

template <typename Matrix>
Status expandPowerSeriesWith(MechanicalSystem& sys, double t0, const VectorXd& p0,
                             const VectorXd& v0, int K, PowerSeriesExpansion& out) {
    constexpr bool dense = std::is_same_v<Matrix, MatrixXd>;
    const int n = sys.n(), m = sys.m();
    std::vector<VectorXd>& P = out.p;
    std::vector<VectorXd>& V = out.v;
    std::vector<VectorXd>& Lam = out.lambda;
    std::vector<VectorXd>& Mu = out.mu;
    zeros(P, std::size_t(K + 1), n);
    zeros(V, std::size_t(K + 1), n);
    zeros(Lam, std::size_t(K), m);
    zeros(Mu, std::size_t(K), m);
    std::vector<VectorXd>& Q = out.work.q;
    std::vector<VectorXd>& g = out.work.g;
    std::vector<VectorXd>& f = out.work.f;
    std::vector<VectorXd>& gt = out.work.gt;
    std::vector<Matrix>& M = matrices<Matrix>(out.work.M, out.work.sparseM);
    std::vector<Matrix>& G = matrices<Matrix>(out.work.G, out.work.sparseG);
    zeros(Q, std::size_t(K), n);
    P[0] = p0;
    V[0] = v0;

    // Constant matrices of the segment, factorized once. Dense: M0, S = G0 M0^-1 G0^T and
    // C = G0 G0^T, as docs/methods/msppa.md writes the recursion. Sparse (a large model whose
    // M and G are mostly zeros, where M0^-1 G0^T and S would be dense): the saddle-point
    // matrices [M0 G0^T; G0 0] and [I G0^T; G0 0], whose solves give the same unknowns
    // (below), factorized by a sparse LU.
    sys.setSeriesState(t0, P, V, 0);
    sys.seriesDynamics(M, f);
    sys.seriesJacobian(G, gt);
    const Matrix M0 = M[0], G0 = G[0];
    if (!allFinite(M0) || !allFinite(G0) || !f[0].allFinite())
        return Status::failure(StatusCode::NonFinite, t0, sys.explainNonFinite(t0, p0, v0));
    const auto dependentConstraints = [&] {
        return Status::failure(
            StatusCode::SingularMatrix, t0,
            localized("core", "G M^-1 G^T is singular (are the constraints independent here?)"));
    };
    struct DenseFactors {
        Eigen::PartialPivLU<MatrixXd> luM, luS, luC;
        MatrixXd X; // M0^-1 G0^T
    };
    struct SparseFactors {
        SaddlePointSolver &kktM, &kktI;
    };
    auto factors = [&] {
        if constexpr (dense)
            return DenseFactors{};
        else
            return SparseFactors{out.work.kkt, out.work.kktIdentity};
    }();
    if constexpr (dense) {
        auto& [luM, luS, luC, X] = factors;
        sys.counters.linearSolves += 3; // M0, S and C are factored once per segment
        if (!factorize(M0, luM))
            return Status::failure(StatusCode::SingularMatrix, t0,
                                   localized("core", "the mass matrix M(p) is singular"));
        X = m > 0 ? MatrixXd(luM.solve(G0.transpose())) : MatrixXd(n, 0);
        if (!factorize(G0 * X, luS) || !factorize(G0 * G0.transpose(), luC))
            return dependentConstraints();
    } else {
        auto& [kktM, kktI] = factors;
        sys.counters.linearSolves += m > 0 ? 2 : 1;
        if (!kktM.factorize(M0, G0, G0))
            return Status::failure(
                StatusCode::SingularMatrix, t0,
                localized("core", "the matrix [M G^T; G 0] is singular at the segment start"));
        SparseMatrixD identity(n, n);
        identity.setIdentity();
        if (m > 0 && !kktI.factorize(identity, G0, G0)) return dependentConstraints();
    }
    // The loop's vectors, sized once: each product is formed in one of them and then added, as
    // an expression with a product would form it in a temporary.
    PowerSeriesExpansion::Work& w = out.work;
    w.sigma.setZero(m);
    w.rhs.resize(m);
    w.rho.resize(n);
    w.r.resize(n);
    w.known.resize(m);
    w.productN.resize(n);
    w.productN2.resize(n);
    w.productM.resize(m);
    if constexpr (!dense) {
        w.known.setZero(m); // (read as -k known without constraints too)
        w.zeroN.setZero(n);
    }

    for (int k = 1; k <= K; ++k) {
        const std::size_t uk = std::size_t(k);
        // (a) sigma = [tau^k] g(p(tau), t0 + tau) with p_k still zero: g_k = G0 p_k + sigma.
        if (m > 0) {
            sys.setSeriesState(t0, P, V, k);
            sys.seriesConstraints(g, k, k);
            w.sigma = g[uk];
        }
        // (b) GGL multiplier mu_{k-1}, then the new position coefficient p_k.
        if (m > 0) {
            setProduct(G0, V[uk - 1], w.productM);
            w.rhs = w.productM + double(k) * w.sigma;
            for (int l = 0; l <= k - 2; ++l) {
                setTransposedProduct(G[std::size_t(k - 1 - l)], Mu[std::size_t(l)], w.productN);
                setProduct(G0, w.productN, w.productM);
                w.rhs -= w.productM;
            }
            if constexpr (dense) {
                Mu[uk - 1] = factors.luC.solve(w.rhs);
            } else {
                // [I G0^T; G0 0] [x; mu] = [0; -rhs]: x = -G0^T mu, G0 G0^T mu = rhs.
                w.rhs = -w.rhs;
                factors.kktI.solve(w.zeroN, w.rhs, w.productN, Mu[uk - 1]);
            }
        }
        P[uk] = V[uk - 1];
        for (int l = 0; l <= k - 1; ++l) {
            setTransposedProduct(G[std::size_t(k - 1 - l)], Mu[std::size_t(l)], w.productN);
            P[uk] -= w.productN;
        }
        P[uk] /= double(k);
        // (c) the model's coefficients are now valid: G_0..G_k, M_0..M_{k-1}, f_{k-1} (M and f
        // to degree k - 1 only: their coefficient k waits for v_k). Each is unpacked once, at the
        // degree where it becomes valid (its inputs' coefficients do not change after).
        sys.setSeriesState(t0, P, V, k);
        sys.seriesDynamics(M, f, k - 1, k - 1);
        sys.seriesJacobian(G, gt, k, k);
        w.rho = f[uk - 1];
        for (int l = 0; l <= k - 2; ++l) {
            const std::size_t a = std::size_t(k - 1 - l), b = std::size_t(l);
            setTransposedProduct(G[a], Lam[b], w.productN);
            setProduct(M[a], Q[b], w.productN2);
            w.rho -= w.productN + w.productN2;
        }
        if (m > 0) {
            // Velocity constraint at order k: sum_{l<=k} G_{k-l} v_l + (g_t)_k = 0.
            w.known = gt[uk];
            for (int l = 0; l <= k - 1; ++l) {
                setProduct(G[std::size_t(k - l)], V[std::size_t(l)], w.productM);
                w.known += w.productM;
            }
        }
        // q_{k-1} and lambda_{k-1}: M0 q + G0^T lambda = rho, G0 q = -k known.
        if constexpr (dense) {
            w.r = factors.luM.solve(w.rho);
            if (m > 0) {
                setProduct(G0, w.r, w.productM);
                w.rhs = w.productM + double(k) * w.known;
                Lam[uk - 1] = factors.luS.solve(w.rhs);
                setProduct(factors.X, Lam[uk - 1], w.productN);
                Q[uk - 1] = w.r - w.productN;
            } else {
                Q[uk - 1] = w.r;
            }
        } else {
            w.rhs = -double(k) * w.known;
            factors.kktM.solve(w.rho, w.rhs, Q[uk - 1], Lam[uk - 1]);
        }
        V[uk] = Q[uk - 1] / double(k);
        if (!P[uk].allFinite() || !V[uk].allFinite() || (m > 0 && !Lam[uk - 1].allFinite()))
            return Status::failure(
                StatusCode::NonFinite, t0,
                localized("core", "Taylor coefficient %1 is not finite (a formula has no series at "
                                  "this state, e.g. sqrt or log at 0, or a non-smooth point)")
                    .arg(std::to_string(k)));
    }
    return {};
}

std::optional<PadeApproximant> PadeApproximant::build(const std::vector<double>& c, int L, int M) {
    auto coeff = [&](int k) { return k < 0 || k >= int(c.size()) ? 0.0 : c[std::size_t(k)]; };
    // Denominator: sum_{j=1..M} b_j c_{L+i-j} = -c_{L+i}, i = 1..M.
    MatrixXd T(M, M);
    VectorXd rhs(M);
    for (int r = 1; r <= M; ++r) {
        for (int j = 1; j <= M; ++j) T(r - 1, j - 1) = coeff(L + r - j);
        rhs[r - 1] = -coeff(L + r);
    }
    PadeApproximant a;
    a.denominator.assign(std::size_t(M + 1), 0.0);
    a.denominator[0] = 1.0;
    if (M > 0) {
        const Eigen::FullPivLU<MatrixXd> lu(T);
        if (lu.rank() < M || lu.rcond() < 1e-12) return std::nullopt;
        const VectorXd b = lu.solve(rhs);
        for (int j = 1; j <= M; ++j) a.denominator[std::size_t(j)] = b[j - 1];
    }
    // Numerator: a_i = sum_{j=0..min(i,M)} b_j c_{i-j}, i = 0..L.
    a.numerator.assign(std::size_t(L + 1), 0.0);
    for (int i = 0; i <= L; ++i)
        for (int j = 0; j <= std::min(i, M); ++j)
            a.numerator[std::size_t(i)] += a.denominator[std::size_t(j)] * coeff(i - j);
    return a;
}

namespace {
double polynomial(const std::vector<double>& p, double tau) {
    double s = 0.0;
    for (std::size_t k = p.size(); k-- > 0;) s = s * tau + p[k];
    return s;
}
} // namespace

double PadeApproximant::operator()(double tau) const {
    return polynomial(numerator, tau) / polynomial(denominator, tau);
}

double PadeApproximant::denominatorAt(double tau) const {
    return polynomial(denominator, tau);
}

template <typename Matrix>
Status expandAdomianWith(MechanicalSystem& sys, double t0, const VectorXd& p0, const VectorXd& v0,
                         int N, PowerSeriesExpansion& out) {
    const int n = sys.n(), m = sys.m();
    std::vector<VectorXd>& P = out.p;
    std::vector<VectorXd>& Lam = out.lambda;
    zeros(P, std::size_t(N + 1), n);
    zeros(Lam, std::size_t(std::max(0, N - 1)), m);
    out.mu.clear();
    P[0] = p0;
    P[1] = v0;
    std::vector<VectorXd>& V = out.work.q; // p's derivative's coefficients
    std::vector<VectorXd>& A = out.work.a;
    zeros(V, std::size_t(N + 1), n);
    zeros(A, std::size_t(N), n);
    std::vector<VectorXd>& f = out.work.f;
    std::vector<VectorXd>& g = out.work.g;
    std::vector<VectorXd>& gt = out.work.gt;
    std::vector<Matrix>& M = matrices<Matrix>(out.work.M, out.work.sparseM);
    std::vector<Matrix>& G = matrices<Matrix>(out.work.G, out.work.sparseG);

    // The constant KKT matrix K0 = [M(p0) G(p0)^T; G(p0) 0], factored once (by a sparse LU
    // where M and G are sparse).
    sys.setSeriesState(t0, P, V, 0);
    sys.seriesDynamics(M, f);
    sys.seriesJacobian(G, gt);
    if (!allFinite(M[0]) || !allFinite(G[0]) || !f[0].allFinite())
        return Status::failure(StatusCode::NonFinite, t0, sys.explainNonFinite(t0, p0, v0));
    SaddlePointSolver& kkt = out.work.kkt;
    ++sys.counters.linearSolves;
    if (!kkt.factorize(M[0], G[0], G[0]))
        return Status::failure(
            StatusCode::SingularMatrix, t0,
            localized("core", "the matrix [M G^T; G 0] is singular at the segment start"));
    PowerSeriesExpansion::Work& w = out.work; // the loop's vectors, as in expandPowerSeries()
    w.r.resize(n);
    w.productN.resize(n);
    w.rhs.resize(m);
    for (int d = 2; d <= N; ++d) {
        const int k = d - 2;
        const std::size_t uk = std::size_t(k);
        // Known series: p to degree d-1, v = p' to degree d-2, accelerations A_l =
        // (l+2)(l+1)P_{l+2}.
        for (int j = 0; j + 1 <= d - 1; ++j) {
            const double factor = double(j + 1), *from = P[std::size_t(j + 1)].data();
            double* to = V[std::size_t(j)].data();
            for (int i = 0; i < n; ++i) to[i] = factor * from[i];
        }
        // M, f and G to degree k only (what the sums below take; their higher coefficients
        // wait for p_{k+1}, p_{k+2}), g to degree d; each unpacked from the coefficient that is
        // new (the lower ones are the earlier calls').
        sys.setSeriesState(t0, P, V, d);
        sys.seriesDynamics(M, f, k, k);
        if (m > 0) {
            sys.seriesJacobian(G, gt, k, k);
            sys.seriesConstraints(g, d, d);
        }
        // r = [tau^k] { f - G^T lambda - (M - M0) A } over the known coefficients.
        w.r = f[uk];
        for (int l = 0; l < k; ++l) {
            setProduct(M[std::size_t(k - l)], A[std::size_t(l)], w.productN);
            w.r -= w.productN;
            if (m == 0) continue;
            setTransposedProduct(G[std::size_t(k - l)], Lam[std::size_t(l)], w.productN);
            w.r -= w.productN;
        }
        // c = -d(d-1) [tau^d] g with p_d still zero.
        if (m > 0) w.rhs = -double(d) * double(d - 1) * g[std::size_t(d)];
        kkt.solve(w.r, w.rhs, A[uk], Lam[uk]);
        P[std::size_t(d)] = A[uk] / (double(d) * double(d - 1));
        if (!P[std::size_t(d)].allFinite() || !Lam[uk].allFinite())
            return Status::failure(
                StatusCode::NonFinite, t0,
                localized("core", "Taylor coefficient %1 is not finite (a formula has no series at "
                                  "this state, e.g. sqrt or log at 0, or a non-smooth point)")
                    .arg(std::to_string(d)));
    }
    zeros(out.v, std::size_t(N), n);
    for (int j = 0; j < N; ++j) out.v[std::size_t(j)] = double(j + 1) * P[std::size_t(j + 1)];
    return {};
}

template Status expandPowerSeriesWith<MatrixXd>(MechanicalSystem&, double, const VectorXd&,
                                                const VectorXd&, int, PowerSeriesExpansion&);
template Status expandPowerSeriesWith<SparseMatrixD>(MechanicalSystem&, double, const VectorXd&,
                                                     const VectorXd&, int, PowerSeriesExpansion&);
template Status expandAdomianWith<MatrixXd>(MechanicalSystem&, double, const VectorXd&,
                                            const VectorXd&, int, PowerSeriesExpansion&);
template Status expandAdomianWith<SparseMatrixD>(MechanicalSystem&, double, const VectorXd&,
                                                 const VectorXd&, int, PowerSeriesExpansion&);

Status expandPowerSeries(MechanicalSystem& sys, double t0, const VectorXd& p0, const VectorXd& v0,
                         int K, PowerSeriesExpansion& out) {
    return sys.sparseAlgebra() ? expandPowerSeriesWith<SparseMatrixD>(sys, t0, p0, v0, K, out)
                               : expandPowerSeriesWith<MatrixXd>(sys, t0, p0, v0, K, out);
}

Status expandAdomian(MechanicalSystem& sys, double t0, const VectorXd& p0, const VectorXd& v0,
                     int N, PowerSeriesExpansion& out) {
    return sys.sparseAlgebra() ? expandAdomianWith<SparseMatrixD>(sys, t0, p0, v0, N, out)
                               : expandAdomianWith<MatrixXd>(sys, t0, p0, v0, N, out);
}

} // namespace mechlab::core
