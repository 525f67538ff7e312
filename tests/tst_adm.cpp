// ADM (Adomian decomposition on the index-3 form, adomian.md) and what both series methods share:
// the paper's published components, the document's coefficient and multistage tables, the
// pendulum that exercises S != 0, adaptive segments and Pade evaluation (msppa.md sections 6-7).

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

// The pendulum of adomian.md 7.2: unit mass, length and gravity, g = (x^2 + y^2 - 1)/2.
Model unitPendulum(double theta0) {
    return test::cartesianPendulum(1.0, true, theta0, 0.0);
}

} // namespace

class TestAdm : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void robotPublishedComponents();
    void robotMultistageTable();
    void robotOrderInH();
    void robotGeneralFamily();
    void pendulumCoefficients();
    void pendulumMultistage();
    void adaptiveSegmentsFollowTheTolerance();
    void padeTestVectors();
    void padeOnTheRestartedPendulum();
    void padeBeyondTheSeriesRefused();
    void fixedSegmentsReportTheirDefect();
    void orderTooLowIsRejected();
};

void TestAdm::robotPublishedComponents() {
    // adomian.md 7.1: the ADM components are the Taylor terms: lambda^(0..3) = 1, 0, -1/2, 0;
    // p^(n) = P_n t^n with P_3 = -(1/6)(1, -2), P_5 = (1/120)(1, -2), P_7 = (-1/5040)(1, -2),
    // P_9 = (1/362880)(1, -2); lambda^(4), lambda^(6), lambda^(8) = 1/24, -1/720, 1/40320.
    const Model model = test::presetModel("two-link-robot");
    MechanicalSystem sys(model);
    PowerSeriesExpansion e;
    QVERIFY(expandAdomian(sys, 0.0, model.q0(), model.v0(), 10, e).ok());
    for (int n = 0; n <= 10; ++n) {
        const double pn = n % 2 == 1 ? std::pow(-1.0, (n - 1) / 2) / factorial(n) : 0.0;
        QVERIFY2((e.p[std::size_t(n)] - pn * vec(1, -2)).norm() < 1e-15,
                 qPrintable(QString("P_%1").arg(n)));
    }
    const double lambda[9] = {1, 0, -0.5, 0, 1.0 / 24, 0, -1.0 / 720, 0, 1.0 / 40320};
    QCOMPARE(int(e.lambda.size()), 9);
    for (int k = 0; k < 9; ++k)
        QVERIFY2(std::abs(e.lambda[std::size_t(k)][0] - lambda[k]) < 1e-14,
                 qPrintable(
                     QString("Lambda_%1: %2").arg(k).arg(e.lambda[std::size_t(k)][0] - lambda[k])));
    // v has degree N - 1: the paper's v = (1 - t^2/2! + t^4/4! - ...)(1, -2).
    QCOMPARE(int(e.v.size()), 10);
    QVERIFY((e.v[4] - vec(1.0 / 24, -1.0 / 12)).norm() < 1e-15);
    // Single expansion of the paper (n0 = 9, p of degree 8) against the exact solution.
    PowerSeriesExpansion e8;
    QVERIFY(expandAdomian(sys, 0.0, model.q0(), model.v0(), 8, e8).ok());
    struct Row {
        double t, p1, v1;
    };
    for (const Row& r : {Row{0.5, 0.479425533234127, 0.877582465277778},
                         Row{1, 0.841468253968254, 0.540277777777778},
                         Row{2, 0.907936507936508, -0.422222222222222}}) {
        QVERIFY(std::abs(seriesAt(e8.p, r.t)[0] - r.p1) < 1e-14);
        QVERIFY(std::abs(seriesAt(e8.v, r.t)[0] - r.v1) < 1e-14);
        // Coefficient round-off is amplified by t^6 = 64 at t = 2.
        QVERIFY2(std::abs(seriesAt(e8.lambda, r.t)[0] - r.v1) < 1e-13,
                 qPrintable(QString("t=%1: %2")
                                .arg(r.t)
                                .arg(seriesAt(e8.lambda, r.t)[0] - r.v1))); // lambda = v1 here
    }
}

void TestAdm::robotMultistageTable() {
    // adomian.md 7.1: errors at T = 10 (computed - exact), lambda(10) from a fresh expansion.
    const Model model = test::presetModel("two-link-robot");
    struct Row {
        double h;
        int N;
        double p1, v1, lambda;
    };
    for (const Row& r :
         {Row{1.0, 8, -2.509e-5, 1.298e-4, 1.298e-4}, Row{0.5, 8, 1.795e-7, 1.008e-6, 1.008e-6},
          Row{0.1, 8, 5.92e-12, 1.157e-11, 1.157e-11}, Row{0.1, 4, 1.027e-4, 1.926e-4, 1.926e-4},
          Row{0.01, 4, 1.123e-7, 1.868e-7, 1.868e-7}}) {
        const auto run =
            runMethod(model, "adm", {{"step", text(r.h)}, {"order", std::to_string(r.N)}}, 10.0);
        QVERIFY(run.result.status.ok());
        const auto& s = run.summary();
        const double ep = s.qFinal[0] - std::sin(10.0), ev = s.vFinal[0] - std::cos(10.0),
                     el = s.lambdaFinal[0] - std::cos(10.0);
        // Four printed digits; the h = 0.1, N = 8 row sits near round-off (1e-3 relative).
        QVERIFY2(
            relClose(ep, r.p1, 0.005) && relClose(ev, r.v1, 0.005) && relClose(el, r.lambda, 0.005),
            qPrintable(QString("h=%1 N=%2: %3 %4 %5").arg(r.h).arg(r.N).arg(ep).arg(ev).arg(el)));
    }
}

void TestAdm::robotOrderInH() {
    // Global order about N - 1 (v has degree N - 1): N = 4 gives ~3 in v, positions follow.
    const Model model = test::presetModel("two-link-robot");
    for (int N : {4, 6}) {
        double previous = 0;
        for (double h : {0.2, 0.1, 0.05}) {
            const auto run =
                runMethod(model, "adm", {{"step", text(h)}, {"order", std::to_string(N)}}, 10.0);
            const double e = std::max(run.summary().maxErrorQ, run.summary().maxErrorV);
            if (previous > 0) {
                const double p = test::observedOrder(previous, e);
                QVERIFY2(p > N - 1 - 0.5,
                         qPrintable(QString("N=%1 h=%2: order %3").arg(N).arg(h).arg(p)));
            }
            previous = e;
        }
    }
}

void TestAdm::robotGeneralFamily() {
    // a = 0.5, b = 0.3, h = 0.1, N = 8, T = 10: p1(10) = -0.58274209779815.
    const Model model = test::presetModel("two-link-robot", {{"a", 0.5}, {"b", 0.3}});
    const auto run = runMethod(model, "adm", {{"step", "0.1"}, {"order", "8"}}, 10.0);
    QVERIFY(run.result.status.ok());
    QVERIFY(std::abs(run.summary().qFinal[0] + 0.58274209779815) < 2e-14);
}

void TestAdm::pendulumCoefficients() {
    // adomian.md 7.2: one expansion with N = 8 from rest at 1 rad (S != 0 at every step).
    const Model model = unitPendulum(1.0);
    MechanicalSystem sys(model);
    PowerSeriesExpansion e;
    QVERIFY(expandAdomian(sys, 0.0, model.q0(), model.v0(), 8, e).ok());
    const double P[5][2] = {{0.841470984808, -0.540302305868},
                            {-0.227324356706, -0.354036709137},
                            {-0.0642425817315, 0.0637622834362},
                            {0.014570541694, 0.00794074463924},
                            {0.000659317104202, -0.00272512043793}};
    const double L[4] = {0.540302305868, 1.06211012741, -0.191286850309, -0.0238222339177};
    for (int d = 0; d <= 4; ++d) {
        for (int i = 0; i < 2; ++i)
            QVERIFY2(relClose(e.p[std::size_t(2 * d)][i], P[d][i], 1e-10),
                     qPrintable(QString("P_%1").arg(2 * d)));
        QVERIFY(e.p[std::size_t(std::min(2 * d + 1, 7))].norm() < 1e-15);
        if (d < 4)
            QVERIFY2(relClose(e.lambda[std::size_t(2 * d)][0], L[d], 1e-10),
                     qPrintable(QString("Lambda_%1").arg(2 * d)));
    }
    // The constraints hold only order by order: residual of the single series.
    for (auto [t, residual] :
         {std::pair{0.25, 3.6e-10}, std::pair{0.5, 3.6e-7}, std::pair{1.0, 3.0e-4}}) {
        const Eigen::VectorXd p = seriesAt(e.p, t);
        const double g = std::abs((p.squaredNorm() - 1) / 2);
        QVERIFY2(relClose(g, residual, 0.05), qPrintable(QString("t=%1: %2").arg(t).arg(g)));
    }
}

void TestAdm::pendulumMultistage() {
    // h = 0.1, N = 8 to t = 1: errors x 2.8e-10, y 3.0e-10, lambda 9.0e-11.
    const Model model = unitPendulum(1.0);
    const auto run = runMethod(model, "adm", {{"step", "0.1"}, {"order", "8"}}, 1.0);
    QVERIFY(run.result.status.ok());
    const auto& s = run.summary();
    QVERIFY2(relClose(std::abs(s.qFinal[0] - 0.564712927042907), 2.8e-10, 0.1),
             qPrintable(QString::number(s.qFinal[0] - 0.564712927042907)));
    QVERIFY(relClose(std::abs(s.qFinal[1] + 0.825287410561092), 3.0e-10, 0.1));
    QVERIFY2(relClose(std::abs(s.lambdaFinal[0] - 1.395257619947), 9.0e-11, 0.2),
             qPrintable(QString::number(s.lambdaFinal[0] - 1.395257619947)));
}

void TestAdm::adaptiveSegmentsFollowTheTolerance() {
    // Both series methods: the error stays below the tolerance and shrinks with it.
    const Model model = test::presetModel("pendulum");
    for (const char* method : {"msppa", "adm"}) {
        double previous = 0;
        long long steps = 0;
        for (double tol : {1e-6, 1e-9, 1e-12}) {
            const auto run = runMethod(model, method, {{"tol", text(tol)}, {"order", "12"}}, 10.0);
            QVERIFY2(run.result.status.ok(), run.result.status.message().c_str());
            QVERIFY2(
                run.summary().maxErrorQ < tol,
                qPrintable(
                    QString("%1 tol %2: %3").arg(method).arg(tol).arg(run.summary().maxErrorQ)));
            if (previous > 0) QVERIFY(run.summary().maxErrorQ < previous);
            QVERIFY(run.result.stats.steps > steps);
            previous = run.summary().maxErrorQ;
            steps = run.result.stats.steps;
        }
    }
}

void TestAdm::padeTestVectors() {
    // msppa.md 7: sin from c = (0, 1, 0, -1/6, 0, 1/120): [3/2] = (t - 7/60 t^3)/(1 + t^2/20).
    const std::vector<double> c = {0, 1, 0, -1.0 / 6, 0, 1.0 / 120};
    const auto pade = PadeApproximant::build(c, 3, 2);
    QVERIFY(pade.has_value());
    QVERIFY(std::abs(pade->denominator[2] - 1.0 / 20) < 1e-15 &&
            std::abs(pade->numerator[3] + 7.0 / 60) < 1e-15);
    QVERIFY(std::abs((*pade)(M_PI / 4) - 0.707068533885) < 1e-12);
    QVERIFY(std::abs((*pade)(2.0) - 0.888888888889) < 1e-12);
    // The GGL pendulum of msppa.md 8.3(a), K = 16, x component: [8/8] beats the Taylor polynomial
    // near and beyond the radius of convergence (~1.03).
    const Model model = test::cartesianPendulum(9.81, false, 0.5, 0.0);
    MechanicalSystem sys(model);
    PowerSeriesExpansion e;
    QVERIFY(expandPowerSeries(sys, 0.0, model.q0(), model.v0(), 16, e).ok());
    std::vector<double> x;
    for (const auto& p : e.p) x.push_back(p[0]);
    const auto p88 = PadeApproximant::build(x, 8, 8);
    QVERIFY(p88.has_value());
    // Reference x(tau) from a tight HEM4 run of the same model.
    struct Row {
        double tau, taylor, pade;
    };
    for (const Row& r : {Row{0.6, 4.0e-4, 1.9e-5}, Row{0.8, 4.9e-2, 9.7e-4}}) {
        const auto ref = runMethod(model, "hem4", {{"step", "1e-4"}}, r.tau);
        const double exact = ref.summary().qFinal[0];
        double taylor = 0;
        for (std::size_t k = x.size(); k-- > 0;) taylor = taylor * r.tau + x[k];
        QVERIFY2(relClose(std::abs(taylor - exact), r.taylor, 0.1),
                 qPrintable(QString::number(std::abs(taylor - exact))));
        QVERIFY2(relClose(std::abs((*p88)(r.tau) - exact), r.pade, 0.2),
                 qPrintable(QString::number(std::abs((*p88)(r.tau) - exact))));
    }
}

void TestAdm::padeOnTheRestartedPendulum() {
    // Beyond the radius of convergence Pade keeps a restarted run usable where the Taylor
    // polynomial diverges (K = 12, h = 0.4 on the pendulum preset): the Taylor run stops, saying
    // that its series diverged and what to do, instead of going on with a wrong motion.
    const Model model = test::presetModel("pendulum");
    const auto taylor = runMethod(model, "msppa", {{"step", "0.4"}, {"order", "12"}}, 10.0);
    QCOMPARE(taylor.result.status.code, StatusCode::NonFinite);
    QVERIFY2(taylor.result.status.detail.find("the series diverged") != std::string::npos,
             taylor.result.status.message().c_str());
    QVERIFY(taylor.summary().tFinal < 10.0);
    const auto pade =
        runMethod(model, "msppa", {{"step", "0.4"}, {"order", "12"}, {"pade", "auto"}}, 10.0);
    QVERIFY(pade.result.status.ok());
    QCOMPARE(pade.summary().tFinal, 10.0);
    QVERIFY2(pade.summary().maxErrorQ < 0.1, qPrintable(QString::number(pade.summary().maxErrorQ)));
}

// A Pade approximant [L/M] needs L + M coefficients beyond the constant: a choice beyond the
// series' degree was run with the degrees lowered silently (pade=99999999999/6, echoed as
// given) or, with M near the degree, 99 % off (pade=6/100 at order 8). It is refused before the
// first step, with the valid range; every choice inside it runs, for both series methods.
void TestAdm::padeBeyondTheSeriesRefused() {
    const Model model = test::presetModel("pendulum");
    for (const char* method : {"msppa", "adm"})
        for (const char* bad : {"6/100", "99999999999/6", "5/4", "8/0", "9/0"}) {
            const auto r = runMethod(model, method, {{"order", "8"}, {"pade", bad}}, 1.0);
            QCOMPARE(r.result.status.code, StatusCode::InvalidSettings);
            QVERIFY2(r.result.status.message().find("L + M <= 8, e.g. 4/4") != std::string::npos,
                     r.result.status.message().c_str());
            QVERIFY(r.recorder->trajectory().rowCount() == 0);
        }
    for (const char* good : {"4/4", "0/8", "7/1", "auto", "off"}) {
        const auto r = runMethod(model, "msppa", {{"order", "8"}, {"pade", good}}, 1.0);
        QVERIFY2(r.result.status.ok(),
                 (std::string(good) + ": " + r.result.status.message()).c_str());
    }
}

// Fixed segments have no error control: a bead on a wire x sin(3t) turning through a stiff spring
// (x'' = -400 x) ran "ok" with ADM at h = 0.05 to 1.8 correct digits (|g| 0.006, below the
// constraint check). The residual of the equations of motion inside each segment, integrated,
// estimates the local errors; their sum warns. A step small enough keeps quiet.
void TestAdm::fixedSegmentsReportTheirDefect() {
    ModelSpec s;
    s.name = "bead on a turning wire";
    s.coordinates = {{"x", "", "1", "0"}, {"y", "", "0", "3"}};
    s.mass = {{"1", ""}, {"", "1"}};
    s.forces = {"0 - 400*x", "0 - 9.81"};
    s.constraints = {"y - x*sin(3*t)"};
    s.tEnd = 5;
    const ModelCompileResult c = compileModel(s);
    QVERIFY2(c.ok(), toString(c.diagnostics).c_str());
    const Eigen::Vector2d ref(0.5888188696418164, 0.38290175098313173); // radau5, tol 1e-11
    struct Case {
        const char* method;
        const char* step;
        bool warns;
    };
    for (const Case& k : {Case{"adm", "0.05", true}, Case{"adm", "0.02", false},
                          Case{"msppa", "0.07", true}, Case{"msppa", "0.02", false}}) {
        const auto run = runMethod(*c.model, k.method, {{"step", k.step}}, 5.0);
        QVERIFY(run.result.status.ok());
        const double error =
            ((run.summary().qFinal - ref).array().abs() / ref.array().abs()).maxCoeff();
        bool defect = false;
        for (const std::string& w : run.result.stats.warnings)
            defect = defect || w.find("local errors") != std::string::npos;
        QVERIFY2(
            defect == k.warns,
            qPrintable(QString("%1 h = %2: relative error %3").arg(k.method, k.step).arg(error)));
        // It warns where the relative error passes 1e-3 and keeps quiet where it is below 1e-4.
        QVERIFY2(k.warns ? error > 1e-3 : error < 1e-4, qPrintable(QString::number(error)));
    }
}

void TestAdm::orderTooLowIsRejected() {
    const Model model = test::presetModel("pendulum");
    const auto run = runMethod(model, "adm", {{"order", "1"}}, 1.0);
    QCOMPARE(run.result.status.code, StatusCode::InvalidSettings);
    QCOMPARE(runMethod(model, "msppa", {{"pade", "6:6"}}, 1.0).result.status.code,
             StatusCode::InvalidSettings);
    // An explicit [L/M] is accepted and used: [6/6] is what auto picks for K = 12.
    const auto explicitPade =
        runMethod(model, "msppa", {{"step", "0.4"}, {"order", "12"}, {"pade", "6/6"}}, 10.0);
    const auto automatic =
        runMethod(model, "msppa", {{"step", "0.4"}, {"order", "12"}, {"pade", "auto"}}, 10.0);
    QVERIFY(explicitPade.result.status.ok());
    QCOMPARE(explicitPade.summary().maxErrorQ, automatic.summary().maxErrorQ);
    const auto lower =
        runMethod(model, "msppa", {{"step", "0.4"}, {"order", "12"}, {"pade", "4/4"}}, 10.0);
    QVERIFY(lower.result.status.ok());
    QVERIFY(lower.summary().maxErrorQ != automatic.summary().maxErrorQ);
}

QTEST_APPLESS_MAIN(TestAdm)
#include "tst_adm.moc"
