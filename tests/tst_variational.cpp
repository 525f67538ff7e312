// The contact (Herglotz) and Lagrange-d'Alembert integrators, velocity constraints and the
// Lagrangian entry, against methods/contact-variational.md and the problem documents
// damped-oscillator.md, rolling-disc.md and foucault-pendulum.md: closed-form schemes and test
// vectors, observed orders, exact solutions, the derived equations of motion, the velocity
// constraint residuals, the Foucault precession rate and the energy behaviour over long runs.

#include "../bench/ChainModel.h"
#include "TestSupport.h"
#include "model/ModelJson.h"
#include "model/Presets.h"
#include "system/MechanicalSystem.h"

#include <Eigen/Core>
#include <QtTest>
#include <cmath>

using namespace mechlab;
using namespace mechlab::core;

namespace {

const std::vector<double>& column(const test::Run& run, const std::string& name) {
    const Trajectory& tr = run.recorder->trajectory();
    return tr.column(tr.find(name)).values;
}

double maxAfter(const test::Run& run, const std::string& name, double t0) {
    const auto& t = column(run, "t");
    const auto& v = column(run, name);
    double m = 0.0;
    for (std::size_t k = 0; k < t.size(); ++k)
        if (t[k] >= t0 - 1e-9) m = std::max(m, v[k]);
    return m;
}

// Rate of the swing plane: the polar angle atan2(y, x) at the turning points (local maxima of
// x^2 + y^2), unwrapped modulo pi (either end of the swing), fitted by a straight line.
double precessionRate(const test::Run& run) {
    const auto& t = column(run, "t");
    const auto& x = column(run, "x");
    const auto& y = column(run, "y");
    std::vector<double> ts, angles;
    auto r2 = [&](std::size_t k) { return x[k] * x[k] + y[k] * y[k]; };
    for (std::size_t k = 1; k + 1 < t.size(); ++k) {
        if (!(r2(k) >= r2(k - 1) && r2(k) > r2(k + 1))) continue;
        double a = std::atan2(y[k], x[k]);
        if (!angles.empty()) a -= M_PI * std::round((a - angles.back()) / M_PI);
        ts.push_back(t[k]);
        angles.push_back(a);
    }
    const double n = double(ts.size());
    double st = 0, sa = 0, stt = 0, sta = 0;
    for (std::size_t k = 0; k < ts.size(); ++k) {
        st += ts[k];
        sa += angles[k];
        stt += ts[k] * ts[k];
        sta += ts[k] * angles[k];
    }
    return (n * sta - st * sa) / (n * stt - st * st);
}

// Energy error E - E0 over the first and the last tenth of a run: max |E - E0| and the mean.
struct EnergyEnds {
    double firstMax = 0, lastMax = 0, firstMean = 0, lastMean = 0;
};
EnergyEnds energyEnds(const test::Run& run) {
    const auto& E = column(run, "energy");
    const std::size_t tenth = E.size() / 10;
    EnergyEnds e;
    for (std::size_t k = 0; k < tenth; ++k) {
        const double a = E[k] - E[0], b = E[E.size() - 1 - k] - E[0];
        e.firstMax = std::max(e.firstMax, std::abs(a));
        e.lastMax = std::max(e.lastMax, std::abs(b));
        e.firstMean += a / double(tenth);
        e.lastMean += b / double(tenth);
    }
    return e;
}

Model compiled(const ModelSpec& spec) {
    ModelCompileResult r = compileModel(spec);
    if (!r.ok()) throw std::runtime_error(toString(r.diagnostics));
    return *r.model;
}

ModelSpec presetSpec(const std::string& id) {
    return *loadPreset(id).spec;
}

} // namespace

class TestVariational : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sourceSchemesInClosedForm();
    void dampedOscillatorOrders_data();
    void dampedOscillatorOrders();
    void contact1IsSecondOrderWithoutDissipation();
    void derivedEquationsOfMotion();
    void modelFileRoundTrip();
    void rollingDiscExactSolution();
    void velocityResidualAtRoundOff_data();
    void velocityResidualAtRoundOff();
    void rollingDiscReferenceValues();
    void foucaultPrecessionRate_data();
    void foucaultPrecessionRate();
    void foucaultNonholonomicSourceSetup();
    void foucaultNonholonomicOrders();
    void energyBoundedAtZeroDissipation();
    void everyPresetRunsWithTheNewMethods();
    void methodsWithoutVelocityConstraintsRefuse();
    void newtonStopsAtItsRoundOff();
    void fixedStepsSampleTheirErrors();
};

// The general implementations reproduce the source's closed-form schemes (2.79) and (2.81) of the
// damped oscillator to round-off over 600 steps (methods doc, section 6).
void TestVariational::sourceSchemesInClosedForm() {
    const double h = 0.1;
    for (double alpha : {0.01, 0.1}) {
        const Model model = test::presetModel("damped-oscillator", {{"alpha", alpha}});
        for (const char* method : {"contact1", "lda1"}) {
            const test::Run run = test::runMethod(model, method, {{"step", "0.1"}}, 60.0);
            QVERIFY(run.result.status.ok());
            const auto& q = column(run, "q");
            QCOMPARE(q.size(), std::size_t(601));
            double qj = -0.25, pj = 0.75, worst = 0.0;
            for (std::size_t j = 1; j < q.size(); ++j) {
                if (std::string(method) == "lda1") {
                    pj = (pj - h * qj) / (1 + h * alpha);
                    qj += h * pj;
                } else {
                    const double qn = (1 - h * h / 2) * qj + h * (1 - h * alpha) * pj;
                    pj = (1 - h * alpha) * pj - h / 2 * (qn + qj);
                    qj = qn;
                }
                worst = std::max(worst, std::abs(q[j] - qj));
            }
            QVERIFY2(worst < 1e-14, qPrintable(QString("%1: %2").arg(method).arg(worst)));
        }
    }
    // The document's error table over [0, 60] at h = 0.1.
    const double table[2][2] = {{0.01321, 0.01477}, {0.01194, 0.00322}};
    const double alphas[2] = {0.01, 0.1};
    for (int a = 0; a < 2; ++a) {
        const Model model = test::presetModel("damped-oscillator", {{"alpha", alphas[a]}});
        const char* methods[2] = {"lda1", "contact1"};
        for (int k = 0; k < 2; ++k) {
            const test::Run run = test::runMethod(model, methods[k], {{"step", "0.1"}}, 60.0);
            QVERIFY(test::relClose(run.summary().maxErrorQ, table[a][k], 2e-3));
        }
    }
}

void TestVariational::dampedOscillatorOrders_data() {
    QTest::addColumn<QString>("method");
    QTest::addColumn<double>("order");
    QTest::addColumn<double>("error01"); // the document's error at h = 0.1
    QTest::newRow("contact1") << "contact1" << 1.0 << 3.081e-3;
    QTest::newRow("contact2") << "contact2" << 2.0 << 2.254e-3;
    QTest::newRow("lda1") << "lda1" << 1.0 << 1.067e-2;
    QTest::newRow("lda2") << "lda2" << 2.0 << 2.240e-3;
}

// alpha = 0.1, maximum error over [0, 10] against the exact solution, h = 0.1 ... 0.0125.
void TestVariational::dampedOscillatorOrders() {
    QFETCH(QString, method);
    QFETCH(double, order);
    QFETCH(double, error01);
    const Model model = test::presetModel("damped-oscillator");
    std::vector<double> errors;
    for (double h : {0.1, 0.05, 0.025, 0.0125}) {
        const test::Run run =
            test::runMethod(model, method.toStdString(), {{"step", test::text(h)}}, 10.0);
        QVERIFY(run.result.status.ok());
        errors.push_back(run.summary().maxErrorQ);
    }
    QVERIFY2(test::relClose(errors[0], error01, 2e-3), qPrintable(QString::number(errors[0])));
    for (std::size_t k = 1; k < errors.size(); ++k) {
        const double p = test::observedOrder(errors[k - 1], errors[k]);
        QVERIFY2(std::abs(p - order) <= 0.3, qPrintable(QString("order %1").arg(p)));
    }
}

// contact1 is listed as order 1, and is (dissipation and velocity constraints at the left
// point); on a conservative model with a holonomic constraint it is a Stoermer-Verlet
// (SHAKE-type) scheme of order 2 (methods doc, 4.1). Both, measured: the pendulum and the
// undamped oscillator show 2, the damped oscillator 1 (dampedOscillatorOrders).
void TestVariational::contact1IsSecondOrderWithoutDissipation() {
    for (const Model& model : {test::presetModel("pendulum"),
                               test::presetModel("damped-oscillator", {{"alpha", 0.0}})}) {
        std::vector<double> errors;
        for (double h : {0.02, 0.01, 0.005}) {
            const test::Run run =
                test::runMethod(model, "contact1", {{"step", test::text(h)}}, 2.0);
            QVERIFY(run.result.status.ok());
            errors.push_back(run.summary().maxErrorQ);
        }
        for (std::size_t k = 1; k < errors.size(); ++k) {
            const double p = test::observedOrder(errors[k - 1], errors[k]);
            QVERIFY2(std::abs(p - 2.0) <= 0.3,
                     qPrintable(
                         QString("%1: order %2").arg(QString::fromStdString(model.name())).arg(p)));
        }
    }
}

// M and f derived from the Lagrangians of the rolling disc and the rotating-frame pendulum equal
// the explicit formulas of the problem documents (at states off the motion).
void TestVariational::derivedEquationsOfMotion() {
    struct Case {
        std::string preset;
        MassSpec mass;
        std::vector<std::string> forces;
    };
    const std::vector<Case> cases = {
        {"rolling-disc",
         {{"m", "", "", "", ""},
          {"", "m", "", "", ""},
          {"", "", "IT + m*R^2*sin(theta)^2", "", ""},
          {"", "", "", "IA*sin(theta)^2 + IT*cos(theta)^2", "0 - IA*sin(theta)"},
          {"", "", "", "", "IA"}},
         {"0 - alpha*m*X_dot", "0 - alpha*m*Y_dot",
          "m*g*R*sin(theta) - cos(theta)*((IT - IA)*sin(theta)*phi_dot^2 + "
          "IA*phi_dot*psi_dot + m*R^2*sin(theta)*theta_dot^2) - alpha*(IT + "
          "m*R^2*sin(theta)^2)*theta_dot",
          "theta_dot*cos(theta)*(IA*psi_dot - 2*(IA - IT)*sin(theta)*phi_dot) + Fphi1*t - "
          "alpha*((IA*sin(theta)^2 + IT*cos(theta)^2)*phi_dot - IA*sin(theta)*psi_dot)",
          "IA*cos(theta)*phi_dot*theta_dot + Fpsi0 + Fpsi1*t - alpha*IA*(psi_dot - "
          "sin(theta)*phi_dot)"}},
        {"foucault-pendulum",
         {{"m", "", ""}, {"", "m", ""}, {"", "", "m"}},
         {"2*m*Omega*sb*y_dot + m*Omega^2*sb*(x*sb + z*cb) - alpha*m*x_dot",
          "m*Omega^2*y - 2*m*Omega*(sb*x_dot + cb*z_dot) - alpha*m*y_dot",
          "2*m*Omega*cb*y_dot + m*Omega^2*cb*(x*sb + z*cb) - m*g - alpha*m*z_dot"}},
    };
    for (const Case& c : cases) {
        ModelSpec given = presetSpec(c.preset);
        ModelSpec explicitForm = given;
        explicitForm.lagrangian.clear();
        explicitForm.dissipation.clear();
        explicitForm.mass = c.mass;
        explicitForm.forces = c.forces;
        // Nonzero damping and torques, so that every term is checked.
        for (ModelSpec* s : {&given, &explicitForm})
            for (auto& p : s->parameters)
                if (p.name == "alpha" || p.name == "Fphi1" || p.name == "Fpsi0" ||
                    p.name == "Fpsi1") {
                    p.value = 0.07;
                    p.max = std::max(p.max, p.value); // inside the slider range
                }
        MechanicalSystem a(compiled(given)), b(compiled(explicitForm));
        const int n = a.n();
        std::srand(7);
        for (int trial = 0; trial < 20; ++trial) {
            const Eigen::VectorXd q = Eigen::VectorXd::Random(n),
                                  v = 3 * Eigen::VectorXd::Random(n);
            const double t = 0.37 * trial;
            Eigen::MatrixXd Ma, Mb;
            Eigen::VectorXd fa, fb;
            a.dynamics(t, q, v, Ma, fa);
            b.dynamics(t, q, v, Mb, fb);
            QVERIFY2((Ma - Mb).cwiseAbs().maxCoeff() <= 1e-13 * (1 + Mb.cwiseAbs().maxCoeff()),
                     c.preset.c_str());
            QVERIFY2((fa - fb).cwiseAbs().maxCoeff() <= 1e-12 * (1 + fb.cwiseAbs().maxCoeff()),
                     c.preset.c_str());
        }
    }
    // The Lagrangian model's energy is v . dL/dv - L: the Jacobi integral of the document.
    const Model foucault = test::presetModel("foucault-pendulum");
    MechanicalSystem sys(foucault);
    QVERIFY(test::relClose(sys.energy(0, foucault.q0(), foucault.v0()), 2.049964844193, 1e-12));
}

void TestVariational::modelFileRoundTrip() {
    for (const char* id : {"rolling-disc", "foucault-pendulum-nonholonomic", "damped-oscillator"}) {
        const ModelSpec spec = presetSpec(id);
        const ModelSpecResult back = parseModelJson(toModelJson(spec));
        QVERIFY2(back.ok(), id);
        QVERIFY2(*back.spec == spec, id);
    }
    // Mass matrix and Lagrangian together are refused, with the reason.
    ModelSpec both = presetSpec("damped-oscillator");
    both.mass = {{"m"}};
    const ModelCompileResult r = compileModel(both);
    QVERIFY(!r.ok());
    QVERIFY(toString(r.diagnostics).find("either a mass matrix or a Lagrangian") !=
            std::string::npos);
    // A Lagrangian must be quadratic in the velocities.
    ModelSpec quartic = presetSpec("damped-oscillator");
    quartic.lagrangian = "q_dot^4";
    QVERIFY(!compileModel(quartic).ok());
}

// Experiment 1: psi = t^2/7.5 for alpha = 0 (to round-off for every step), and for alpha = 0.1
// the document's values: order 1 and 2, psi(10).
void TestVariational::rollingDiscExactSolution() {
    const Model still = test::presetModel("rolling-disc-exp1");
    for (const char* method : {"contact1", "contact2", "lda2"})
        for (double h : {0.1, 0.05}) {
            const test::Run run = test::runMethod(still, method, {{"step", test::text(h)}}, 10.0);
            QVERIFY(run.result.status.ok());
            QVERIFY2(std::abs(column(run, "psi").back() - 100.0 / 7.5) <= 3e-14, method);
            QVERIFY2(run.summary().maxErrorQ <= 1e-13, method);
        }
    const Model damped = test::presetModel("rolling-disc-exp1", {{"alpha", 0.1}});
    const double psiExact = 9.810118431238;
    const test::Run c1 = test::runMethod(damped, "contact1", {{"step", "0.1"}}, 10.0);
    const test::Run c1h = test::runMethod(damped, "contact1", {{"step", "0.05"}}, 10.0);
    const test::Run c2 = test::runMethod(damped, "contact2", {{"step", "0.1"}}, 10.0);
    const test::Run c2h = test::runMethod(damped, "contact2", {{"step", "0.05"}}, 10.0);
    QVERIFY(std::abs(column(c1, "psi").back() - 9.796587) < 1e-6);
    QVERIFY(std::abs(column(c2, "psi").back() - 9.810458) < 1e-6);
    QVERIFY(test::relClose(c1.summary().maxErrorQ, 1.353e-2, 2e-3));
    QVERIFY(test::relClose(c1h.summary().maxErrorQ, 6.838e-3, 2e-3));
    QVERIFY(test::relClose(c2.summary().maxErrorQ, 3.397e-4, 2e-3));
    QVERIFY(test::relClose(c2h.summary().maxErrorQ, 8.492e-5, 2e-3));
    QVERIFY(std::abs(column(c2, "psi").back() - psiExact) > 1e-4); // not the exact value itself
}

void TestVariational::velocityResidualAtRoundOff_data() {
    QTest::addColumn<QString>("method");
    for (const char* m : {"contact1", "contact2", "lda1", "lda2", "hem4"}) QTest::newRow(m) << m;
}

// Experiment 2.3 over 25 s: |A v + b| at the step points and the discrete constraint residual.
void TestVariational::velocityResidualAtRoundOff() {
    QFETCH(QString, method);
    const Model model = test::presetModel("rolling-disc-exp2");
    const test::Run run = test::runMethod(model, method.toStdString(), {{"step", "0.01"}}, 25.0);
    QVERIFY(run.result.status.ok());
    QVERIFY2(run.summary().maxAbsAvb <= 1e-13,
             qPrintable(QString::number(run.summary().maxAbsAvb)));
    if (method != "hem4") QVERIFY(run.result.stats.discreteResidual <= 1e-13);
}

// The reference values of Experiments 2.3 and 3.1 (t = 10 and 25 s): HEM4 at h = 1e-3 with
// projection gets 8 and more digits, contact2 at h = 0.01 about 3 (order 2).
void TestVariational::rollingDiscReferenceValues() {
    for (const char* id : {"rolling-disc-exp2", "rolling-disc-exp3"}) {
        const Model model = test::presetModel(id);
        const test::Run hem =
            test::runMethod(model, "hem4", {{"step", "0.001"}, {"projection", "on"}}, 25.0);
        QVERIFY(hem.result.status.ok());
        const ReferenceErrors e = hem.recorder->referenceErrors();
        QCOMPARE(e.count, 2);
        QVERIFY2(ReferenceErrors::scd(e.relErrorQ) > 8.0, id);
        QVERIFY2(ReferenceErrors::scd(e.relErrorLambda) > 6.5, id);
    }
    // Exp 2.1 (alpha = 0) at t = 10: q to 1e-6 by contact2 at h = 0.001.
    const Model exp21 = test::presetModel("rolling-disc-exp2", {{"alpha", 0.0}});
    const test::Run run = test::runMethod(exp21, "contact2", {{"step", "0.001"}}, 10.0);
    const double ref[5] = {11.797889756, 22.669728208, 0.098591961, 2.158875747, 63.093847945};
    const Eigen::VectorXd& q = run.summary().qFinal;
    for (int i = 0; i < 5; ++i)
        QVERIFY2(std::abs(q[i] - ref[i]) < 1e-3 * (1 + std::abs(ref[i])),
                 qPrintable(QString::number(i)));
}

void TestVariational::foucaultPrecessionRate_data() {
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("projection"); // empty: the method has no projection setting
    // HEM4 as the preset recommends it: projected onto g = 0 and G v + g_t = 0 at every step.
    QTest::newRow("hem4") << "hem4"
                          << "0.05"
                          << "on";
    QTest::newRow("contact2") << "contact2"
                              << "0.1"
                              << "";
}

// The default preset (rotating-frame Lagrangian, rod as a holonomic constraint) over 3600 s: the
// swing plane turns at -Omega sin(latitude) (1 - 3/8 (a0/l)^2) (Airy), within 1e-3 relative.
void TestVariational::foucaultPrecessionRate() {
    QFETCH(QString, method);
    QFETCH(QString, step);
    QFETCH(QString, projection);
    const Model model = test::presetModel("foucault-pendulum");
    std::map<std::string, std::string> settings{{"step", step.toStdString()}};
    if (!projection.isEmpty()) settings["projection"] = projection.toStdString();
    const test::Run run = test::runMethod(model, method.toStdString(), settings, 3600.0);
    QVERIFY(run.result.status.ok());
    const double expected =
        -7.2921159e-5 * std::sin(49 * M_PI / 180) * (1 - 3.0 / 8 / (67.0 * 67.0));
    const double rate = precessionRate(run);
    qInfo("%s: precession rate %.7g rad/s, ratio to the prediction %.6f", qPrintable(method), rate,
          rate / expected);
    QVERIFY2(std::abs(rate / expected - 1) < 1e-3,
             qPrintable(QString("rate %1, expected %2").arg(rate).arg(expected)));
    QVERIFY(run.summary().maxAbsG < 1e-11);
    QVERIFY(run.summary().maxAbsGv < 1e-11);
    // The rotating frame's Lagrangian is conserved (Coriolis forces do no work).
    const core::EnergyRecord& energy = run.summary().energy;
    QVERIFY(energy.conservation.conserved);
    QVERIFY(energy.maxChange < 1e-3 * std::abs(energy.e0));
}

// Maciel's set-up (q(0) = (0, 0.01), q'(0) = 0, Omega = 2 pi/day, h = 0.1, 36000 steps,
// alpha = 1e-3): maximum error over [3500, 3600] against the exact solution, LdA 1.170e-4,
// contact 1.419e-4 (methods doc, section 8.2).
void TestVariational::foucaultNonholonomicSourceSetup() {
    ModelSpec spec = presetSpec("foucault-pendulum-nonholonomic");
    spec.coordinates[0].velocity = "0";
    for (auto& p : spec.parameters)
        if (p.name == "Omega") p.value = 2 * M_PI / 86400;
    const Model model = compiled(spec);
    const test::Run lda = test::runMethod(model, "lda1", {{"step", "0.1"}}, 3600.0);
    const test::Run contact = test::runMethod(model, "contact1", {{"step", "0.1"}}, 3600.0);
    QVERIFY(lda.result.status.ok() && contact.result.status.ok());
    QCOMPARE(lda.result.stats.steps, 36000LL);
    QVERIFY2(test::relClose(maxAfter(lda, "err_q", 3500), 1.170e-4, 0.02),
             qPrintable(QString::number(maxAfter(lda, "err_q", 3500))));
    QVERIFY2(test::relClose(maxAfter(contact, "err_q", 3500), 1.419e-4, 0.02),
             qPrintable(QString::number(maxAfter(contact, "err_q", 3500))));
}

// The document's convergence test (omega = 0.05, alpha = 0.05, [0, 3.5]): contact1 and contact2
// with the left-point constraint order 1, contact2 with the midpoint constraint order 2, HEM4 4.
void TestVariational::foucaultNonholonomicOrders() {
    const Model model = test::presetModel("foucault-pendulum-nonholonomic",
                                          {{"lat_deg", 90.0}, {"Omega", 0.05}, {"alpha", 0.05}});
    struct Case {
        const char* method;
        std::map<std::string, std::string> settings;
        double order, error01;
    };
    const Case cases[] = {{"contact1", {}, 1.0, 1.912e-5},
                          {"contact2", {{"constraint", "left"}}, 1.0, 1.899e-5},
                          {"contact2", {}, 2.0, 1.104e-6},
                          {"hem4", {}, 4.0, 0.0}};
    for (const Case& c : cases) {
        std::vector<double> errors;
        for (double h : {0.1, 0.05, 0.025}) {
            auto settings = c.settings;
            settings["step"] = test::text(h);
            const test::Run run = test::runMethod(model, c.method, settings, 3.5);
            QVERIFY(run.result.status.ok());
            errors.push_back(run.summary().maxErrorQ);
        }
        if (c.error01 > 0) QVERIFY2(test::relClose(errors[0], c.error01, 0.01), c.method);
        for (std::size_t k = 1; k < errors.size(); ++k)
            QVERIFY2(std::abs(test::observedOrder(errors[k - 1], errors[k]) - c.order) <= 0.3,
                     c.method);
    }
}

// alpha = 0: the variational methods keep the energy error bounded without drift over long
// runs (the oscillator over 10 000 s; the rolling disc, Exp 2.1, over 250 s with the
// second-order schemes), while HEM4's error grows with time.
void TestVariational::energyBoundedAtZeroDissipation() {
    const Model oscillator = test::presetModel("damped-oscillator", {{"alpha", 0.0}});
    for (const char* method : {"contact1", "contact2", "lda1", "lda2"}) {
        const test::Run run = test::runMethod(oscillator, method, {{"step", "0.1"}}, 10000.0);
        const EnergyEnds e = energyEnds(run);
        QVERIFY2(e.lastMax <= 1.01 * e.firstMax &&
                     std::abs(e.lastMean - e.firstMean) <= 1e-3 * e.firstMax,
                 method);
    }
    const test::Run hem = test::runMethod(oscillator, "hem4", {{"step", "0.1"}}, 10000.0);
    const EnergyEnds he = energyEnds(hem);
    QVERIFY(he.lastMax > 5 * he.firstMax); // a steady drift (numerical damping)
    const Model disc = test::presetModel("rolling-disc-exp2", {{"alpha", 0.0}});
    for (const char* method : {"contact2", "lda2"}) {
        const test::Run run = test::runMethod(disc, method, {{"step", "0.01"}}, 250.0);
        QVERIFY(run.result.status.ok());
        const EnergyEnds e = energyEnds(run);
        QVERIFY2(e.lastMax <= 1.05 * e.firstMax && e.lastMax < 1e-6 * 61.44, method);
    }
}

// Every preset runs with every method that takes velocity constraints, through the registry
// (a short interval), and HEM4 and RK4 pass t = 10.9 s in Experiment 2.3 (where the source reports
// that ode15i failed) to the end.
void TestVariational::everyPresetRunsWithTheNewMethods() {
    for (const std::string& id : presetIds()) {
        if (loadPreset(id).spec->isLinearDae()) continue;
        const Model model = test::presetModel(id);
        const double span = std::min(1.0, model.tEnd() - model.tStart());
        for (const char* method : {"contact1", "contact2", "lda1", "lda2", "hem4"}) {
            const test::Run run = test::runMethod(model, method, {{"step", test::text(span / 200)}},
                                                  model.tStart() + span);
            QVERIFY2(run.result.status.ok(),
                     qPrintable(QString::fromStdString(id + " " + method + ": " +
                                                       run.result.status.message())));
        }
    }
    const Model exp23 = test::presetModel("rolling-disc-exp2");
    for (const char* method : {"hem4", "rk4"}) {
        const test::Run run = test::runMethod(exp23, method, {{"step", "0.1"}}, 25.0);
        QVERIFY2(run.result.status.ok(), method);
        QCOMPARE(run.summary().tFinal, 25.0);
    }
}

void TestVariational::methodsWithoutVelocityConstraintsRefuse() {
    const Model model = test::presetModel("rolling-disc");
    const test::Run run = test::runMethod(model, "msppa", {}, 1.0);
    QCOMPARE(run.result.status.code, StatusCode::InvalidSettings);
    QVERIFY(run.result.status.message().find("contact2") != std::string::npos);
}

// On a long chain the multipliers' rows g/h carry round-off of g amplified by an ill-conditioned
// matrix: Newton's increments stall above a fixed tolerance. A stall at that level counts as
// converged (lda1 failed at 64 links, all four schemes at 256); the solution agrees with hem4
// to the schemes' order (h = 1e-3: 5e-10 for the second-order ones). (The chain runs on sparse
// matrices: against the dense build of 510b91b, contact1, contact2 and lda2 give the same
// iterations and states equal to 1e-20.)
void TestVariational::newtonStopsAtItsRoundOff() {
    const core::ModelCompileResult c = core::compileModel(bench::chainSpec(64));
    QVERIFY(c.ok());
    const auto hem = test::runMethod(*c.model, "hem4", {{"step", "1e-3"}}, 0.02);
    QVERIFY(hem.result.status.ok());
    // lda1 is first order: g h t / 2 = 1e-4.
    const std::pair<const char*, double> cases[] = {
        {"lda1", 2e-4}, {"lda2", 1e-8}, {"contact1", 1e-8}, {"contact2", 1e-8}};
    for (const auto& [method, within] : cases) {
        const auto run = test::runMethod(*c.model, method, {{"step", "1e-3"}}, 0.02);
        QVERIFY2(run.result.status.ok(),
                 qPrintable(QString("%1: %2").arg(method, run.result.status.message().c_str())));
        const double dq = (run.summary().qFinal - hem.summary().qFinal).lpNorm<Eigen::Infinity>();
        QVERIFY2(dq < within, qPrintable(QString("%1: %2").arg(method).arg(dq)));
    }
}

// The variational methods take fixed steps: every 64th is sampled by step doubling (two steps
// of h/2 from the same point, taken before the step itself), and the run warns where the sampled
// local errors add up to more than 1 % of the state's size. The two-link robot at h = 0.01 over
// 10 s: first-order LdA ends 2.2e-2 off with a sampled sum of 0.13, warned; second-order LdA
// 3.5e-4 off, not. (The sampling is the estimate of models too large for the global check, here
// switched off; with the check, its second solution warns for LdA 1 and not for LdA 2.)
void TestVariational::fixedStepsSampleTheirErrors() {
    const Model robot = test::presetModel("two-link-robot");
    QVERIFY(test::warns(test::runMethod(robot, "lda1", {{"step", "0.01"}}, 10.0).result.stats,
                        "estimated global error"));
    QVERIFY(!test::warns(test::runMethod(robot, "lda2", {{"step", "0.01"}}, 10.0).result.stats,
                         "estimated global error"));
    const test::Run first =
        test::runMethod(robot, "lda1", {{"step", "0.01"}, {"global_error", "off"}}, 10.0);
    QVERIFY2(first.result.status.ok(), first.result.status.message().c_str());
    QVERIFY(test::warns(first.result.stats, "estimated by step doubling"));
    QVERIFY2(first.summary().maxErrorQ > 1e-2,
             qPrintable(QString::number(first.summary().maxErrorQ)));
    const test::Run second =
        test::runMethod(robot, "lda2", {{"step", "0.01"}, {"global_error", "off"}}, 10.0);
    QVERIFY2(second.result.status.ok(), second.result.status.message().c_str());
    QVERIFY(!test::warns(second.result.stats, "estimated by step doubling"));
    QVERIFY2(second.summary().maxErrorQ < 1e-3,
             qPrintable(QString::number(second.summary().maxErrorQ)));
    QCOMPARE(first.result.stats.steps, 1000LL);
}

QTEST_GUILESS_MAIN(TestVariational)
#include "tst_variational.moc"
