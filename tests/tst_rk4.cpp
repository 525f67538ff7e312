// RK4 on the index-1 form: order 4 on the robot's exact solution, the constraint drift it shows
// on the pendulum without stabilization (methods/half-explicit-rk.md section 7) and how much
// Baumgarte feedback and projection reduce it.

#include "TestSupport.h"

#include <QtTest>
#include <cmath>

using namespace mechlab;
using namespace mechlab::core;
using test::runMethod;

class TestRK4 : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void orderFour();
    void driftWithoutStabilization();
    void baumgarteReducesDrift();
    void projectionRemovesDrift();
    void tooLargeStepBlowsUp();
};

void TestRK4::orderFour() {
    const Model model = test::presetModel("two-link-robot", {{"a", 0.5}, {"b", 0.3}});
    double previousQ = 0, previousV = 0;
    for (int k = 0; k < 4; ++k) {
        const double h = 0.1 / std::pow(2.0, k);
        const auto run = runMethod(model, "rk4", {{"step", test::text(h)}}, 10.0);
        QVERIFY(run.result.status.ok());
        const auto& s = run.summary();
        if (k > 0) {
            const double pq = test::observedOrder(previousQ, s.maxErrorQ);
            const double pv = test::observedOrder(previousV, s.maxErrorV);
            QVERIFY2(std::abs(pq - 4.0) <= 0.3,
                     qPrintable(QString("h=%1: order %2 in q").arg(h).arg(pq)));
            QVERIFY2(std::abs(pv - 4.0) <= 0.3,
                     qPrintable(QString("h=%1: order %2 in v").arg(h).arg(pv)));
        }
        previousQ = s.maxErrorQ;
        previousV = s.maxErrorV;
    }
    // On the pendulum as well (positions, against the elliptic-function solution).
    const Model pendulum = test::presetModel("pendulum");
    const auto a = runMethod(pendulum, "rk4", {{"step", "0.004"}}, 2.0);
    const auto b = runMethod(pendulum, "rk4", {{"step", "0.002"}}, 2.0);
    const double p = test::observedOrder(a.summary().maxErrorQ, b.summary().maxErrorQ);
    QVERIFY2(std::abs(p - 4.0) <= 0.3, qPrintable(QString::number(p)));
}

void TestRK4::driftWithoutStabilization() {
    // Document: h = 0.05, no stabilization, T = 20: max |g| = 2.7e-2, |G v| at T = 2.7e-3.
    const Model model = test::presetModel("pendulum");
    const auto run = runMethod(model, "rk4", {{"step", "0.05"}}, 20.0);
    QVERIFY(run.result.status.ok());
    const double maxG = run.summary().maxAbsG;
    QVERIFY2(maxG > 2.0e-2 && maxG < 3.5e-2, qPrintable(QString::number(maxG)));
    // The drift grows: the second half of the run is worse than the first.
    const auto& tr = run.recorder->trajectory();
    const auto& g = tr.column(tr.find("abs_g")).values;
    const double firstHalf = *std::max_element(g.begin(), g.begin() + long(g.size() / 2));
    QVERIFY(maxG > 2 * firstHalf);
}

void TestRK4::baumgarteReducesDrift() {
    // Document: h = 0.05 with xi = 1, omega = 5 (alpha = beta = 5): max |g| = 3.3e-5.
    const Model model = test::presetModel("pendulum");
    const auto plain = runMethod(model, "rk4", {{"step", "0.05"}}, 20.0);
    const auto stabilized = runMethod(
        model, "rk4", {{"step", "0.05"}, {"baumgarte_alpha", "5"}, {"baumgarte_beta", "5"}}, 20.0);
    QVERIFY(stabilized.result.status.ok());
    const double g = stabilized.summary().maxAbsG;
    QVERIFY2(g > 2.5e-5 && g < 4.5e-5, qPrintable(QString::number(g)));
    QVERIFY(plain.summary().maxAbsG / g > 500);
    // h = 0.1: 5.5e-4 with stabilization, while the plain run blows up.
    const auto coarse = runMethod(
        model, "rk4", {{"step", "0.1"}, {"baumgarte_alpha", "5"}, {"baumgarte_beta", "5"}}, 20.0);
    QVERIFY(coarse.result.status.ok());
    QVERIFY2(coarse.summary().maxAbsG > 4e-4 && coarse.summary().maxAbsG < 7e-4,
             qPrintable(QString::number(coarse.summary().maxAbsG)));
}

void TestRK4::projectionRemovesDrift() {
    const Model model = test::presetModel("pendulum");
    const auto run = runMethod(model, "rk4", {{"step", "0.05"}, {"projection", "on"}}, 20.0);
    QVERIFY(run.summary().maxAbsG < 1e-12);
    QVERIFY(run.summary().maxAbsGv < 1e-12);
}

void TestRK4::tooLargeStepBlowsUp() {
    // Document: h = 0.1 without stabilization blows up (|g| ~ 1e29): the run must end with a
    // status or a huge residual, never silently.
    const Model model = test::presetModel("pendulum");
    const auto run = runMethod(model, "rk4", {{"step", "0.1"}}, 20.0);
    QVERIFY(!run.result.status.ok() || run.summary().maxAbsG > 1e3);
    QVERIFY(!run.result.status.ok() || !std::isfinite(run.summary().maxErrorQ) ||
            run.summary().maxErrorQ > 1.0);
}

QTEST_APPLESS_MAIN(TestRK4)
#include "tst_rk4.moc"
