// Divergence detection, shared by every integrator (record/DivergenceGuard): limits on the
// constraint residuals and the energy drift stop a run with "diverged", naming t and the cause,
// and keep what was recorded up to there; a model that blows up stops with a non-finite status.

#include "TestSupport.h"
#include "model/Presets.h"
#include "run/Registry.h"

#include <QtTest>
#include <cmath>

using namespace mechlab::core;
namespace test = mechlab::test;

namespace {

const std::vector<double>& column(const test::Run& r, const char* name) {
    const Trajectory& tr = r.recorder->trajectory();
    return tr.column(tr.find(name)).values;
}

} // namespace

class TestDivergence : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void residualLimitStopsTheRun();
    void energyDriftLimitStopsTheRun();
    void everyMethodHonoursTheGuard();
    void blowUpStopsWithANonFiniteStatus();
    void noLimitsNoChange();
    void farOffTheConstraintsWarns();
};

// Unstabilized RK4 on the slider-crank at h = 1e-2 lets |G v| pass 1e-3 at t = 0.29 (the drift
// the problem document computes); the run stops there with what it recorded.
void TestDivergence::residualLimitStopsTheRun() {
    const Model model = test::presetModel("slider-crank");
    DivergenceLimits limits;
    limits.maxResidual = 1e-3;
    const test::Run r = test::runMethod(model, "rk4", {{"step", "0.01"}}, 2.0, limits);
    QCOMPARE(r.result.status.code, StatusCode::Diverged);
    const std::string message = r.result.status.message();
    QVERIFY2(message.find("max_residual") != std::string::npos, message.c_str());
    QVERIFY(message.find("at t = 0.29") != std::string::npos);
    const auto& gv = column(r, "abs_Gv");
    QVERIFY(gv.size() > 10);
    QVERIFY(gv.back() > 1e-3);
    for (std::size_t k = 0; k + 1 < gv.size(); ++k) QVERIFY(gv[k] <= 1e-3);
    QCOMPARE(r.recorder->summary().tFinal, r.result.status.t);
}

void TestDivergence::energyDriftLimitStopsTheRun() {
    const Model model = test::presetModel("pendulum");
    DivergenceLimits limits;
    limits.maxEnergyDrift = 1e-4;
    const test::Run r = test::runMethod(model, "rk4", {{"step", "0.05"}}, 20.0, limits);
    QCOMPARE(r.result.status.code, StatusCode::Diverged);
    QVERIFY(r.result.status.message().find("energy drift") != std::string::npos);
    const auto& drift = column(r, "energy_drift");
    QVERIFY(drift.back() > 1e-4);
    QVERIFY(drift[drift.size() - 2] <= 1e-4);
    QVERIFY(r.recorder->summary().tFinal < 20.0);
}

// A limit below round-off trips at the first points: every registered method stops within its
// first step or series segment (it checks the shared stop signal between steps) and reports
// "diverged".
void TestDivergence::everyMethodHonoursTheGuard() {
    const Model model = test::presetModel("slider-crank");
    DivergenceLimits limits;
    limits.maxResidual = 1e-300;
    for (const MethodEntry& e : methodRegistry()) {
        const test::Run r = test::runMethod(model, e.info.id, {}, 2.0, limits);
        QVERIFY2(r.result.status.code == StatusCode::Diverged,
                 (e.info.id + ": " + r.result.status.message()).c_str());
        QVERIFY2(r.recorder->summary().tFinal <= 0.1, e.info.id.c_str());
    }
}

// q'' = q^3 from q = v = 1 blows up at t = 1/sqrt(2) ... (finite time): the run stops with a
// non-finite status before the end and keeps the points up to there.
void TestDivergence::blowUpStopsWithANonFiniteStatus() {
    ModelSpec spec;
    spec.name = "blow-up";
    spec.coordinates = {{"q", "", "1", "1"}};
    spec.mass = {{"1"}};
    spec.forces = {"q^3"};
    spec.tEnd = 5.0;
    const Model model = *compileModel(spec).model;
    for (const char* method : {"hem4", "rk4", "radau5"}) {
        const test::Run r = test::runMethod(model, method, {{"step", "0.01"}, {"tol", ""}}, 5.0);
        QVERIFY2(r.result.status.code == StatusCode::NonFinite ||
                     r.result.status.code == StatusCode::NewtonFailed,
                 (std::string(method) + ": " + r.result.status.message()).c_str());
        QVERIFY(r.result.status.t < 5.0);
        QVERIFY(r.recorder->trajectory().rowCount() > 10);
    }
}

void TestDivergence::noLimitsNoChange() {
    const Model model = test::presetModel("slider-crank");
    const test::Run r = test::runMethod(model, "rk4", {{"step", "0.01"}}, 2.0);
    QVERIFY(r.result.status.ok());
    QCOMPARE(r.recorder->summary().tFinal, 2.0);
}

// A run that ends far off its constraints finishes "ok" only with a warning that names the time,
// the size and what to try; a sound run of the same model has none. A unit pendulum released
// horizontally: RK4 without stabilization at h = 0.2 drifts off the circle within a few swings,
// at h = 0.001 it stays on it. With a tolerance, a violation beyond 1000 tolerances warns too.
void TestDivergence::farOffTheConstraintsWarns() {
    const Model model = test::cartesianPendulum(9.81, false, M_PI / 2, 0.0);
    const test::Run coarse = test::runMethod(model, "rk4", {{"step", "0.2"}}, 10.0);
    QVERIFY(coarse.result.status.ok());
    QVERIFY2(coarse.summary().maxViolation > kUnreliableViolation,
             qPrintable(QString::number(coarse.summary().maxViolation)));
    QCOMPARE(int(coarse.result.stats.warnings.size()), 1);
    const std::string& w = coarse.result.stats.warnings.front();
    QVERIFY2(w.find("not reliable") != std::string::npos &&
                 w.find("at t = ") != std::string::npos &&
                 w.find("a smaller step") != std::string::npos,
             w.c_str());
    const test::Run fine = test::runMethod(model, "rk4", {{"step", "0.001"}}, 10.0);
    QVERIFY(fine.result.status.ok());
    QVERIFY(fine.summary().maxViolation < 1e-6);
    QVERIFY(fine.result.stats.warnings.empty());

    // With a tolerance the bound follows it: a violation of 5e-6 is 5000 tolerances of 1e-9
    // (warns) but 5 tolerances of 1e-6 (does not).
    RunSummary s;
    s.maxViolation = 5e-6;
    s.tMaxViolation = 3.0;
    const std::vector<SettingSpec> schema{
        {"tol", "Tolerance", "", SettingType::Real, "", 0, 1, {}}};
    std::vector<std::string> warnings;
    checkResult(Settings(schema, {{"tol", "1e-9"}}), s, warnings);
    QCOMPARE(int(warnings.size()), 1);
    QVERIFY2(warnings.front().find("beyond the tolerance") != std::string::npos &&
                 warnings.front().find("a smaller tolerance") != std::string::npos,
             warnings.front().c_str());
    warnings.clear();
    checkResult(Settings(schema, {{"tol", "1e-6"}}), s, warnings);
    QVERIFY(warnings.empty());
}

QTEST_GUILESS_MAIN(TestDivergence)
#include "tst_divergence.moc"
