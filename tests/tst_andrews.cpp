// The andrews-squeezing preset against problems/andrews-squeezing.md: the derived Jacobian equals
// the test set's hand-written one, the consistent accelerations and multipliers at t = 0, the
// energy and the drawing's joints at t = 0, energy conservation, and HEM4 with step control
// against the reference solution at t = 0.03.

#include "TestSupport.h"
#include "system/Constrained.h"
#include "system/Drawing.h"
#include "system/MechanicalSystem.h"

#include <QtTest>
#include <cmath>

using namespace mechlab;
using namespace mechlab::core;

class TestAndrews : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void jacobianEqualsTheTestSet();
    void consistentAccelerationsAndMultipliers();
    void energyAndDrawingAtStart();
    void hem4ReachesTheReference();
};

void TestAndrews::jacobianEqualsTheTestSet() {
    const Model model = test::presetModel("andrews-squeezing");
    MechanicalSystem sys(model);
    // A state away from the initial one, to test every entry.
    Eigen::VectorXd q(7);
    q << 0.3, -0.7, 0.5, -0.2, 0.6, 0.25, 1.1;
    Eigen::MatrixXd G;
    Eigen::VectorXd gt;
    sys.constraintJacobian(0.0, q, G, gt);
    const double rr = 7e-3, d = 28e-3, ss = 35e-3, e = 2e-2, zt = 4e-2, zf = 2e-2, u = 4e-2;
    const double b = q[0], T = q[1], ga = q[2], Ph = q[3], de = q[4], Om = q[5], ep = q[6];
    Eigen::MatrixXd H = Eigen::MatrixXd::Zero(6, 7);
    for (int r : {0, 2, 4}) {
        H(r, 0) = d * std::sin(b + T) - rr * std::sin(b);
        H(r, 1) = d * std::sin(b + T);
        H(r + 1, 0) = rr * std::cos(b) - d * std::cos(b + T);
        H(r + 1, 1) = -d * std::cos(b + T);
    }
    H(0, 2) = -ss * std::cos(ga);
    H(1, 2) = -ss * std::sin(ga);
    H(2, 3) = -e * std::cos(Ph + de);
    H(2, 4) = zt * std::sin(de) - e * std::cos(Ph + de);
    H(3, 3) = -e * std::sin(Ph + de);
    H(3, 4) = -e * std::sin(Ph + de) - zt * std::cos(de);
    H(4, 5) = zf * std::sin(Om + ep);
    H(4, 6) = zf * std::sin(Om + ep) - u * std::cos(ep);
    H(5, 5) = -zf * std::cos(Om + ep);
    H(5, 6) = -zf * std::cos(Om + ep) - u * std::sin(ep);
    QVERIFY2((G - H).cwiseAbs().maxCoeff() < 1e-17,
             qPrintable(QString::number((G - H).cwiseAbs().maxCoeff())));
    QVERIFY(gt.isZero(0.0));
    // And printed as the test set writes it.
    QCOMPARE(QString::fromStdString(model.formula(model.compiled().jacobianNodes(0, 0))),
             QString("d*sin(beta + Theta) - rr*sin(beta)"));
}

void TestAndrews::consistentAccelerationsAndMultipliers() {
    const Model model = test::presetModel("andrews-squeezing");
    MechanicalSystem sys(model);
    ConstrainedWorkspace ws;
    Eigen::VectorXd a, lambda, g;
    QVERIFY(accelerations(sys, ws, 0.0, model.q0(), model.v0(), 0, 0, a, lambda).ok());
    sys.constraints(0.0, model.q0(), g);
    QVERIFY(g.lpNorm<Eigen::Infinity>() < 1e-16);
    QVERIFY(test::relClose(a[0], 14222.4439199541138705911625887, 1e-12));
    QVERIFY(test::relClose(a[1], -10666.8329399655854029433719415, 1e-12));
    for (int i = 2; i < 7; ++i) QVERIFY(std::abs(a[i]) < 1e-9);
    QVERIFY(test::relClose(lambda[0], 98.5668703962410896057654982170, 1e-12));
    QVERIFY(test::relClose(lambda[1], -6.12268834425566265503114393122, 1e-12));
    for (int j = 2; j < 6; ++j) QVERIFY(std::abs(lambda[j]) < 1e-11);
}

void TestAndrews::energyAndDrawingAtStart() {
    const Model model = test::presetModel("andrews-squeezing");
    MechanicalSystem sys(model);
    QVERIFY(test::relClose(sys.energy(0.0, model.q0(), model.v0()), 1.437832957532140, 1e-14));
    DrawingEvaluator drawing(model);
    const DrawingFrame f = drawing.frame(0.0, model.q0(), model.v0());
    auto point = [&](const std::string& name) {
        for (std::size_t k = 0; k < f.names.size(); ++k)
            if (f.names[k] == name) return f.points[k];
        return std::pair<double, double>(std::nan(""), std::nan(""));
    };
    const struct {
        const char* name;
        double x, y;
    } joints[] = {{"P", 0.006986674115451446, -0.0004317230645688955},
                  {"E", -0.02096002234635434, 0.001295169193706686},
                  {"D", -0.01047239388881462, 0.02535778853027525},
                  {"H", -0.03399720388583998, 0.01646197167499768},
                  {"K", -0.03163313450740890, -0.01561886866830454}};
    for (const auto& j : joints) {
        const auto [x, y] = point(j.name);
        QVERIFY2(std::abs(x - j.x) < 1e-16 && std::abs(y - j.y) < 1e-16, j.name);
    }
}

void TestAndrews::hem4ReachesTheReference() {
    // Published reference at t = 0.03 (test set) and the document's recomputed multipliers.
    const Model model = test::presetModel("andrews-squeezing");
    const auto run = test::runMethod(model, "hem4", {{"tol", "1e-11"}}, 0.03);
    QVERIFY2(run.result.status.ok(), run.result.status.message().c_str());
    const auto& s = run.summary();
    const double q[7] = {0.1581077119629904e+2,  -0.1575637105984298e+2, 0.4082224013073101e-1,
                         -0.5347301163226948e+0, 0.5244099658805304e+0,  0.5347301163226948e+0,
                         0.1048080741042263e+1};
    const double v[7] = {0.1139920302151208e+4, -0.1424379294994111e+4, 0.1103291221937134e+2,
                         0.1929337464421385e+2, 0.5735699284790808e+0,  -0.1929337464421385e+2,
                         0.3231791658026955e+0};
    const double lambda[6] = {1.99175348105e+02, -2.97553099750e+01, 2.30665436116e+01,
                              3.14527252758e+01, 2.26424947864e+01,  1.16173923526e+01};
    // The preset carries exactly these values as its reference.
    const ReferenceSpec& ref = model.spec().references.at(0);
    QCOMPARE(ref.t, 0.03);
    QVERIFY(ref.positions == std::vector<double>(q, q + 7));
    QVERIFY(ref.velocities == std::vector<double>(v, v + 7));
    QVERIFY(ref.multipliers == std::vector<double>(lambda, lambda + 6));
    double digitsQ = 20, worstV = 0, worstL = 0;
    for (int i = 0; i < 7; ++i) {
        digitsQ = std::min(digitsQ, -std::log10(std::abs(s.qFinal[i] - q[i]) / std::abs(q[i])));
        worstV = std::max(worstV, std::abs(s.vFinal[i] - v[i]));
    }
    for (int j = 0; j < 6; ++j)
        worstL = std::max(worstL, std::abs(s.lambdaFinal[j] - lambda[j]) / std::abs(lambda[j]));
    QVERIFY2(digitsQ >= 8, qPrintable(QString("positions: %1 digits").arg(digitsQ)));
    QVERIFY2(worstV <= 1e-8 * 1424.4, qPrintable(QString("velocities: %1").arg(worstV)));
    QVERIFY2(worstL <= 1e-6, qPrintable(QString("multipliers: %1").arg(worstL)));
    // The torque potential makes the energy an invariant; HEM4 keeps it to the tolerance level.
    QVERIFY(s.energy.conservation.conserved);
    const double drift = s.energy.maxChange / std::abs(s.energy.e0);
    QVERIFY2(drift < 1e-9, qPrintable(QString::number(drift)));
    // Mirror symmetry of bodies 4-5 and 6-7: Phi = -Omega.
    QVERIFY(std::abs(s.qFinal[3] + s.qFinal[5]) < 1e-8);
}

QTEST_APPLESS_MAIN(TestAndrews)
#include "tst_andrews.moc"
