#include "integrate/PowerSeries.h"

#include "integrate/Constrained.h"
#include "integrate/CpuTime.h"
#include "integrate/OneStepDriver.h"
#include "system/MechanicalSystem.h"

#include <Eigen/LU>
#include <cmath>

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

namespace {

class MsppaIntegrator final : public Integrator {
public:
    RunOutcome run(const Model& model, const RunRequest& request, StepObserver& observer,
                   const CancelToken& cancel) override {
        RunOutcome out;
        const double cpu0 = threadCpuSeconds();
        MechanicalSystem sys(model);
        ConstrainedWorkspace ws;
        const Settings& s = request.settings;
        const int order = int(s.real("order"));
        const int dense = int(s.real("dense"));
        const double hChosen = s.real("step");
        const std::string projection = s.choice("projection");
        auto finish = [&](Status status) {
            out.status = std::move(status);
            out.stats.rhsEvals = sys.counters.dynamics;
            out.stats.constraintEvals = sys.counters.constraints;
            out.stats.jacobianEvals = sys.counters.jacobians;
            out.stats.linearSolves = sys.counters.linearSolves;
            out.stats.cpuSeconds = threadCpuSeconds() - cpu0;
            return out;
        };
        double t = model.tStart();
        const double tEnd = request.tEnd;
        if (!(tEnd > t) || !std::isfinite(tEnd))
            return finish(
                Status::failure(StatusCode::InvalidSettings, t,
                                "the end time must be a finite number after the start time"));
        VectorXd p = model.q0(), v = model.v0();
        PowerSeriesExpansion e;
        // Uniform segments that end exactly at tEnd.
        const long long count = std::max(1LL, (long long)std::ceil((tEnd - t) / hChosen - 1e-9));
        const double h = (tEnd - t) / double(count), tStart = t;
        for (long long i = 0; i < count; ++i) {
            if (cancel.cancelled()) return finish(Status::failure(StatusCode::Cancelled, t, ""));
            if (Status st = expandPowerSeries(sys, t, p, v, order, e); !st.ok()) return finish(st);
            // Dense output from the series: the segment start (first segment only), `dense`
            // interior points, the segment end.
            for (int j = i == 0 ? 0 : 1; j <= dense + 1; ++j) {
                const double tau = h * double(j) / double(dense + 1);
                const VectorXd pj = horner(e.p, tau), vj = horner(e.v, tau);
                const VectorXd lj = horner(e.lambda, tau);
                if (j == dense + 1) {
                    p = pj;
                    v = vj;
                    break;
                }
                observer.onStep(t + tau, pj, vj, lj);
            }
            const double tNext = i + 1 == count ? tEnd : tStart + double(i + 1) * h;
            if (!p.allFinite() || !v.allFinite())
                return finish(Status::failure(StatusCode::NonFinite, tNext,
                                              "the series diverged: the segment is longer than "
                                              "its radius of convergence; try a smaller step"));
            if (projection == "on") {
                if (Status st = projectPositions(sys, ws, tNext, p, v, 1e-14); !st.ok())
                    return finish(st);
            }
            if (projection != "off") {
                if (Status st = projectVelocities(sys, ws, tNext, p, v); !st.ok())
                    return finish(st);
            }
            t = tNext;
            ++out.stats.steps;
            observer.onStep(t, p, v, horner(e.lambda, h));
        }
        return finish({});
    }
};

} // namespace

std::unique_ptr<Integrator> makeMsppaIntegrator() {
    return std::make_unique<MsppaIntegrator>();
}

std::vector<SettingSpec> msppaSettings() {
    return {
        {"step",
         "Segment h",
         "Length of each expansion segment (s); the series restarts at its end",
         SettingType::Real,
         "0.1",
         1e-9,
         1e3,
         {}},
        {"order",
         "Order K",
         "Degree of the power series (global order of the method)",
         SettingType::Integer,
         "8",
         1,
         40,
         {}},
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
