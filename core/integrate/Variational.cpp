#include "integrate/Variational.h"

#include "base/Text.h"
#include "integrate/GlobalError.h"
#include "integrate/StepDriver.h"
#include "system/Constrained.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <type_traits>
#include <vector>

namespace mechlab::core {

namespace {

bool isSecondOrder(VariationalScheme s) {
    return s == VariationalScheme::Contact2 || s == VariationalScheme::Lda2;
}

// The Lagrangian view at one point (t, q, v).
template <typename Matrix> struct Point {
    double alpha = 0.0, L = 0.0;
    VectorXd Lq, Lv, Q;
    Matrix Lqv, Lvv, Qv;
};

// dst = the first `top` rows of A over the other rows of B (all rows of the same width).
void stackRows(MatrixXd& dst, const MatrixXd& A, int top, const MatrixXd& B) {
    dst.resize(B.rows(), B.cols());
    if (top > 0) dst.topRows(top) = A.topRows(top);
    dst.bottomRows(B.rows() - top) = B.bottomRows(B.rows() - top);
}
void stackRows(SparseMatrixD& dst, const SparseMatrixD& A, int top, const SparseMatrixD& B,
               std::vector<Eigen::Triplet<double>>& entries) {
    entries.clear();
    if (top > 0) appendEntries(entries, 0, 0, A, 1.0, false, 0, top);
    appendEntries(entries, 0, 0, B, 1.0, false, top);
    dst.resize(B.rows(), B.cols());
    dst.setFromTriplets(entries.begin(), entries.end());
}

// One step (t_j, q_j, p_j) -> (q_{j+1}, p_{j+1}) of a scheme: the discrete equations
//   R1(v, mu~) = [scheme's discrete Euler-Lagrange equation] - C(q_j, t_j)^T mu~ = 0
//   R2(v)      = [g(q_{j+1}, t_{j+1}) / h; A v + b at the left point or the midpoint] = 0
// solved by Newton's method for the step velocity v and mu~ = h mu. Matrix: MatrixXd, or
// SparseMatrixD for a large model whose matrices are mostly zeros (sparseAlgebra()).
template <typename Matrix> class Stepper {
public:
    Stepper(const Model& model, VariationalScheme scheme, bool midpoint, double tol)
        : m_sys(model), m_scheme(scheme), m_midpoint(midpoint), m_tol(tol), m_n(m_sys.n()),
          m_m(m_sys.m()), m_mh(m_sys.mh()) {
        m_zeroN = VectorXd::Zero(m_n);
        m_zeroM = VectorXd::Zero(m_m);
    }

    MechanicalSystem& system() { return m_sys; }
    const MechanicalSystem& system() const { return m_sys; }

    /// `v` and `mu` hold the starting guesses and receive the solution; `nu` receives the
    /// impulse of the projection of p1 (see below).
    Status step(double t, double h, const VectorXd& q, const VectorXd& p, VectorXd& v, VectorXd& mu,
                VectorXd& q1, VectorXd& p1, VectorXd& v1, VectorXd& nu);
    /// The weight of p_j in R1: an impulse -C^T nu in p_j is absorbed by mu~ -> mu~ - w nu.
    double momentumWeight(double h) const {
        const double a = m_p0.alpha;
        switch (m_scheme) {
        case VariationalScheme::Contact1:
            return 1.0 - h * a;
        case VariationalScheme::Contact2:
            return 1.0 - 0.5 * h * a;
        default:
            return 1.0;
        }
    }

    long long iterations = 0;
    double maxResidual = 0.0;

private:
    void evaluate(double t, const VectorXd& q, const VectorXd& v, Point<Matrix>& pt,
                  bool jacobian) {
        pt.alpha = m_sys.lagrangian(t, q, v, pt.L, pt.Lq, pt.Lv, pt.Q);
        if (jacobian) m_sys.lagrangianJacobian(t, q, v, pt.Lqv, pt.Lvv, pt.Qv);
    }
    // The constraint rows R2 at the step velocity v (and their Jacobian when asked).
    void constraintRows(double t, double h, const VectorXd& q, const VectorXd& v, bool jacobian);
    // [J11 -Cj^T; J21 0], dense or as the list of its entries.
    void assembleNewtonMatrix() {
        const int n = m_n, m = m_m;
        if constexpr (std::is_same_v<Matrix, MatrixXd>) {
            m_J.setZero(n + m, n + m);
            m_J.topLeftCorner(n, n) = m_J11;
            if (m > 0) {
                m_J.topRightCorner(n, m) = -m_Cj.transpose();
                m_J.bottomLeftCorner(m, n) = m_J21;
            }
        } else {
            m_entries.clear();
            appendEntries(m_entries, 0, 0, m_J11, 1.0);
            if (m > 0) {
                appendEntries(m_entries, 0, n, m_Cj, -1.0, true);
                appendEntries(m_entries, n, 0, m_J21, 1.0);
            }
            m_sparseJ.resize(n + m, n + m);
            m_sparseJ.setFromTriplets(m_entries.begin(), m_entries.end());
        }
    }
    bool newtonMatrixFinite() const {
        if constexpr (std::is_same_v<Matrix, MatrixXd>)
            return m_J.allFinite();
        else
            return allFinite(m_sparseJ);
    }
    bool factorizeNewtonMatrix() {
        if constexpr (std::is_same_v<Matrix, MatrixXd>)
            return m_lu.compute(m_J, m_n);
        else
            return m_lu.compute(m_sparseJ, m_n);
    }
    // A Newton increment in units of the tolerance (at most 1: converged).
    double incrementNorm(const VectorXd& dx, const VectorXd& v, const VectorXd& mu) const {
        double norm =
            dx.head(m_n).lpNorm<Eigen::Infinity>() / (m_tol * (1.0 + v.lpNorm<Eigen::Infinity>()));
        if (m_m > 0)
            norm = std::max(norm, dx.tail(m_m).lpNorm<Eigen::Infinity>() /
                                      (m_tol * (1.0 + mu.lpNorm<Eigen::Infinity>())));
        return norm;
    }
    // The increment (in the units above) that round-off in the residual alone causes: entries of
    // the size of their terms times the unit round-off, solved through the matrix of the last
    // iteration, with alternating signs and with one sign (the smooth pattern is the one a long
    // chain amplifies most: its slow modes), the larger of the two.
    double roundOffIncrement(double h, const VectorXd& q, const VectorXd& p, const VectorXd& v,
                             const VectorXd& mu) {
        const int n = m_n, m = m_m, mh = m_mh;
        const double eps = std::numeric_limits<double>::epsilon();
        m_noise.resize(n + m);
        m_noise.head(n) =
            h * (m_p0.Lq.cwiseAbs() + m_p0.Q.cwiseAbs()) + m_p0.Lv.cwiseAbs() + p.cwiseAbs();
        if (isSecondOrder(m_scheme)) m_noise.head(n) += m_p1.Lv.cwiseAbs();
        if (m > 0) {
            m_noise.head(n).noalias() += m_Cj.cwiseAbs().transpose() * mu.cwiseAbs();
            // g's terms are about |G| |q| in size (quadratic ones exactly so), over h; a velocity
            // row's |A| |v| + |b|.
            m_qm = q + h * v;
            m_noise.segment(n, mh) =
                ((m_J21.topRows(mh).cwiseAbs() * m_qm.cwiseAbs()).array() + 1.0) / h;
            m_noise.tail(m - mh) =
                m_J21.bottomRows(m - mh).cwiseAbs() * v.cwiseAbs() + m_cj.tail(m - mh).cwiseAbs();
        }
        m_noise *= eps;
        double largest = 0.0;
        for (int pattern = 0; pattern < 2; ++pattern) {
            if (pattern == 1)
                for (int k = 1; k < n + m; k += 2) m_noise[k] = -m_noise[k];
            m_lu.solve(m_noise, m_noiseDx);
            if (!m_noiseDx.allFinite()) return std::numeric_limits<double>::infinity();
            largest = std::max(largest, incrementNorm(m_noiseDx, v, mu));
        }
        return largest;
    }

    MechanicalSystem m_sys;
    VariationalScheme m_scheme;
    bool m_midpoint;
    double m_tol;
    int m_n, m_m, m_mh;
    Point<Matrix> m_p0, m_p1, m_u;
    // Cj: C at the step's start; C: at its end (holonomic rows); Cmid, Cv: the velocity rows at
    // the midpoint and their derivative.
    Matrix m_Cj, m_C, m_Cmid, m_Cv, m_Cq, m_K, m_D, m_J11, m_J21, m_LqvT;
    MatrixXd m_J;            // the Newton matrix, dense
    SparseMatrixD m_sparseJ; // or sparse, from the list of its entries
    std::vector<Eigen::Triplet<double>> m_entries;
    VectorXd m_cj, m_c, m_cmid, m_g, m_R1, m_R2, m_R, m_dx, m_qm, m_zeroN, m_zeroM, m_Uq0;
    VectorXd m_noise, m_noiseDx;
    AdaptiveLU<double> m_massLU; // d2L/dv2 at the step's end
    EquilibratedLU m_lu;     // constraint rows scaled: they may vanish together (Foucault's centre)
    SaddlePointSolver m_kkt; // the momentum projection
    VectorXd m_delta;
};

template <typename Matrix>
void Stepper<Matrix>::constraintRows(double t, double h, const VectorXd& q, const VectorXd& v,
                                     bool jacobian) {
    const int mh = m_mh, mv = m_m - m_mh;
    m_R2.resize(m_m);
    if (mh > 0) {
        m_qm = q + h * v;
        m_sys.constraints(t + h, m_qm, m_g);
        m_R2.head(mh) = m_g / h;
        if (jacobian) m_sys.constraintJacobian(t + h, m_qm, m_C, m_c);
    }
    const Matrix* velocityRows = &m_Cj;
    if (mv > 0) {
        if (!m_midpoint || !isSecondOrder(m_scheme)) {
            m_R2.tail(mv).noalias() = m_Cj.bottomRows(mv) * v + m_cj.tail(mv);
        } else {
            m_qm = q + (0.5 * h) * v;
            m_sys.constraintJacobian(t + 0.5 * h, m_qm, m_Cmid, m_cmid);
            m_R2.tail(mv).noalias() = m_Cmid.bottomRows(mv) * v + m_cmid.tail(mv);
            if (jacobian) {
                m_sys.residualJacobian(t + 0.5 * h, m_qm, v, m_zeroN, m_zeroM, m_K, m_D, m_Cq);
                m_Cv = m_Cmid + (0.5 * h) * m_Cq;
                velocityRows = &m_Cv;
            }
        }
    }
    if (!jacobian) return;
    if constexpr (std::is_same_v<Matrix, MatrixXd>)
        stackRows(m_J21, m_C, mh, *velocityRows);
    else
        stackRows(m_J21, m_C, mh, *velocityRows, m_entries);
}

template <typename Matrix>
Status Stepper<Matrix>::step(double t, double h, const VectorXd& q, const VectorXd& p, VectorXd& v,
                             VectorXd& mu, VectorXd& q1, VectorXd& p1, VectorXd& v1, VectorXd& nu) {
    const int n = m_n, m = m_m;
    const double t1 = t + h;
    const bool second = isSecondOrder(m_scheme);
    m_sys.constraintJacobian(t, q, m_Cj, m_cj);
    if (m_scheme == VariationalScheme::Contact1) {
        // The trapezoidal part of L_d: L at zero velocity (-V and F.q for L = T - V + F.q).
        evaluate(t, q, m_zeroN, m_u, false);
        m_Uq0 = m_u.Lq;
    }
    bool converged = false;
    double previous = std::numeric_limits<double>::infinity();
    for (int k = 0; k < 20 && !converged; ++k) {
        q1 = q + h * v;
        evaluate(t, q, v, m_p0, true);
        if (second) evaluate(t1, q1, v, m_p1, true);
        const double a = m_p0.alpha;
        switch (m_scheme) {
        case VariationalScheme::Contact1:
            m_R1 =
                h * m_p0.Lq - (0.5 * h) * m_Uq0 - m_p0.Lv + (0.5 * h) * m_p0.Q + (1.0 - h * a) * p;
            m_J11 = h * m_p0.Lqv - m_p0.Lvv + (0.5 * h) * m_p0.Qv;
            break;
        case VariationalScheme::Lda1:
            m_R1 = h * (m_p0.Lq + m_p0.Q) - (1.0 + h * a) * m_p0.Lv + p;
            m_J11 = h * (m_p0.Lqv + m_p0.Qv) - (1.0 + h * a) * m_p0.Lvv;
            break;
        case VariationalScheme::Contact2:
            m_R1 = (0.5 * h) * (m_p0.Lq + m_p0.Q) - 0.5 * (m_p0.Lv + m_p1.Lv) +
                   (1.0 - 0.5 * h * a) * p;
            m_LqvT = m_p1.Lqv.transpose();
            m_J11 = (0.5 * h) * (m_p0.Lqv + m_p0.Qv) - 0.5 * (m_p0.Lvv + m_p1.Lvv + h * m_LqvT);
            break;
        case VariationalScheme::Lda2:
            m_R1 = (0.5 * h) * (m_p0.Lq + m_p0.Q - a * m_p0.Lv) - 0.5 * (m_p0.Lv + m_p1.Lv) + p;
            m_LqvT = m_p1.Lqv.transpose();
            m_J11 = (0.5 * h) * (m_p0.Lqv + m_p0.Qv - a * m_p0.Lvv) -
                    0.5 * (m_p0.Lvv + m_p1.Lvv + h * m_LqvT);
            break;
        }
        if (m > 0) m_R1.noalias() -= m_Cj.transpose() * mu;
        constraintRows(t, h, q, v, true);
        assembleNewtonMatrix();
        m_R.resize(n + m);
        m_R << m_R1, m_R2;
        if (!m_R.allFinite() || !newtonMatrixFinite()) {
            const std::string why = m_sys.explainNonFinite(t, q, v);
            return Status::failure(StatusCode::NonFinite, t,
                                   why.empty() ? localized("core", "the discrete equations are not "
                                                                   "finite in the step from t = %1")
                                                     .arg(formatNumber(t))
                                                     .str()
                                               : why);
        }
        ++m_sys.counters.linearSolves;
        if (!factorizeNewtonMatrix())
            return Status::failure(
                StatusCode::SingularMatrix, t,
                localized("core",
                          "the Jacobian of the discrete equations is singular (a singular mass "
                          "matrix, or constraint rows that vanish or depend on each other here)"));
        m_lu.solve(m_R, m_dx);
        v -= m_dx.head(n);
        mu -= m_dx.tail(m);
        ++iterations;
        const double norm = incrementNorm(m_dx, v, mu);
        converged = norm <= 1.0;
        // Stalled: converged if the increments are of the size round-off in the residual causes
        // through the matrix (a long chain's matrix is ill-conditioned, and the multipliers'
        // rows g/h amplify the round-off of g), failed otherwise.
        if (!converged && k > 0 && norm >= 0.5 * previous)
            converged = norm <= 10.0 * roundOffIncrement(h, q, p, v, mu);
        previous = norm;
    }
    if (!converged)
        return Status::failure(StatusCode::NewtonFailed, t,
                               localized("core", "the discrete equations did not converge in 20 "
                                                 "Newton iterations; try a smaller step"));

    // The new state from the converged step velocity.
    q1 = q + h * v;
    if (m > 0) {
        constraintRows(t, h, q, v, false);
        double r = m_R2.tail(m - m_mh).lpNorm<Eigen::Infinity>();
        if (m_mh > 0) r = std::max(r, m_g.lpNorm<Eigen::Infinity>()); // |g(q_{j+1})|
        maxResidual = std::max(maxResidual, r);
    }
    evaluate(t, q, v, m_p0, false);
    evaluate(t1, q1, v, m_p1, true);
    const double a = m_p0.alpha;
    switch (m_scheme) {
    case VariationalScheme::Contact1:
        evaluate(t1, q1, m_zeroN, m_u, false);
        p1 = m_p0.Lv + (0.5 * h) * (m_u.Lq + m_p1.Q);
        break;
    case VariationalScheme::Lda1:
        p1 = m_p0.Lv;
        break;
    case VariationalScheme::Contact2:
        p1 = (0.5 * (m_p0.Lv + m_p1.Lv) + (0.5 * h) * (m_p1.Lq + m_p1.Q)) / (1.0 + 0.5 * h * a);
        break;
    case VariationalScheme::Lda2:
        p1 = 0.5 * (m_p0.Lv + m_p1.Lv) + (0.5 * h) * (m_p1.Lq + m_p1.Q - a * m_p1.Lv);
        break;
    }
    // The node velocity: dL/dv (t1, q1, v1) = p1, exact in one step since L is quadratic in v.
    // (A large mass matrix that is mostly zeros is factorized as a sparse one.)
    ++m_sys.counters.linearSolves;
    if (!m_massLU.compute(m_p1.Lvv, 1e-14))
        return Status::failure(
            StatusCode::SingularMatrix, t1,
            localized("core",
                      "the mass matrix d2L/dv2 is singular at the end of the step from t = %1")
                .arg(formatNumber(t)));
    m_massLU.solve(p1 - m_p1.Lv, m_delta);
    v1 = v + m_delta;
    // p1 misses the constraint impulse of the step's second half, which the next step's
    // multipliers supply (as in SHAKE): it need not satisfy C(q1) v1 + c = 0. Projecting it
    // there (in the metric of M, as in RATTLE), p1 -> p1 - C^T nu, gives consistent node
    // velocities; the next step absorbs nu into its multipliers, so the positions are the same.
    nu.setZero(m);
    if (m > 0) {
        m_sys.constraintJacobian(t1, q1, m_C, m_c);
        if (!m_kkt.solve(m_p1.Lvv, m_C, m_C, m_zeroN, -(m_C * v1 + m_c), m_delta, nu,
                         m_sys.counters))
            return Status::failure(
                StatusCode::SingularMatrix, t1,
                localized(
                    "core",
                    "the velocity projection met a singular matrix [M C^T; C 0] (a singular mass "
                    "matrix, or constraint rows that vanish or depend on each other here)"));
        v1 += m_delta;
        p1.noalias() -= m_C.transpose() * nu;
    }
    if (!q1.allFinite() || !p1.allFinite() || !v1.allFinite())
        return Status::failure(
            StatusCode::NonFinite, t1,
            localized("core", "the step from t = %1 produced values that are not finite (a "
                              "singular mass matrix at the new point?)")
                .arg(formatNumber(t)));
    return {};
}

// The variational integrators under the step driver (fixed steps). A point's multipliers come
// from the step that leaves it, so each point is reported once that step is taken, and the last
// point (or the point where a run stops) from the acceleration level.
template <typename Matrix> class VariationalSteps final : public SteppingScheme {
public:
    VariationalSteps(const Model& model, VariationalScheme scheme, bool midpoint, double tol)
        : m_stepper(model, scheme, midpoint, tol), m_sampler(isSecondOrder(scheme) ? 2 : 1) {}

    MechanicalSystem& system() { return m_stepper.system(); }

    Status begin(double t0, StepObserver&) override {
        // Initial momentum from the continuous Legendre map, initial multipliers from the
        // acceleration-level system (the Newton guess of the first step).
        MechanicalSystem& sys = system();
        m_t = t0;
        m_q = sys.q0();
        m_vNode = sys.v0();
        m_lambda = VectorXd::Zero(sys.m());
        m_p.resize(sys.n());
        double L = 0.0;
        VectorXd Lq, Q;
        sys.lagrangian(t0, m_q, m_vNode, L, Lq, m_p, Q);
        if (sys.m() > 0 &&
            !accelerations(sys, m_ws, t0, m_q, m_vNode, 0.0, 0.0, m_acc, m_lambda).ok())
            m_lambda.setZero();
        m_v = m_vNode;
        m_nu = VectorXd::Zero(m_lambda.size());
        return {};
    }

    Attempt attempt(double t, double h) override {
        if (m_first) m_mu = 0.5 * h * m_lambda;
        // The sampled steps (StepErrorSampler) first: the stepper keeps what the step it took
        // last needs for accept() (the start point's damping weight). A half step that fails
        // leaves the sample out.
        const bool sampled = m_sampler.due() && halfSteps(t, h).ok();
        Status s = m_stepper.step(t, h, m_q, m_p, m_v, m_mu, m_q1, m_p1, m_v1, m_nu1);
        if (s.ok() && sampled) m_sampler.add(m_q1, m_v1, m_hq2, m_hv2);
        return s.ok() ? Attempt::done() : Attempt::failed(std::move(s));
    }

    Status accept(double, double h, double t1, StepObserver& observer) override {
        // The multipliers act at t_j: the impulse of the step from t_j plus the one moved out of
        // p_j by the projection (none at the start, whose momentum is consistent: the point
        // keeps the acceleration-level multipliers there).
        if (!m_first) m_lambda = (m_mu + m_stepper.momentumWeight(h) * m_nu) / h;
        m_first = false;
        observer.onStep(m_t, m_q, m_vNode, m_lambda);
        m_nu.swap(m_nu1);
        m_t = t1;
        m_q.swap(m_q1);
        m_p.swap(m_p1);
        m_vNode.swap(m_v1);
        return {};
    }

    Status end(double t, StepObserver& observer) override {
        // The last point has no step of its own: its multipliers from the acceleration level.
        MechanicalSystem& sys = system();
        if (sys.m() > 0) {
            const VectorXd last = m_lambda;
            if (!accelerations(sys, m_ws, t, m_q, m_vNode, 0.0, 0.0, m_acc, m_lambda).ok())
                m_lambda = last;
        }
        observer.onStep(t, m_q, m_vNode, m_lambda);
        return {};
    }

    void abandon(StepObserver& observer) override {
        // The point that cannot be continued, with the last multipliers.
        observer.onStep(m_t, m_q, m_vNode, m_lambda);
    }

    void addStats(RunStats& stats) const override {
        const MechanicalSystem& sys = m_stepper.system();
        addEvaluations(stats, sys.counters);
        stats.newtonIterations = m_stepper.iterations;
        stats.newtonJacobians = m_stepper.iterations;
        stats.factorizations = m_stepper.iterations;
        if (sys.m() > 0) stats.discreteResidual = m_stepper.maxResidual;
    }
    void addWarnings(RunStats& stats) const override { m_sampler.warn(stats); }

private:
    // Two steps of h/2 from the current point, from copies of the Newton guesses; the run's
    // largest discrete residual stays that of its own steps.
    Status halfSteps(double t, double h) {
        const double residual = m_stepper.maxResidual;
        m_hv = m_v;
        m_hmu = 0.5 * m_mu;
        Status s = m_stepper.step(t, 0.5 * h, m_q, m_p, m_hv, m_hmu, m_hq, m_hp, m_hv1, m_hnu);
        if (s.ok())
            s = m_stepper.step(t + 0.5 * h, 0.5 * h, m_hq, m_hp, m_hv, m_hmu, m_hq2, m_hp2, m_hv2,
                               m_hnu);
        m_stepper.maxResidual = residual;
        return s;
    }

    Stepper<Matrix> m_stepper;
    StepErrorSampler m_sampler;
    ConstrainedWorkspace m_ws;
    double m_t = 0.0;
    bool m_first = true;
    VectorXd m_q, m_p, m_v, m_vNode, m_lambda, m_mu, m_nu, m_q1, m_p1, m_v1, m_nu1, m_acc;
    VectorXd m_hv, m_hmu, m_hq, m_hp, m_hv1, m_hnu, m_hq2, m_hp2, m_hv2; // halfSteps()
};

class VariationalIntegrator final : public Integrator {
public:
    explicit VariationalIntegrator(VariationalScheme scheme) : m_scheme(scheme) {}

    RunOutcome run(const Model& model, const RunRequest& request, StepObserver& observer,
                   const CancelToken& cancel) override {
        const bool midpoint =
            !isSecondOrder(m_scheme) || request.settings.choice("constraint") != "left";
        const double tol = request.settings.real("newton_tol");
        StepControl control;
        control.step = request.settings.real("step");
        auto go = [&](auto& steps) {
            using Steps = std::remove_reference_t<decltype(steps)>;
            const MethodPass pass = [&](const StepControl& c, StepObserver& to) {
                if (c.grid.empty())
                    return drive(steps, c, steps.system().tStart(), request.tEnd, to, cancel);
                Steps second(model, m_scheme, midpoint, tol);
                return drive(second, c, second.system().tStart(), request.tEnd, to, cancel);
            };
            return driveWithGlobalCheck(pass, control, observer,
                                        {request.settings.choice("global_error") == "on",
                                         isSecondOrder(m_scheme) ? 2 : 1,
                                         steps.system().n() + steps.system().m(), false});
        };
        if (MechanicalSystem::sparseAlgebra(model)) {
            VariationalSteps<SparseMatrixD> steps(model, m_scheme, midpoint, tol);
            return go(steps);
        }
        VariationalSteps<MatrixXd> steps(model, m_scheme, midpoint, tol);
        return go(steps);
    }

private:
    VariationalScheme m_scheme;
};

} // namespace

std::unique_ptr<Integrator> makeVariationalIntegrator(VariationalScheme scheme) {
    return std::make_unique<VariationalIntegrator>(scheme);
}

std::vector<SettingSpec> variationalSettings(VariationalScheme scheme) {
    std::vector<SettingSpec> s = {
        {"step",
         ML_NOOP("core", "Step h"),
         ML_NOOP("core", "Fixed step size (s)"),
         SettingType::Real,
         "0.01",
         1e-9,
         1e3,
         {}},
        {"newton_tol",
         ML_NOOP("core", "Newton tolerance"),
         ML_NOOP(
             "core",
             "Newton's method stops when the update of the step velocity and of the multipliers is "
             "below this, relative to their size (Maciel used 1e-6)"),
         SettingType::Real,
         "1e-10",
         1e-15,
         1e-3,
         {}},
    };
    if (isSecondOrder(scheme))
        s.push_back(
            {"constraint",
             ML_NOOP("core", "Velocity constraint at"),
             ML_NOOP("core",
                     "Where the discrete velocity constraint A v + b = 0 is imposed: midpoint "
                     "(order 2) or left point (Maciel's first-order choice; order 1 when the "
                     "constraint varies along the motion)"),
             SettingType::Choice,
             "midpoint",
             0,
             0,
             {"midpoint", "left"}});
    s.push_back(globalErrorSetting());
    return s;
}

} // namespace mechlab::core
