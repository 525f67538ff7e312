#include "integrate/PowerSeries.h"

#include "integrate/StepDriver.h"
#include "integrate/Work.h"
#include "system/Constrained.h"
#include "system/MechanicalSystem.h"

#include <Eigen/LU>
#include <cmath>
#include <limits>
#include <optional>

namespace mechlab::core {

namespace {

// LU of a small square matrix with the pivot check of SaddlePointSolver.
bool factorize(const MatrixXd& A, Eigen::PartialPivLU<MatrixXd>& lu) {
    if (A.rows() == 0) return true;
    lu.compute(A);
    const double scale = A.cwiseAbs().maxCoeff();
    return lu.matrixLU().diagonal().cwiseAbs().minCoeff() > 1e-13 * scale;
}

// sum_k c[k] tau^k (Horner).
VectorXd horner(const std::vector<VectorXd>& c, double tau) {
    VectorXd value = VectorXd::Zero(c.empty() ? 0 : c.front().size());
    for (std::size_t k = c.size(); k-- > 0;) value = value * tau + c[k];
    return value;
}

} // namespace

Status expandPowerSeries(MechanicalSystem& sys, double t0, const VectorXd& p0, const VectorXd& v0,
                         int K, PowerSeriesExpansion& out) {
    const int n = sys.n(), m = sys.m();
    std::vector<VectorXd>& P = out.p;
    std::vector<VectorXd>& V = out.v;
    std::vector<VectorXd>& Lam = out.lambda;
    std::vector<VectorXd>& Mu = out.mu;
    P.assign(std::size_t(K + 1), VectorXd::Zero(n));
    V.assign(std::size_t(K + 1), VectorXd::Zero(n));
    Lam.assign(std::size_t(K), VectorXd::Zero(m));
    Mu.assign(std::size_t(K), VectorXd::Zero(m));
    std::vector<VectorXd> Q(std::size_t(K), VectorXd::Zero(n)), g, f, gt;
    std::vector<MatrixXd> M, G;
    P[0] = p0;
    V[0] = v0;

    // Constant matrices of the segment: M0, S = G0 M0^-1 G0^T, C = G0 G0^T.
    sys.setSeriesState(t0, P, V, 0);
    sys.seriesDynamics(M, f);
    sys.seriesJacobian(G, gt);
    const MatrixXd M0 = M[0], G0 = G[0];
    if (!M0.allFinite() || !G0.allFinite() || !f[0].allFinite())
        return Status::failure(StatusCode::NonFinite, t0, sys.explainNonFinite(t0, p0, v0));
    Eigen::PartialPivLU<MatrixXd> luM, luS, luC;
    sys.counters.linearSolves += 3; // M0, S and C are factored once per segment
    if (!factorize(M0, luM))
        return Status::failure(StatusCode::SingularMatrix, t0, "the mass matrix M(p) is singular");
    const MatrixXd X = m > 0 ? MatrixXd(luM.solve(G0.transpose())) : MatrixXd(n, 0); // M0^-1 G0^T
    if (!factorize(G0 * X, luS) || !factorize(G0 * G0.transpose(), luC))
        return Status::failure(StatusCode::SingularMatrix, t0,
                               "G M^-1 G^T is singular (are the constraints independent here?)");
    auto solveS = [&](const VectorXd& b) { return m > 0 ? VectorXd(luS.solve(b)) : VectorXd(0); };
    auto solveC = [&](const VectorXd& b) { return m > 0 ? VectorXd(luC.solve(b)) : VectorXd(0); };

    for (int k = 1; k <= K; ++k) {
        const std::size_t uk = std::size_t(k);
        // (a) sigma = [tau^k] g(p(tau), t0 + tau) with p_k still zero: g_k = G0 p_k + sigma.
        VectorXd sigma = VectorXd::Zero(m);
        if (m > 0) {
            sys.setSeriesState(t0, P, V, k);
            sys.seriesConstraints(g);
            sigma = g[uk];
        }
        // (b) GGL multiplier mu_{k-1}, then the new position coefficient p_k.
        if (m > 0) {
            VectorXd rhs = G0 * V[uk - 1] + double(k) * sigma;
            for (int l = 0; l <= k - 2; ++l)
                rhs -= G0 * (G[std::size_t(k - 1 - l)].transpose() * Mu[std::size_t(l)]);
            Mu[uk - 1] = solveC(rhs);
        }
        P[uk] = V[uk - 1];
        for (int l = 0; l <= k - 1; ++l)
            P[uk] -= G[std::size_t(k - 1 - l)].transpose() * Mu[std::size_t(l)];
        P[uk] /= double(k);
        // (c) the model's coefficients are now valid: G_0..G_k, M_0..M_{k-1}, f_{k-1}.
        sys.setSeriesState(t0, P, V, k);
        sys.seriesDynamics(M, f);
        sys.seriesJacobian(G, gt);
        VectorXd rho = f[uk - 1];
        for (int l = 0; l <= k - 2; ++l) {
            const std::size_t a = std::size_t(k - 1 - l), b = std::size_t(l);
            rho -= G[a].transpose() * Lam[b] + M[a] * Q[b];
        }
        const VectorXd r = luM.solve(rho);
        if (m > 0) {
            // Velocity constraint at order k: sum_{l<=k} G_{k-l} v_l + (g_t)_k = 0.
            VectorXd known = gt[uk];
            for (int l = 0; l <= k - 1; ++l) known += G[std::size_t(k - l)] * V[std::size_t(l)];
            Lam[uk - 1] = solveS(G0 * r + double(k) * known);
            Q[uk - 1] = r - X * Lam[uk - 1];
        } else {
            Q[uk - 1] = r;
        }
        V[uk] = Q[uk - 1] / double(k);
        if (!P[uk].allFinite() || !V[uk].allFinite() || (m > 0 && !Lam[uk - 1].allFinite()))
            return Status::failure(StatusCode::NonFinite, t0,
                                   "Taylor coefficient " + std::to_string(k) +
                                       " is not finite (a formula has no series at this state, "
                                       "e.g. sqrt or log at 0, or a non-smooth point)");
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

Status expandAdomian(MechanicalSystem& sys, double t0, const VectorXd& p0, const VectorXd& v0,
                     int N, PowerSeriesExpansion& out) {
    const int n = sys.n(), m = sys.m();
    std::vector<VectorXd>& P = out.p;
    std::vector<VectorXd>& Lam = out.lambda;
    P.assign(std::size_t(N + 1), VectorXd::Zero(n));
    Lam.assign(std::size_t(std::max(0, N - 1)), VectorXd::Zero(m));
    out.mu.clear();
    P[0] = p0;
    P[1] = v0;
    std::vector<VectorXd> V(std::size_t(N + 1), VectorXd::Zero(n)),
        A(std::size_t(N), VectorXd::Zero(n));
    std::vector<VectorXd> f, g, gt;
    std::vector<MatrixXd> M, G;

    // The constant KKT matrix K0 = [M(p0) G(p0)^T; G(p0) 0], factored once.
    sys.setSeriesState(t0, P, V, 0);
    sys.seriesDynamics(M, f);
    sys.seriesJacobian(G, gt);
    if (!M[0].allFinite() || !G[0].allFinite() || !f[0].allFinite())
        return Status::failure(StatusCode::NonFinite, t0, sys.explainNonFinite(t0, p0, v0));
    SaddlePointSolver kkt;
    ++sys.counters.linearSolves;
    if (!kkt.factorize(M[0], G[0].transpose(), G[0]))
        return Status::failure(StatusCode::SingularMatrix, t0,
                               "the matrix [M G^T; G 0] is singular at the segment start");
    VectorXd a, lambda;
    for (int d = 2; d <= N; ++d) {
        const int k = d - 2;
        const std::size_t uk = std::size_t(k);
        // Known series: p to degree d-1, v = p' to degree d-2, accelerations A_l =
        // (l+2)(l+1)P_{l+2}.
        for (int j = 0; j + 1 <= d - 1; ++j)
            V[std::size_t(j)] = double(j + 1) * P[std::size_t(j + 1)];
        sys.setSeriesState(t0, P, V, d);
        sys.seriesDynamics(M, f);
        if (m > 0) {
            sys.seriesJacobian(G, gt);
            sys.seriesConstraints(g);
        }
        // r = [tau^k] { f - G^T lambda - (M - M0) A } over the known coefficients.
        VectorXd r = f[uk];
        for (int l = 0; l < k; ++l) {
            r -= M[std::size_t(k - l)] * A[std::size_t(l)];
            if (m > 0) r -= G[std::size_t(k - l)].transpose() * Lam[std::size_t(l)];
        }
        // c = -d(d-1) [tau^d] g with p_d still zero.
        const VectorXd c =
            m > 0 ? VectorXd(-double(d) * double(d - 1) * g[std::size_t(d)]) : VectorXd(0);
        kkt.solve(r, c, a, lambda);
        A[uk] = a;
        P[std::size_t(d)] = a / (double(d) * double(d - 1));
        if (m > 0) Lam[uk] = lambda;
        if (!P[std::size_t(d)].allFinite() || !lambda.allFinite())
            return Status::failure(StatusCode::NonFinite, t0,
                                   "Taylor coefficient " + std::to_string(d) +
                                       " is not finite (a formula has no series at this state, "
                                       "e.g. sqrt or log at 0, or a non-smooth point)");
    }
    out.v.assign(std::size_t(N), VectorXd::Zero(n));
    for (int j = 0; j < N; ++j) out.v[std::size_t(j)] = double(j + 1) * P[std::size_t(j + 1)];
    return {};
}

namespace {

// Evaluation of a segment's series: Taylor polynomial or, per component, a Pade approximant.
class SeriesEvaluator {
public:
    // pade: 0 = off, -1 = automatic [L/M], else M with L = degree - M.
    // pade: "off", "auto" (near-diagonal [L/M] with L + M = degree) or "L/M" (L capped so that
    // L + M does not exceed the degree of the series).
    SeriesEvaluator(const std::vector<VectorXd>& c, const std::string& pade, double h) : m_c(c) {
        if (pade == "off" || c.size() < 3) return;
        const int degree = int(c.size()) - 1;
        int M = degree / 2;
        if (pade != "auto") {
            const auto slash = pade.find('/');
            M = std::min(degree, std::stoi(pade.substr(slash + 1)));
            m_maxL = std::stoi(pade.substr(0, slash));
        }
        m_pade.resize(std::size_t(c.front().size()));
        for (Eigen::Index i = 0; i < c.front().size(); ++i) build(i, degree, M, h);
    }

    VectorXd operator()(double tau) const {
        VectorXd value = horner(m_c, tau);
        for (std::size_t i = 0; i < m_pade.size(); ++i)
            if (m_pade[i]) value[Eigen::Index(i)] = (*m_pade[i])(tau);
        return value;
    }

private:
    // Component i: M lowered until the approximant exists and its denominator keeps away from
    // zero on [0, h] (spurious poles); with none, the component keeps its Taylor polynomial.
    void build(Eigen::Index i, int degree, int M, double h) {
        std::vector<double> coeffs;
        for (const VectorXd& c : m_c) coeffs.push_back(c[i]);
        for (; M >= 1; --M) {
            auto approximant = PadeApproximant::build(coeffs, std::min(degree - M, m_maxL), M);
            if (!approximant) continue;
            bool safe = true;
            for (int s = 0; s <= 32 && safe; ++s)
                safe = std::abs(approximant->denominatorAt(h * s / 32.0)) > 1e-3;
            if (!safe) continue;
            m_pade[std::size_t(i)] = std::move(approximant);
            return;
        }
    }
    const std::vector<VectorXd>& m_c;
    int m_maxL = std::numeric_limits<int>::max();
    std::vector<std::optional<PadeApproximant>> m_pade;
};

// Weighted max norm of coefficient k of the combined state (p, v).
double coefficientNorm(const PowerSeriesExpansion& e, std::size_t k, const VectorXd& w) {
    const Eigen::Index n = e.p.front().size();
    double norm = 0.0;
    for (Eigen::Index i = 0; i < n; ++i) {
        norm = std::max(norm, std::abs(e.p[k][i]) / w[i]);
        norm = std::max(norm, std::abs(e.v[k][i]) / w[n + i]);
    }
    return norm;
}

enum class SeriesKind { Msppa, Adm };

// The multistage method shared by both series methods, as a scheme of the step driver: each
// segment expands the solution at its start, dense output comes from the segment's series, and
// the segment end may be projected. Adaptive segments take their length from the series itself.
class SeriesScheme final : public SteppingScheme {
public:
    SeriesScheme(const Model& model, SeriesKind kind, const Settings& s)
        : m_sys(model), m_kind(kind), m_order(int(s.real("order"))), m_dense(int(s.real("dense"))),
          m_pade(s.choice("pade")), m_tol(s.has("tol") ? s.real("tol") : 0.0),
          m_projector(parseProjection(s)) {}

    MechanicalSystem& system() { return m_sys; }

    Status begin(double t0, StepObserver& observer) override {
        if (m_kind == SeriesKind::Adm && m_order < 2)
            return Status::failure(StatusCode::InvalidSettings, std::nan(""),
                                   "ADM needs order N >= 2 (the degree of p)");
        m_p = m_sys.q0();
        m_v = m_sys.v0();
        // The first segment's expansion, then the initial point with the multipliers of the
        // index-1 system (exact there): a singular mass matrix is reported as the series sees it.
        if (Status st = expand(t0); !st.ok()) return st;
        m_expanded = true;
        if (Status st = accelerations(m_sys, m_ws, t0, m_p, m_v, 0, 0, m_acceleration, m_lambda);
            !st.ok())
            return st;
        observer.onStep(t0, m_p, m_v, m_lambda);
        return {};
    }

    Status prepare(double t, double& h, bool adaptive) override {
        if (!m_expanded)
            if (Status st = expand(t); !st.ok()) return st;
        m_expanded = false;
        if (!adaptive) return {};
        // docs/methods/msppa.md section 6: radius by the root test on the last two coefficients
        // of (p, v); the last two retained terms at most half the tolerance each.
        const std::size_t K = m_e.v.size() - 1; // highest degree shared by p and v
        VectorXd w(2 * m_p.size());
        w << (m_tol * m_p.cwiseAbs()).array() + m_tol, (m_tol * m_v.cwiseAbs()).array() + m_tol;
        const double cK = coefficientNorm(m_e, K, w),
                     cK1 = K >= 2 ? coefficientNorm(m_e, K - 1, w) : 0.0;
        auto bound = [](double c, std::size_t k) {
            return c > 0 ? std::pow(0.5 / c, 1.0 / double(k))
                         : std::numeric_limits<double>::infinity();
        };
        const double radius =
            std::min(cK > 0 ? std::pow(cK, -1.0 / double(K)) : 1e300,
                     cK1 > 0 && K >= 2 ? std::pow(cK1, -1.0 / double(K - 1)) : 1e300);
        h = std::min(
            {0.5 * radius, bound(cK, K), K >= 2 ? bound(cK1, K - 1) : 1e300, 2.0 * m_hPrevious});
        return {};
    }

    Attempt attempt(double t, double h) override {
        m_P.emplace(m_e.p, m_pade, h);
        m_V.emplace(m_e.v, m_pade, h);
        m_L.emplace(m_e.lambda, m_pade, h);
        m_p1 = (*m_P)(h);
        m_v1 = (*m_V)(h);
        if (!m_p1.allFinite() || !m_v1.allFinite())
            return Attempt::failed(Status::failure(StatusCode::NonFinite, t + h,
                                                   "the series diverged: the segment is longer "
                                                   "than its radius of convergence; try a "
                                                   "smaller step"));
        return Attempt::done();
    }

    Status accept(double t, double h, double t1, StepObserver& observer) override {
        m_hPrevious = h;
        for (int j = 1; j <= m_dense; ++j) {
            const double tau = h * double(j) / double(m_dense + 1);
            observer.onStep(t + tau, (*m_P)(tau), (*m_V)(tau), (*m_L)(tau));
        }
        m_p.swap(m_p1);
        m_v.swap(m_v1);
        if (Status st = m_projector.apply(m_sys, t1, m_p, m_v); !st.ok()) return st;
        // MSPPA: lambda from the segment's series (its degree equals the order); ADM: lambda
        // lags two orders, so the segment end takes the index-1 value (= Lambda_0 of the next
        // segment).
        if (m_kind == SeriesKind::Msppa) {
            m_lambda = (*m_L)(h);
        } else if (Status st =
                       accelerations(m_sys, m_ws, t1, m_p, m_v, 0, 0, m_acceleration, m_lambda);
                   !st.ok()) {
            return st;
        }
        observer.onStep(t1, m_p, m_v, m_lambda);
        return {};
    }

    void addStats(RunStats& stats) const override { addEvaluations(stats, m_sys.counters); }

    std::string tooSmallHint(const StepControl&) const override {
        return "(the series' radius of convergence collapsed: a singularity or a non-smooth "
               "formula?)";
    }

private:
    // The series of the segment that starts at (t, p, v).
    Status expand(double t) {
        return m_kind == SeriesKind::Msppa ? expandPowerSeries(m_sys, t, m_p, m_v, m_order, m_e)
                                           : expandAdomian(m_sys, t, m_p, m_v, m_order, m_e);
    }

    MechanicalSystem m_sys;
    SeriesKind m_kind;
    bool m_expanded = false; // m_e already holds the expansion at the current point
    int m_order, m_dense;
    std::string m_pade;
    double m_tol;
    Projector m_projector;
    ConstrainedWorkspace m_ws;
    PowerSeriesExpansion m_e;
    std::optional<SeriesEvaluator> m_P, m_V, m_L;
    VectorXd m_p, m_v, m_lambda, m_acceleration, m_p1, m_v1;
    double m_hPrevious = std::numeric_limits<double>::infinity();
};

class SeriesIntegrator final : public Integrator {
public:
    explicit SeriesIntegrator(SeriesKind kind) : m_kind(kind) {}

    RunOutcome run(const Model& model, const RunRequest& request, StepObserver& observer,
                   const CancelToken& cancel) override {
        SeriesScheme scheme(model, m_kind, request.settings);
        const StepControl control = stepControl(request.settings, 0);
        return drive(scheme, control, scheme.system().tStart(), request.tEnd, observer, cancel);
    }

private:
    SeriesKind m_kind;
};

} // namespace

std::unique_ptr<Integrator> makeMsppaIntegrator() {
    return std::make_unique<SeriesIntegrator>(SeriesKind::Msppa);
}

std::unique_ptr<Integrator> makeAdmIntegrator() {
    return std::make_unique<SeriesIntegrator>(SeriesKind::Adm);
}

std::vector<SettingSpec> seriesSettings() {
    return {
        {"step",
         "Segment h",
         "Length of each expansion segment (s); the series restarts at its end",
         SettingType::Real,
         "0.1",
         1e-9,
         1e3,
         {}},
        {"tol",
         "Tolerance",
         "Adaptive segments: length from the decay of the last two Taylor coefficients so that "
         "they stay below this relative and absolute tolerance; empty for fixed segments",
         SettingType::Real,
         "",
         1e-15,
         1.0,
         {}},
        {"order",
         "Order",
         "Degree of the series in p (MSPPA: global order K; ADM: about N - 1)",
         SettingType::Integer,
         "8",
         1,
         40,
         {}},
        {"pade",
         "Pade",
         "off, auto (near-diagonal [L/M] from every coefficient) or L/M, e.g. 6/6: evaluate "
         "each component through that Pade approximant",
         SettingType::Text,
         "off",
         0,
         0,
         {},
         "off|auto|[0-9]+/[0-9]+"},
        {"projection",
         "Projection",
         "After each segment: off (drift visible), velocity, or on (positions and velocities)",
         SettingType::Choice,
         "off",
         0,
         0,
         {"off", "velocity", "on"}},
        {"dense",
         "Output points",
         "Points reported inside each segment (dense output from the series)",
         SettingType::Integer,
         "4",
         0,
         1000,
         {}},
    };
}

} // namespace mechlab::core
