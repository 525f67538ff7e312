// Every registered method on every model it accepts among the pendulum, the two-link robot, the
// damped oscillator, the slider-crank, the rolling disc (Experiment 1) and the linear circuits,
// through the model facade as the front ends run them: the first point is (t0, q0); t strictly
// increases; the last t is t_end exactly; a run at the method's defaults finishes without a
// warning; Stop gives "cancelled" with a time; an end time before the start is refused; and with
// fixed steps h, h/2, h/4 the observed order is the registered one (within 0.3) wherever the
// model has an exact solution and the method a fixed step, or the row says why not. A method
// joins by being registered; the table is printed (qInfo) for the record. The mechanisms no
// preset uses (tests/models: a four-bar in natural coordinates, a spherical pendulum, a bead on a
// turning hoop) run through the same checks, except that a run at the defaults may warn there:
// tst_trust checks each such run is right within its settings or says so. What the suite found
// wrong and is not fixed yet is marked as an expected failure with the finding (QEXPECT_FAIL):
// the day it is fixed the row passes unexpectedly and the mark has to go.

#include "TestSupport.h"
#include "model/Presets.h"
#include "run/AnyModel.h"

#include <QtTest>
#include <cmath>
#include <map>

using namespace mechlab::core;

namespace {

const char* const kModels[] = {"pendulum",     "two-link-robot",        "damped-oscillator",
                               "slider-crank", "rolling-disc-exp1",     "rc-circuit",
                               "rl-circuit",   "rc-circuit-square-wave"};

// The models of tests/models (not presets), by file name.
const char* const kTrustModels[] = {"four-bar", "spherical-pendulum", "rotating-hoop"};

bool isTrustModel(const std::string& name) {
    for (const char* m : kTrustModels)
        if (name == m) return true;
    return false;
}

ModelSpec modelSpec(const std::string& name) {
    return isTrustModel(name) ? mechlab::test::testModelSpec(name) : *loadPreset(name).spec;
}

// Rows whose order is not checked, and why (method/model or method/*).
const std::map<std::string, std::string>& orderExceptions() {
    static const std::map<std::string, std::string> reasons = {
        {"msppa/*", "the order is the series degree (8): the errors reach round-off first"},
        {"adm/*", "the order follows the series degree (N - 1 = 7): round-off first"},
        {"ida/*", "variable order and step: no fixed step"},
        {"contact1/pendulum", "order 2 without dissipation and velocity constraints "
                              "(Stoermer-Verlet; tst_variational)"},
        {"contact1/two-link-robot", "order 2 without dissipation and velocity constraints "
                                    "(Stoermer-Verlet; tst_variational)"},
        {"lda1/pendulum", "order 2 without dissipation and velocity constraints"},
        {"lda1/two-link-robot", "order 2 without dissipation and velocity constraints"},
        {"radau5/rc-circuit-square-wave", "the forcing jumps: no smooth solution"},
        {"radau3/rc-circuit-square-wave", "the forcing jumps: no smooth solution"},
        {"implicit-euler/rc-circuit-square-wave", "the forcing jumps: no smooth solution"},
        {"midpoint/rc-circuit-square-wave", "the forcing jumps: no smooth solution"},
    };
    return reasons;
}

std::optional<std::string> orderException(const std::string& method, const std::string& model) {
    const auto& r = orderExceptions();
    if (auto it = r.find(method + "/" + model); it != r.end()) return it->second;
    if (auto it = r.find(method + "/*"); it != r.end()) return it->second;
    return std::nullopt;
}

// Orders that differ from the registered one for a known reason: the order theory predicts.
int expectedOrder(const MethodEntry& e, const std::string& model) {
    // The RL circuit is a linear DAE of index 2: Radau IIA with s stages converges with order
    // 2s - 1 in the differential unknowns but only s in the algebraic ones (Hairer & Wanner,
    // Solving ODEs II, Section VII.4), and the error is the max over all unknowns.
    if (model == "rl-circuit" && e.info.id == "radau5") return 3;
    if (model == "rl-circuit" && e.info.id == "radau3") return 2;
    return e.info.order;
}

// What the suite found and is not fixed yet, by row and check ("defaults" or "order").
const std::map<std::string, std::string>& openFindings() {
    static const std::map<std::string, std::string> findings = {
        {"implicit-euler/pendulum defaults",
         "adaptive implicit Euler (index 3) leaves |G v| at 1150 tolerances: it warns"},
        {"lda1/pendulum defaults",
         "first-order lda1 at its default step changes the pendulum's energy by 1.5 %: it warns"},
        {"lda1/slider-crank defaults", "first-order lda1 at its default step changes the "
                                       "slider-crank's energy by 16 %: it warns"},
        {"contact1/slider-crank defaults",
         "first-order contact1 at its default step changes the slider-crank's energy by 15 %: it "
         "warns"},
        {"msppa/slider-crank defaults",
         "the default fixed segment (0.1) exceeds the series' radius: the run stops, diverged"},
        {"adm/slider-crank defaults",
         "the default fixed segment (0.1) exceeds the series' radius: the run stops, overflow"},
        {"implicit-euler/two-link-robot defaults",
         "first-order implicit Euler at tol 1e-6: the estimated errors of its 394 steps add up to "
         "319 tolerances (2.3e-3 off): it warns"},
        {"implicit-euler/damped-oscillator defaults",
         "first-order implicit Euler at tol 1e-6: the estimated errors of its 452 steps add up to "
         "358 tolerances (5.7e-4 off): it warns"},
        {"implicit-euler/slider-crank defaults",
         "first-order implicit Euler at tol 1e-6: the estimated errors of its 4 462 steps add up "
         "to 3 605 tolerances (7.4e-3 off): it warns"},
        {"implicit-euler/rolling-disc-exp1 defaults",
         "first-order implicit Euler at tol 1e-6: the estimated errors of its 238 steps add up to "
         "191 tolerances (5.6e-4 off): it warns"},
        {"ida/slider-crank defaults",
         "IDA at tol 1e-6: the estimated errors of its 1 088 steps add up to 299 tolerances: it "
         "warns"},
        {"contact2/slider-crank defaults",
         "contact2 at its default step 0.01: the sampled local errors add up to 0.097 (5.4e-2 off, "
         "relative): it warns"},
        {"lda2/slider-crank defaults",
         "lda2 at its default step 0.01: the sampled local errors add up to 0.097 (5.4e-2 off, "
         "relative): it warns"},
        {"implicit-euler/rc-circuit-square-wave defaults",
         "implicit Euler at its default step 0.01 does not resolve the source's harmonics (up to "
         "197 rad/s): the sampled local errors add up to 0.16 (3.5e-3 off): it warns"},
        {"midpoint/rc-circuit-square-wave defaults",
         "the midpoint rule at its default step 0.01 on the square-wave source: the sampled "
         "local errors add up to 0.012 (0.14 off): it warns"},
        {"radau5/pendulum defaults",
         "radau5 (index 3) at tol 1e-6: the velocities are 9.9e-5 off (99 tolerances; the "
         "positions 1.6e-7): the global-error estimate (8.9e-5) warns"},
        {"radau3/pendulum defaults",
         "radau3 (index 3) at tol 1e-6: the velocities are 6.2e-4 off (620 tolerances): the "
         "global-error estimate (5.1e-4) warns"},
        {"lobatto3a/pendulum defaults",
         "Lobatto IIIA (index 3) at tol 1e-6: the velocities are 1.0e-4 off (100 tolerances): "
         "the global-error estimate (8.0e-5) warns"},
        {"radau5/slider-crank defaults",
         "radau5 (index 3) at tol 1e-6: the velocities end 1.8e-5 off at t = 1 (against tol "
         "1e-12): the global-error estimate (6.6e-5, its largest over the run) warns"},
        {"radau3/slider-crank defaults",
         "radau3 (index 3) at tol 1e-6: the velocities end 3.9e-4 off at t = 1: the global-error "
         "estimate (6.6e-4) warns"},
        {"midpoint/slider-crank defaults",
         "the midpoint rule at tol 1e-6: the velocities end 2.9e-6 off at t = 1: the global-error "
         "estimate (1.0e-5, 10.4 tolerances) warns"},
        {"lobatto3a/slider-crank defaults",
         "Lobatto IIIA (index 3) at tol 1e-6: the velocities end 4.5e-4 off at t = 1: the "
         "global-error estimate (3.8e-4) warns"},
        {"hem3/slider-crank defaults",
         "HEM3 at its default step 0.01: the velocities end 1.6e-2 off at t = 1 (relative, "
         "against radau5 at tol 1e-12): the global-error estimate (2.6e-2) warns"},
        {"lobatto3a/pendulum order", "Lobatto IIIA (index 3) observes order 3, not 4"},
        {"ida/rl-circuit defaults",
         "BDF's error test cannot hold the index-2 unknowns e1, e2: IDA leaves them out of it "
         "and warns"},
    };
    return findings;
}

// Marks the next check of this row as failing for the recorded finding, if there is one; `mode`
// Continue goes on with the row's other checks (a run that finished with a warning), Abort ends it.
#define EXPECT_FINDING(row, check, mode)                                                           \
    if (const auto it = openFindings().find(row + " " check); it != openFindings().end())          \
    QEXPECT_FAIL("", it->second.c_str(), mode)

// Cancels the run once it has recorded `after` points.
class CancelAfter final : public StepObserver {
public:
    CancelAfter(CancelToken& token, int after) : m_token(token), m_after(after) {}
    void onStep(double, const Eigen::VectorXd&, const Eigen::VectorXd&,
                const Eigen::VectorXd&) override {
        if (++m_seen == m_after) m_token.cancel();
    }

private:
    CancelToken& m_token;
    int m_after, m_seen = 0;
};

struct Outcome {
    SimulationResult result;
    RunReport report;
    Trajectory trajectory;
};

Outcome run(const AnyModel& model, const std::string& method,
            std::map<std::string, std::string> settings, double tEnd, StepObserver* extra = nullptr,
            const CancelToken* cancel = nullptr) {
    SimulationRequest request;
    request.method = method;
    request.settings = std::move(settings);
    request.tEnd = tEnd;
    RunRecording recording(model);
    CancelToken none;
    Outcome o;
    o.result = model.simulate(request, recording, cancel ? *cancel : none, extra);
    o.report = model.report(o.result, recording);
    o.trajectory = recording.trajectory();
    return o;
}

bool accepts(const MethodEntry& e, const AnyModel& model) {
    if (model.isLinearDae()) return e.solvesLinearDae();
    return model.mechanical()->velocityConstraintCount() == 0 || e.info.nonholonomic;
}

bool hasSetting(const std::vector<SettingSpec>& schema, const std::string& key) {
    for (const SettingSpec& s : schema)
        if (s.key == key) return true;
    return false;
}

} // namespace

class TestConformance : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void everyMethodOnEveryModel_data();
    void everyMethodOnEveryModel();
    void adaptiveRunsLandOnReferenceTimes();
};

void TestConformance::everyMethodOnEveryModel_data() {
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("model");
    int rows = 0;
    std::vector<const char*> models(std::begin(kModels), std::end(kModels));
    models.insert(models.end(), std::begin(kTrustModels), std::end(kTrustModels));
    for (const char* id : models) {
        const auto compiled = compileAnyModel(modelSpec(id));
        QVERIFY2(compiled.ok(), id);
        for (const MethodEntry& e : methodRegistry())
            if (accepts(e, *compiled.model)) {
                QTest::newRow((e.info.id + "/" + id).c_str())
                    << QString::fromStdString(e.info.id) << QString(id);
                ++rows;
            }
    }
    QVERIFY(rows > 40);
}

void TestConformance::everyMethodOnEveryModel() {
    QFETCH(QString, method);
    QFETCH(QString, model);
    const std::string id = method.toStdString(), name = model.toStdString();
    const AnyModel m = *compileAnyModel(modelSpec(name)).model;
    const MethodEntry& entry = *findMethod(id);
    const std::vector<SettingSpec>& schema =
        m.isLinearDae() ? entry.linear.settings : entry.info.settings;
    const double t0 = m.spec().tStart, tEnd = t0 + std::min(1.0, m.spec().tEnd - t0);

    const std::string row = id + "/" + name;

    // At the method's defaults: the first point, increasing times, the exact end, no warning.
    const Outcome plain = run(m, id, {}, tEnd);
    const auto& warnings = plain.result.stats.warnings;
    if (isTrustModel(name)) {
        // Right or loud is tst_trust's to check; here a failure must say where it stopped.
        QVERIFY2(plain.result.status.ok() || std::isfinite(plain.result.status.t),
                 plain.result.status.message().c_str());
        if (!plain.result.status.ok()) {
            qInfo("%-15s %-24s defaults: %s", id.c_str(), name.c_str(),
                  plain.result.status.message().c_str());
            QVERIFY(plain.trajectory.rowCount() >= 1);
            QCOMPARE(plain.trajectory.column(0).values.front(), t0);
            return;
        }
    } else if (plain.result.status.ok()) {
        EXPECT_FINDING(row, "defaults", Continue);
    } else {
        EXPECT_FINDING(row, "defaults", Abort);
    }
    QVERIFY2(plain.result.status.ok() && (warnings.empty() || isTrustModel(name)),
             (plain.result.status.message() + (warnings.empty() ? "" : warnings.front())).c_str());
    const std::vector<double>& t = plain.trajectory.column(0).values;
    QVERIFY(t.size() >= 2);
    QCOMPARE(t.front(), t0);
    for (std::size_t k = 1; k < t.size(); ++k)
        QVERIFY2(t[k] > t[k - 1], qPrintable(QString("t[%1] = %2").arg(k).arg(t[k])));
    QCOMPARE(t.back(), tEnd);
    if (const Model* mech = m.mechanical())
        for (int i = 0; i < mech->coordinateCount(); ++i)
            QCOMPARE(plain.trajectory.column(1 + i).values.front(), mech->q0()[i]);

    // Stop after a few points: cancelled, with the time reached.
    CancelToken token;
    CancelAfter stopper(token, 4);
    const Outcome stopped = run(m, id, {}, m.spec().tEnd, &stopper, &token);
    QCOMPARE(stopped.result.status.code, StatusCode::Cancelled);
    QVERIFY2(std::isfinite(stopped.result.status.t), stopped.result.status.message().c_str());
    QVERIFY(stopped.trajectory.rowCount() >= 4);

    // An end time before the start is refused, not run.
    const Outcome backwards = run(m, id, {}, t0 - 1.0);
    QVERIFY(!backwards.result.status.ok());
    QVERIFY(backwards.trajectory.rowCount() <= 1);

    // The order with fixed steps against the exact solution (closed form for linear DAEs).
    std::string why;
    const bool exact =
        m.mechanical() ? m.mechanical()->hasExactSolution() : m.linearDae()->pencil().regular;
    if (const auto reason = orderException(id, name))
        why = *reason;
    else if (!exact)
        why = "no exact solution";
    else if (!hasSetting(schema, "step"))
        why = "no fixed step";
    double observed = std::nan("");
    if (why.empty()) {
        const int p = expectedOrder(entry, name);
        // A first step whose error is well above round-off for order p on these O(1) models.
        const double h0 = p <= 1 ? 0.01 : p == 2 ? 0.02 : p == 3 ? 0.04 : p == 4 ? 0.05 : 0.1;
        double errors[3];
        for (int k = 0; k < 3; ++k) {
            std::map<std::string, std::string> fixed{
                {"step", mechlab::test::text(h0 / double(1 << k))}};
            if (hasSetting(schema, "tol")) fixed["tol"] = "";
            const Outcome o = run(m, id, fixed, tEnd);
            QVERIFY2(o.result.status.ok(), o.result.status.message().c_str());
            QVERIFY(o.report.summary.hasErrorQ);
            errors[k] = o.report.summary.maxErrorQ;
        }
        // The finest pair, unless its error is down at round-off.
        observed = errors[2] > 1e-11 ? mechlab::test::observedOrder(errors[1], errors[2])
                                     : mechlab::test::observedOrder(errors[0], errors[1]);
        if (errors[0] < 1e-12) {
            qInfo("%-15s %-24s order not checked: the motion is reproduced to round-off "
                  "(errors %.1e %.1e %.1e)",
                  id.c_str(), name.c_str(), errors[0], errors[1], errors[2]);
            return;
        }
        qInfo("%-15s %-24s order %d observed %5.2f (errors %.2e %.2e %.2e)", id.c_str(),
              name.c_str(), p, observed, errors[0], errors[1], errors[2]);
        EXPECT_FINDING(row, "order", Abort);
        QVERIFY2(std::abs(observed - p) <= 0.3,
                 qPrintable(QString("observed order %1, registered %2").arg(observed).arg(p)));
    } else {
        qInfo("%-15s %-24s order not checked: %s", id.c_str(), name.c_str(), why.c_str());
    }
}

// Every adaptive method stops exactly on the reference times, so that each is compared (the
// summary lists scd per time and the minimum). The model: x'' = -x, y'' = -9 y with x = cos t,
// y = sin 3t; at t = pi/3 the reference of y is sin(pi) = 1.2e-16, which the mixed error measures
// against its floor (1e-4 of the largest position) instead of its own round-off size.
void TestConformance::adaptiveRunsLandOnReferenceTimes() {
    // The floor: an error of 1e-11 in a component whose reference is -1.9e-11, in a group whose
    // largest is 1, counts as 1e-11 / 1e-4 (7 digits), not as 0.5 (0.3 digits).
    QCOMPARE(ReferenceErrors::mixedError(-0.9e-11, -1.9e-11, 1.0), 1e-11 / 1e-4);
    QCOMPARE(ReferenceErrors::mixedError(2.5, 2.0, 3.0), 0.25);
    ModelSpec s;
    s.name = "two oscillators";
    s.coordinates = {{"x", "", "1", "0"}, {"y", "", "0", "3"}};
    s.mass = {{"1", ""}, {"", "1"}};
    s.forces = {"0 - x", "0 - 9*y"};
    s.potential = "(x^2 + 9*y^2)/2";
    const double times[2] = {1.2345, M_PI / 3};
    for (double t : times)
        s.references.push_back(
            {t, {std::cos(t), std::sin(3 * t)}, {-std::sin(t), 3 * std::cos(3 * t)}, {}});
    s.tEnd = 3;
    const AnyModel model = *compileAnyModel(s).model;
    int adaptive = 0;
    for (const MethodEntry& e : methodRegistry()) {
        if (!accepts(e, model) || !hasSetting(e.info.settings, "tol")) continue;
        ++adaptive;
        const Outcome o = run(model, e.info.id, {{"tol", "1e-8"}}, 3.0);
        const std::string what = e.info.id + ": " + o.result.status.message();
        QVERIFY2(o.result.status.ok(), what.c_str());
        QCOMPARE(int(o.report.references.size()), 2);
        const std::vector<double>& t = o.trajectory.column(0).values;
        for (int k = 0; k < 2; ++k) {
            const ReferenceErrors& r = o.report.references[std::size_t(k)];
            QVERIFY2(r.count == 1, (what + " missed a reference time").c_str());
            QVERIFY2(std::find(t.begin(), t.end(), times[k]) != t.end(), what.c_str());
            qInfo("%-16s t = %.4f: scd q %.2f", e.info.id.c_str(), times[k],
                  ReferenceErrors::scd(r.relErrorQ));
            // Finite and positive: local error control at 1e-8 leaves global errors from 1e-10
            // (radau5) to 4e-4 (implicit Euler, order 1); at pi/3 the error of y counts against
            // the floor 5e-5.
            QVERIFY2(ReferenceErrors::scd(r.relErrorQ) > 0.5, what.c_str());
        }
        // At pi/3 the error of y counts against the floor: finite digits, where the plain
        // relative error |y - r| / |r| would give none.
        const std::size_t row = std::size_t(std::find(t.begin(), t.end(), times[1]) - t.begin());
        const double x = o.trajectory.column(1).values[row], y = o.trajectory.column(2).values[row];
        const double rx = std::cos(times[1]), ry = std::sin(3 * times[1]);
        QCOMPARE(
            o.report.references[1].relErrorQ,
            std::max(std::abs(x - rx) / std::abs(rx), std::abs(y - ry) / (1e-4 * std::abs(rx))));
        QVERIFY(std::abs(y - ry) / std::abs(ry) > 1.0);
        // The mixed measure weighs each error by 1 + |r|, as the tolerance does: y's error counts
        // as it is, not 2e4 times over (mescd >= scd there).
        QCOMPARE(
            o.report.references[1].mixedErrorQ,
            std::max(std::abs(x - rx) / (1 + std::abs(rx)), std::abs(y - ry) / (1 + std::abs(ry))));
        QVERIFY(o.report.references[1].mixedErrorQ <= o.report.references[1].relErrorQ);
        QCOMPARE(o.report.reference.mixedErrorQ,
                 std::max(o.report.references[0].mixedErrorQ, o.report.references[1].mixedErrorQ));
        QCOMPARE(o.report.reference.relErrorQ,
                 std::max(o.report.references[0].relErrorQ, o.report.references[1].relErrorQ));
    }
    QVERIFY(adaptive >= 8);
}

QTEST_GUILESS_MAIN(TestConformance)
#include "tst_conformance.moc"
