// MSPPA (power series + Adomian polynomials, msppa.md): the sources' published coefficients for the
// two-link robot, the document's single-expansion and multistage tables, convergence in K and in h,
// the GGL pendulum that exposes errata E1/E2, time-dependent constraints, every formula function.

#include "../bench/ChainModel.h"
#include "TestSupport.h"
#include "integrate/PowerSeries.h"
#include "system/MechanicalSystem.h"

#include <QtTest>
#include <cmath>

using namespace mechlab;
using namespace mechlab::core;
using test::factorial;
using test::relClose;
using test::runMethod;
using test::seriesAt;
using test::text;
using test::vec;

namespace {

// The GGL pendulum of msppa.md section 8.3: M = I, f = (0, -9.81), g = x^2 + y^2 - 1.
Model gglPendulum(double theta0, double omega0) {
    return test::cartesianPendulum(9.81, false, theta0, omega0);
}

} // namespace

class TestMsppa : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void robotModelSeriesMatchSources();
    void robotCoefficientsMatchSources();
    void robotSingleExpansionErrors();
    void robotMultistageTable();
    void robotConvergenceInK();
    void robotConvergenceInH();
    void robotHighOrderFewSegments();
    void gglPendulumFromRest();
    void gglPendulumMovingStart();
    void gglPendulumMultistage();
    void pendulumPresetConstraintsAtLocalErrorLevel();
    void timeDependentConstraint(); // both series methods
    void everyFunctionRuns();
    void adaptiveSegmentsSeeZeroTopCoefficients();
    void expansionReusedIsExact();        // both series methods
    void sparseExpansionsOfALargeModel(); // both series methods
};

void TestMsppa::robotModelSeriesMatchSources() {
    // two-link-robot.md: Taylor coefficients of f, G, M along the exact solution (a = 0, b = 1).
    const Model model = test::presetModel("two-link-robot");
    MechanicalSystem sys(model);
    std::vector<Eigen::VectorXd> p(6, vec(0, 0)), v(6, vec(0, 0));
    for (int j = 0; 2 * j + 1 < 6; ++j)
        p[std::size_t(2 * j + 1)] = std::pow(-1.0, j) / factorial(2 * j + 1) * vec(1, -2);
    for (int j = 0; 2 * j < 6; ++j)
        v[std::size_t(2 * j)] = std::pow(-1.0, j) / factorial(2 * j) * vec(1, -2);
    sys.setSeriesState(0.0, p, v, 5);
    std::vector<Eigen::MatrixXd> M, G;
    std::vector<Eigen::VectorXd> f, gt;
    sys.seriesDynamics(M, f);
    sys.seriesJacobian(G, gt);
    const double fk[6][2] = {{2, 1},           {-3, -0.5}, {-2, -1},
                             {0.5, 37.0 / 12}, {1, 0.5},   {-1.0 / 40, -601.0 / 240}};
    const double gk[6][2] = {{2, 1}, {0, 0}, {-1, -0.5}, {0, 0}, {5.0 / 12, 5.0 / 24}, {0, 0}};
    for (int k = 0; k < 6; ++k)
        for (int i = 0; i < 2; ++i) {
            QVERIFY2(std::abs(f[std::size_t(k)][i] - fk[k][i]) < 1e-14,
                     qPrintable(QString("f_%1").arg(k)));
            QVERIFY2(std::abs(G[std::size_t(k)](0, i) - gk[k][i]) < 1e-14,
                     qPrintable(QString("G_%1").arg(k)));
        }
    QVERIFY((M[0] - (Eigen::MatrixXd(2, 2) << 8, 2.5, 2.5, 1).finished()).norm() < 1e-14);
    QVERIFY((M[2] - (Eigen::MatrixXd(2, 2) << -6, -3, -3, 0).finished()).norm() < 1e-14);
    QVERIFY((M[4] - (Eigen::MatrixXd(2, 2) << 4, 2, 2, 0).finished()).norm() < 1e-14);
    QVERIFY(M[1].norm() < 1e-14 && M[3].norm() < 1e-14);
}

void TestMsppa::robotCoefficientsMatchSources() {
    // The corrected algorithm's coefficients (msppa.md 8.1), K = 10: the exact series of
    // p = (sin t, -2 sin t), v = (cos t, -2 cos t), lambda = cos t, mu = 0.
    const Model model = test::presetModel("two-link-robot");
    MechanicalSystem sys(model);
    PowerSeriesExpansion e;
    QVERIFY(expandPowerSeries(sys, 0.0, model.q0(), model.v0(), 10, e).ok());
    for (int k = 0; k <= 10; ++k) {
        const double pk = k % 2 == 1 ? std::pow(-1.0, (k - 1) / 2) / factorial(k) : 0.0;
        const double vk = k % 2 == 0 ? std::pow(-1.0, k / 2) / factorial(k) : 0.0;
        QVERIFY2((e.p[std::size_t(k)] - pk * vec(1, -2)).norm() < 1e-14,
                 qPrintable(QString("p_%1").arg(k)));
        QVERIFY2((e.v[std::size_t(k)] - vk * vec(1, -2)).norm() < 1e-14,
                 qPrintable(QString("v_%1").arg(k)));
        if (k < 10) {
            QVERIFY2(std::abs(e.lambda[std::size_t(k)][0] - vk) < 1e-14,
                     qPrintable(QString("lambda_%1").arg(k)));
            QVERIFY(std::abs(e.mu[std::size_t(k)][0]) < 1e-14);
        }
    }
    // The thesis' hand computation (K = 3): lambda_0 = 1, v_2 = (-1/2, 1), lambda_2 = -1/2,
    // p_3 = (-1/6, 1/3); the K = 3 series at t = pi/4.
    PowerSeriesExpansion e3;
    QVERIFY(expandPowerSeries(sys, 0.0, model.q0(), model.v0(), 3, e3).ok());
    QCOMPARE(e3.lambda[0][0], 1.0);
    QVERIFY((e3.v[2] - vec(-0.5, 1)).norm() < 1e-15);
    QVERIFY(std::abs(e3.lambda[2][0] + 0.5) < 1e-15);
    QVERIFY((e3.p[3] - vec(-1.0 / 6, 1.0 / 3)).norm() < 1e-15);
    const double t = M_PI / 4;
    QVERIFY((seriesAt(e3.p, t) - vec(0.7046526512091675, -1.409305302418335)).norm() < 1e-15);
    QVERIFY((seriesAt(e3.v, t) - vec(0.6915748624659576, -1.383149724931915)).norm() < 1e-15);
    QVERIFY(std::abs(seriesAt(e3.lambda, t)[0] - 0.6915748624659576) < 1e-15);
}

void TestMsppa::robotSingleExpansionErrors() {
    // msppa.md 8.1: max error on [0, pi/4] (201 samples) of a single expansion.
    const Model model = test::presetModel("two-link-robot");
    MechanicalSystem sys(model);
    struct Row {
        int K;
        double p, v, lambda;
    };
    for (const Row& row :
         {Row{3, 4.908e-3, 3.106e-2, 1.553e-2}, Row{5, 7.253e-5, 6.449e-4, 3.224e-4},
          Row{8, 6.232e-7, 4.899e-8, 3.566e-6}, Row{10, 3.501e-9, 2.292e-10, 2.45e-8}}) {
        PowerSeriesExpansion e;
        QVERIFY(expandPowerSeries(sys, 0.0, model.q0(), model.v0(), row.K, e).ok());
        double ep = 0, ev = 0, el = 0;
        for (int i = 0; i <= 200; ++i) {
            const double t = M_PI / 4 * i / 200;
            ep = std::max(ep,
                          (seriesAt(e.p, t) - std::sin(t) * vec(1, -2)).lpNorm<Eigen::Infinity>());
            ev = std::max(ev,
                          (seriesAt(e.v, t) - std::cos(t) * vec(1, -2)).lpNorm<Eigen::Infinity>());
            el = std::max(el, std::abs(seriesAt(e.lambda, t)[0] - std::cos(t)));
        }
        QVERIFY2(relClose(ep, row.p, 0.01) && relClose(ev, row.v, 0.01) &&
                     relClose(el, row.lambda, 0.01),
                 qPrintable(QString("K=%1: %2 %3 %4").arg(row.K).arg(ep).arg(ev).arg(el)));
    }
}

void TestMsppa::robotMultistageTable() {
    // msppa.md 8.2: errors at T with N fixed segments (lambda from the last segment's series).
    const Model model = test::presetModel("two-link-robot");
    struct Row {
        double T;
        int N, K;
        double p, v, lambda;
    };
    for (const Row& r : {Row{10, 20, 6, 6.132e-5, 8.498e-6, 1.739e-5},
                         Row{10, 50, 6, 2.338e-7, 9.893e-8, 3.324e-8},
                         Row{10, 100, 6, 3.505e-9, 1.859e-9, 3.053e-10},
                         Row{M_PI / 4, 4, 3, 2.91e-4, 4.006e-4, 9.011e-4}}) {
        const auto run = runMethod(
            model, "msppa", {{"step", text(r.T / r.N)}, {"order", std::to_string(r.K)}}, r.T);
        QVERIFY(run.result.status.ok());
        const auto& s = run.summary();
        QCOMPARE(run.result.stats.steps, (long long)r.N);
        const double ep = (s.qFinal - std::sin(r.T) * vec(1, -2)).lpNorm<Eigen::Infinity>();
        const double ev = (s.vFinal - std::cos(r.T) * vec(1, -2)).lpNorm<Eigen::Infinity>();
        const double el = std::abs(s.lambdaFinal[0] - std::cos(r.T));
        QVERIFY2(
            relClose(ep, r.p, 0.02) && relClose(ev, r.v, 0.02) && relClose(el, r.lambda, 0.02),
            qPrintable(QString("N=%1 K=%2: %3 %4 %5").arg(r.N).arg(r.K).arg(ep).arg(ev).arg(el)));
    }
}

void TestMsppa::robotConvergenceInK() {
    // At fixed h = 1 the error falls geometrically with K (each +4 in K gains > 2 decades).
    const Model model = test::presetModel("two-link-robot");
    double previous = 0;
    for (int K : {4, 8, 12, 16}) {
        const auto run =
            runMethod(model, "msppa", {{"step", "1"}, {"order", std::to_string(K)}}, 10.0);
        const double e = run.summary().maxErrorQ;
        if (previous > 0)
            QVERIFY2(e < previous / 100,
                     qPrintable(QString("K=%1: %2 after %3").arg(K).arg(e).arg(previous)));
        previous = e;
    }
    QVERIFY(previous < 1e-12);
}

void TestMsppa::robotConvergenceInH() {
    // At fixed K the observed order in positions is K (within 0.5).
    const Model model = test::presetModel("two-link-robot");
    for (int K : {3, 4, 6}) {
        double previous = 0;
        for (int i = 0; i < 3; ++i) {
            const double h = 0.4 / std::pow(2.0, i);
            const auto run =
                runMethod(model, "msppa", {{"step", text(h)}, {"order", std::to_string(K)}}, 10.0);
            const double e = run.summary().maxErrorQ;
            if (i > 0) {
                const double p = test::observedOrder(previous, e);
                QVERIFY2(std::abs(p - K) <= 0.5,
                         qPrintable(QString("K=%1 h=%2: order %3").arg(K).arg(h).arg(p)));
            }
            previous = e;
        }
    }
}

void TestMsppa::robotHighOrderFewSegments() {
    // K = 20 with 13 segments over [0, 10]: error below 1e-12 in q, v and lambda.
    const Model model = test::presetModel("two-link-robot");
    const auto run = runMethod(model, "msppa", {{"step", "0.8"}, {"order", "20"}}, 10.0);
    QVERIFY(run.result.status.ok());
    QCOMPARE(run.result.stats.steps, 13LL);
    QVERIFY2(run.summary().maxErrorQ < 1e-12, qPrintable(QString::number(run.summary().maxErrorQ)));
    QVERIFY(run.summary().maxErrorV < 1e-12);
    QVERIFY(run.summary().maxErrorLambda < 1e-12);
}

void TestMsppa::gglPendulumFromRest() {
    // msppa.md 8.3(a): single expansion, K = 6.
    const Model model = gglPendulum(0.5, 0.0);
    MechanicalSystem sys(model);
    PowerSeriesExpansion e;
    QVERIFY(expandPowerSeries(sys, 0.0, model.q0(), model.v0(), 6, e).ok());
    const double p[7][2] = {
        {0.479425538604, -0.877582561890}, {0, 0}, {-2.06370759024, -1.12740859486}, {0, 0},
        {0.154955797041, 3.23531878212},   {0, 0}, {3.75959155058, -2.46685103661}};
    const double v[7][2] = {
        {0, 0}, {-4.12741518048, -2.25481718972}, {0, 0}, {0.619823188165, 12.9412751285},
        {0, 0}, {22.5575493035, -14.8011062196},  {0, 0}};
    const double lambda[6] = {4.30454246607, 0, 16.5898174733, 0, -47.6077158789, 0};
    for (int k = 0; k <= 6; ++k) {
        for (int i = 0; i < 2; ++i) {
            QVERIFY2(relClose(e.p[std::size_t(k)][i], p[k][i], 1e-10, 1e-12),
                     qPrintable(QString("p_%1").arg(k)));
            QVERIFY2(relClose(e.v[std::size_t(k)][i], v[k][i], 1e-10, 1e-12),
                     qPrintable(QString("v_%1").arg(k)));
        }
        if (k < 6)
            QVERIFY2(relClose(e.lambda[std::size_t(k)][0], lambda[k], 1e-10, 1e-12),
                     qPrintable(QString("lambda_%1").arg(k)));
    }
}

void TestMsppa::gglPendulumMovingStart() {
    // msppa.md 8.3(b): v0 = (cos 0.5, sin 0.5), K = 4 (checks s_k != 0 and the order of G_k).
    const Model model = gglPendulum(0.5, 1.0);
    MechanicalSystem sys(model);
    PowerSeriesExpansion e;
    QVERIFY(expandPowerSeries(sys, 0.0, model.q0(), model.v0(), 4, e).ok());
    const double lambda[4] = {4.80454246607, -7.05474680056, 10.1330037742, 41.665734054};
    const double p[5][2] = {{0, 0},
                            {0.87758256189037, 0.4794255386042},
                            {-2.3034203595435, -0.6886173139132},
                            {-0.27805230050388, -2.8315143767559},
                            {2.066663818871, 2.5972107206633}};
    const double v[5][2] = {{0, 0},
                            {-4.6068407190869, -1.3772346278264},
                            {-0.83415690151164, -8.4945431302676},
                            {8.2666552754841, 10.388842882653},
                            {-21.891148864136, 20.226605558129}};
    for (int k = 1; k <= 4; ++k) {
        QVERIFY2(relClose(e.lambda[std::size_t(k - 1)][0], lambda[k - 1], 1e-10),
                 qPrintable(QString("lambda_%1").arg(k - 1)));
        QVERIFY(std::abs(e.mu[std::size_t(k - 1)][0]) < 1e-13);
        for (int i = 0; i < 2; ++i) {
            QVERIFY2(relClose(e.p[std::size_t(k)][i], p[k][i], 1e-10),
                     qPrintable(QString("p_%1").arg(k)));
            QVERIFY2(relClose(e.v[std::size_t(k)][i], v[k][i], 1e-10),
                     qPrintable(QString("v_%1").arg(k)));
        }
    }
}

void TestMsppa::gglPendulumMultistage() {
    // msppa.md 8.3(a): to T = 1, errors against the reference; the erratum-affected algorithm
    // would be off by ~1.2 here.
    const Model model = gglPendulum(0.5, 0.0);
    const Eigen::VectorXd pRef = vec(-0.4786857303562, -0.877986316267715);
    const Eigen::VectorXd vRef = vec(-0.0781440418923423, 0.0426048072425942);
    const double lambdaRef = 4.31048371173487;
    struct Row {
        int N;
        double p, v, lambda;
    };
    for (const Row& r : {Row{20, 5.5e-9, 3.1e-8, 6.5e-7}, Row{100, 1.0e-13, 2.2e-12, 3.8e-11}}) {
        const auto run =
            runMethod(model, "msppa", {{"step", text(1.0 / r.N)}, {"order", "6"}}, 1.0);
        QVERIFY(run.result.status.ok());
        const auto& s = run.summary();
        const double ep = (s.qFinal - pRef).lpNorm<Eigen::Infinity>(),
                     ev = (s.vFinal - vRef).lpNorm<Eigen::Infinity>();
        const double el = std::abs(s.lambdaFinal[0] - lambdaRef);
        // The reference values carry 13-15 digits: compare within 10 %, plus 1e-13 absolute.
        QVERIFY2(relClose(ep, r.p, 0.1, 1e-13) && relClose(ev, r.v, 0.1, 1e-13) &&
                     relClose(el, r.lambda, 0.1, 1e-12),
                 qPrintable(QString("N=%1: %2 %3 %4").arg(r.N).arg(ep).arg(ev).arg(el)));
    }
}

void TestMsppa::pendulumPresetConstraintsAtLocalErrorLevel() {
    // Against a tight HEM4 run; the constraint residuals stay at the level of the error.
    const Model model = test::presetModel("pendulum");
    for (int K : {6, 8}) {
        double previous = 0;
        for (double h : {0.05, 0.025}) {
            const auto run =
                runMethod(model, "msppa", {{"step", text(h)}, {"order", std::to_string(K)}}, 10.0);
            QVERIFY(run.result.status.ok());
            const auto& s = run.summary();
            QVERIFY2(s.maxAbsG <= s.maxErrorQ && s.maxAbsGv <= 2 * s.maxErrorV,
                     qPrintable(QString("K=%1 h=%2: |g| %3 err %4")
                                    .arg(K)
                                    .arg(h)
                                    .arg(s.maxAbsG)
                                    .arg(s.maxErrorQ)));
            if (previous > 0) QVERIFY(test::observedOrder(previous, s.maxErrorQ) > K - 0.5);
            previous = s.maxErrorQ;
        }
    }
}

void TestMsppa::timeDependentConstraint() {
    // A point whose x is prescribed, g = x - sin(t), y a harmonic oscillator:
    // x = sin t, y = cos t (from y0 = 1, v0 = (1, 0)), lambda = sin t.
    ModelSpec s;
    s.name = "prescribed";
    s.coordinates = {{"x", "", "0", "1"}, {"y", "", "1", "0"}};
    s.mass = {{"1", ""}, {"", "1"}};
    s.forces = {"0", "0 - y"};
    s.constraints = {"x - sin(t)"};
    s.exact.positions = {"sin(t)", "cos(t)"};
    s.exact.velocities = {"cos(t)", "0 - sin(t)"};
    s.exact.multipliers = {"sin(t)"};
    s.tEnd = 5;
    const ModelCompileResult c = compileModel(s);
    QVERIFY2(c.ok(), toString(c.diagnostics).c_str());
    for (const char* method : {"msppa", "adm"}) {
        const auto run = runMethod(*c.model, method, {{"step", "0.25"}, {"order", "12"}}, 5.0);
        QVERIFY(run.result.status.ok());
        QVERIFY2(run.summary().maxErrorQ < 1e-12,
                 qPrintable(QString("%1: %2").arg(method).arg(run.summary().maxErrorQ)));
        QVERIFY(run.summary().maxErrorV < 1e-11);
        QVERIFY2(run.summary().maxErrorLambda < 1e-10,
                 qPrintable(QString("%1: %2").arg(method).arg(run.summary().maxErrorLambda)));
    }
}

void TestMsppa::everyFunctionRuns() {
    // A mechanism whose formulas go through sqrt, atan2, pow, division, exp, log, trig and
    // hyperbolic functions and the ternary: a bead on a wire y = h(x) in a potential, compared
    // with a tight HEM4 run.
    ModelSpec s;
    s.name = "functions";
    s.parameters = {{"k", 2, "", 1, 3, ""}};
    s.definitions = {{"r", "sqrt(x^2 + y^2 + 1)"}, {"phi", "atan2(y, x + 2)"}};
    s.coordinates = {{"x", "", "0.3", "0.2"}, {"y", "", "0.3^2", "2*0.3*0.2"}};
    s.mass = {{"1 + 0.1*cos(phi)^2", "0.05*tanh(x)"}, {"", "1 + 0.1*exp(-(y^2))"}};
    // The ternary's condition holds throughout (r >= 1): series follow the branch taken.
    s.forces = {
        "0 - k*x/r + (r > 0.5 ? 0.1*x : 0.2*x) + 0.01*r^1.5",
        "0 - k*y/r^3 + 0.01*log(1 + r) - 0.02*sinh(x)*cosh(y) + 0.01*asin(x/3) + 0.01*atan(y)"};
    s.constraints = {"y - x^2"};
    s.tEnd = 2;
    const ModelCompileResult c = compileModel(s);
    QVERIFY2(c.ok(), toString(c.diagnostics).c_str());
    const auto reference =
        runMethod(*c.model, "hem4", {{"step", "1e-4"}, {"projection", "on"}}, 2.0);
    QVERIFY(reference.result.status.ok());
    for (const char* method : {"msppa", "adm"}) {
        const auto series = runMethod(*c.model, method, {{"step", "0.05"}, {"order", "10"}}, 2.0);
        QVERIFY2(series.result.status.ok(), series.result.status.message().c_str());
        const double diff =
            (series.summary().qFinal - reference.summary().qFinal).lpNorm<Eigen::Infinity>();
        QVERIFY2(diff < 1e-9, qPrintable(QString("%1: %2").arg(method).arg(diff)));
        QVERIFY(series.summary().maxAbsG < 1e-10);
    }
}

void TestMsppa::adaptiveSegmentsSeeZeroTopCoefficients() {
    // x'' = t^2 cos x from rest at x = 1: x = 1 + cos(1) t^4/12 + O(t^8), so the series of x has
    // only every fourth power and, at order 6, the top two degrees of both x and x_dot vanish at
    // t = 0. Read as an infinite radius, they made one segment of the whole interval (x(3) off
    // by several units, status ok); the segment length must come from the degrees that are not
    // zero, and the run must agree with a tight RK4 run.
    ModelSpec s;
    s.name = "driven from rest";
    s.coordinates = {{"x", "", "1", "0"}};
    s.mass = {{"1"}};
    s.forces = {"t^2*cos(x)"};
    s.tEnd = 3;
    const ModelCompileResult c = compileModel(s);
    QVERIFY2(c.ok(), toString(c.diagnostics).c_str());
    const auto reference = runMethod(*c.model, "rk4", {{"step", "1e-4"}}, 3.0);
    QVERIFY(reference.result.status.ok());
    const double x3 = reference.summary().qFinal[0];
    for (const char* order : {"6", "10"}) {
        const auto series = runMethod(*c.model, "msppa", {{"tol", "1e-8"}, {"order", order}}, 3.0);
        QVERIFY2(series.result.status.ok(), series.result.status.message().c_str());
        QVERIFY2(series.result.stats.steps >= 5,
                 qPrintable(QString::number(series.result.stats.steps)));
        const double diff = std::abs(series.summary().qFinal[0] - x3);
        QVERIFY2(diff < 1e-6 * (1 + std::abs(x3)), qPrintable(QString("order %1: x(3) = %2, RK4 %3")
                                                                  .arg(order)
                                                                  .arg(series.summary().qFinal[0])
                                                                  .arg(x3)));
    }
}

// An expansion keeps its working storage from segment to segment: one that expanded before, to
// a higher order, at another point, gives exactly the coefficients of a fresh one (MSPPA and ADM,
// with and without constraints).
void TestMsppa::expansionReusedIsExact() {
    using Expand = Status (*)(MechanicalSystem&, double, const Eigen::VectorXd&,
                              const Eigen::VectorXd&, int, PowerSeriesExpansion&);
    for (const char* id : {"two-link-robot", "damped-oscillator"})
        for (Expand expand : {Expand(expandPowerSeries), Expand(expandAdomian)}) {
            const Model model = test::presetModel(id);
            MechanicalSystem sys(model);
            const Eigen::VectorXd q = model.q0(), v = model.v0();
            PowerSeriesExpansion fresh, reused;
            QVERIFY(expand(sys, 0.0, q, v, 5, fresh).ok());
            QVERIFY(expand(sys, 0.3, q + 0.1 * v, 1.5 * v, 12, reused).ok());
            QVERIFY(expand(sys, 0.0, q, v, 5, reused).ok());
            for (auto member : {&PowerSeriesExpansion::p, &PowerSeriesExpansion::v,
                                &PowerSeriesExpansion::lambda, &PowerSeriesExpansion::mu}) {
                const auto &a = fresh.*member, &b = reused.*member;
                QCOMPARE(a.size(), b.size());
                for (std::size_t k = 0; k < a.size(); ++k)
                    QVERIFY2(a[k] == b[k],
                             qPrintable(QString("%1, coefficient %2").arg(id).arg(k)));
            }
        }
}

// A large model whose M and G are mostly zeros (a chain of 40 links, here with a mass matrix that
// depends on the positions and couples each link's x and y, and damping) is expanded with M and
// G as sparse matrices and saddle-point solves in place of M0^-1 and the Schur complements: the
// model's series equal the dense ones, the coefficients of both expansions equal the dense
// expansions' to round-off (measured: within 3.4e-12 of their size, up to 6 700 at order 8 from
// this inconsistent start), and runs agree with hem4.
void TestMsppa::sparseExpansionsOfALargeModel() {
    const int links = 40, n = 2 * links;
    ModelSpec spec = bench::chainSpec(links);
    for (int i = 0; i < links; ++i) {
        const std::size_t a = std::size_t(2 * i), b = a + 1;
        const std::string& x = spec.coordinates[a].name;
        const std::string& y = spec.coordinates[b].name;
        spec.mass.set(int(a), int(a), "1 + " + y + "^2/10");
        spec.mass.set(int(a), int(b), "cos(" + x + ")/10");
        spec.forces[a] = "-" + x + "_dot/10";
    }
    const ModelCompileResult c = compileModel(spec);
    QVERIFY2(c.ok(), toString(c.diagnostics).c_str());
    MechanicalSystem sys(*c.model);
    QVERIFY(sys.sparseAlgebra());
    std::srand(3);
    const Eigen::VectorXd q = sys.q0() + 0.01 * Eigen::VectorXd::Random(n);
    const Eigen::VectorXd v = 0.1 * Eigen::VectorXd::Random(n);

    sys.setSeriesState(0.2, {q, v, 0.5 * v}, {v, Eigen::VectorXd::Random(n)}, 2);
    std::vector<Eigen::MatrixXd> M, G;
    std::vector<SparseMatrixD> sM, sG;
    std::vector<Eigen::VectorXd> f, gt, sf, sgt;
    sys.seriesDynamics(M, f);
    sys.seriesDynamics(sM, sf);
    sys.seriesJacobian(G, gt);
    sys.seriesJacobian(sG, sgt);
    QCOMPARE(sM.size(), M.size());
    for (std::size_t k = 0; k < 3; ++k) {
        QVERIFY(Eigen::MatrixXd(sM[k]) == M[k] && sf[k] == f[k]);
        QVERIFY(Eigen::MatrixXd(sG[k]) == G[k] && sgt[k] == gt[k]);
    }
    QVERIFY(M[1].norm() > 0.01 && G[2].norm() > 0.01 && f[1].norm() > 0.01);

    using Expand = Status (*)(MechanicalSystem&, double, const Eigen::VectorXd&,
                              const Eigen::VectorXd&, int, PowerSeriesExpansion&);
    const std::pair<Expand, Expand> kinds[] = {
        {expandPowerSeriesWith<Eigen::MatrixXd>, expandPowerSeriesWith<SparseMatrixD>},
        {expandAdomianWith<Eigen::MatrixXd>, expandAdomianWith<SparseMatrixD>}};
    for (const auto& [dense, sparse] : kinds) {
        PowerSeriesExpansion d, s;
        QVERIFY(dense(sys, 0.2, q, v, 8, d).ok());
        QVERIFY(sparse(sys, 0.2, q, v, 8, s).ok());
        for (auto member : {&PowerSeriesExpansion::p, &PowerSeriesExpansion::v,
                            &PowerSeriesExpansion::lambda, &PowerSeriesExpansion::mu}) {
            const auto &a = d.*member, &b = s.*member;
            QCOMPARE(a.size(), b.size());
            for (std::size_t k = 0; k < a.size(); ++k) {
                QVERIFY2((a[k] - b[k]).norm() <= 1e-10 * (1.0 + a[k].norm()),
                         qPrintable(QString("coefficient %1: %2 apart, size %3")
                                        .arg(k)
                                        .arg((a[k] - b[k]).norm())
                                        .arg(a[k].norm())));
            }
        }
    }

    const auto hem = runMethod(*c.model, "hem4", {{"step", "2.5e-4"}}, 0.2);
    QVERIFY(hem.result.status.ok());
    for (const char* method : {"msppa", "adm"}) {
        const auto run = runMethod(*c.model, method, {{"step", "0.01"}, {"order", "10"}}, 0.2);
        QVERIFY2(run.result.status.ok(), run.result.status.message().c_str());
        const double dq = (run.summary().qFinal - hem.summary().qFinal).lpNorm<Eigen::Infinity>();
        QVERIFY2(dq < 1e-9, qPrintable(QString("%1: %2").arg(method).arg(dq)));
    }
}

QTEST_APPLESS_MAIN(TestMsppa)
#include "tst_msppa.moc"
