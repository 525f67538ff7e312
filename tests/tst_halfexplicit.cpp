// HEM4 and the 3-stage scheme: the tableaux' order conditions, the test vectors of
// docs/methods/half-explicit-rk.md section 9, observed orders on both presets, constraint
// residuals, projection, step doubling and the error paths.

#include "../bench/ChainModel.h"
#include "TestSupport.h"
#include "integrate/HalfExplicitRK.h"
#include "model/Presets.h"
#include "system/Constrained.h"

#include <Eigen/Dense>
#include <QtTest>
#include <cmath>

using namespace mechlab;
using namespace mechlab::core;
using test::runMethod;
using test::text;

namespace {

// Reference at T = 2 (pendulum preset, defaults): doc section 9.1.
const double kQ[2] = {0.81277456572022608, -0.58257832547932805};
const double kV[2] = {0.74154388926733792, 1.0345527566029132};
const double kLambda = 7.3352801188566246;

double stateError(const RunSummary& s) {
    double e = 0.0;
    for (int i = 0; i < 2; ++i)
        e = std::max({e, std::abs(s.qFinal[i] - kQ[i]), std::abs(s.vFinal[i] - kV[i])});
    return e;
}

bool within(double value, double reference, double relative) {
    return std::abs(value - reference) <= relative * std::abs(reference);
}

} // namespace

class TestHalfExplicit : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tableauOrderConditions();
    void pendulumTestVectors_data();
    void pendulumTestVectors();
    void projectionTestVectors();
    void robotTestVectors();
    void orderFourOnBothPresets();
    void robotAcceptance();
    void constraintResiduals();
    void stepDoubling();
    void fixedStepsSampleTheirErrors();
    void cancelStopsTheRun();
    void invalidSettings();
    void singularConstraints();
    void degenerateConstraintRowIsNotSingular();
    void nonFiniteForce();
    void chainOfManyLinks();
    void sparseFormsOfALargeModel();
    void recordTermsAsTheSeparatePrograms();
};

void TestHalfExplicit::tableauOrderConditions() {
    for (const HalfExplicitTableau* tab : {&hem4Tableau(), &hem3Tableau()}) {
        const int s = tab->stages;
        auto a = [&](int i, int j) {
            return j < int(tab->a[std::size_t(i)].size()) ? tab->a[std::size_t(i)][std::size_t(j)]
                                                          : 0.0;
        };
        const auto& c = tab->c;
        // c_i = sum_j a_ij for every row, c_s = 1.
        for (int i = 1; i <= s; ++i) {
            double sum = 0.0;
            for (int j = 0; j < i; ++j) sum += a(i, j);
            QVERIFY(std::abs(sum - c[std::size_t(i)]) < 1e-14);
        }
        // Classical conditions with b = row s.
        auto b = [&](int i) { return a(s, i); };
        double c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0, c6 = 0, c7 = 0, c8 = 0;
        for (int i = 0; i < s; ++i) {
            const double ci = c[std::size_t(i)];
            c1 += b(i);
            c2 += b(i) * ci;
            c3 += b(i) * ci * ci;
            c5 += b(i) * ci * ci * ci;
            for (int j = 0; j < i; ++j) {
                const double cj = c[std::size_t(j)];
                c4 += b(i) * a(i, j) * cj;
                c6 += b(i) * ci * a(i, j) * cj;
                c7 += b(i) * a(i, j) * cj * cj;
                for (int k = 0; k < j; ++k) c8 += b(i) * a(i, j) * a(j, k) * c[std::size_t(k)];
            }
        }
        QVERIFY(std::abs(c1 - 1.0) < 1e-14);
        QVERIFY(std::abs(c2 - 0.5) < 1e-14);
        QVERIFY(std::abs(c3 - 1.0 / 3) < 1e-14);
        QVERIFY(std::abs(c4 - 1.0 / 6) < 1e-14);
        if (tab->order >= 4) {
            QVERIFY(std::abs(c5 - 0.25) < 1e-14);
            QVERIFY(std::abs(c6 - 0.125) < 1e-14);
            QVERIFY(std::abs(c7 - 1.0 / 12) < 1e-14);
            QVERIFY(std::abs(c8 - 1.0 / 24) < 1e-14);
        }
        // Index-2 conditions 5 and 7 of section 2.1, with W = inverse of the shifted matrix.
        Eigen::MatrixXd At(s, s);
        for (int i = 0; i < s; ++i)
            for (int j = 0; j < s; ++j) At(i, j) = j <= i ? a(i + 1, j) : 0.0;
        const Eigen::MatrixXd W = At.inverse();
        double cond5 = 0, cond7 = 0;
        for (int i = 0; i < s; ++i) {
            double wc = 0;
            for (int j = 0; j < s; ++j) wc += W(i, j) * std::pow(c[std::size_t(j + 1)], 2);
            cond5 += b(i) * c[std::size_t(i)] * wc;
            cond7 += b(i) * wc * wc;
        }
        QVERIFY(std::abs(cond5 - 2.0 / 3) < 1e-13);
        QVERIFY(std::abs(cond7 - 4.0 / 3) < 1e-13);
    }
}

void TestHalfExplicit::pendulumTestVectors_data() {
    QTest::addColumn<QString>("method");
    QTest::addColumn<int>("steps");
    QTest::addColumn<double>("errY");
    QTest::addColumn<double>("errRaw");
    QTest::addColumn<double>("errPost");
    QTest::addColumn<double>("absG");
    // Section 9.1 (printed to 4 significant digits).
    QTest::newRow("hem4 20") << "hem4" << 20 << 7.725e-4 << 4.999e-3 << 6.366e-3 << 1.26e-4;
    QTest::newRow("hem4 40") << "hem4" << 40 << 7.154e-5 << 1.407e-2 << 4.440e-4 << 4.12e-6;
    QTest::newRow("hem4 80") << "hem4" << 80 << 5.141e-6 << 4.861e-3 << 2.876e-5 << 1.29e-7;
    QTest::newRow("hem4 160") << "hem4" << 160 << 3.411e-7 << 1.366e-3 << 1.822e-6 << 3.94e-9;
    QTest::newRow("hem4 320") << "hem4" << 320 << 2.191e-8 << 3.595e-4 << 1.145e-7 << 1.17e-10;
    QTest::newRow("hem4 640") << "hem4" << 640 << 1.388e-9 << 9.203e-5 << 7.173e-9 << 3.24e-12;
    QTest::newRow("hem3 20") << "hem3" << 20 << 7.107e-2 << 2.399e-1 << 6.432e-2 << 5.51e-3;
    QTest::newRow("hem3 80") << "hem3" << 80 << 1.095e-3 << 1.619e-2 << 6.204e-4 << 9.72e-5;
    QTest::newRow("hem3 640") << "hem3" << 640 << 2.089e-6 << 2.635e-4 << 8.955e-7 << 1.91e-7;
}

void TestHalfExplicit::pendulumTestVectors() {
    QFETCH(QString, method);
    QFETCH(int, steps);
    QFETCH(double, errY);
    QFETCH(double, errRaw);
    QFETCH(double, errPost);
    QFETCH(double, absG);
    const Model model = test::presetModel("pendulum");
    const std::string h = text(2.0 / steps);
    const auto post = runMethod(model, method.toStdString(), {{"step", h}}, 2.0);
    const auto raw = runMethod(model, method.toStdString(), {{"step", h}, {"lambda", "raw"}}, 2.0);
    QVERIFY(post.result.status.ok() && raw.result.status.ok());
    QCOMPARE(post.result.stats.steps, (long long)steps);
    const double e = stateError(post.summary());
    QVERIFY2(within(e, errY, 0.01), qPrintable(QString("err y %1, document %2").arg(e).arg(errY)));
    const double ePost = std::abs(post.summary().lambdaFinal[0] - kLambda);
    QVERIFY2(within(ePost, errPost, 0.01),
             qPrintable(QString("err lambda post %1, document %2").arg(ePost).arg(errPost)));
    const double eRaw = std::abs(raw.summary().lambdaFinal[0] - kLambda);
    QVERIFY2(within(eRaw, errRaw, 0.01),
             qPrintable(QString("err lambda raw %1, document %2").arg(eRaw).arg(errRaw)));
    // The recorder's |g| at T.
    const auto& tr = post.recorder->trajectory();
    const double g = tr.column(tr.find("abs_g")).values.back();
    QVERIFY2(within(g, absG, 0.02), qPrintable(QString("|g| %1, document %2").arg(g).arg(absG)));
}

void TestHalfExplicit::projectionTestVectors() {
    // Section 9.1: with projection after each step, HEM4 errors 1.179e-3 ... 2.312e-8.
    const Model model = test::presetModel("pendulum");
    const int steps[] = {20, 40, 80, 160, 320};
    const double doc[] = {1.179e-3, 8.698e-5, 5.742e-6, 3.666e-7, 2.312e-8};
    for (int k = 0; k < 5; ++k) {
        const auto run =
            runMethod(model, "hem4", {{"step", text(2.0 / steps[k])}, {"projection", "on"}}, 2.0);
        const double e = stateError(run.summary());
        QVERIFY2(within(e, doc[k], 0.01),
                 qPrintable(QString("N=%1: %2 vs %3").arg(steps[k]).arg(e).arg(doc[k])));
        QVERIFY(run.summary().maxAbsG < 1e-15 * 10);
    }
}

void TestHalfExplicit::robotTestVectors() {
    // Section 9.2: a = 0.5, b = 0.3, T = 5; err y at T and post-processed lambda.
    const Model model = test::presetModel("two-link-robot", {{"a", 0.5}, {"b", 0.3}});
    const int steps[] = {25, 50, 100, 200, 400};
    const double docY[] = {3.359e-5, 2.148e-6, 1.356e-7, 8.512e-9, 5.332e-10};
    const double docL[] = {6.730e-6, 3.523e-7, 1.985e-8, 1.173e-9, 7.115e-11};
    for (int k = 0; k < 5; ++k) {
        const auto run = runMethod(model, "hem4", {{"step", text(5.0 / steps[k])}}, 5.0);
        const auto& s = run.summary();
        const double th = 0.5 * std::cos(5.0) + 0.3 * std::sin(5.0),
                     om = 0.3 * std::cos(5.0) - 0.5 * std::sin(5.0);
        const double e = std::max({std::abs(s.qFinal[0] - th), std::abs(s.qFinal[1] + 2 * th),
                                   std::abs(s.vFinal[0] - om), std::abs(s.vFinal[1] + 2 * om)});
        QVERIFY2(within(e, docY[k], 0.01),
                 qPrintable(QString("N=%1: %2 vs %3").arg(steps[k]).arg(e).arg(docY[k])));
        const double el = std::abs(s.lambdaFinal[0] - om);
        QVERIFY2(within(el, docL[k], 0.02),
                 qPrintable(QString("N=%1: lambda %2 vs %3").arg(steps[k]).arg(el).arg(docL[k])));
    }
}

void TestHalfExplicit::orderFourOnBothPresets() {
    // Observed order of max-over-run errors from successive halvings of h: 4 within +-0.3.
    struct Case {
        const char* preset;
        double tEnd;
        double h0;
    };
    // The pendulum's max-over-run errors are pre-asymptotic above h = 0.005 (orders 3.5 and 3.8
    // from h = 0.02), as in the document's table at T = 2.
    for (const Case& c : {Case{"pendulum", 10.0, 0.005}, Case{"two-link-robot", 10.0, 0.1}}) {
        const Model model = test::presetModel(c.preset);
        double previous[3] = {0, 0, 0};
        for (int k = 0; k < 4; ++k) {
            const auto run =
                runMethod(model, "hem4", {{"step", text(c.h0 / std::pow(2.0, k))}}, c.tEnd);
            const auto& s = run.summary();
            const double errs[3] = {s.maxErrorQ, s.maxErrorV, s.maxErrorLambda};
            if (k > 0)
                for (int i = 0; i < 3; ++i) {
                    const double p = test::observedOrder(previous[i], errs[i]);
                    QVERIFY2(std::abs(p - 4.0) <= 0.3,
                             qPrintable(QString("%1, component %2, h=%3: order %4")
                                            .arg(c.preset)
                                            .arg(i)
                                            .arg(c.h0 / std::pow(2.0, k))
                                            .arg(p)));
                }
            std::copy(errs, errs + 3, previous);
        }
    }
}

void TestHalfExplicit::robotAcceptance() {
    const Model model = test::presetModel("two-link-robot");
    const auto run = runMethod(model, "hem4", {{"step", "1e-3"}}, 10.0);
    QVERIFY(run.result.status.ok());
    QVERIFY2(run.summary().maxErrorQ < 1e-9, qPrintable(QString::number(run.summary().maxErrorQ)));
    QVERIFY(run.summary().maxAbsGv < 1e-12);
    // A step that starts exactly where the previous one ended (same time, same q) takes G there
    // from that step's last stage: measured 63 147 G evaluations for the 10 000 steps instead
    // of 70 001 (the driver's t0 + k h and the step's t + h round alike about two times in three).
    const core::RunStats& st = run.result.stats;
    QVERIFY2(double(st.jacobianEvals) < 6.5 * double(st.steps),
             qPrintable(QString("%1 for %2 steps").arg(st.jacobianEvals).arg(st.steps)));
}

void TestHalfExplicit::constraintResiduals() {
    const Model model = test::presetModel("pendulum");
    const auto plain = runMethod(model, "hem4", {{"step", "0.01"}}, 10.0);
    QVERIFY(plain.summary().maxAbsGv < 1e-12);
    QVERIFY(plain.summary().maxAbsG > 1e-10); // g itself drifts without projection
    const auto projected = runMethod(model, "hem4", {{"step", "0.01"}, {"projection", "on"}}, 10.0);
    QVERIFY(projected.summary().maxAbsG < 1e-12);
    QVERIFY(projected.summary().maxAbsGv < 1e-12);
    // Velocity projection alone leaves g drifting but keeps |G v| at round-off.
    const auto velocity =
        runMethod(model, "hem4", {{"step", "0.01"}, {"projection", "velocity"}}, 10.0);
    QVERIFY(velocity.summary().maxAbsGv < 1e-12);
}

void TestHalfExplicit::stepDoubling() {
    const Model model = test::presetModel("pendulum");
    const auto loose = runMethod(model, "hem4", {{"tol", "1e-6"}}, 10.0);
    const auto tight = runMethod(model, "hem4", {{"tol", "1e-9"}}, 10.0);
    QVERIFY(loose.result.status.ok() && tight.result.status.ok());
    QVERIFY(tight.result.stats.steps > loose.result.stats.steps);
    // Local error control over ten oscillations: the global error is a few ten times the
    // tolerance and shrinks roughly like tol^(p/(p+1)).
    QVERIFY(loose.summary().maxErrorQ < 1e-4);
    QVERIFY(tight.summary().maxErrorQ < 1e-6);
    QCOMPARE(tight.summary().tFinal, 10.0);
    const double ratio = loose.summary().maxErrorQ / tight.summary().maxErrorQ;
    QVERIFY2(ratio > 30 && ratio < 3000, qPrintable(QString::number(ratio)));
    QVERIFY(loose.result.stats.rejected > 0);
}

// Fixed steps have no error control: every 64th step is also taken as two half steps, and the
// run warns when the sampled local errors, scaled up to the run, add up to more than 1 % of the
// state's size. The rolling disc's Experiment 2.4 (25 s) with HEM4 at h = 0.01 ends 0.11 off
// (relative, at the reference times) with a sampled sum of 0.015: warned; at h = 0.001, 2.7e-6
// off: not. The sampling leaves the run as it was (the fixed-step test vectors above hold): the
// same steps, the same points. (It is the estimate of models too large for the global check,
// here switched off; with it, the check's second solution warns instead, and not at h = 0.001.)
void TestHalfExplicit::fixedStepsSampleTheirErrors() {
    const Model disc = test::presetModel("rolling-disc-exp4-thesis");
    const auto checked = runMethod(disc, "hem4", {{"step", "0.01"}}, disc.tEnd());
    QVERIFY(test::warns(checked.result.stats, "estimated global error"));
    QVERIFY(!test::warns(checked.result.stats, "estimated by step doubling"));
    QVERIFY(!test::warns(runMethod(disc, "hem4", {{"step", "0.001"}}, disc.tEnd()).result.stats,
                         "estimated global error"));
    const auto coarse =
        runMethod(disc, "hem4", {{"step", "0.01"}, {"global_error", "off"}}, disc.tEnd());
    QVERIFY2(coarse.result.status.ok(), coarse.result.status.message().c_str());
    QVERIFY(test::warns(coarse.result.stats, "estimated by step doubling at every 64th step"));
    const ReferenceErrors coarseRef =
        worstReferenceErrors(referenceErrorsAt(disc, coarse.recorder->trajectory()));
    QVERIFY2(coarseRef.count > 0 && coarseRef.relErrorQ > 1e-2,
             qPrintable(QString::number(coarseRef.relErrorQ)));
    const auto fine =
        runMethod(disc, "hem4", {{"step", "0.001"}, {"global_error", "off"}}, disc.tEnd());
    QVERIFY(fine.result.status.ok() &&
            !test::warns(fine.result.stats, "estimated by step doubling at every 64th step"));
    const ReferenceErrors fineRef =
        worstReferenceErrors(referenceErrorsAt(disc, fine.recorder->trajectory()));
    QVERIFY2(fineRef.count > 0 && fineRef.relErrorQ < 1e-4,
             qPrintable(QString::number(fineRef.relErrorQ)));
    QCOMPARE(coarse.result.stats.steps, 2500LL);
    QCOMPARE(coarse.recorder->trajectory().rowCount(), std::size_t(2501));
}

class CancelAfter : public StepObserver {
public:
    CancelAfter(CancelToken& token, int count) : m_token(token), m_count(count) {}
    void onStep(double, const Eigen::VectorXd&, const Eigen::VectorXd&,
                const Eigen::VectorXd&) override {
        if (++m_seen == m_count) m_token.cancel();
    }
    int m_seen = 0;

private:
    CancelToken& m_token;
    int m_count;
};

void TestHalfExplicit::cancelStopsTheRun() {
    const Model model = test::presetModel("pendulum");
    Recorder recorder(model);
    CancelToken cancel;
    CancelAfter stopper(cancel, 10);
    SimulationRequest request;
    request.method = "hem4";
    request.settings = {{"step", "1e-4"}};
    const auto result = simulate(model, request, recorder, cancel, &stopper);
    QCOMPARE(result.status.code, StatusCode::Cancelled);
    QCOMPARE(stopper.m_seen, 10);
    QCOMPARE(recorder.trajectory().rowCount(), std::size_t(10)); // what was computed is kept
}

void TestHalfExplicit::invalidSettings() {
    const Model model = test::presetModel("pendulum");
    QCOMPARE(runMethod(model, "hem4", {{"projection", "sometimes"}}, 1.0).result.status.code,
             StatusCode::InvalidSettings);
    QCOMPARE(runMethod(model, "hem4", {{"step", "-1"}}, 1.0).result.status.code,
             StatusCode::InvalidSettings);
    QCOMPARE(runMethod(model, "hem4", {{"stepsize", "0.1"}}, 1.0).result.status.code,
             StatusCode::InvalidSettings);
    QCOMPARE(runMethod(model, "hem5", {}, 1.0).result.status.code, StatusCode::InvalidSettings);
    const auto r = runMethod(model, "hem4", {{"step", "0.01"}}, -1.0);
    QCOMPARE(r.result.status.code, StatusCode::InvalidSettings);
}

void TestHalfExplicit::singularConstraints() {
    ModelSpec spec = *loadPreset("pendulum").spec;
    spec.constraints.push_back("x^2 + y^2 - l^2"); // dependent on g1: G has rank 1
    spec.exact.multipliers.clear();
    const Model model = *compileModel(spec).model;
    const auto run = runMethod(model, "hem4", {{"step", "0.01"}}, 1.0);
    QCOMPARE(run.result.status.code, StatusCode::SingularMatrix);
    QVERIFY(QString::fromStdString(run.result.status.message()).contains("singular"));
}

// Maciel's Foucault constraint has coefficients that vanish together near the centre of the
// swing: the constraint row is tiny there, not dependent. The shared saddle-point solver scales
// constraint rows before its singularity test, so HEM4 at h = 1e-3 passes the first close pass
// (t = 4.1 s, where it stopped with "singular" before) and keeps |A v + b| at round-off.
void TestHalfExplicit::degenerateConstraintRowIsNotSingular() {
    const Model model = test::presetModel("foucault-pendulum-nonholonomic");
    const auto run = runMethod(model, "hem4", {{"step", "0.001"}}, 10.0);
    QVERIFY2(run.result.status.ok(), run.result.status.message().c_str());
    QCOMPARE(run.summary().tFinal, 10.0);
    QVERIFY(run.summary().maxAbsAvb < 1e-12);
}

void TestHalfExplicit::nonFiniteForce() {
    ModelSpec spec = *loadPreset("pendulum").spec;
    spec.forces[0] = "1/(t - 0.5)";
    const Model model = *compileModel(spec).model;
    const auto run = runMethod(model, "hem4", {{"step", "0.1"}}, 1.0);
    QCOMPARE(run.result.status.code, StatusCode::NonFinite);
    const QString message = QString::fromStdString(run.result.status.message());
    QVERIFY2(message.contains("f1 is not finite at t = 0.5: division by zero in 1/(t - 0.5)"),
             qPrintable(message));
    QVERIFY(run.recorder->trajectory().rowCount() >= 5); // the points up to there are kept
}

QTEST_APPLESS_MAIN(TestHalfExplicit)
// A chain of 150 links (300 coordinates, 150 constraints: its saddle-point systems are solved
// as sparse ones) falling from rest: hem4 keeps the constraints on the velocity level at
// round-off and the energy to the size of its local error, and agrees with the same chain
// integrated at half the step.
void TestHalfExplicit::chainOfManyLinks() {
    const core::ModelCompileResult c = core::compileModel(bench::chainSpec(150));
    QVERIFY(c.ok());
    const auto coarse = runMethod(*c.model, "hem4", {{"step", "2e-3"}}, 0.2);
    const auto fine = runMethod(*c.model, "hem4", {{"step", "1e-3"}}, 0.2);
    QVERIFY(coarse.result.status.ok() && fine.result.status.ok());
    QVERIFY2(fine.summary().maxAbsGv < 1e-9, qPrintable(QString::number(fine.summary().maxAbsGv)));
    QVERIFY(fine.summary().maxAbsG < 1e-6);
    const double drift = fine.summary().energy.maxChange;
    QVERIFY2(drift < 1e-6 * fine.summary().energy.scale(), qPrintable(QString::number(drift)));
    const Eigen::VectorXd dq = coarse.summary().qFinal - fine.summary().qFinal;
    QVERIFY2(dq.lpNorm<Eigen::Infinity>() < 1e-6,
             qPrintable(QString::number(dq.lpNorm<Eigen::Infinity>())));
}

// A large model whose matrices are mostly zeros hands M and G over in the structure of their
// nonzero entries (the chain of 120 links: M diagonal, four entries per row of G): they and the
// Newton derivatives equal the dense ones, and the accelerations solved with them equal a dense
// solve. A small model
// keeps the dense forms.
void TestHalfExplicit::sparseFormsOfALargeModel() {
    const core::ModelCompileResult small =
        core::compileModel(*core::loadPreset("andrews-squeezing").spec);
    QVERIFY(small.ok());
    QVERIFY(!MechanicalSystem(*small.model).sparseAlgebra());
    const int links = 120, n = 2 * links, m = links;
    const core::ModelCompileResult c = core::compileModel(bench::chainSpec(links));
    QVERIFY(c.ok());
    MechanicalSystem sys(*c.model);
    QVERIFY(sys.sparseAlgebra());
    std::srand(5);
    const Eigen::VectorXd q = sys.q0() + 0.1 * Eigen::VectorXd::Random(n);
    const Eigen::VectorXd v = Eigen::VectorXd::Random(n);
    Eigen::MatrixXd M, G;
    Eigen::VectorXd f, gt, e, fs, gts, es;
    SparseMatrixD sM, sG;
    sys.accelerationTerms(0.1, q, v, M, f, G, gt, e);
    sys.accelerationTerms(0.1, q, v, sM, fs, sG, gts, es);
    QCOMPARE(sM.nonZeros(), Eigen::Index(n));
    QCOMPARE(sG.nonZeros(), Eigen::Index(4 * m - 2));
    QVERIFY(Eigen::MatrixXd(sM) == M && Eigen::MatrixXd(sG) == G);
    QVERIFY(fs == f && gts == gt && es == e);
    sys.dynamics(0.2, q, v, sM, fs);
    sys.dynamics(0.2, q, v, M, f);
    sys.constraintJacobian(0.2, 1.01 * q, sG, gts);
    sys.constraintJacobian(0.2, 1.01 * q, G, gt);
    QVERIFY(Eigen::MatrixXd(sM) == M && fs == f && Eigen::MatrixXd(sG) == G && gts == gt);
    // A matrix of the same size and count of entries but another structure is given M's.
    SparseMatrixD other(n, n);
    for (int i = 0; i < n; ++i) other.insert(i, (i + 1) % n) = 1.0;
    other.makeCompressed();
    sys.dynamics(0.2, q, v, other, fs);
    QVERIFY(Eigen::MatrixXd(other) == M);
    // The Newton derivatives of the implicit methods, the same way.
    const Eigen::VectorXd w = Eigen::VectorXd::Random(n), mu = Eigen::VectorXd::Random(m);
    Eigen::MatrixXd Kq, Dv, Cq;
    SparseMatrixD sK, sD, sC;
    sys.residualJacobian(0.3, q, v, w, mu, Kq, Dv, Cq);
    sys.residualJacobian(0.3, q, v, w, mu, sK, sD, sC);
    QVERIFY(Kq.norm() > 0.0 && Cq.norm() > 0.0);
    QVERIFY((Eigen::MatrixXd(sK) - Kq).norm() <= 1e-15 * Kq.norm());
    QVERIFY(Eigen::MatrixXd(sD) == Dv && (Eigen::MatrixXd(sC) - Cq).norm() <= 1e-15 * Cq.norm());

    // What a recorded point needs, by the fused program, equals the separate programs' values.
    Eigen::VectorXd g, gs;
    double kinetic = 0.0, kineticSparse = 0.0;
    const double energy = sys.recordTerms(0.2, q, v, kineticSparse, sG, gts, gs);
    sys.constraintJacobian(0.2, q, G, gt);
    sys.constraints(0.2, q, g);
    QVERIFY(energy == sys.energy(0.2, q, v, kinetic) && kineticSparse == kinetic);
    QVERIFY(Eigen::MatrixXd(sG) == G && gts == gt && gs == g && g.size() == m);

    ConstrainedWorkspace ws;
    Eigen::VectorXd a, lambda;
    QVERIFY(core::accelerations(sys, ws, 0.1, q, v, 0.0, 0.0, a, lambda).ok());
    QVERIFY(ws.M.size() == 0 && ws.sparseM.nonZeros() == n); // the sparse path was taken
    sys.accelerationTerms(0.1, q, v, M, f, G, gt, e);
    Eigen::MatrixXd K = Eigen::MatrixXd::Zero(n + m, n + m);
    K.topLeftCorner(n, n) = M;
    K.topRightCorner(n, m) = G.transpose();
    K.bottomLeftCorner(m, n) = G;
    Eigen::VectorXd rhs(n + m);
    rhs << f, -e;
    const Eigen::VectorXd ref = K.fullPivLu().solve(rhs);
    QVERIFY2((a - ref.head(n)).norm() <= 1e-10 * ref.norm(),
             qPrintable(QString::number((a - ref.head(n)).norm())));
    QVERIFY((lambda - ref.tail(m)).norm() <= 1e-10 * ref.norm());
}

// The energy, g, G and g_t a recorded point needs come from one program; they equal the
// separate programs' values, for models with holonomic constraints only (Andrews' mechanism)
// and with velocity constraints (the rolling disc; the sparse form is checked above).
void TestHalfExplicit::recordTermsAsTheSeparatePrograms() {
    for (const char* id : {"andrews-squeezing", "rolling-disc", "slider-crank"}) {
        const core::ModelCompileResult c = core::compileModel(*core::loadPreset(id).spec);
        QVERIFY(c.ok());
        MechanicalSystem sys(*c.model);
        std::srand(7);
        const Eigen::VectorXd q = sys.q0() + 0.1 * Eigen::VectorXd::Random(sys.n());
        const Eigen::VectorXd v = Eigen::VectorXd::Random(sys.n());
        Eigen::MatrixXd G, Gr;
        Eigen::VectorXd g, gr, gt, gtr;
        double kinetic = 0.0, kineticr = 0.0;
        const double energy = sys.recordTerms(0.3, q, v, kineticr, Gr, gtr, gr);
        sys.constraintJacobian(0.3, q, G, gt);
        sys.constraints(0.3, q, g);
        QVERIFY2(energy == sys.energy(0.3, q, v, kinetic) && kineticr == kinetic && kinetic > 0.0,
                 id);
        QVERIFY2(Gr == G && gtr == gt && gr == g && G.rows() == sys.m() && g.size() == sys.mh(),
                 id);
        QVERIFY2(G.norm() > 0.0, id);
    }
}

#include "tst_halfexplicit.moc"
