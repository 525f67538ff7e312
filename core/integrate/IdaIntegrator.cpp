#include "integrate/IdaIntegrator.h"

#include "base/Text.h"
#include "integrate/IdaSupport.h"
#include "integrate/StepDriver.h"
#include "integrate/Work.h"
#include "system/Constrained.h"
#include "system/SmallProducts.h"

#include <cmath>
#include <string>

namespace mechlab::core {

namespace {

// The DAE handed to IDA, F(t, y, y') = 0 with y = (q, v, lambda[, mu]):
//   GGL (stabilized index 2):  q' - v + G^T mu,  M v' - f + G^T lambda,  g,  G v + g_t
//   index 1:                   q' - v,           M v' - f + G^T lambda,  G v' + e
// lambda and mu are algebraic (excluded from the error test). Velocity constraints A v + b = 0
// (the rows after the first mh) have no position level: their g rows read mu_j = 0 instead.
struct Problem {
    MechanicalSystem sys;
    bool ggl = true;
    // A large sparse model (MechanicalSystem::sparseAlgebra()): M, G and the derivatives as
    // sparse matrices, and with GGL a sparse iteration matrix for KLU.
    bool sparse = false;
    int n, m, mh;
    MatrixXd M, G, K, D, C, dGtMu;
    SparseMatrixD sparseM, sparseG, sparseK, sparseD, sparseC, sparseDGtMu, J;
    std::vector<Eigen::Triplet<double>> entries;
    VectorXd f, g, gt, e, mu;
    bool nonFinite = false;

    explicit Problem(const Model& model)
        : sys(model), sparse(sys.sparseAlgebra()), n(sys.n()), m(sys.m()), mh(sys.mh()) {}
    int size() const { return 2 * n + m + (ggl ? m : 0); }
};

// The residual on raw storage (see SmallProducts.h: at these sizes Eigen's matrix-vector kernels
// cost more in set-up than in arithmetic).
template <typename Matrix>
int residualWith(Problem& p, Matrix& M, Matrix& G, sunrealtype t, N_Vector yy, N_Vector yp,
                 N_Vector rr) {
    const int n = p.n, m = p.m, mh = p.mh;
    const double* y = N_VGetArrayPointer(yy);
    const double* dy = N_VGetArrayPointer(yp);
    double* r = N_VGetArrayPointer(rr);
    const double *v = y + n, *lambda = y + 2 * n, *mu = y + 2 * n + m;
    const Eigen::Map<const VectorXd> qMap(y, n), vMap(v, n);
    if (p.ggl)
        p.sys.stageTerms(t, qMap, vMap, M, p.f, G, p.gt, p.g);
    else
        p.sys.accelerationTerms(t, qMap, vMap, M, p.f, G, p.gt, p.e);
    double *rq = r, *rv = r + n, *rc = r + 2 * n;
    for (int i = 0; i < n; ++i) {
        rq[i] = dy[i] - v[i];
        rv[i] = -p.f[i];
    }
    addProduct(M, dy + n, rv);
    addTransposedProduct(G, lambda, rv);
    if (p.ggl) {
        addTransposedProduct(G, mu, rq);
        for (int k = 0; k < mh; ++k) rc[k] = p.g[k];
        for (int k = mh; k < m; ++k) rc[k] = mu[k];
        double* rg = r + 2 * n + m;
        for (int k = 0; k < m; ++k) rg[k] = p.gt[k];
        addProduct(G, v, rg);
    } else {
        for (int k = 0; k < m; ++k) rc[k] = p.e[k];
        addProduct(G, dy + n, rc);
    }
    if (!Eigen::Map<const VectorXd>(r, p.size()).allFinite()) {
        p.nonFinite = true;
        return 1; // recoverable: IDA retries with a smaller step
    }
    return 0;
}

int residual(sunrealtype t, N_Vector yy, N_Vector yp, N_Vector rr, void* data) {
    Problem& p = *static_cast<Problem*>(data);
    return p.sparse ? residualWith(p, p.sparseM, p.sparseG, t, yy, yp, rr)
                    : residualWith(p, p.M, p.G, t, yy, yp, rr);
}

// The analytic iteration matrix dF/dy + cj dF/dy' of the GGL form, from the model's symbolic
// derivatives (IDA's difference quotients fail at the tiny first steps of this form, whose
// constraint rows do not scale with cj).
int jacobian(sunrealtype t, sunrealtype cj, N_Vector yy, N_Vector yp, N_Vector, SUNMatrix J,
             void* data, N_Vector, N_Vector, N_Vector) {
    Problem& p = *static_cast<Problem*>(data);
    const int n = p.n, m = p.m, N = p.size();
    const Eigen::Map<const VectorXd> y(N_VGetArrayPointer(yy), N);
    const Eigen::Map<const VectorXd> dy(N_VGetArrayPointer(yp), N);
    Eigen::Map<MatrixXd> A(SUNDenseMatrix_Data(J), N, N);
    const auto q = y.head(n), v = y.segment(n, n), lambda = y.segment(2 * n, m);
    p.mu = y.segment(2 * n + m, m);
    p.sys.dynamics(t, q, v, p.M, p.f);
    p.sys.constraintJacobian(t, q, p.G, p.gt);
    p.sys.residualJacobian(t, q, v, dy.segment(n, n), lambda, p.K, p.D, p.C, &p.mu, &p.dGtMu);
    A.setZero();
    const Eigen::Index r1 = n, r2 = 2 * n, r3 = 2 * n + m;
    A.block(0, 0, n, n) = p.dGtMu;
    A.block(0, 0, n, n).diagonal().array() += cj;
    A.block(0, n, n, n) = -MatrixXd::Identity(n, n);
    A.block(0, r3, n, m) = p.G.transpose();
    A.block(r1, 0, n, n) = p.K;
    A.block(r1, n, n, n) = p.D + cj * p.M;
    A.block(r1, r2, n, m) = p.G.transpose();
    A.block(r2, 0, p.mh, n) = p.G.topRows(p.mh);
    A.block(r2 + p.mh, r3 + p.mh, m - p.mh, m - p.mh).setIdentity();
    A.block(r3, 0, m, n) = p.C;
    A.block(r3, n, m, n) = p.G;
    return A.allFinite() ? 0 : 1;
}

// The same iteration matrix from sparse M, G and derivatives, assembled in p.J (compressed
// columns; the entries the model's structure gives, zero or not, so that the structure is the
// same at every call and KLU keeps its analysis).
void assembleSparse(Problem& p, sunrealtype t, sunrealtype cj, const double* yy, const double* yp) {
    const int n = p.n, m = p.m, mh = p.mh, N = p.size();
    const Eigen::Map<const VectorXd> y(yy, N), dy(yp, N);
    const auto q = y.head(n), v = y.segment(n, n), lambda = y.segment(2 * n, m);
    p.mu = y.segment(2 * n + m, m);
    p.sys.dynamics(t, q, v, p.sparseM, p.f);
    p.sys.constraintJacobian(t, q, p.sparseG, p.gt);
    p.sys.residualJacobian(t, q, v, dy.segment(n, n), lambda, p.sparseK, p.sparseD, p.sparseC,
                           &p.mu, &p.sparseDGtMu);
    auto& e = p.entries;
    e.clear();
    const int r1 = n, r2 = 2 * n, r3 = 2 * n + m;
    appendEntries(e, 0, 0, p.sparseDGtMu, 1.0);
    for (int i = 0; i < n; ++i) {
        e.emplace_back(i, i, cj);
        e.emplace_back(i, n + i, -1.0);
    }
    appendEntries(e, 0, r3, p.sparseG, 1.0, true);
    appendEntries(e, r1, 0, p.sparseK, 1.0);
    appendEntries(e, r1, n, p.sparseD, 1.0);
    appendEntries(e, r1, n, p.sparseM, double(cj));
    appendEntries(e, r1, r2, p.sparseG, 1.0, true);
    appendEntries(e, r2, 0, p.sparseG, 1.0, false, 0, mh); // the holonomic rows of G
    for (int k = mh; k < m; ++k) e.emplace_back(r2 + k, r3 + k, 1.0);
    appendEntries(e, r3, 0, p.sparseC, 1.0);
    appendEntries(e, r3, n, p.sparseG, 1.0);
    p.J.resize(N, N);
    p.J.setFromTriplets(e.begin(), e.end());
}

int sparseJacobian(sunrealtype t, sunrealtype cj, N_Vector yy, N_Vector yp, N_Vector, SUNMatrix J,
                   void* data, N_Vector, N_Vector, N_Vector) {
    Problem& p = *static_cast<Problem*>(data);
    assembleSparse(p, t, cj, N_VGetArrayPointer(yy), N_VGetArrayPointer(yp));
    const Eigen::Index nonzeros = p.J.nonZeros();
    if (SUNSparseMatrix_NNZ(J) < nonzeros && SUNSparseMatrix_Reallocate(J, nonzeros) != 0)
        return -1;
    sunindextype* columns = SUNSparseMatrix_IndexPointers(J);
    sunindextype* rows = SUNSparseMatrix_IndexValues(J);
    double* values = SUNSparseMatrix_Data(J);
    for (Eigen::Index j = 0; j <= p.J.outerSize(); ++j) columns[j] = p.J.outerIndexPtr()[j];
    for (Eigen::Index k = 0; k < nonzeros; ++k) {
        rows[k] = p.J.innerIndexPtr()[k];
        values[k] = p.J.valuePtr()[k];
    }
    return allFinite(p.J) ? 0 : 1;
}

// Plain words for IDA's return flags, with what to try.
std::string explainFlag(int flag) {
    switch (flag) {
    case IDA_TOO_MUCH_ACC:
        return localized(
            "core", "IDA could not reach the requested accuracy (tolerance too tight for double "
                    "precision); loosen the tolerance");
    case IDA_ERR_FAIL:
        return localized(
            "core", "IDA's error test failed repeatedly (the solution may have a singularity or a "
                    "jump here); try the other formulation or a looser tolerance");
    case IDA_CONV_FAIL:
        return localized(
            "core",
            "IDA's Newton iteration failed repeatedly; try the other formulation, a tighter "
            "tolerance, or check the model near this time");
    case IDA_LSETUP_FAIL:
    case IDA_LSOLVE_FAIL:
        return localized(
            "core", "IDA's linear solver failed: the iteration matrix is singular (a singular mass "
                    "matrix or dependent constraints?)");
    case IDA_REP_RES_ERR:
    case IDA_RES_FAIL:
        return localized(
            "core",
            "the model produced values that are not finite, and smaller steps did not help");
    default:
        return localized("core", "IDA returned %1").arg(IDAGetReturnFlagName(flag));
    }
}

class IdaIntegrator final : public Integrator {
public:
    RunOutcome run(const Model& model, const RunRequest& request, StepObserver& observer,
                   const CancelToken& cancel) override {
        const RunClock clock;
        Problem p(model);
        p.ggl = request.settings.choice("formulation") != "index1";
        const int n = p.n, m = p.m, N = p.size();
        const double t0 = p.sys.tStart();
        const double tEnd = request.tEnd;
        const double tol = request.settings.real("tol");
        const bool projectOut = parseProjection(request.settings) != Projection::Off;
        const bool lambdaPost = request.settings.choice("lambda") != "raw";

        IdaSession ida;
        auto finish = [&](Status s) {
            RunStats stats;
            addEvaluations(stats, p.sys.counters);
            ida.collectStats(stats);
            if (s.ok()) {
                warnAccumulatedRoundOff(tol, stats);
                warnAccumulatedStepErrors(tol, ida.stepErrorSum(), stats);
            }
            return clock.outcome(std::move(s), stats);
        };

        if (Status s = checkEndTime(t0, tEnd); !s.ok()) return finish(s);
        if (!(tol > 0.0))
            return finish(Status::failure(StatusCode::InvalidSettings, t0,
                                          localized("core", "IDA needs a positive tolerance")));

        // Consistent initial values computed here: q, v from the model (consistent by the
        // model check), v' and lambda from the index-1 system, q' = v, mu = 0.
        ConstrainedWorkspace ws;
        VectorXd q = p.sys.q0(), v = p.sys.v0(), a, lambda;
        if (Status s = accelerations(p.sys, ws, t0, q, v, 0.0, 0.0, a, lambda); !s.ok())
            return finish(s);
        observer.onStep(t0, q, v, lambda);

        IdaSession::Setup setup;
        setup.residual = residual;
        setup.jacobian = p.ggl ? (p.sparse ? sparseJacobian : jacobian) : nullptr;
        setup.userData = &p;
        setup.t0 = t0;
        setup.tStop = tEnd;
        setup.y0 = VectorXd::Zero(N);
        setup.y0.head(n) = q;
        setup.y0.segment(n, n) = v;
        setup.y0.segment(2 * n, m) = lambda;
        setup.yp0 = VectorXd::Zero(N);
        setup.yp0.head(n) = v;
        setup.yp0.segment(n, n) = a;
        setup.differential = VectorXd::Zero(N);
        setup.differential.head(2 * n).setOnes();
        setup.rtol = tol;
        // Absolute tolerances: tol for q and v; none to speak of for the multipliers, whose
        // Newton corrections grow like 1/h in an index-2 system and would otherwise stall the
        // corrector at the tiny first steps (they are excluded from the error test as well).
        setup.atol = VectorXd::Constant(N, 1e10);
        setup.atol.head(2 * n).setConstant(tol);
        setup.suppressAlgebraic = true;
        setup.initialStep = request.settings.has("step") ? request.settings.real("step") : 0.0;
        if (p.ggl && p.sparse) {
            // The structure of the iteration matrix, from one assembly at the start.
            assembleSparse(p, t0, 1.0, setup.y0.data(), setup.yp0.data());
            setup.sparseNonzeros = p.J.nonZeros();
        }
        if (Status s = ida.open(setup); !s.ok()) return finish(s);

        Eigen::Map<VectorXd> y = ida.y();
        VectorXd qOut(n), vOut(n), lOut(m), aOut(n);
        auto onStep = [&](double t) -> Status {
            p.nonFinite = false; // set again by the residual if the next step meets one
            qOut = y.head(n);
            vOut = y.segment(n, n);
            if (projectOut) {
                // Reported values only (the integration continues from IDA's own state).
                if (Status s = projectPositions(p.sys, ws, t, qOut, vOut, 1e-14); !s.ok()) return s;
                if (Status s = projectVelocities(p.sys, ws, t, qOut, vOut); !s.ok()) return s;
            }
            // IDA's multipliers are left out of its error test and, through their absolute
            // tolerance, of its Newton test, so nothing holds them to the tolerance: on the
            // two-link robot (GGL, tol 1e-6 to 1e-11) they oscillate with alternating sign and
            // grow by a factor of about 2.5 per step until IDA renews its iteration matrix,
            // 8.6e5 off at tol 1e-11 where the positions are 3.4e-9 off. Recomputed from the
            // index-1 system at the reported q and v they are as accurate as those.
            if (lambdaPost) {
                if (Status s = accelerations(p.sys, ws, t, qOut, vOut, 0.0, 0.0, aOut, lOut);
                    !s.ok())
                    return s;
            } else {
                lOut = y.segment(2 * n, m);
            }
            observer.onStep(t, qOut, vOut, lOut);
            return {};
        };
        auto explain = [&](int flag, double t) {
            std::string detail = explainFlag(flag);
            if (p.nonFinite) {
                const std::string why = p.sys.explainNonFinite(t, y.head(n), y.segment(n, n));
                if (!why.empty()) detail += " (" + why + ")";
            }
            return detail;
        };
        const long long maxSteps = (long long)request.settings.real("max_steps");
        return finish(ida.run(tEnd, maxSteps, cancel, onStep, explain, request.stopTimes));
    }
};

} // namespace

std::unique_ptr<Integrator> makeIdaIntegrator() {
    return std::make_unique<IdaIntegrator>();
}

std::vector<SettingSpec> idaSettings() {
    return {
        {"tol",
         ML_NOOP("core", "Tolerance"),
         ML_NOOP("core",
                 "Relative and absolute tolerance of IDA's error test (positions and velocities; "
                 "the multipliers are excluded)"),
         SettingType::Real,
         "1e-6",
         1e-14,
         1.0,
         {}},
        {"step",
         ML_NOOP("core", "Initial step"),
         ML_NOOP("core", "First step size (s); empty: IDA chooses"),
         SettingType::Real,
         "",
         1e-12,
         1e3,
         {}},
        {"formulation",
         ML_NOOP("core", "Formulation"),
         ML_NOOP("core",
                 "ggl: stabilized index 2 (g = 0 and G v + g_t = 0 with an extra multiplier, no "
                 "drift); index1: acceleration level (g and G v drift)"),
         SettingType::Choice,
         "ggl",
         0,
         0,
         {"ggl", "index1"}},
        {"projection",
         ML_NOOP("core", "Projection"),
         ML_NOOP("core", "on: the reported points are projected onto g = 0 and G v + g_t = 0 (IDA "
                         "continues from its own values); off: reported as computed"),
         SettingType::Choice,
         "off",
         0,
         0,
         {"off", "on"}},
        {"lambda",
         ML_NOOP("core", "Multipliers"),
         ML_NOOP("core",
                 "post: recomputed at each reported point from the index-1 system; raw: IDA's "
                 "own values, which its error and Newton tests leave out (they can be far off)"),
         SettingType::Choice,
         "post",
         0,
         0,
         {"post", "raw"}},
        idaMaxStepsSetting()};
}

} // namespace mechlab::core
