#pragma once

// The linear-DAE toolkit for a matrix pencil (E, A), E, A in R^{m x n}, of the constant-coefficient
// DAE  E x' = A x + f(t)  (Sánchez Rivera (2021); docs/methods/implicit-rk-and-linear-dae.md, Part
// B).
//
//   Wong sequences   V_0 = R^n, V_{i+1} = A^-1(E V_i);   W_0 = {0}, W_{j+1} = E^-1(A W_j)
//                    with their limits V*, W*, computed on orthonormal bases by SVDs (B.3);
//   regularity       m = n, dim V* + dim W* = n, rank [V*|W*] = rank [E V*|A W*] = n, cross-checked
//                    by sigma_min(lambda E - A) at a few complex lambda (B.2);
//   quasi-Weierstrass T = [V | W], S = [E V | A W]^-1:  S (sE - A) T = s diag(I, N) - diag(J, I),
//                    the index eta = nilpotency index of N (B.4);
//   projectors       Pi = T diag(I,0) T^-1, Pi_diff = T diag(I,0) S, Pi_imp = T diag(0,I) S,
//                    A_diff = Pi_diff A, E_imp = Pi_imp E (B.5);
//   consistency      x0 is consistent iff x0 + sum_{i<eta} E_imp^i Pi_imp f^(i)(0) lies in V*; an
//                    inconsistent x0- jumps to x(0+) = Pi x0- - sum_i E_imp^i Pi_imp f^(i)(0+) and
//                    carries the impulse of B.7 (index >= 2).

#include <Eigen/Core>
#include <string>
#include <vector>

namespace mechlab::core {

/// How the numerical ranks of a computation were decided: singular values above `tolerance`
/// count. `smallestKept` and `largestDiscarded` over all rank decisions show the gap (a small gap
/// means a borderline rank). Either is NaN when no singular value fell on that side.
struct RankGap {
    double tolerance = 0.0;
    double smallestKept = 0.0;
    double largestDiscarded = 0.0;
};

struct WongSequences {
    std::vector<int> vDimensions; // dim V_0, dim V_1, ... up to the limit (no repetition)
    std::vector<int> wDimensions; // dim W_0 = 0, dim W_1, ... up to the limit
    Eigen::MatrixXd vStar, wStar; // orthonormal bases of the limits
    /// j*: steps after which W becomes stationary (the index, for a regular pencil).
    int wSteps() const { return int(wDimensions.size()) - 1; }
    int vSteps() const { return int(vDimensions.size()) - 1; }
    RankGap gap;
};

/// The rank tolerance of B.3: max(m, n) * eps * max(sigma_max(E), sigma_max(A), 1) * kappa.
double pencilRankTolerance(const Eigen::MatrixXd& E, const Eigen::MatrixXd& A, double kappa);

WongSequences wongSequences(const Eigen::MatrixXd& E, const Eigen::MatrixXd& A,
                            double kappa = 10.0);

/// The quasi-Weierstrass form for given bases V of V* and W of W* (any bases: the projectors do
/// not depend on them, J and N do).
struct QuasiWeierstrass {
    int n1 = 0, n2 = 0;   // dim V*, dim W*
    Eigen::MatrixXd T, S; // T = [V | W], S = [E V | A W]^-1
    Eigen::MatrixXd Tinv; // T^-1
    Eigen::MatrixXd J, N; // n1 x n1 and n2 x n2
    int index = 0;        // nilpotency index of N (0 when n2 = 0)
    Eigen::MatrixXd Pi, PiDiff, PiImp, ADiff, EImp;
};

/// Requires a regular pencil and bases of its Wong limits (n1 + n2 = n).
QuasiWeierstrass quasiWeierstrass(const Eigen::MatrixXd& E, const Eigen::MatrixXd& A,
                                  const Eigen::MatrixXd& V, const Eigen::MatrixXd& W);

/// The quasi-Kronecker triangularization (B.4) from the Wong limits, with orthonormal bases
///   T^ = [P1 R1 Q1]:  im P1 = V* n W*,  im P1 + im R1 = V* + W*,  the rest Q1;
///   S^ = [P2 R2 Q2]^T: im P2 = E V* n A W*,  im P2 + im R2 = E V* + A W*,  the rest Q2;
/// S^ (sE - A) T^ is block upper triangular with an underdetermined block (mP x nP, mP < nP), a
/// regular block (mR x nR, square) and an overdetermined block (mQ x nQ, mQ > nQ). mechlab uses
/// it to classify a pencil; it does not block-diagonalize it.
struct QuasiKronecker {
    Eigen::MatrixXd That, Shat;
    int nP = 0, nR = 0, nQ = 0; // columns (unknowns) of the three blocks
    int mP = 0, mR = 0, mQ = 0; // rows (equations) of the three blocks
};

/// Everything the toolkit says about a pencil.
struct PencilAnalysis {
    int rows = 0, cols = 0;
    WongSequences wong;
    bool regular = false;
    /// The Wong test and the sigma_min(lambda E - A) cross-check disagree.
    bool borderline = false;
    double crossCheck = 0.0; // max over the sample lambdas of sigma_min / sigma_max
    /// Why a pencil is not regular, in plain words (empty for regular pencils).
    std::string reason;
    QuasiKronecker qkf;
    QuasiWeierstrass qwf; // only for regular pencils
    int index() const { return qwf.index; }
};

PencilAnalysis analyzePencil(const Eigen::MatrixXd& E, const Eigen::MatrixXd& A,
                             double kappa = 10.0);

/// Initial values of a regular pencil against the forcing's derivatives at t = 0 (column i of
/// `forcingDerivatives` is f^(i)(0), at least `index` columns).
struct InitialValueAnalysis {
    bool consistent = false;
    double distance = 0.0;  // |(I - Pi)(x0 + shift)|, 0 for a consistent x0
    Eigen::VectorXd shift;  // sum_i E_imp^i Pi_imp f^(i)(0)
    Eigen::VectorXd jumped; // x(0+) = Pi x0 - shift: the consistent value it jumps to
    std::vector<Eigen::VectorXd> impulses; // coefficient of delta^(j), j = 0 .. index-2
};

InitialValueAnalysis analyzeInitialValue(const PencilAnalysis& pencil, const Eigen::VectorXd& x0,
                                         const Eigen::MatrixXd& forcingDerivatives);

} // namespace mechlab::core
