#include "integrate/PowerSeries.h"

#include "system/Constrained.h"
#include "integrate/OneStepDriver.h"
#include "integrate/Work.h"
#include "system/MechanicalSystem.h"

#include <Eigen/LU>
#include <cmath>
#include <limits>

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

// The multistage loop shared by both series methods: uniform segments ending at t_end, dense
// output from each segment's series, optional projection at the segment ends.
class SeriesIntegrator final : public Integrator {
public:
    enum class Kind { Msppa, Adm };
    explicit SeriesIntegrator(Kind kind) : m_kind(kind) {}

    RunOutcome run(const Model& model, const RunRequest& request, StepObserver& observer,
                   const CancelToken& cancel) override;

private:
    Kind m_kind;
};

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

RunOutcome SeriesIntegrator::run(const Model& model, const RunRequest& request,
                                 StepObserver& observer, const CancelToken& cancel) {
    RunOutcome out;
    const double cpu0 = threadCpuSeconds();
    MechanicalSystem sys(model);
    ConstrainedWorkspace ws;
    const Settings& s = request.settings;
    const int order = int(s.real("order"));
    const int dense = int(s.real("dense"));
    const std::string projection = s.choice("projection");
    const std::string pade = s.choice("pade");
    const bool adaptive = s.has("tol");
    const double tol = adaptive ? s.real("tol") : 0.0;
    auto finish = [&](Status status) {
        out.status = std::move(status);
        recordWork(out.stats, sys.counters, cpu0);
        return out;
    };
    if (m_kind == Kind::Adm && order < 2)
        return finish(Status::failure(StatusCode::InvalidSettings, std::nan(""),
                                      "ADM needs order N >= 2 (the degree of p)"));
    double t = sys.tStart();
    const double tEnd = request.tEnd;
    if (Status s = checkEndTime(t, tEnd); !s.ok()) return finish(s);
    VectorXd p = sys.q0(), v = sys.v0(), lambda, acceleration;
    PowerSeriesExpansion e;
    // Fixed mode: uniform segments that end exactly at tEnd.
    const long long count = std::max(1LL, (long long)std::ceil((tEnd - t) / s.real("step") - 1e-9));
    const double hFixed = (tEnd - t) / double(count), tStart = t;
    double hPrevious = std::numeric_limits<double>::infinity();
    for (long long i = 0; t < tEnd; ++i) {
        if (cancel.cancelled()) return finish(Status::failure(StatusCode::Cancelled, t, ""));
        const Status expanded = m_kind == Kind::Msppa ? expandPowerSeries(sys, t, p, v, order, e)
                                                      : expandAdomian(sys, t, p, v, order, e);
        if (!expanded.ok()) return finish(expanded);
        double h = hFixed;
        bool last = i + 1 == count;
        if (adaptive) {
            // msppa.md section 6: radius by the root test on the last two coefficients of
            // (p, v); the last two retained terms at most half the tolerance each.
            const std::size_t K = e.v.size() - 1; // highest degree shared by p and v
            VectorXd w(2 * p.size());
            w << (tol * p.cwiseAbs()).array() + tol, (tol * v.cwiseAbs()).array() + tol;
            const double cK = coefficientNorm(e, K, w),
                         cK1 = K >= 2 ? coefficientNorm(e, K - 1, w) : 0.0;
            auto bound = [](double c, std::size_t k) {
                return c > 0 ? std::pow(0.5 / c, 1.0 / double(k))
                             : std::numeric_limits<double>::infinity();
            };
            const double radius =
                std::min(cK > 0 ? std::pow(cK, -1.0 / double(K)) : 1e300,
                         cK1 > 0 && K >= 2 ? std::pow(cK1, -1.0 / double(K - 1)) : 1e300);
            h = std::min(
                {0.5 * radius, bound(cK, K), K >= 2 ? bound(cK1, K - 1) : 1e300, 2.0 * hPrevious});
            if (!(h >= 16 * std::numeric_limits<double>::epsilon() * std::max(1.0, std::abs(t))))
                return finish(Status::failure(StatusCode::StepTooSmall, t,
                                              "h = " + formatNumber(h) +
                                                  " (the series' radius of convergence collapsed: "
                                                  "a singularity or a non-smooth formula?)"));
            last = t + h >= tEnd * (1 - 1e-15);
            if (last) h = tEnd - t;
            hPrevious = h;
        }
        const SeriesEvaluator P(e.p, pade, h), V(e.v, pade, h), L(e.lambda, pade, h);
        if (i == 0) {
            // The initial point, with the multipliers of the index-1 system (exact there).
            if (Status st = accelerations(sys, ws, t, p, v, 0, 0, acceleration, lambda); !st.ok())
                return finish(st);
            observer.onStep(t, p, v, lambda);
        }
        for (int j = 1; j <= dense; ++j) {
            const double tau = h * double(j) / double(dense + 1);
            observer.onStep(t + tau, P(tau), V(tau), L(tau));
        }
        p = P(h);
        v = V(h);
        const double tNext = last ? tEnd : (adaptive ? t + h : tStart + double(i + 1) * hFixed);
        if (!p.allFinite() || !v.allFinite())
            return finish(Status::failure(StatusCode::NonFinite, tNext,
                                          "the series diverged: the segment is longer than its "
                                          "radius of convergence; try a smaller step"));
        if (projection == "on") {
            if (Status st = projectPositions(sys, ws, tNext, p, v, 1e-14); !st.ok())
                return finish(st);
        }
        if (projection != "off") {
            if (Status st = projectVelocities(sys, ws, tNext, p, v); !st.ok()) return finish(st);
        }
        t = tNext;
        ++out.stats.steps;
        // MSPPA: lambda from the segment's series (its degree equals the order); ADM: lambda lags
        // two orders, so the segment end takes the index-1 value (= Lambda_0 of the next segment).
        if (m_kind == Kind::Msppa) {
            lambda = L(h);
        } else if (Status st = accelerations(sys, ws, t, p, v, 0, 0, acceleration, lambda);
                   !st.ok()) {
            return finish(st);
        }
        observer.onStep(t, p, v, lambda);
    }
    return finish({});
}

} // namespace

std::unique_ptr<Integrator> makeMsppaIntegrator() {
    return std::make_unique<SeriesIntegrator>(SeriesIntegrator::Kind::Msppa);
}

std::unique_ptr<Integrator> makeAdmIntegrator() {
    return std::make_unique<SeriesIntegrator>(SeriesIntegrator::Kind::Adm);
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
