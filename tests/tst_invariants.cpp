// Conserved quantities a model declares besides its energy (ModelSpec::invariants,
// record/Invariants.h): read and written with the model file, compiled with diagnostics that name
// the quantity, recorded as a column, measured against their size, warned about when they drift
// and stopped on at the run's limit. The models are tests/models' spherical pendulum (its angular
// momentum about the vertical, L_z) and bead on a rotating hoop (its Jacobi integral E - Omega L_z,
// conserved while the energy is not).

#include "TestSupport.h"
#include "model/ModelJson.h"
#include "run/Simulation.h"

#include <QtTest>
#include <cmath>

using namespace mechlab;

namespace {

core::Model compiled(const core::ModelSpec& spec) {
    auto c = core::compileModel(spec);
    if (!c.model) qFatal("does not compile: %s", core::toString(c.diagnostics).c_str());
    return *c.model;
}

bool warnsAbout(const core::SimulationResult& r, const std::string& fragment) {
    for (const std::string& w : r.stats.warnings)
        if (w.find(fragment) != std::string::npos) return true;
    return false;
}

} // namespace

class TestInvariants : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void fileRoundTrip();
    void badDeclarationsAreNamed_data();
    void badDeclarationsAreNamed();
    void recordedAsColumn();
    void jacobiIntegralConvergesWhileEnergyIsNotConserved();
    void sizeComesFromTheTerms();
    void driftingQuantityWarns();
    void limitStopsTheRun();
};

void TestInvariants::fileRoundTrip() {
    const core::ModelSpec spec = test::testModelSpec("rotating-hoop");
    QCOMPARE(spec.invariants.size(), std::size_t(1));
    QCOMPARE(spec.invariants[0].name, std::string("jacobi"));
    QCOMPARE(spec.invariants[0].unit, std::string("J"));
    const core::ModelSpecResult again = core::parseModelJson(core::toModelJson(spec));
    QVERIFY(again.ok());
    QVERIFY(again.spec->invariants == spec.invariants);
}

void TestInvariants::badDeclarationsAreNamed_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("formula");
    QTest::addColumn<int>("part");
    QTest::addColumn<QString>("message");
    const int name = int(core::Part::InvariantName), formula = int(core::Part::Invariant);
    QTest::newRow("not a name") << "L z"
                                << "x" << name << "is not a valid name";
    QTest::newRow("a coordinate's column") << "x"
                                           << "x" << name << "taken by another recorded";
    QTest::newRow("a velocity's column") << "y_dot"
                                         << "x" << name << "taken by another recorded";
    QTest::newRow("a derived column") << "energy"
                                      << "x" << name << "taken by a recorded column";
    QTest::newRow("its change a derived column") << "E"
                                                 << "x" << name << "taken by a recorded";
    QTest::newRow("blank formula") << "L"
                                   << "  " << formula << "the formula is missing";
    QTest::newRow("unknown symbol") << "L"
                                    << "m*x*w_dot" << formula << "w_dot";
}

void TestInvariants::badDeclarationsAreNamed() {
    QFETCH(QString, name);
    QFETCH(QString, formula);
    QFETCH(int, part);
    QFETCH(QString, message);
    core::ModelSpec spec = test::testModelSpec("spherical-pendulum");
    spec.invariants = {{name.toStdString(), formula.toStdString(), ""}};
    const auto c = core::compileModel(spec);
    QVERIFY(!c.model);
    bool found = false;
    for (const core::Diagnostic& d : c.diagnostics)
        found = found || (int(d.location.part) == part && d.location.row == 0 &&
                          d.toString().find(message.toStdString()) != std::string::npos);
    QVERIFY2(found, core::toString(c.diagnostics).c_str());
    // A definition may share the quantity's name: it names a symbol, the quantity a column.
    spec.definitions = {{"Lz", "m*(x*y_dot - y*x_dot)"}};
    spec.invariants = {{"Lz", "Lz", "kg m^2/s"}};
    QVERIFY(core::compileModel(spec).model);
}

// The column holds the formula's value at each recorded point.
void TestInvariants::recordedAsColumn() {
    const core::Model m = compiled(test::testModelSpec("spherical-pendulum"));
    const test::Run run = test::runMethod(m, "radau5", {{"tol", "1e-8"}}, 1.0);
    QVERIFY(run.result.status.ok());
    const core::Trajectory& tr = run.recorder->trajectory();
    const int c = tr.find("L_z");
    QVERIFY(c >= 0);
    QCOMPARE(QString::fromStdString(tr.column(c).unit), QString("kg m^2/s"));
    const int change = tr.find("abs_dL_z");
    QVERIFY(change >= 0);
    const int x = tr.find("x"), y = tr.find("y"), xd = tr.find("x_dot"), yd = tr.find("y_dot");
    for (std::size_t r = 0; r < tr.rowCount(); r += 7) {
        auto at = [&](int k) { return tr.column(k).values[r]; };
        QCOMPARE(at(c), at(x) * at(yd) - at(y) * at(xd)); // m = 1
        QCOMPARE(at(change), std::abs(at(c) - tr.column(c).values.front()));
    }
    const core::InvariantRecord& rec = run.summary().invariants.at(0);
    QCOMPARE(rec.i0, m.q0()[0] * m.v0()[1]); // x0 w0
}

// The bead on the turning hoop: the motor does work, so the energy is not conserved, while the
// Jacobi integral is, to what the tolerance gives: its drift falls with the tolerance.
void TestInvariants::jacobiIntegralConvergesWhileEnergyIsNotConserved() {
    const core::Model m = compiled(test::testModelSpec("rotating-hoop"));
    double previous = 1.0;
    for (const char* tol : {"1e-6", "1e-8", "1e-10"}) {
        const test::Run run = test::runMethod(m, "radau5", {{"tol", tol}}, m.tEnd());
        QVERIFY(run.result.status.ok());
        QVERIFY(!run.summary().energy.conservation.conserved);
        QVERIFY(run.summary().energy.maxChange > 1.0); // J: the motor's work
        const double drift = run.summary().invariants.at(0).drift();
        qInfo("tol %s: Jacobi integral drift %.3g", tol, drift);
        QVERIFY(drift < 10.0 * std::stod(tol));
        QVERIFY(drift < previous);
        previous = drift;
        QVERIFY(!warnsAbout(run.result, "conserved quantity"));
    }
}

// An angular momentum that starts at zero (a planar swing through the origin's vertical plane
// x-z has y = y_dot = 0 throughout): its size is that of its terms, and a swing out of that plane
// carries momenta of the terms' size even where L_z itself is small.
void TestInvariants::sizeComesFromTheTerms() {
    core::ModelSpec spec = test::testModelSpec("spherical-pendulum");
    for (core::ParameterSpec& p : spec.parameters)
        if (p.name == "w0") p.value = 0.0;
    const core::Model planar = compiled(spec);
    const test::Run run = test::runMethod(planar, "radau5", {{"tol", "1e-8"}}, 2.0);
    QVERIFY(run.result.status.ok());
    const core::InvariantRecord& rec = run.summary().invariants.at(0);
    QCOMPARE(rec.i0, 0.0);
    QCOMPARE(rec.size(), 0.0); // every term vanished: the drift is the change itself
    QCOMPARE(rec.drift(), rec.maxChange);
    // Declared as x y_dot + x_dot (-y) + 0 (x - x): the terms' sum, not |L_z|.
    spec = test::testModelSpec("spherical-pendulum");
    spec.invariants = {{"L", "m*(x*y_dot + x_dot*(0 - y)) + 0*(x - x)", ""}};
    const core::Model m = compiled(spec);
    const test::Run swing = test::runMethod(m, "radau5", {{"tol", "1e-8"}}, 2.0);
    const core::InvariantRecord& L = swing.summary().invariants.at(0);
    QVERIFY(L.maxTerms > std::abs(L.i0)); // |x y_dot| + |y x_dot| exceeds |L_z| once y != 0
    QCOMPARE(L.size(), L.maxTerms);
}

// A quantity the motion does not conserve (m x y_dot alone) is not silent: the run warns and names
// it, with what to check.
void TestInvariants::driftingQuantityWarns() {
    core::ModelSpec spec = test::testModelSpec("spherical-pendulum");
    spec.invariants = {{"half", "m*x*y_dot", "kg m^2/s"}};
    const core::Model m = compiled(spec);
    const test::Run run = test::runMethod(m, "radau5", {{"tol", "1e-8"}}, m.tEnd());
    QVERIFY(run.result.status.ok());
    QVERIFY(run.summary().invariants.at(0).drift() > core::kUnreliableEnergyChange);
    QVERIFY(warnsAbout(run.result, "the conserved quantity half changed by"));
    QVERIFY(warnsAbout(run.result, "check its formula"));
}

// max_invariant_drift stops a run whose quantity drifts past it, as diverged, and leaves alone
// one that stays within it.
void TestInvariants::limitStopsTheRun() {
    const core::Model m = compiled(test::testModelSpec("spherical-pendulum"));
    core::DivergenceLimits limits;
    limits.maxInvariantDrift = 1e-6;
    const test::Run coarse = test::runMethod(m, "rk4", {{"step", "0.05"}}, m.tEnd(), limits);
    QCOMPARE(coarse.result.status.code, core::StatusCode::Diverged);
    QVERIFY(coarse.result.status.detail.find("max_invariant_drift") != std::string::npos);
    QVERIFY(coarse.result.status.t < m.tEnd());
    const test::Run fine = test::runMethod(m, "radau5", {{"tol", "1e-10"}}, m.tEnd(), limits);
    QVERIFY(fine.result.status.ok());
}

QTEST_GUILESS_MAIN(TestInvariants)
#include "tst_invariants.moc"
