// The slider-crank preset against problems/slider-crank.md: consistent initial values, the
// accelerations and multipliers of the KKT system at t = 0, the reference values at t = 0.5, 1
// and 2 s, energy conservation by the stabilized methods to the document's level, the drift of
// unstabilized RK4 (the document's three step sizes) and how each stabilization option reduces it.

#include "TestSupport.h"
#include "system/Constrained.h"
#include "system/MechanicalSystem.h"

#include <QtTest>
#include <cmath>

using namespace mechlab;
using namespace mechlab::core;

namespace {

// Energy at the defaults [doc, 30-digit arithmetic].
constexpr double kEnergy0 = 4.141571699493507;

QString describe(const test::Run& run) {
    const auto& s = run.summary();
    return QString("status %1, max|g| %2, max |E - E0| %3")
        .arg(QString::fromStdString(run.result.status.message()))
        .arg(s.maxAbsG)
        .arg(s.energy.maxChange);
}

} // namespace

class TestSliderCrank : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void consistentStart();
    void referenceValues();
    void energyConservedByStabilizedMethods_data();
    void energyConservedByStabilizedMethods();
    void unstabilizedRk4Drifts_data();
    void unstabilizedRk4Drifts();
    void stabilizationReducesDrift_data();
    void stabilizationReducesDrift();
};

void TestSliderCrank::consistentStart() {
    const Model model = test::presetModel("slider-crank");
    MechanicalSystem sys(model);
    const Eigen::VectorXd q0 = model.q0(), v0 = model.v0();
    const double q[3] = {0.5235987755982989, -0.1674480792196893, 0.3824065295334247};
    const double v[3] = {20, -5.855400437691199, -1.292770021884560};
    for (int i = 0; i < 3; ++i) {
        QVERIFY2(test::relClose(q0[i], q[i], 1e-15), qPrintable(QString::number(i)));
        QVERIFY2(test::relClose(v0[i], v[i], 1e-15), qPrintable(QString::number(i)));
    }
    Eigen::VectorXd g, gt;
    Eigen::MatrixXd G;
    sys.constraints(0.0, q0, g);
    sys.constraintJacobian(0.0, q0, G, gt);
    QVERIFY(g.lpNorm<Eigen::Infinity>() < 1e-16);
    QVERIFY((G * v0 + gt).lpNorm<Eigen::Infinity>() < 1e-15);

    ConstrainedWorkspace ws;
    Eigen::VectorXd a, lambda;
    QVERIFY(accelerations(sys, ws, 0.0, q0, v0, 0, 0, a, lambda).ok());
    const double acc[3] = {-344.0970238451205, 162.5582901188337, -19.45010150992203};
    const double mult[2] = {-9.725050754961017, 11.60792047804263};
    for (int i = 0; i < 3; ++i) QVERIFY(test::relClose(a[i], acc[i], 1e-13));
    for (int j = 0; j < 2; ++j) QVERIFY(test::relClose(lambda[j], mult[j], 1e-13));
    QVERIFY(test::relClose(sys.energy(0.0, q0, v0), kEnergy0, 1e-15));
}

void TestSliderCrank::referenceValues() {
    // The preset carries the document's table; a fixed-step run passes through all three times.
    const Model model = test::presetModel("slider-crank");
    const auto& refs = model.spec().references;
    QCOMPARE(int(refs.size()), 3);
    QCOMPARE(refs[0].t, 0.5);
    QCOMPARE(refs[2].positions[0], 41.03143633);
    QCOMPARE(refs[2].multipliers[1], -9.616826296);
    const auto run = test::runMethod(model, "hem4", {{"step", "1e-4"}}, 2.0);
    QVERIFY2(run.result.status.ok(), qPrintable(describe(run)));
    const ReferenceErrors e = run.recorder->referenceErrors();
    QCOMPARE(e.count, 3);
    // The table has 10 significant digits; the method's own error is below them.
    QVERIFY2(e.scd(e.relErrorQ) > 9.5, qPrintable(QString::number(e.scd(e.relErrorQ))));
    QVERIFY2(e.scd(e.relErrorV) > 9.5, qPrintable(QString::number(e.scd(e.relErrorV))));
    QVERIFY2(e.scd(e.relErrorLambda) > 9.5, qPrintable(QString::number(e.scd(e.relErrorLambda))));
}

void TestSliderCrank::energyConservedByStabilizedMethods_data() {
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("settings");
    QTest::newRow("hem4 h=5e-5, projected") << "hem4"
                                            << "step=5e-5 projection=on";
    QTest::newRow("rk4 h=5e-5, projected") << "rk4"
                                           << "step=5e-5 projection=on";
    QTest::newRow("radau5 GGL tol=1e-13") << "radau5"
                                          << "tol=1e-13 formulation=ggl";
    QTest::newRow("msppa tol=1e-10") << "msppa"
                                     << "tol=1e-10";
}

void TestSliderCrank::energyConservedByStabilizedMethods() {
    // The document: along tight DAE runs E stays within 3.5e-12 J of E0 (8.5e-13 relative) over
    // [0, 2] s and |g| below 3.4e-13.
    QFETCH(QString, method);
    QFETCH(QString, settings);
    std::map<std::string, std::string> options;
    for (const QString& kv : settings.split(' ')) {
        const auto parts = kv.split('=');
        options[parts[0].toStdString()] = parts[1].toStdString();
    }
    const auto run =
        test::runMethod(test::presetModel("slider-crank"), method.toStdString(), options, 2.0);
    QVERIFY2(run.result.status.ok(), qPrintable(describe(run)));
    const auto& s = run.summary();
    QVERIFY2(s.energy.maxChange <= 3.5e-12, qPrintable(describe(run)));
    QVERIFY2(s.maxAbsG <= 3.4e-13, qPrintable(describe(run)));
}

void TestSliderCrank::unstabilizedRk4Drifts_data() {
    // The document's [computed] figures for classical RK4 on the index-1 form.
    QTest::addColumn<double>("step");
    QTest::addColumn<double>("maxG");
    QTest::addColumn<double>("maxEnergyError");
    QTest::newRow("h=1e-2") << 1e-2 << 9.5e-3 << 2.0e-2;
    QTest::newRow("h=5e-3") << 5e-3 << 6.5e-4 << 1.0e-3;
    QTest::newRow("h=1e-3") << 1e-3 << 1.1e-6 << 1.1e-6;
}

void TestSliderCrank::unstabilizedRk4Drifts() {
    QFETCH(double, step);
    QFETCH(double, maxG);
    QFETCH(double, maxEnergyError);
    const auto run = test::runMethod(test::presetModel("slider-crank"), "rk4",
                                     {{"step", test::text(step)}}, 2.0);
    QVERIFY2(run.result.status.ok(), qPrintable(describe(run)));
    const auto& s = run.summary();
    // The document rounds to two digits.
    QVERIFY2(test::relClose(s.maxAbsG, maxG, 0.06), qPrintable(describe(run)));
    QVERIFY2(test::relClose(s.energy.maxChange, maxEnergyError, 0.06), qPrintable(describe(run)));
}

void TestSliderCrank::stabilizationReducesDrift_data() {
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("option2");
    QTest::addColumn<QString>("value2");
    QTest::addColumn<double>("factor");
    QTest::newRow("Baumgarte alpha = beta = 10") << "baumgarte_alpha"
                                                 << "10"
                                                 << "baumgarte_beta"
                                                 << "10" << 50.0;
    QTest::newRow("projection every step") << "projection"
                                           << "on"
                                           << ""
                                           << "" << 1e10;
    QTest::newRow("projection every 10 steps") << "projection"
                                               << "on"
                                               << "project_every"
                                               << "10" << 50.0;
    QTest::newRow("velocity projection") << "projection"
                                         << "velocity"
                                         << ""
                                         << "" << 50.0;
}

void TestSliderCrank::stabilizationReducesDrift() {
    // RK4 with h = 1e-2, where the unstabilized run drifts by a tenth of the crank length: each
    // stabilization choice must cut max |g| by at least the given factor.
    QFETCH(QString, option);
    QFETCH(QString, value);
    QFETCH(QString, option2);
    QFETCH(QString, value2);
    QFETCH(double, factor);
    const Model model = test::presetModel("slider-crank");
    const auto plain = test::runMethod(model, "rk4", {{"step", "0.01"}}, 2.0);
    std::map<std::string, std::string> settings{{"step", "0.01"},
                                                {option.toStdString(), value.toStdString()}};
    if (!option2.isEmpty()) settings[option2.toStdString()] = value2.toStdString();
    const auto stabilized = test::runMethod(model, "rk4", settings, 2.0);
    QVERIFY2(plain.result.status.ok() && stabilized.result.status.ok(),
             qPrintable(describe(stabilized)));
    const double ratio = plain.summary().maxAbsG / stabilized.summary().maxAbsG;
    QVERIFY2(ratio >= factor, qPrintable(QString("max|g| %1 -> %2 (ratio %3)")
                                             .arg(plain.summary().maxAbsG)
                                             .arg(stabilized.summary().maxAbsG)
                                             .arg(ratio)));
}

QTEST_APPLESS_MAIN(TestSliderCrank)
#include "tst_slidercrank.moc"
