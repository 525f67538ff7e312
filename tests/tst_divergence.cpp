// Divergence detection, shared by every integrator (record/DivergenceGuard): limits on the
// constraint residuals and the energy drift stop a run with "diverged", naming t and the cause,
// and keep what was recorded up to there; a model that blows up stops with a non-finite status.

#include "TestSupport.h"
#include "model/Presets.h"
#include "record/EnergyBalance.h"
#include "run/Registry.h"

#include <QtTest>
#include <cmath>

using namespace mechlab::core;
namespace test = mechlab::test;

namespace {

Model compiled(const ModelSpec& spec) {
    const ModelCompileResult c = compileModel(spec);
    if (!c.ok()) qFatal("%s", toString(c.diagnostics).c_str());
    return *c.model;
}

// A mass on a spring, x'' = -x, typed as M and f with V: conserved; `force` replaces f.
ModelSpec oscillator(const std::string& x0, const std::string& potential,
                     const std::string& force = "0 - x") {
    ModelSpec s;
    s.name = "oscillator";
    s.coordinates = {{"x", "m", x0, "0"}};
    s.mass = {{"1"}};
    s.forces = {force};
    s.potential = potential;
    s.energyUnit = "J";
    s.tEnd = 10;
    return s;
}

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
    void energyConservationIsRecognised_data();
    void energyConservationIsRecognised();
    void energyDriftIsRelativeOnlyAboveTheScale();
    void energyLimitSkipsModelsThatDoNotConserve();
    void lostEnergyWarns();
    void stateBeyondTheModelsScalesDiverged();
    void stiffModelNamedWithTheMethodsThatSuitIt();
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
    // Released at 60 degrees, |E0| = m g l / 2 equals the energy's scale (T_max = V_max - V_min =
    // m g l / 2), so the drift is absolute, in J.
    const EnergyRecord& energy = r.recorder->summary().energy;
    QCOMPARE(energy.drift().kind, EnergyRecord::Kind::Absolute);
    QVERIFY(r.result.status.message().find("|E - E0| = ") != std::string::npos);
    QVERIFY(r.result.status.message().find(" J (absolute") != std::string::npos);
    const auto& change = column(r, "abs_dE");
    QVERIFY(change.back() > 1e-4);
    QVERIFY(change[change.size() - 2] <= 1e-4);
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
// non-finite or diverged status (the state beyond the bound of the model's scales) before the
// end and keeps the points up to there.
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
                     r.result.status.code == StatusCode::NewtonFailed ||
                     r.result.status.code == StatusCode::Diverged,
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
// horizontally: RK4 without stabilization at h = 0.2 drifts off the circle within a few swings
// (over 3 s |g| reaches 0.44; over 10 s the state passes the bound of the model's scales at
// t = 4.2 and the run ends "diverged"), at h = 0.001 it stays on it. With a tolerance, a
// violation beyond 1000 tolerances warns too.
void TestDivergence::farOffTheConstraintsWarns() {
    const Model model = test::cartesianPendulum(9.81, false, M_PI / 2, 0.0);
    QCOMPARE(test::runMethod(model, "rk4", {{"step", "0.2"}}, 10.0).result.status.code,
             StatusCode::Diverged);
    const test::Run coarse = test::runMethod(model, "rk4", {{"step", "0.2"}}, 3.0);
    QVERIFY(coarse.result.status.ok());
    QVERIFY2(coarse.summary().maxViolation > kUnreliableViolation,
             qPrintable(QString::number(coarse.summary().maxViolation)));
    // The estimated global error of the fixed steps first, then the constraints, then the
    // energy, which drifts with them.
    QCOMPARE(int(coarse.result.stats.warnings.size()), 3);
    QVERIFY(coarse.result.stats.warnings[0].find("estimated global error") != std::string::npos);
    QVERIFY(coarse.result.stats.warnings[2].find("energy") != std::string::npos);
    const std::string& w = coarse.result.stats.warnings[1];
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
    checkResult(Settings(schema, {{"tol", "1e-9"}}), {}, s, warnings);
    QCOMPARE(int(warnings.size()), 1);
    QVERIFY2(warnings.front().find("beyond the tolerance") != std::string::npos &&
                 warnings.front().find("a smaller tolerance") != std::string::npos,
             warnings.front().c_str());
    warnings.clear();
    checkResult(Settings(schema, {{"tol", "1e-6"}}), {}, s, warnings);
    QVERIFY(warnings.empty());
    // At a tolerance within a thousand units of round-off a smaller one is no remedy: the
    // advice names what is left (here nothing but another method).
    s.maxViolation = 2e-9;
    checkResult(Settings(schema, {{"tol", "1e-14"}}), {}, s, warnings);
    QCOMPARE(int(warnings.size()), 1);
    QVERIFY2(warnings.front().find("beyond the tolerance") != std::string::npos &&
                 warnings.front().find("smaller") == std::string::npos &&
                 warnings.front().find("try another method") != std::string::npos,
             warnings.front().c_str());
}

void TestDivergence::energyConservationIsRecognised_data() {
    QTest::addColumn<QString>("model");
    QTest::addColumn<bool>("conserved");
    QTest::addColumn<QString>("cause"); // a word of the reason given
    for (const char* id : {"pendulum", "slider-crank", "andrews-squeezing", "foucault-pendulum",
                           "rolling-disc", "rolling-disc-exp4-thesis"})
        QTest::newRow(id) << id << true << "";
    // Dissipation (alpha) and driving torques; the robot test problem's forces are not
    // conservative; a moving constraint; a velocity constraint with an offset.
    for (const char* id : {"damped-oscillator", "rolling-disc-exp1", "two-link-robot"})
        QTest::newRow(id) << id << false << "forces";
    QTest::newRow("driven") << "driven" << false << "forces";
    QTest::newRow("moving constraint") << "moving" << false << "moves";
    QTest::newRow("foucault-pendulum-nonholonomic")
        << "foucault-pendulum-nonholonomic" << false << "forces";
    QTest::newRow("offset") << "offset" << false << "offset";
    QTest::newRow("coriolis") << "coriolis" << true << "";
}

void TestDivergence::energyConservationIsRecognised() {
    QFETCH(QString, model);
    QFETCH(bool, conserved);
    QFETCH(QString, cause);
    ModelSpec s;
    if (model == "driven") {
        s = oscillator("1", "x^2/2", "0 - x + 0.3*cos(1.4*t)");
    } else if (model == "moving") {
        // A bead on a wire moved up and down: g = y - 0.1 sin(2 t) = 0.
        s = oscillator("0", "9.81*y");
        s.coordinates = {{"x", "m", "0", "1"}, {"y", "m", "0", "0.2"}};
        s.mass = {{"1", ""}, {"", "1"}};
        s.forces = {"0", "0 - 9.81"};
        s.constraints = {"y - 0.1*sin(2*t)"};
    } else if (model == "offset") {
        // A point whose velocity is prescribed: x_dot + y_dot - 1 = 0.
        s = oscillator("0", "(x^2 + y^2)/2");
        s.coordinates = {{"x", "m", "0", "1"}, {"y", "m", "0", "0"}};
        s.mass = {{"1", ""}, {"", "1"}};
        s.forces = {"0 - x", "0 - y"};
        s.velocityConstraints = {{{"1", "1"}, "0 - 1"}};
    } else if (model == "coriolis") {
        // A charge in a magnetic field and a harmonic trap: the Lorentz force does no work.
        s = oscillator("1", "(x^2 + y^2)/2");
        s.coordinates = {{"x", "m", "1", "0"}, {"y", "m", "0", "0.5"}};
        s.mass = {{"2", ""}, {"", "2"}};
        s.forces = {"3*y_dot - x", "0 - 3*x_dot - y"};
    }
    const Model m = s.coordinates.empty() ? test::presetModel(model.toStdString()) : compiled(s);
    const EnergyConservation c = checkEnergyConservation(m);
    QCOMPARE(c.conserved, conserved);
    QVERIFY2(c.why.find(cause.toStdString()) != std::string::npos, c.why.c_str());
    // The verdict reaches the summary and the text.
    const test::Run r = test::runMethod(m, m.velocityConstraintCount() > 0 ? "hem4" : "rk4",
                                        {{"step", "0.01"}}, 1.0);
    QCOMPARE(r.summary().energy.conservation.conserved, conserved);
    QCOMPARE(r.summary().energy.drift().kind == EnergyRecord::Kind::NotConserved, !conserved);
}

// The drift is relative to |E0| only when |E0| is at least ten times the energy's scale: not for
// E0 = 0 (a potential that is zero at the start), not for E0 at round-off, but for an energy with
// a large constant part.
void TestDivergence::energyDriftIsRelativeOnlyAboveTheScale() {
    struct Case {
        const char* x0;
        const char* potential;
        EnergyRecord::Kind kind;
    };
    const Case cases[] = {{"1", "(x^2 - 1)/2", EnergyRecord::Kind::Absolute},       // E0 = 0
                          {"sqrt(2)", "(x^2 - 2)/2", EnergyRecord::Kind::Absolute}, // 2e-16
                          {"1", "x^2/2", EnergyRecord::Kind::Absolute},             // E0 = scale
                          {"1", "x^2/2 + 100", EnergyRecord::Kind::Relative}};      // 200 x
    for (const Case& c : cases) {
        const test::Run r =
            test::runMethod(compiled(oscillator(c.x0, c.potential)), "rk4", {{"step", "0.1"}}, 10);
        QVERIFY(r.result.status.ok());
        const EnergyRecord& e = r.summary().energy;
        QCOMPARE(e.drift().kind, c.kind);
        // T_max = V_max - V_min = x0^2 / 2, to the sampling at h = 0.1.
        const double x0 = std::string(c.x0) == "1" ? 1.0 : std::sqrt(2.0);
        QVERIFY2(test::relClose(e.scale(), x0 * x0 / 2, 2e-3),
                 qPrintable(QString::number(e.scale())));
        // RK4 at h = 0.1 loses about 1e-5 of the energy over ten time units.
        QVERIFY2(e.maxChange > 1e-7 && e.maxChange < 1e-4,
                 qPrintable(QString::number(e.maxChange)));
        const double expected =
            c.kind == EnergyRecord::Kind::Relative ? e.maxChange / std::abs(e.e0) : e.maxChange;
        QCOMPARE(e.drift().value, expected);
        const std::string text = e.describe("J");
        QVERIFY2(
            text.find(c.kind == EnergyRecord::Kind::Relative ? "relative to |E0|" : "J absolute") !=
                std::string::npos,
            text.c_str());
    }
}

// A driven oscillator gains and loses energy by design: a drift limit would stop it for nothing,
// so it is not applied, and the run says so.
void TestDivergence::energyLimitSkipsModelsThatDoNotConserve() {
    DivergenceLimits limits;
    limits.maxEnergyDrift = 1e-6;
    const Model driven = compiled(oscillator("1", "x^2/2", "0 - x + 0.3*cos(1.4*t)"));
    const test::Run r = test::runMethod(driven, "rk4", {{"step", "0.01"}}, 10.0, limits);
    QVERIFY2(r.result.status.ok(), r.result.status.message().c_str());
    QVERIFY(r.summary().energy.maxChange > 0.1);
    QCOMPARE(int(r.result.stats.warnings.size()), 1);
    QVERIFY2(r.result.stats.warnings.front().find("not applied") != std::string::npos,
             r.result.stats.warnings.front().c_str());
    // The same limit stops the free oscillator, whose energy is conserved.
    const test::Run free =
        test::runMethod(compiled(oscillator("1", "x^2/2")), "rk4", {{"step", "0.5"}}, 10.0, limits);
    QCOMPARE(free.result.status.code, StatusCode::Diverged);
}

// A conserved energy that changes by more than 1 % of max(|E0|, scale) is not a result.
void TestDivergence::lostEnergyWarns() {
    const Model m = compiled(oscillator("1", "x^2/2"));
    const test::Run coarse = test::runMethod(m, "rk4", {{"step", "0.8"}}, 40.0);
    QVERIFY(coarse.result.status.ok());
    // The fixed steps' estimated global error, then the energy.
    QCOMPARE(int(coarse.result.stats.warnings.size()), 2);
    QVERIFY(coarse.result.stats.warnings[0].find("estimated global error") != std::string::npos);
    const std::string& w = coarse.result.stats.warnings[1];
    QVERIFY2(w.find("the energy, which this model conserves, changed by") != std::string::npos &&
                 w.find("a smaller step") != std::string::npos,
             w.c_str());
    const test::Run fine = test::runMethod(m, "rk4", {{"step", "0.05"}}, 40.0);
    QVERIFY(fine.result.stats.warnings.empty());
}

// A run whose state grew far beyond what the model's scales allow ends "diverged", never "ok":
// RK4 at h = 0.05 on a stiff spring (omega = 100, h omega = 5, far outside its stability
// region) grows by a factor of about 30 a step; over 2 s the position would reach 1e59, finite.
// The bound is 1e10 max(1, |q0|, |v0|) max(1, T - t0)^2; at h = 0.005 the run is sound.
void TestDivergence::stateBeyondTheModelsScalesDiverged() {
    ModelSpec stiff = oscillator("0.1", "1e4*x^2/2", "0 - 1e4*x");
    stiff.tEnd = 2;
    const Model m = compiled(stiff);
    const test::Run coarse = test::runMethod(m, "rk4", {{"step", "0.05"}}, 2.0);
    QCOMPARE(coarse.result.status.code, StatusCode::Diverged);
    QVERIFY2(coarse.result.status.message().find("grew beyond 4e+10") != std::string::npos,
             coarse.result.status.message().c_str());
    QVERIFY(coarse.result.status.t < 2.0);
    const test::Run fine = test::runMethod(m, "rk4", {{"step", "0.005"}}, 2.0);
    QVERIFY2(fine.result.status.ok(), fine.result.status.message().c_str());
}

// A method not made for stiff models that fails on a stiff one says so: the stiff spring above
// (k = 1e4 on a unit mass: its linearized motion has the eigenvalues +-100i) with RK4, HEM4 and
// ADM at h = 0.05 (h rho = 5) names the mode, h rho and the methods that suit it; radau5 runs
// it. A failure that is not stiffness (the pendulum released horizontally with RK4 at h = 0.2:
// rho about 4.4, h rho about 0.9) is not blamed on it.
void TestDivergence::stiffModelNamedWithTheMethodsThatSuitIt() {
    ModelSpec stiff = oscillator("0.1", "1e4*x^2/2", "0 - 1e4*x");
    stiff.tEnd = 2;
    const Model m = compiled(stiff);
    for (const char* method : {"rk4", "hem4", "adm"}) {
        const test::Run r = test::runMethod(m, method, {{"step", "0.05"}}, 2.0);
        QVERIFY(!r.result.status.ok());
        const std::string text = r.result.status.message();
        QVERIFY2(text.find("the model is stiff here") != std::string::npos &&
                     text.find("a mode of 100 1/s") != std::string::npos &&
                     text.find("h times it is 5") != std::string::npos &&
                     text.find("radau5") != std::string::npos &&
                     text.find("ida") != std::string::npos,
                 (std::string(method) + ": " + text).c_str());
    }
    const test::Run implicit = test::runMethod(m, "radau5", {}, 2.0);
    QVERIFY2(implicit.result.status.ok(), implicit.result.status.message().c_str());
    const Model pendulum = test::cartesianPendulum(9.81, false, M_PI / 2, 0.0);
    const test::Run drift = test::runMethod(pendulum, "rk4", {{"step", "0.2"}}, 10.0);
    QCOMPARE(drift.result.status.code, StatusCode::Diverged);
    QVERIFY2(drift.result.status.message().find("stiff here") == std::string::npos,
             drift.result.status.message().c_str());
}

QTEST_GUILESS_MAIN(TestDivergence)
#include "tst_divergence.moc"
