// The linear-DAE toolkit against Sánchez Rivera's worked examples
// (docs/methods/implicit-rk-and-linear-dae.md B.8, docs/problems/linear-circuits.md):
// Wong sequences, regularity, quasi-Weierstrass form, projectors, index, consistency, jump and
// impulse, the corrected closed-form solution; and the numerical solvers against it.

#include "TestSupport.h"
#include "linear/ClosedForm.h"
#include "linear/LinearCheck.h"
#include "model/Presets.h"
#include "run/LinearRun.h"
#include "run/Registry.h"

#include <Eigen/Dense>
#include <QtTest>

using namespace mechlab::core;
namespace test = mechlab::test;
using Eigen::MatrixXd;
using Eigen::VectorXd;

namespace {

MatrixXd mat(int rows, int cols, std::initializer_list<double> values) {
    MatrixXd M(rows, cols);
    auto it = values.begin();
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < cols; ++j) M(i, j) = *it++;
    return M;
}

// Orthogonal projector onto the column space of B.
MatrixXd projector(const MatrixXd& B) {
    if (B.cols() == 0) return MatrixXd::Zero(B.rows(), B.rows());
    Eigen::JacobiSVD<MatrixXd> svd(B, Eigen::ComputeThinU);
    int r = 0;
    for (Eigen::Index i = 0; i < svd.singularValues().size(); ++i)
        r += svd.singularValues()[i] > 1e-12 ? 1 : 0;
    const MatrixXd U = svd.matrixU().leftCols(r);
    return U * U.transpose();
}

// The same subspace: equal orthogonal projectors.
bool sameSpan(const MatrixXd& a, const MatrixXd& b) {
    return (projector(a) - projector(b)).norm() < 1e-12;
}

VectorXd vec3(double a, double b, double c) {
    return (VectorXd(3) << a, b, c).finished();
}

// S^ M T^ is block upper triangular in the quasi-Kronecker block sizes: nothing below the
// diagonal blocks.
bool blockUpperTriangular(const QuasiKronecker& k, const MatrixXd& M) {
    const MatrixXd B = k.Shat * M * k.That;
    auto zero = [](const MatrixXd& block) { return block.size() == 0 || block.norm() < 1e-13; };
    return zero(B.bottomLeftCorner(k.mR + k.mQ, k.nP)) &&
           zero(B.bottomLeftCorner(k.mQ, k.nP + k.nR));
}

bool close(const MatrixXd& a, const MatrixXd& b, double tol = 1e-12) {
    return a.rows() == b.rows() && a.cols() == b.cols() && (a - b).lpNorm<Eigen::Infinity>() <= tol;
}

LinearDaeModel preset(const std::string& id, const std::map<std::string, double>& params = {}) {
    const ModelSpecResult spec = loadPreset(id);
    if (!spec.ok()) throw std::runtime_error("preset " + id + " does not load");
    LinearDaeCompileResult r = compileLinearDae(*spec.spec);
    if (!r.ok()) throw std::runtime_error(id + ": " + toString(r.diagnostics));
    std::vector<double> values = r.model->parameterValues();
    for (const auto& [name, v] : params) values[std::size_t(*r.model->parameterIndex(name))] = v;
    return r.model->withParameters(values);
}

struct LinearRun {
    SimulationResult result;
    std::unique_ptr<LinearRecorder> recorder;
};

LinearRun run(const LinearDaeModel& model, const std::string& method,
              const std::map<std::string, std::string>& settings) {
    LinearRun r;
    r.recorder = std::make_unique<LinearRecorder>(model);
    SimulationRequest request;
    request.method = method;
    request.settings = settings;
    CancelToken cancel;
    r.result = simulateLinear(model, request, *r.recorder, cancel);
    return r;
}

// The error at the last recorded point.
double finalError(const LinearRun& r) {
    const Trajectory& tr = r.recorder->trajectory();
    return tr.column(tr.find("err_x")).values.back();
}

// Ex. 14's pencil (index 1).
const MatrixXd kE14 =
    mat(5, 5, {0, 0, 1, -1, 0, 0, 0, 0, 1, -1, 0, 0, 1, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
const MatrixXd kA14 =
    mat(5, 5, {1, 0, 1, -1, 0, 0, 0, -1, 1, 0, 0, 1, 1, 0, -1, 1, -1, 0, 1, 0, 0, 1, 0, -1, -1});

} // namespace

class TestLinear : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void nonRegularExample();
    void quasiKroneckerExample();
    void quasiWeierstrassExample();
    void projectorsDoNotDependOnTheBases();
    void rcCircuitToolkit();
    void rlCircuitToolkit();
    void nilpotentBlockHasIndexThree();
    void closedFormOfTheFiveByFiveExample();
    void homogeneousSolutionAndJumpRule();
    void closedFormMatchesThePresets();
    void rcCircuitConvergence();
    void rcCircuitIdaAgreesToItsTolerance();
    void rlCircuitWithEachMethod();
    void fixedStepsSampleTheirErrors();
    void inconsistentStartIsProjected();
    void nonRegularPencilIsNotSolved();
    void nonFiniteCoefficients();
    void extremeScales();
    void fastForcingIsFlagged();
    void singularStageMatrixIsReported();
    void mechanicalMethodsRefuse();
    void compileErrors();
    void checkReportsTheAnalysis();
};

// Ex. 5 / Ex. 12: dims V 3, 2, 1 and W 0, 2, 3; x3 free and 0 = f3: not regular.
void TestLinear::nonRegularExample() {
    const MatrixXd E = mat(3, 3, {0, 1, 0, 0, 0, 0, 0, 0, 0});
    const MatrixXd A = mat(3, 3, {1, 0, 0, 0, 1, 0, 0, 0, 0});
    const PencilAnalysis p = analyzePencil(E, A);
    QCOMPARE(p.wong.vDimensions, (std::vector<int>{3, 2, 1}));
    QCOMPARE(p.wong.wDimensions, (std::vector<int>{0, 2, 3}));
    QVERIFY(sameSpan(p.wong.vStar, mat(3, 1, {0, 0, 1})));
    QVERIFY(!p.regular);
    QVERIFY(!p.borderline);
    QVERIFY(p.reason.find("underdetermined") != std::string::npos);
    QVERIFY(p.reason.find("overdetermined") != std::string::npos);
    // Quasi-Kronecker blocks: x3 alone in a 0 x 1 block (free), a regular 2 x 2 block, the
    // equation 0 = f3 alone in a 1 x 0 block (a restriction on f).
    const QuasiKronecker& k = p.qkf;
    QCOMPARE((std::vector<int>{k.mP, k.nP, k.mR, k.nR, k.mQ, k.nQ}),
             (std::vector<int>{0, 1, 2, 2, 1, 0}));
    QVERIFY(sameSpan(k.That.leftCols(1), mat(3, 1, {0, 0, 1})));
    QVERIFY(blockUpperTriangular(k, E) && blockUpperTriangular(k, A));
}

// Ex. 13: a 5 x 4 pencil with a regular and an overdetermined part, no underdetermined one.
void TestLinear::quasiKroneckerExample() {
    const MatrixXd E = mat(5, 4, {0, 1, 0, 0, 0, 0, 1, -1, 1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    const MatrixXd A = mat(5, 4, {1, 0, 0, -1, 0, -1, 1, 0, 1, -1, 0, 0, 0, 1, -1, 0, 0, 0, 1, -1});
    const PencilAnalysis p = analyzePencil(E, A);
    QCOMPARE(p.wong.vDimensions, (std::vector<int>{4, 2}));
    QCOMPARE(p.wong.wDimensions, (std::vector<int>{0, 1}));
    QVERIFY(sameSpan(p.wong.vStar, mat(4, 2, {1, 0, 0, 1, 0, 1, 0, 1})));
    QVERIFY(sameSpan(p.wong.wStar, mat(4, 1, {0, 0, 1, 1})));
    // E V* + A W* = span{(1,0,0,0,0), (0,1,0,-1,0), (0,0,1,0,0)} (and E V* n A W* = {0}).
    MatrixXd EVAW(5, 3);
    EVAW << E * p.wong.vStar, A * p.wong.wStar;
    QVERIFY(sameSpan(EVAW, mat(5, 3, {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, -1, 0, 0, 0, 0})));
    // The quasi-Kronecker form: no underdetermined block, a regular 3 x 3 block with
    // det(sE_R - A_R) proportional to -s(s - 1), an overdetermined 2 x 1 block.
    const QuasiKronecker& k = p.qkf;
    QCOMPARE((std::vector<int>{k.mP, k.nP, k.mR, k.nR, k.mQ, k.nQ}),
             (std::vector<int>{0, 0, 3, 3, 2, 1}));
    QVERIFY(blockUpperTriangular(k, E) && blockUpperTriangular(k, A));
    const MatrixXd ER = (k.Shat * E * k.That).block(0, 0, 3, 3);
    const MatrixXd AR = (k.Shat * A * k.That).block(0, 0, 3, 3);
    auto det = [&](double s) { return (s * ER - AR).determinant(); };
    QVERIFY(std::abs(det(0.0)) < 1e-13 && std::abs(det(1.0)) < 1e-13);
    QVERIFY(std::abs(det(2.0)) > 0.1);
    QVERIFY(test::relClose(det(2.0) / det(3.0), (2.0 * 1.0) / (3.0 * 2.0), 1e-12));
    QVERIFY(test::relClose(det(-1.0) / det(3.0), (-1.0 * -2.0) / (3.0 * 2.0), 1e-12));
    QVERIFY(!p.regular);
    QVERIFY(p.reason.find("not square") != std::string::npos);
    QVERIFY(p.reason.find("overdetermined") != std::string::npos);
    QVERIFY(p.reason.find("underdetermined") == std::string::npos);
}

// Ex. 14: the QWF for the source's bases, and the Wong limits.
void TestLinear::quasiWeierstrassExample() {
    const PencilAnalysis p = analyzePencil(kE14, kA14);
    QVERIFY(p.regular);
    QCOMPARE(p.wong.vDimensions, (std::vector<int>{5, 2}));
    QCOMPARE(p.wong.wDimensions, (std::vector<int>{0, 3}));
    const MatrixXd V = mat(5, 2, {1, 0, 0, 1, 2, -1, -1, 1, 1, 0});
    const MatrixXd W = mat(5, 3, {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1});
    QVERIFY(sameSpan(p.wong.vStar, V));
    QVERIFY(sameSpan(p.wong.wStar, W));
    QCOMPARE(p.index(), 1);
    QVERIFY(p.wong.gap.largestDiscarded < 1e-14 && p.wong.gap.smallestKept > 1e-2);

    const QuasiWeierstrass q = quasiWeierstrass(kE14, kA14, V, W);
    MatrixXd SET = MatrixXd::Zero(5, 5);
    SET(0, 0) = SET(1, 1) = 1;
    QVERIFY(close(q.S * kE14 * q.T, SET));
    const MatrixXd SAT =
        mat(5, 5, {2, -2, 0, 0, 0, 1, -2, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1});
    QVERIFY(close(q.S * kA14 * q.T, SAT));
    QVERIFY(close(q.J, mat(2, 2, {2, -2, 1, -2})));
    QVERIFY(close(q.J * q.J, 2 * MatrixXd::Identity(2, 2)));
    QVERIFY(close(q.N, MatrixXd::Zero(3, 3)));
    QCOMPARE(q.index, 1);
}

// Ex. 15: Pi, Pi_diff, Pi_imp, A_diff, E_imp from the source's bases and from the toolkit's own
// orthonormal ones.
void TestLinear::projectorsDoNotDependOnTheBases() {
    const MatrixXd Pi = mat(
        5, 5, {0, 0, -1, -1, 2, 0, 0, -2, -1, 3, 0, 0, 0, -1, 1, 0, 0, -1, 0, 1, 0, 0, -1, -1, 2});
    const MatrixXd PiDiff = mat(
        5, 5, {-2, -3, 1, 2, 1, -4, -5, 2, 4, 2, 0, -1, 0, 0, 0, -2, -2, 1, 2, 1, -2, -3, 1, 2, 1});
    const MatrixXd PiImp = mat(5, 5, {-1, -1, 1,  2,  1, -2, -2, 2,  2,  1, -1, -1, 1,
                                      1,  0,  -1, -1, 1, 1,  0,  -1, -1, 1, 1,  0});
    const MatrixXd ADiff =
        mat(5, 5, {0, 0, 2, 0, -2, 0, 0, 3, 1, -4, 0, 0, 1, -1, 0, 0, 0, 1, 1, -2, 0, 0, 2, 0, -2});
    const MatrixXd V = mat(5, 2, {1, 0, 0, 1, 2, -1, -1, 1, 1, 0});
    const MatrixXd W = mat(5, 3, {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1, 0, 0, 1});
    const QuasiWeierstrass source = quasiWeierstrass(kE14, kA14, V, W);
    const QuasiWeierstrass own = analyzePencil(kE14, kA14).qwf;
    for (const QuasiWeierstrass* q : {&source, &own}) {
        QVERIFY(close(q->Pi, Pi));
        QVERIFY(close(q->PiDiff, PiDiff));
        QVERIFY(close(q->PiImp, PiImp));
        QVERIFY(close(q->ADiff, ADiff));
        QVERIFY(close(q->EImp, MatrixXd::Zero(5, 5)));
    }
    QVERIFY(!close(source.J, own.J, 1e-3)); // J itself depends on the basis
}

// Ex. 2 at G = 2, C = 0.5 (the formulas in G and C, not only their default values).
void TestLinear::rcCircuitToolkit() {
    const double G = 2, C = 0.5;
    const LinearDaeModel model = preset("rc-circuit", {{"G", G}, {"C", C}});
    const PencilAnalysis& p = model.pencil();
    QVERIFY(p.regular);
    QCOMPARE(p.wong.vDimensions, (std::vector<int>{3, 1}));
    QCOMPARE(p.wong.wDimensions, (std::vector<int>{0, 2}));
    QVERIFY(sameSpan(p.wong.vStar, mat(3, 1, {0, 1, -G})));
    QVERIFY(sameSpan(p.wong.wStar, mat(3, 2, {1, 0, 0, 0, 0, 1})));
    QCOMPARE(p.index(), 1);
    const QuasiWeierstrass& q = p.qwf;
    QVERIFY(close(q.J, mat(1, 1, {-G / C})));
    QVERIFY(close(q.Pi, mat(3, 3, {0, 0, 0, 0, 1, 0, 0, -G, 0})));
    QVERIFY(close(q.PiDiff, mat(3, 3, {0, 0, 0, 0, 1 / C, -G / C, 0, -G / C, G * G / C})));
    QVERIFY(close(q.PiImp, mat(3, 3, {0, 0, 1, 0, 0, 0, 1, 0, G})));
    QVERIFY(close(q.ADiff, mat(3, 3, {0, 0, 0, 0, -G / C, 0, 0, G * G / C, 0})));
    QVERIFY(close(q.EImp, MatrixXd::Zero(3, 3)));
}

// Ex. 3 at G = 2, L = 0.5: index 2, V* = {0}, every initial value fixed by the forcing.
void TestLinear::rlCircuitToolkit() {
    const double G = 2, L = 0.5;
    const LinearDaeModel model = preset("rl-circuit", {{"G", G}, {"L", L}});
    const PencilAnalysis& p = model.pencil();
    QVERIFY(p.regular);
    QCOMPARE(p.wong.vDimensions, (std::vector<int>{3, 1, 0}));
    QCOMPARE(p.wong.wDimensions, (std::vector<int>{0, 2, 3}));
    QCOMPARE(p.index(), 2);
    QCOMPARE(p.wong.wSteps(), 2);
    const QuasiWeierstrass& q = p.qwf;
    QVERIFY(close(q.Pi, MatrixXd::Zero(3, 3)));
    QVERIFY(close(q.PiDiff, MatrixXd::Zero(3, 3)));
    QVERIFY(close(q.PiImp, mat(3, 3, {1 / G, 1, -1 / G, 0, 1, 0, 0, 0, -1})));
    QVERIFY(close(q.EImp, mat(3, 3, {0, 0, L, 0, 0, L, 0, 0, 0})));
}

// N x' = x with N the 3 x 3 lower shift: V dims 3, 2, 1, 0; W dims 0, 1, 2, 3; index 3.
void TestLinear::nilpotentBlockHasIndexThree() {
    const MatrixXd N = mat(3, 3, {0, 0, 0, 1, 0, 0, 0, 1, 0});
    const PencilAnalysis p = analyzePencil(N, MatrixXd::Identity(3, 3));
    QVERIFY(p.regular);
    QCOMPARE(p.wong.vDimensions, (std::vector<int>{3, 2, 1, 0}));
    QCOMPARE(p.wong.wDimensions, (std::vector<int>{0, 1, 2, 3}));
    QCOMPARE(p.index(), 3);
    // And an invertible E: an ODE, index 0.
    QCOMPARE(analyzePencil(MatrixXd::Identity(2, 2), MatrixXd::Identity(2, 2)).index(), 0);
}

// Ex. 15, corrected: x(1) and x(2) from x(0) = 0 with f = (0, 0, 0, t, t^2), to 1e-12.
void TestLinear::closedFormOfTheFiveByFiveExample() {
    const LinearDaeModel model = preset("linear-dae-5x5");
    LinearDaeSolution solution(model);
    const VectorXd x1 = solution.at(1.0), x2 = solution.at(2.0);
    const double e1[] = {-2.36829887200859, -1.27920709370431, -1.45739065031288,
                         0.0890917783042854, -0.368298872008591};
    const double e2[] = {-7.96081220707034, -2.21632860079037, -7.70529581335030, 3.74448360627996,
                         -1.96081220707034};
    for (int i = 0; i < 5; ++i) {
        QVERIFY2(std::abs(x1[i] - e1[i]) < 1e-12, qPrintable(QString::number(x1[i] - e1[i])));
        QVERIFY2(std::abs(x2[i] - e2[i]) < 1e-12, qPrintable(QString::number(x2[i] - e2[i])));
    }
    // Asking for an earlier time starts over, with the same result.
    QVERIFY((solution.at(1.0) - x1).norm() < 1e-14);
    // The residual E x' - A x - f vanishes: x' from the closed form at t0, and by central
    // differences (h = 1e-4, error ~ 1e-8) at t = 1.5.
    const VectorXd xp0 = solution.derivativeAtStart();
    VectorXd f;
    model.forcing(0.0, f);
    QVERIFY((kE14 * xp0 - kA14 * solution.start() - f).norm() < 1e-13);
    const double h = 1e-4;
    const VectorXd xm = solution.at(1.5 - h), xc = solution.at(1.5), xq = solution.at(1.5 + h);
    model.forcing(1.5, f);
    QVERIFY((kE14 * (xq - xm) / (2 * h) - kA14 * xc - f).norm() < 1e-7);
}

// f = 0: x(1) = e^{A_diff} x0 for x0 = (1, 0, 2, -1, 1) in V*; x0- = (1, 1, 1, 1, 1) lies in W*
// and jumps to 0.
void TestLinear::homogeneousSolutionAndJumpRule() {
    ModelSpec spec = *loadPreset("linear-dae-5x5").spec;
    spec.linear.forcing = {"0", "0", "0", "0", "0"};
    const double x0[] = {1, 0, 2, -1, 1};
    for (int i = 0; i < 5; ++i) spec.coordinates[std::size_t(i)].position = test::text(x0[i]);
    spec.exact = {};
    spec.references = {};
    const LinearDaeModel model = *compileLinearDae(spec).model;
    QVERIFY(checkLinearDae(model).consistent);
    LinearDaeSolution solution(model);
    const VectorXd x1 = solution.at(1.0);
    const VectorXd expected = (VectorXd(5) << 4.91478130062575, 1.36829887200859, 8.46126372924291,
                               -3.54648242861716, 4.91478130062575)
                                  .finished();
    QVERIFY2((x1 - expected).lpNorm<Eigen::Infinity>() < 1e-12,
             qPrintable(QString::number((x1 - expected).lpNorm<Eigen::Infinity>())));

    const LinearDaeModel ones = model.withInitialValue(VectorXd::Ones(5));
    const LinearCheckReport report = checkLinearDae(ones);
    QVERIFY(!report.consistent);
    QVERIFY(report.initial.jumped.norm() < 1e-13);
    QVERIFY(report.initial.impulses.empty()); // index 1
    QVERIFY(LinearDaeSolution(ones).at(1.0).norm() < 1e-13);
}

// The closed form of every linear preset against its file's exact formulas and reference values.
void TestLinear::closedFormMatchesThePresets() {
    for (const char* id :
         {"rc-circuit", "rl-circuit", "linear-dae-5x5", "rc-circuit-square-wave"}) {
        const LinearDaeModel model = preset(id);
        QVERIFY(model.hasExactFormulas());
        LinearDaeSolution solution(model);
        VectorXd exact;
        double worst = 0.0;
        for (int k = 0; k <= 40; ++k) {
            const double t = model.tStart() + (model.tEnd() - model.tStart()) * k / 40.0;
            model.exactFormulas(t, exact);
            worst = std::max(worst, (solution.at(t) - exact).lpNorm<Eigen::Infinity>());
        }
        QVERIFY2(worst < 1e-12, qPrintable(QString("%1: %2").arg(id).arg(worst)));
        QVERIFY(solution.converged());
        for (const ReferenceSpec& r : model.references()) {
            const VectorXd x = solution.at(r.t);
            for (int i = 0; i < model.unknownCount(); ++i)
                QVERIFY2(std::abs(x[i] - r.positions[std::size_t(i)]) < 1e-10,
                         qPrintable(QString("%1 t=%2").arg(id).arg(r.t)));
        }
    }
}

// Methods doc A.7: the RC circuit's error at t = 10 (max over the components) for Radau IIA-3
// and IIA-5 at h = 0.2 ... 0.025: the table's values, orders 3 and 5 (index 1, z at full order).
void TestLinear::rcCircuitConvergence() {
    const LinearDaeModel model = preset("rc-circuit");
    const double table[2][4] = {{4.989e-5, 6.366e-6, 8.047e-7, 1.012e-7},
                                {2.780e-8, 8.741e-10, 2.739e-11, 8.582e-13}};
    const char* methods[] = {"radau3", "radau5"};
    for (int m = 0; m < 2; ++m) {
        double previous = 0.0;
        for (int k = 0; k < 4; ++k) {
            const double h = 0.2 / (1 << k);
            const LinearRun r = run(model, methods[m], {{"step", test::text(h)}});
            QVERIFY(r.result.status.ok());
            const double e = finalError(r);
            // The last entry of Radau IIA-5 is at round-off level (8.5e-13 here).
            const double rel = m == 1 && k == 3 ? 0.05 : 0.005;
            QVERIFY2(test::relClose(e, table[m][k], rel),
                     qPrintable(QString("%1 h=%2: %3").arg(methods[m]).arg(h).arg(e)));
            if (k > 0) {
                const double p = test::observedOrder(previous, e);
                QVERIFY2(std::abs(p - (m == 0 ? 3 : 5)) < 0.1, qPrintable(QString::number(p)));
            }
            previous = e;
        }
    }
}

// IDA (BDF) on the index-1 circuit: the max error over the run follows the tolerance.
void TestLinear::rcCircuitIdaAgreesToItsTolerance() {
    const LinearDaeModel model = preset("rc-circuit");
    for (double tol : {1e-6, 1e-8, 1e-10}) {
        const LinearRun r = run(model, "ida", {{"tol", test::text(tol)}});
        QVERIFY2(r.result.status.ok(), r.result.status.message().c_str());
        QCOMPARE(r.recorder->summary().tFinal, 10.0);
        const double e = r.recorder->summary().maxError;
        QVERIFY2(e < 10 * tol && e > 0.01 * tol, qPrintable(QString("tol %1: %2").arg(tol).arg(e)));
        // Index 1: algebraic=auto keeps every unknown in the error test.
        QVERIFY(r.result.stats.warnings.empty());
    }
}

// The RL circuit (index 2) with each method, h = 0.1 -> 0.025: the stiffly accurate Radau IIA
// methods converge with the order s of index-2 algebraic unknowns (3 and 2), implicit Euler
// with order 1, the midpoint rule with order 2; IDA needs its index-2 unknowns out of the error
// test (with them in, the error test drives the steps to a standstill), which algebraic=auto, the
// default, does for this index-2 pencil, with a warning that their error is not controlled.
void TestLinear::rlCircuitWithEachMethod() {
    const LinearDaeModel model = preset("rl-circuit");
    const std::pair<const char*, double> expected[] = {
        {"radau5", 3}, {"radau3", 2}, {"implicit-euler", 1}, {"midpoint", 2}};
    for (const auto& [method, order] : expected) {
        double previous = 0.0;
        for (double h : {0.1, 0.05, 0.025}) {
            const LinearRun r = run(model, method, {{"step", test::text(h)}});
            QVERIFY(r.result.status.ok());
            const double e = r.recorder->summary().maxError;
            if (h < 0.1) {
                const double p = test::observedOrder(previous, e);
                QVERIFY2(std::abs(p - order) < 0.15,
                         qPrintable(QString("%1 h=%2: order %3").arg(method).arg(h).arg(p)));
            }
            previous = e;
        }
    }
    const LinearRun excluded = run(model, "ida", {{"tol", "1e-8"}, {"algebraic", "exclude"}});
    QVERIFY2(excluded.result.status.ok(), excluded.result.status.message().c_str());
    QVERIFY(excluded.recorder->summary().maxError < 1e-5);
    const LinearRun automatic = run(model, "ida", {{"tol", "1e-8"}});
    QVERIFY2(automatic.result.status.ok(), automatic.result.status.message().c_str());
    QCOMPARE(automatic.result.stats.steps, excluded.result.stats.steps);
    QCOMPARE(automatic.recorder->summary().maxError, excluded.recorder->summary().maxError);
    const std::vector<std::string>& warnings = automatic.result.stats.warnings;
    QVERIFY(warnings.size() == 1 && warnings[0].find("e1, e2 are left out") != std::string::npos);
    const LinearRun included =
        run(model, "ida", {{"tol", "1e-8"}, {"algebraic", "include"}, {"max_steps", "20000"}});
    QCOMPARE(included.result.status.code, StatusCode::StepLimit);
    QVERIFY2(included.result.status.message().find("algebraic=auto leaves them out") !=
                 std::string::npos,
             included.result.status.message().c_str());
    QVERIFY(included.recorder->summary().tFinal < 10.0);
}

// Fixed steps have no error control: every 64th step is also taken as two half steps, and the
// run warns when the local errors so estimated in the state's part in V* (Pi x) add up to more
// than 1 % of the state. Implicit Euler at the 5 x 5 example's default step 0.01 ends 0.18 off
// (the state reaches 8): warned; Radau IIA 5 at its step 0.02 ends 7e-11 off: not. The rest of
// the state follows from the forcing at each time, its errors do not add up: the RL circuit has
// no part in V* and is not sampled (compared in full, the midpoint rule at h = 0.01, 4.5e-5 off,
// summed to 10 and warned).
void TestLinear::fixedStepsSampleTheirErrors() {
    auto warned = [](const LinearRun& r) {
        return test::warns(r.result.stats, "estimated by step doubling at every 64th step");
    };
    const LinearDaeModel dae = preset("linear-dae-5x5");
    const LinearRun euler = run(dae, "implicit-euler", {{"step", "0.01"}});
    QVERIFY(euler.result.status.ok());
    QVERIFY2(euler.recorder->summary().maxError > 0.1,
             qPrintable(QString::number(euler.recorder->summary().maxError)));
    QVERIFY(warned(euler));
    const LinearRun radau = run(dae, "radau5", {{"step", "0.02"}});
    QVERIFY(radau.result.status.ok());
    QVERIFY(radau.recorder->summary().maxError < 1e-9);
    QVERIFY(radau.result.stats.warnings.empty());
    const LinearRun midpoint = run(preset("rl-circuit"), "midpoint", {{"step", "0.01"}});
    QVERIFY(midpoint.result.status.ok());
    QVERIFY(midpoint.recorder->summary().maxError < 1e-4);
    QVERIFY(midpoint.result.stats.warnings.empty());
}

// An inconsistent start: the RL circuit's iL(0-) = 0.3 and e1, e2 = 0 jump to the forced values
// (L i'(0), ...) with the inductor's spike L (i(0+) - iL(0-)) (1, 1, 0) delta; the RC circuit
// with x0- = (5, 0.25, 7) jumps to (-v(0), e2-, -G e2- - G v(0)) without impulse. The runs start
// from x(0+).
void TestLinear::inconsistentStartIsProjected() {
    const double G = 2, L = 0.5, I0 = 1.5, omega = 3;
    const LinearDaeModel rl =
        preset("rl-circuit", {{"G", G}, {"L", L}, {"I0", I0}, {"omega", omega}})
            .withInitialValue(vec3(0, 0, 0.3));
    const LinearCheckReport report = checkLinearDae(rl);
    QVERIFY(!report.consistent);
    const VectorXd jumped = vec3(L * I0 * omega, L * I0 * omega, 0.0);
    QVERIFY(close(report.initial.jumped, jumped));
    QCOMPARE(int(report.initial.impulses.size()), 1);
    QVERIFY(close(report.initial.impulses[0], L * (0.0 - 0.3) * vec3(1, 1, 0)));
    const LinearRun r = run(rl, "radau5", {{"step", "0.01"}});
    QVERIFY(r.result.status.ok());
    const Trajectory& tr = r.recorder->trajectory();
    QVERIFY(std::abs(tr.column(tr.find("e1")).values[0] - L * I0 * omega) < 1e-13);
    QVERIFY(r.recorder->summary().maxError < 1e-6);

    const double C = 0.5, V0 = 1.2;
    const LinearDaeModel rc =
        preset("rc-circuit", {{"G", G}, {"C", C}, {"V0", V0}}).withInitialValue(vec3(5, 0.25, 7));
    const LinearCheckReport rcReport = checkLinearDae(rc);
    QVERIFY(!rcReport.consistent);
    QVERIFY(close(rcReport.initial.jumped, vec3(-V0, 0.25, -G * 0.25 - G * V0)));
    QVERIFY(rcReport.initial.impulses.empty());
    QVERIFY(rcReport.text.find("NOT consistent") != std::string::npos);
}

void TestLinear::nonRegularPencilIsNotSolved() {
    ModelSpec spec = *loadPreset("rc-circuit").spec;
    spec.linear.A[2] = {"0", "0", "0"}; // the source equation 0 = v(t): e1 no longer determined
    spec.exact = {};
    spec.references = {};
    const LinearDaeModel model = *compileLinearDae(spec).model;
    QVERIFY(!model.pencil().regular);
    const LinearRun r = run(model, "radau5", {});
    QCOMPARE(r.result.status.code, StatusCode::NotSolvable);
    QVERIFY(r.result.status.message().find("not regular") != std::string::npos);
    QCOMPARE(r.recorder->trajectory().rowCount(), std::size_t(0));
    const std::string text = checkLinearDae(model).text;
    QVERIFY(text.find("NOT regular") != std::string::npos);
    QVERIFY2(text.find("underdetermined 1 x 2, regular 1 x 1, overdetermined 1 x 0") !=
                 std::string::npos,
             text.c_str());
}

// Coefficients that are not finite at the chosen parameters (1/C at C = 0): reported, not
// analysed, not solved.
void TestLinear::nonFiniteCoefficients() {
    ModelSpec spec = *loadPreset("rc-circuit").spec;
    spec.linear.E[1][1] = "1/C";
    spec.exact = {};
    spec.references = {};
    const LinearDaeModel model = *compileLinearDae(spec).model;
    std::vector<double> values = model.parameterValues();
    values[std::size_t(*model.parameterIndex("C"))] = 0.0;
    const LinearDaeModel broken = model.withParameters(values);
    QVERIFY(!broken.pencil().regular);
    QVERIFY(broken.pencil().reason.find("not finite") != std::string::npos);
    const LinearCheckReport report = checkLinearDae(broken);
    QVERIFY(report.text.find("not finite") != std::string::npos);
    QCOMPARE(run(broken, "radau5", {}).result.status.code, StatusCode::NotSolvable);
}

// Scaling E and A together changes neither the subspaces nor the index: Ex. 14 times 1e15 (where
// B.3's tolerance exceeds 1) is still regular with index 1. With an entry of 1e308 that tolerance
// used to discard whole orthonormal bases, and the quasi-Kronecker blocks did not add up to the
// matrix they fill (a fuzzing finding).
void TestLinear::extremeScales() {
    for (const double scale : {1e-12, 1e6, 1e15}) {
        const PencilAnalysis p = analyzePencil(scale * kE14, scale * kA14);
        QVERIFY2(p.regular, p.reason.c_str());
        QCOMPARE(p.index(), 1);
        QCOMPARE(p.wong.vStar.cols(), 2);
        QCOMPARE(p.wong.wStar.cols(), 3);
    }
    MatrixXd E = kE14;
    E(3, 4) = 1e308;
    const PencilAnalysis p = analyzePencil(E, kA14);
    // Relative to 1e308 the rest of E and all of A are noise: not regular by B.3, and the
    // sampled cross-check, which disagrees, flags the verdict as borderline.
    QVERIFY(!p.regular);
    QVERIFY(p.borderline);
    QCOMPARE(p.qkf.nP + p.qkf.nR + p.qkf.nQ, 5);
    QCOMPARE(p.qkf.mP + p.qkf.mR + p.qkf.mQ, 5);
}

// A forcing far too fast for the quadrature (cos(1e6 t)): the closed form still returns (its
// panel budget bounds the work) and says it did not converge; the presets' forcings converge.
void TestLinear::fastForcingIsFlagged() {
    const LinearDaeModel fast = preset("rc-circuit", {{"omega", 1e6}});
    LinearDaeSolution solution(fast);
    QVERIFY(solution.at(1.0).allFinite());
    QVERIFY(!solution.converged());
    LinearDaeSolution square(preset("rc-circuit-square-wave"));
    QVERIFY(square.at(20.0).allFinite());
    QVERIFY(square.converged());
}

// Implicit Euler's stage matrix E - h A is singular when 1/h is an eigenvalue of the pencil:
// h = 1/sqrt(2) on the 5 x 5 example (eigenvalues +-sqrt(2)). The run stops with that reason.
void TestLinear::singularStageMatrixIsReported() {
    const LinearRun r =
        run(preset("linear-dae-5x5"), "implicit-euler", {{"step", test::text(1 / std::sqrt(2.0))}});
    QCOMPARE(r.result.status.code, StatusCode::SingularMatrix);
    QVERIFY(r.result.status.message().find("change the step size") != std::string::npos);
    QVERIFY(run(preset("linear-dae-5x5"), "implicit-euler", {{"step", "0.7"}}).result.status.ok());
}

void TestLinear::mechanicalMethodsRefuse() {
    const LinearDaeModel model = preset("rc-circuit");
    for (const char* method : {"hem4", "lobatto3a", "contact2", "nonsense"}) {
        const LinearRun r = run(model, method, {});
        QCOMPARE(r.result.status.code, StatusCode::InvalidSettings);
        QVERIFY(r.result.status.message().find("radau5") != std::string::npos);
    }
    int able = 0;
    for (const MethodEntry& e : methodRegistry()) able += e.solvesLinearDae() ? 1 : 0;
    QCOMPARE(able, 5);
    // A linear model is no mechanical one, and the other way round.
    QVERIFY(!compileModel(model.spec()).ok());
    QVERIFY(!compileLinearDae(*loadPreset("pendulum").spec).ok());
}

void TestLinear::compileErrors() {
    const ModelSpec good = *loadPreset("rc-circuit").spec;
    auto firstError = [](const ModelSpec& s) {
        const LinearDaeCompileResult r = compileLinearDae(s);
        return r.ok() ? std::string() : toString(r.diagnostics);
    };
    ModelSpec s = good;
    s.linear.E[1][1] = "C*t";
    QVERIFY(firstError(s).find("constant") != std::string::npos);
    s = good;
    s.linear.A.pop_back();
    QVERIFY(firstError(s).find("A must have 3 rows") != std::string::npos);
    s = good;
    s.linear.forcing = {"0", "0"};
    QVERIFY(firstError(s).find("one forcing formula per equation") != std::string::npos);
    s = good;
    s.linear.forcing[2] = "V0*cos(omega*";
    QVERIFY(firstError(s).find("f3") != std::string::npos);
    s = good;
    s.coordinates[0].position = "t";
    QVERIFY(firstError(s).find("initial value of e1") != std::string::npos);
    s = good;
    s.exact.holds = "G == 1";
    QVERIFY(firstError(s).find("condition of the exact solution: a linear DAE's exact solution "
                               "has no condition") != std::string::npos);
}

void TestLinear::checkReportsTheAnalysis() {
    const LinearCheckReport rl = checkLinearDae(preset("rl-circuit"));
    QVERIFY(rl.regular && rl.consistent);
    QCOMPARE(rl.index, 2);
    for (const char* part : {"dim V_i = 3, 1, 0", "dim W_j = 0, 2, 3", "index 2", "Pi_imp",
                             "consistent", "max difference"})
        QVERIFY2(rl.text.find(part) != std::string::npos, part);
}

QTEST_GUILESS_MAIN(TestLinear)
#include "tst_linear.moc"
