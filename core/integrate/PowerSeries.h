#pragma once

// The series methods of Benítez Pacheco (2021) and Benhammouda (2022). On each segment the solution
// is expanded in tau = t - t_i, with the model's Taylor coefficients evaluated by the formula
// engine on truncated series, and the segments restart from the series' end values.
//
// MSPPA (docs/methods/msppa.md): power series + Adomian polynomials for the GGL form
//     p' = v - G^T mu,   M(p) v' = f(t, p, v) - G^T lambda,   0 = g(p, t),   0 = G v + g_t,
// corrected recursion of section 3 (mu_{k-1} and p_k first, then G_k, then lambda_{k-1}, v_k);
// p, v of degree K, global order K. Time-dependent constraints enter through g(p, t) and g_t.
//
// ADM (docs/methods/adomian.md): the Adomian decomposition of the index-3 form
//     p' = v,   M(p) v' = f(t, p, v) - G^T lambda,   0 = g(p, t),
// whose components are the Taylor terms (section 2): one constant KKT matrix per segment gives
// p_n and lambda_{n-2} together (section 3); p of degree N, v = p' of degree N - 1, global
// order about N - 1.

#include "integrate/Integrator.h"
#include "system/Constrained.h"

#include <Eigen/Core>
#include <Eigen/SparseCore>
#include <optional>
#include <vector>

namespace mechlab::core {

/// The coefficients of one expansion (MSPPA: p, v of degree K, lambda and mu of degree K - 1;
/// ADM: p of degree N, v of degree N - 1, lambda of degree N - 2, no mu).
struct PowerSeriesExpansion {
    std::vector<Eigen::VectorXd> p, v, lambda, mu;
    /// The expansions' working lists and vectors (kept, so that the next segment's expansion
    /// does not allocate them again).
    struct Work {
        std::vector<Eigen::VectorXd> q, a, f, g, gt;
        std::vector<Eigen::MatrixXd> M, G;
        std::vector<Eigen::SparseMatrix<double>> sparseM, sparseG; // sparseAlgebra() systems
        // The segment's saddle-point matrices (ADM's, and MSPPA's of a sparse system): kept, so
        // that a sparse factorization keeps its analysis of their structure.
        SaddlePointSolver kkt, kktIdentity;
        Eigen::VectorXd sigma, rhs, rho, r, known, productN, productN2, productM, zeroN;
    } work;
};

/// Expands the solution through (t0, p0, v0) to order K. Returns a failure status if M(p0),
/// G0 M0^-1 G0^T or G0 G0^T is singular or a coefficient is not finite. The model's M and G are
/// dense matrices or, for a system with sparseAlgebra(), sparse ones.
Status expandPowerSeries(MechanicalSystem& sys, double t0, const Eigen::VectorXd& p0,
                         const Eigen::VectorXd& v0, int order, PowerSeriesExpansion& out);
/// The same with M and G of the given kind (Eigen::MatrixXd or Eigen::SparseMatrix<double>),
/// whatever the system's size.
template <typename Matrix>
Status expandPowerSeriesWith(MechanicalSystem& sys, double t0, const Eigen::VectorXd& p0,
                             const Eigen::VectorXd& v0, int order, PowerSeriesExpansion& out);

/// The [L/M] Pade approximant P_L / Q_M of a scalar series c_0..c_{L+M}, Q_M(0) = 1
/// (msppa.md section 7): the denominator from the M x M Toeplitz system, the numerator from the
/// product with the series.
struct PadeApproximant {
    std::vector<double> numerator, denominator;
    /// Nothing if the Toeplitz system is singular or ill-conditioned (rcond < 1e-12).
    static std::optional<PadeApproximant> build(const std::vector<double>& c, int L, int M);
    double operator()(double tau) const;
    double denominatorAt(double tau) const;
};

/// The ADM expansion of degree N >= 2 in p through (t0, p0, v0); fails if the KKT matrix
/// [M G^T; G 0] at p0 is singular or a coefficient is not finite.
Status expandAdomian(MechanicalSystem& sys, double t0, const Eigen::VectorXd& p0,
                     const Eigen::VectorXd& v0, int order, PowerSeriesExpansion& out);
/// The same with M and G of the given kind, as expandPowerSeriesWith().
template <typename Matrix>
Status expandAdomianWith(MechanicalSystem& sys, double t0, const Eigen::VectorXd& p0,
                         const Eigen::VectorXd& v0, int order, PowerSeriesExpansion& out);

std::unique_ptr<Integrator> makeMsppaIntegrator();
std::unique_ptr<Integrator> makeAdmIntegrator();
/// The settings of both series methods (step, order, projection, output points).
std::vector<SettingSpec> seriesSettings();

} // namespace mechlab::core
