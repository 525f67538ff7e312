#include "linear/Pencil.h"

#include "base/Text.h"

#include <Eigen/Dense>
#include <Eigen/SVD>
#include <algorithm>
#include <cmath>
#include <complex>
#include <limits>

namespace mechlab::core {

using Eigen::MatrixXd;
using Eigen::VectorXd;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Records one rank decision in the gap.
void noteSingularValues(const VectorXd& sigma, double tol, RankGap& gap) {
    for (Eigen::Index i = 0; i < sigma.size(); ++i) {
        if (sigma[i] > tol)
            gap.smallestKept =
                std::isnan(gap.smallestKept) ? sigma[i] : std::min(gap.smallestKept, sigma[i]);
        else
            gap.largestDiscarded = std::isnan(gap.largestDiscarded)
                                       ? sigma[i]
                                       : std::max(gap.largestDiscarded, sigma[i]);
    }
}

int rankOf(const VectorXd& sigma, double tol) {
    int r = 0;
    for (Eigen::Index i = 0; i < sigma.size(); ++i) r += sigma[i] > tol ? 1 : 0;
    return r;
}

// An orthonormal basis of im(M Q).
MatrixXd image(const MatrixXd& M, const MatrixXd& Q, double tol, RankGap& gap) {
    if (Q.cols() == 0 || M.rows() == 0) return MatrixXd(M.rows(), 0);
    const MatrixXd MQ = M * Q;
    Eigen::JacobiSVD<MatrixXd> svd(MQ, Eigen::ComputeFullU);
    noteSingularValues(svd.singularValues(), tol, gap);
    const int r = rankOf(svd.singularValues(), tol);
    return svd.matrixU().leftCols(r);
}

// An orthonormal basis of { x : M x in im(B) } for B with orthonormal columns.
MatrixXd preimage(const MatrixXd& M, const MatrixXd& B, double tol, RankGap& gap) {
    MatrixXd X = M;
    if (B.cols() > 0) X -= B * (B.transpose() * M);
    if (X.rows() == 0) return MatrixXd::Identity(M.cols(), M.cols());
    Eigen::JacobiSVD<MatrixXd> svd(X, Eigen::ComputeFullV);
    noteSingularValues(svd.singularValues(), tol, gap);
    const int r = rankOf(svd.singularValues(), tol);
    return svd.matrixV().rightCols(M.cols() - r);
}

// An orthonormal basis of the intersection of im U and im V (orthonormal bases).
MatrixXd intersection(const MatrixXd& U, const MatrixXd& V, double tol, RankGap& gap) {
    if (U.cols() == 0 || V.cols() == 0) return MatrixXd(U.rows(), 0);
    const MatrixXd outside = V - U * (U.transpose() * V); // the part of V off im U
    const MatrixXd kernel = preimage(outside, MatrixXd(U.rows(), 0), tol, gap);
    return image(V, kernel, tol, gap);
}

// An orthonormal basis of the orthogonal complement of im S inside im B (S inside B).
MatrixXd complementIn(const MatrixXd& S, const MatrixXd& B, double tol, RankGap& gap) {
    MatrixXd rest = B;
    if (S.cols() > 0) rest -= S * (S.transpose() * B);
    return image(rest, MatrixXd::Identity(B.cols(), B.cols()), tol, gap);
}

int numericalRank(const MatrixXd& M, double tol, RankGap& gap) {
    if (M.size() == 0) return 0;
    Eigen::JacobiSVD<MatrixXd> svd(M);
    noteSingularValues(svd.singularValues(), tol, gap);
    return rankOf(svd.singularValues(), tol);
}

double spectralNorm(const MatrixXd& M) {
    if (M.size() == 0) return 0.0;
    Eigen::JacobiSVD<MatrixXd> svd(M);
    return svd.singularValues()[0];
}

// Smallest k >= 1 with N^k = 0 numerically (relative to max(1, |N|)^k), 0 for an empty N.
int nilpotencyIndex(const MatrixXd& N, double tol) {
    if (N.rows() == 0) return 0;
    const double scale = std::max(1.0, spectralNorm(N));
    MatrixXd P = N;
    for (int k = 1; k <= N.rows(); ++k) {
        if (spectralNorm(P) <= tol * std::pow(scale, k)) return k;
        P = P * N;
    }
    return int(N.rows()); // not nilpotent to the tolerance: the largest possible index
}

// B.3's tolerance for an m x n pencil whose largest singular value (at least 1) is sigma.
double rankTolerance(const MatrixXd& E, double sigma, double kappa) {
    return double(std::max(E.rows(), E.cols())) * std::numeric_limits<double>::epsilon() * sigma *
           kappa;
}

} // namespace

double pencilRankTolerance(const MatrixXd& E, const MatrixXd& A, double kappa) {
    return rankTolerance(E, std::max({spectralNorm(E), spectralNorm(A), 1.0}), kappa);
}

WongSequences wongSequences(const MatrixXd& E, const MatrixXd& A, double kappa) {
    const Eigen::Index n = E.cols();
    WongSequences w;
    w.gap = {pencilRankTolerance(E, A, kappa), kNaN, kNaN};
    const double tol = w.gap.tolerance;

    // V decreases from R^n: stationary as soon as the dimension stops changing.
    MatrixXd V = MatrixXd::Identity(n, n);
    w.vDimensions.push_back(int(n));
    for (Eigen::Index step = 0; step <= n; ++step) {
        MatrixXd next = preimage(A, image(E, V, tol, w.gap), tol, w.gap);
        if (next.cols() == V.cols()) break;
        V = std::move(next);
        w.vDimensions.push_back(int(V.cols()));
    }
    // W increases from {0}.
    MatrixXd W(n, 0);
    w.wDimensions.push_back(0);
    for (Eigen::Index step = 0; step <= n; ++step) {
        MatrixXd next = preimage(E, image(A, W, tol, w.gap), tol, w.gap);
        if (next.cols() == W.cols()) break;
        W = std::move(next);
        w.wDimensions.push_back(int(W.cols()));
    }
    w.vStar = std::move(V);
    w.wStar = std::move(W);
    return w;
}

QuasiWeierstrass quasiWeierstrass(const MatrixXd& E, const MatrixXd& A, const MatrixXd& V,
                                  const MatrixXd& W) {
    QuasiWeierstrass q;
    const Eigen::Index n = E.cols();
    q.n1 = int(V.cols());
    q.n2 = int(W.cols());
    q.T.resize(n, n);
    q.T << V, W;
    MatrixXd EVAW(n, n);
    EVAW << E * V, A * W;
    q.S = EVAW.fullPivLu().inverse();
    q.Tinv = q.T.fullPivLu().inverse();
    const MatrixXd SAT = q.S * A * q.T, SET = q.S * E * q.T;
    q.J = SAT.topLeftCorner(q.n1, q.n1);
    q.N = SET.bottomRightCorner(q.n2, q.n2);
    q.index = nilpotencyIndex(q.N, 1e3 * std::numeric_limits<double>::epsilon() * double(n));

    MatrixXd top = MatrixXd::Zero(n, n), bottom = MatrixXd::Zero(n, n);
    top.topLeftCorner(q.n1, q.n1).setIdentity();
    bottom.bottomRightCorner(q.n2, q.n2).setIdentity();
    q.Pi = q.T * top * q.Tinv;
    q.PiDiff = q.T * top * q.S;
    q.PiImp = q.T * bottom * q.S;
    q.ADiff = q.PiDiff * A;
    q.EImp = q.PiImp * E;
    return q;
}

PencilAnalysis analyzePencil(const MatrixXd& E, const MatrixXd& A, double kappa) {
    PencilAnalysis p;
    p.rows = int(E.rows());
    p.cols = int(E.cols());
    if (!E.allFinite() || !A.allFinite()) {
        p.reason = localized("core", "E or A has entries that are not finite numbers (a division "
                                     "by zero or a domain error in a coefficient formula at these "
                                     "parameter values?)");
        return p;
    }
    p.wong = wongSequences(E, A, kappa);
    const int n = p.cols;
    const int n1 = int(p.wong.vStar.cols()), n2 = int(p.wong.wStar.cols());

    // Parts of the quasi-Kronecker form (B.4): an underdetermined block exists iff V* and W*
    // intersect, an overdetermined one iff E V* + A W* is not the whole R^m. Ranks of products
    // with E and A use B.3's tolerance; ranks of orthonormal bases alone are scale-free and use
    // it with sigma = 1 (the scaled one exceeds 1 for |E|, |A| beyond ~1e14 and would discard
    // whole bases).
    const double tol = p.wong.gap.tolerance;
    const double basisTol = rankTolerance(E, 1.0, kappa);
    MatrixXd VW(n, n1 + n2), EVAW(p.rows, n1 + n2);
    VW << p.wong.vStar, p.wong.wStar;
    EVAW << E * p.wong.vStar, A * p.wong.wStar;
    const int rankVW = numericalRank(VW, basisTol, p.wong.gap);
    const int rankEVAW = numericalRank(EVAW, tol, p.wong.gap);
    const bool under = rankVW < n1 + n2, over = rankEVAW < p.rows;
    {
        QuasiKronecker& k = p.qkf;
        RankGap& gap = p.wong.gap;
        const MatrixXd P1 = intersection(p.wong.vStar, p.wong.wStar, basisTol, gap);
        const MatrixXd sum1 = image(VW, MatrixXd::Identity(VW.cols(), VW.cols()), basisTol, gap);
        const MatrixXd R1 = complementIn(P1, sum1, basisTol, gap);
        const MatrixXd Q1 = complementIn(sum1, MatrixXd::Identity(n, n), basisTol, gap);
        const MatrixXd EV = image(E, p.wong.vStar, tol, gap), AW = image(A, p.wong.wStar, tol, gap);
        const MatrixXd P2 = intersection(EV, AW, basisTol, gap);
        const MatrixXd sum2 = image(EVAW, MatrixXd::Identity(EVAW.cols(), EVAW.cols()), tol, gap);
        const MatrixXd R2 = complementIn(P2, sum2, basisTol, gap);
        const MatrixXd Q2 = complementIn(sum2, MatrixXd::Identity(p.rows, p.rows), basisTol, gap);
        if (P1.cols() + R1.cols() + Q1.cols() != n || P2.cols() + R2.cols() + Q2.cols() != p.rows) {
            // Rank decisions that contradict each other: no reliable classification.
            p.reason = localized("core", "the rank decisions of the analysis contradict each "
                                         "other (entries of E and A that span too many orders of "
                                         "magnitude?): rescale the unknowns or the equations");
            return p;
        }
        k.nP = int(P1.cols()), k.nR = int(R1.cols()), k.nQ = int(Q1.cols());
        k.mP = int(P2.cols()), k.mR = int(R2.cols()), k.mQ = int(Q2.cols());
        k.That.resize(n, n);
        k.That << P1, R1, Q1;
        MatrixXd basis2(p.rows, p.rows);
        basis2 << P2, R2, Q2;
        k.Shat = basis2.transpose(); // orthonormal columns: the inverse is the transpose
    }
    const bool wongRegular = p.rows == n && !under && !over && rankVW == n;
    if (p.rows != n || under || over) {
        const QuasiKronecker& k = p.qkf;
        auto equations = [](int c) {
            return c == 1 ? localized("core", "1 equation")
                          : localized("core", "%1 equations").arg(c);
        };
        auto unknowns = [](int c) {
            return c == 1 ? localized("core", "1 unknown")
                          : localized("core", "%1 unknowns").arg(c);
        };
        const std::string underdetermined =
            localized("core", "an underdetermined part (%1 in %2: solutions are not unique)")
                .arg(equations(k.mP))
                .arg(unknowns(k.nP));
        const std::string overdetermined =
            localized("core", "an overdetermined part (%1 in %2: f must satisfy restrictions)")
                .arg(equations(k.mQ))
                .arg(unknowns(k.nQ));
        const std::string parts =
            under && over ? localized("core", "%1 and %2").arg(underdetermined).arg(overdetermined)
            : under       ? underdetermined
            : over        ? overdetermined
                          : localized("core", "V* + W* is not the whole space").str();
        p.reason = (p.rows == n ? localized("core", "det(sE - A) vanishes identically: %1")
                                : localized("core", "the pencil is not square (%1, %2): %3")
                                      .arg(equations(p.rows))
                                      .arg(unknowns(n)))
                       .arg(parts);
    }
    if (p.rows != n) return p;

    // Cross-check: lambda E - A is nonsingular for almost every lambda exactly when the pencil is
    // regular; sample a few lambdas of the pencil's own scale.
    const double nE = spectralNorm(E), nA = spectralNorm(A);
    const double radius = nE > 0.0 ? std::max(nA, 1e-300) / nE : 1.0;
    const double angles[] = {0.7, 1.9, 2.6, 4.1, 5.3};
    const double moduli[] = {0.83, 1.17, 1.61, 0.59, 1.37};
    for (int k = 0; k < 5; ++k) {
        const std::complex<double> lambda = std::polar(radius * moduli[k], angles[k]);
        const Eigen::MatrixXcd P =
            lambda * E.cast<std::complex<double>>() - A.cast<std::complex<double>>();
        Eigen::JacobiSVD<Eigen::MatrixXcd> svd(P);
        const auto& s = svd.singularValues();
        const double ratio = n == 0 || s[0] == 0.0 ? 0.0 : s[n - 1] / s[0];
        p.crossCheck = std::max(p.crossCheck, ratio);
    }
    const bool sampledRegular = p.crossCheck > 1e-10;
    p.borderline = wongRegular != sampledRegular;
    p.regular = wongRegular;
    if (!p.regular) return p;
    p.qwf = quasiWeierstrass(E, A, p.wong.vStar, p.wong.wStar);
    return p;
}

InitialValueAnalysis analyzeInitialValue(const PencilAnalysis& pencil, const VectorXd& x0,
                                         const MatrixXd& forcingDerivatives) {
    InitialValueAnalysis r;
    const QuasiWeierstrass& q = pencil.qwf;
    const Eigen::Index n = x0.size();
    r.shift = VectorXd::Zero(n);
    MatrixXd EImpPower = MatrixXd::Identity(n, n);
    for (int i = 0; i < q.index && i < forcingDerivatives.cols(); ++i) {
        r.shift += EImpPower * (q.PiImp * forcingDerivatives.col(i));
        EImpPower = q.EImp * EImpPower;
    }
    const VectorXd c = x0 + r.shift;
    r.distance = (c - q.Pi * c).norm();
    const double scale = std::max({1.0, x0.norm(), r.shift.norm()});
    r.consistent = r.distance <= 1e-9 * scale;
    r.jumped = q.Pi * x0 - r.shift;

    // Impulse at t = 0 (B.7): the coefficient of delta^(j) is
    //   -sum_{i=j}^{eta-2} E_imp^{i+1} Pi_imp f^(i-j)(0+)  -  E_imp^{j+1} (I - Pi) x0-.
    const VectorXd off = x0 - q.Pi * x0;
    for (int j = 0; j + 2 <= q.index; ++j) {
        VectorXd coefficient = VectorXd::Zero(n);
        MatrixXd power = q.EImp;
        for (int k = 0; k < j; ++k) power = q.EImp * power; // E_imp^{j+1}
        coefficient -= power * off;
        for (int i = j; i <= q.index - 2; ++i) {
            if (i - j < forcingDerivatives.cols())
                coefficient -= power * (q.PiImp * forcingDerivatives.col(i - j));
            power = q.EImp * power;
        }
        r.impulses.push_back(coefficient);
    }
    return r;
}

} // namespace mechlab::core
