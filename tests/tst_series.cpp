// Truncated Taylor arithmetic: the test vectors of methods/taylor-arithmetic.md section 6, known
// series through order 20, and identities between functions.

#include "FormulaHelper.h"

#include <QtTest>
#include <cmath>
#include <cstring>

using namespace mechlab;
using mechlab::test::FormulaBench;

namespace {

// |a - b| <= tol * max(1, |b|)
bool close(double a, double b, double tol) {
    return std::abs(a - b) <= tol * std::max(1.0, std::abs(b));
}

double factorial(int k) {
    return std::tgamma(k + 1.0);
}

double binomial(double r, int k) {
    double c = 1.0;
    for (int j = 0; j < k; ++j) c *= (r - j) / (j + 1);
    return c;
}

} // namespace

class TestSeries : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void documentVectors_data();
    void documentVectors();
    void knownSeriesOrder20_data();
    void knownSeriesOrder20();
    void identities_data();
    void identities();
    void causality();
    void degreeByDegree_data();
    void degreeByDegree();
    void branchesFollowSmallPositiveTau();
    void domainErrorsGiveNaN();
    void hiddenTermIdentity();
};

void TestSeries::documentVectors_data() {
    QTest::addColumn<QString>("formula");
    QTest::addColumn<QList<double>>("coeffs");
    // w = 1/2 + tau - tau^2/4, v = 1/3 + 2 tau + tau^3; coefficients of tau^0..tau^6.
    QTest::newRow("w*v")
        << "w*v"
        << QList<double>{0.166666666666667, 1.33333333333333, 1.91666666666667, 0, 1, -0.25, 0};
    QTest::newRow("w/v") << "w/v" << QList<double>{1.5, -6, 35.25, -216, 1314, -7989.75, 48586.5};
    QTest::newRow("1/w") << "1/w" << QList<double>{2, -4, 9, -20, 44.5, -99, 220.25};
    QTest::newRow("sqrt") << "sqrt(w)" << QList<double>{0.707106781186548,  0.707106781186548,
                                                        -0.530330085889911, 0.530330085889911,
                                                        -0.729203868098627, 1.12695143251606,
                                                        -1.87272811579875};
    QTest::newRow("w^2.5") << "w^2.5" << QList<double>{0.176776695296637,  0.883883476483184,
                                                       1.10485434560398,   -0.220970869120796,
                                                       -0.359077662321294, 0.259640771216935,
                                                       -0.186444170820672};
    QTest::newRow("w^-1.5") << "w^(-1.5)" << QList<double>{2.82842712474619, -8.48528137423857,
                                                           23.3345237791561, -60.1040764008565,
                                                           149.8182492639,   -365.662594221093,
                                                           879.662932882977};
    QTest::newRow("exp") << "exp(w)" << QList<double>{1.64872127070013,    1.64872127070013,
                                                      0.412180317675032,   -0.137393439225011,
                                                      -0.0858708995156317, -0.00343483598062527,
                                                      0.00658343562953176};
    QTest::newRow("log") << "log(w)" << QList<double>{-0.693147180559945, 2,      -2.5,
                                                      3.66666666666667,   -6.125, 10.9,
                                                      -20.2083333333333};
    QTest::newRow("sin") << "sin(w)" << QList<double>{0.479425538604203,   0.877582561890373,
                                                      -0.459108409774695,  -0.0264073756640114,
                                                      0.114691836263424,   -0.0400873311518295,
                                                      -3.09585276948136e-5};
    QTest::newRow("cos") << "cos(w)" << QList<double>{0.877582561890373,  -0.479425538604203,
                                                      -0.318934896294136, 0.299299896906627,
                                                      -0.050786707305834, -0.0255791048190859,
                                                      0.0162388748805902};
    QTest::newRow("tan") << "tan(w)"
                         << QList<double>{0.546302489843791, 1.29844641040952,  0.384732904333074,
                                          0.465659886964636, 0.113682586154765, 0.145510434109605,
                                          0.0119611809702152};
    QTest::newRow("tanh") << "tanh(w)" << QList<double>{0.46211715726001,   0.786447732965927,
                                                        -0.560042923933275, 0.0875139473026018,
                                                        0.212612539269425,  -0.209560992679737,
                                                        0.0468650635491423};
    QTest::newRow("sinh") << "sinh(w)" << QList<double>{0.521095305493747,   1.12762596520638,
                                                        -0.0213588385547215, 0.0576638344942933,
                                                        -0.102956712958545,  0.0229228900605131,
                                                        -0.00581677212709919};
    QTest::newRow("cosh") << "cosh(w)" << QList<double>{1.12762596520638,   0.521095305493747,
                                                        0.433539156229754,  -0.195057273719304,
                                                        0.0170858134429135, -0.0263577260411384,
                                                        0.0124002077566309};
    QTest::newRow("atan") << "atan(w)" << QList<double>{0.463647609000806, 0.8,    -0.52,
                                                        0.117333333333333, 0.1656, -0.239424,
                                                        0.125509333333333};
    QTest::newRow("asin") << "asin(w)"
                          << QList<double>{0.523598775598299, 1.15470053837925,  0.0962250448649376,
                                           0.320750149549792, 0.237889694249429, 0.364229614266542,
                                           0.4255879299119};
    QTest::newRow("acos") << "acos(w)" << QList<double>{1.0471975511966,     -1.15470053837925,
                                                        -0.0962250448649376, -0.320750149549792,
                                                        -0.237889694249429,  -0.364229614266542,
                                                        -0.4255879299119};
    QTest::newRow("atan2") << "atan2(v, w-1)"
                           << QList<double>{2.55359005004223, -3.69230769230769, 1.93491124260355,
                                            15.7796995903505, -23.1790728615945, -112.718663158207,
                                            300.467983868846};
    QTest::newRow("abs") << "abs(w-1)" << QList<double>{0.5, -1, 0.25, 0, 0, 0, 0};
}

void TestSeries::documentVectors() {
    QFETCH(QString, formula);
    QFETCH(QList<double>, coeffs);
    FormulaBench bench({"w", "v"});
    const auto node = bench.compile(formula.toStdString());
    const auto c = bench.series(node, {{0.5, 1.0, -0.25}, {1.0 / 3.0, 2.0, 0.0, 1.0}}, 6);
    for (int k = 0; k <= 6; ++k) {
        // The document gives 15 significant digits, well inside the 1e-13 tolerance.
        const double ref = coeffs[k];
        QVERIFY2(close(c[std::size_t(k)], ref, 1e-13),
                 qPrintable(QString("%1: coefficient %2 = %3, expected %4")
                                .arg(formula)
                                .arg(k)
                                .arg(c[std::size_t(k)], 0, 'g', 17)
                                .arg(ref, 0, 'g', 17)));
    }
}

void TestSeries::knownSeriesOrder20_data() {
    QTest::addColumn<QString>("formula");
    QTest::addColumn<int>("which");
    // Input tau (coefficients 0, 1); each row names a series with a closed-form coefficient.
    QTest::newRow("exp") << "exp(x)" << 0;
    QTest::newRow("sin") << "sin(x)" << 1;
    QTest::newRow("cos") << "cos(x)" << 2;
    QTest::newRow("log(1+x)") << "log(1 + x)" << 3;
    QTest::newRow("1/(1-x)") << "1/(1 - x)" << 4;
    QTest::newRow("sqrt(1+x)") << "sqrt(1 + x)" << 5;
    QTest::newRow("(1+x)^2.5") << "(1 + x)^2.5" << 6;
    QTest::newRow("atan") << "atan(x)" << 7;
    QTest::newRow("asin") << "asin(x)" << 8;
    QTest::newRow("sinh") << "sinh(x)" << 9;
    QTest::newRow("cosh") << "cosh(x)" << 10;
    QTest::newRow("exp*sin") << "exp(x)*sin(x)" << 11;
    QTest::newRow("1/(1+x^2)") << "1/(1 + x^2)" << 12;
    QTest::newRow("(1-2x)^-3") << "(1 - 2*x)^(-3)" << 13;
    QTest::newRow("atan2(x,1)") << "atan2(x, 1)" << 7;
    QTest::newRow("exp(2x)^(1/2)") << "exp(2*x)^0.5" << 0;
    QTest::newRow("-acos(x)+pi/2") << "pi/2 - acos(x)" << 8;
    QTest::newRow("x^3*(1+x)^-1") << "x^3/(1 + x)" << 14;
}

void TestSeries::knownSeriesOrder20() {
    QFETCH(QString, formula);
    QFETCH(int, which);
    constexpr int K = 20;
    auto reference = [which](int k) -> double {
        switch (which) {
        case 0:
            return 1.0 / factorial(k);
        case 1:
            return k % 2 == 1 ? std::pow(-1.0, (k - 1) / 2) / factorial(k) : 0.0;
        case 2:
            return k % 2 == 0 ? std::pow(-1.0, k / 2) / factorial(k) : 0.0;
        case 3:
            return k == 0 ? 0.0 : std::pow(-1.0, k + 1) / k;
        case 4:
            return 1.0;
        case 5:
            return binomial(0.5, k);
        case 6:
            return binomial(2.5, k);
        case 7:
            return k % 2 == 1 ? std::pow(-1.0, (k - 1) / 2) / k : 0.0;
        case 8: {
            if (k % 2 == 0) return 0.0;
            const int j = (k - 1) / 2;
            return factorial(2 * j) /
                   (std::pow(4.0, j) * factorial(j) * factorial(j) * (2 * j + 1));
        }
        case 9:
            return k % 2 == 1 ? 1.0 / factorial(k) : 0.0;
        case 10:
            return k % 2 == 0 ? 1.0 / factorial(k) : 0.0;
        case 11:
            return std::pow(std::sqrt(2.0), k) * std::sin(k * M_PI / 4.0) / factorial(k);
        case 12:
            return k % 2 == 0 ? std::pow(-1.0, k / 2) : 0.0;
        case 13:
            return binomial(-3.0, k) * std::pow(-2.0, k);
        case 14:
            return k < 3 ? 0.0 : std::pow(-1.0, k - 3);
        }
        return std::nan("");
    };
    FormulaBench bench({"x"});
    const auto c = bench.series(bench.compile(formula.toStdString()), {{0.0, 1.0}}, K);
    for (int k = 0; k <= K; ++k)
        QVERIFY2(close(c[std::size_t(k)], reference(k), 1e-13),
                 qPrintable(QString("%1: coefficient %2 = %3, expected %4")
                                .arg(formula)
                                .arg(k)
                                .arg(c[std::size_t(k)], 0, 'g', 17)
                                .arg(reference(k), 0, 'g', 17)));
}

void TestSeries::identities_data() {
    QTest::addColumn<QString>("lhs");
    QTest::addColumn<QString>("rhs");
    QTest::newRow("sin^2+cos^2") << "sin(w)^2 + cos(w)^2"
                                 << "1";
    QTest::newRow("cosh^2-sinh^2") << "cosh(w)^2 - sinh(w)^2"
                                   << "1";
    QTest::newRow("exp(log)") << "exp(log(w))"
                              << "w";
    QTest::newRow("pow inverse") << "(w^2.5)^(1/2.5)"
                                 << "w";
    QTest::newRow("tan") << "tan(w)"
                         << "sin(w)/cos(w)";
    QTest::newRow("tanh") << "tanh(v)"
                          << "sinh(v)/cosh(v)";
    QTest::newRow("double angle") << "sin(2*w)"
                                  << "2*sin(w)*cos(w)";
    QTest::newRow("atan2 of sin, cos") << "atan2(sin(w), cos(w))"
                                       << "w";
    QTest::newRow("acos(cos)") << "acos(cos(w))"
                               << "w";
    QTest::newRow("asin(sin)") << "asin(sin(w))"
                               << "w";
    QTest::newRow("atan(tan)") << "atan(tan(w))"
                               << "w";
    QTest::newRow("sqrt of square") << "sqrt(v^2)"
                                    << "v";
    QTest::newRow("integer power") << "v^7"
                                   << "v*v*v*v*v*v*v";
    QTest::newRow("negative power") << "v^(-3)"
                                    << "1/(v*v*v)";
    QTest::newRow("general power") << "w^v"
                                   << "exp(v*log(w))";
    QTest::newRow("max picks larger") << "max(w, v)"
                                      << "v";
    QTest::newRow("min picks smaller") << "min(w, v)"
                                       << "w";
}

void TestSeries::identities() {
    QFETCH(QString, lhs);
    QFETCH(QString, rhs);
    FormulaBench bench({"w", "v"});
    // Inputs whose compositions converge for |tau| < ~2, so that coefficients up to order 20
    // stay O(1) and the identities test the recurrences, not round-off amplification.
    const std::vector<std::vector<double>> in = {{0.5, 0.2, -0.01}, {1.3, 0.5, 0.0, 0.1}};
    const auto a = bench.series(bench.compile(lhs.toStdString()), in, 20);
    const auto b = bench.series(bench.compile(rhs.toStdString()), in, 20);
    // Coefficients grow like rho^-k; compare relative to the largest coefficient involved.
    double scale = 1.0;
    for (double x : b) scale = std::max(scale, std::abs(x));
    for (int k = 0; k <= 20; ++k)
        QVERIFY2(std::abs(a[std::size_t(k)] - b[std::size_t(k)]) <= 1e-12 * scale,
                 qPrintable(QString("coefficient %1: %2 vs %3")
                                .arg(k)
                                .arg(a[std::size_t(k)], 0, 'g', 17)
                                .arg(b[std::size_t(k)], 0, 'g', 17)));
}

void TestSeries::causality() {
    // Coefficient k depends only on input coefficients 0..k: truncating the input at degree k
    // leaves coefficients 0..k unchanged.
    FormulaBench bench({"w"});
    const auto node = bench.compile("atan2(sin(w), 1 + w^2) * exp(sqrt(w)) / (2 + cos(w))");
    const std::vector<double> full = {0.7, 1.0, -0.3, 0.2, 0.5, -0.1};
    const auto ref = bench.series(node, {full}, 5);
    for (int k = 0; k <= 5; ++k) {
        const std::vector<double> truncated(full.begin(), full.begin() + k + 1);
        const auto c = bench.series(node, {truncated}, 5);
        for (int j = 0; j <= k; ++j) QCOMPARE(c[std::size_t(j)], ref[std::size_t(j)]);
    }
}

void TestSeries::degreeByDegree_data() {
    QTest::addColumn<QString>("formula");
    QTest::addColumn<QVector<double>>("x");
    QTest::addColumn<QVector<double>>("y");
    const QVector<double> x{0.7, 1.0, -0.3, 0.2, 0.5, -0.1, 0.05, 0.3};
    const QVector<double> y{-0.4, 0.25, 0.6, -0.2, 0.1, 0.0, -0.35, 0.15};
    // The smooth operations, computed coefficient by coefficient.
    QTest::newRow("smooth") << "sin(x) * cos(y) + exp(x) / (1 + y^2) - log(2 + x) * sqrt(3 + y)"
                            << x << y;
    QTest::newRow("companions") << "sin(x + y) + cosh(x) * sinh(y) - x^2.5 + (1 + y)^0.3" << x << y;
    // Computed in full each time: their low coefficients do not change here.
    QTest::newRow("in full") << "tan(x) + atan(y) + atan2(y, x) + asin(y) + acos(y) + tanh(x) + "
                                "x^y + x^5 + y^-3 + abs(y) + min(x, y) + max(x, y)"
                             << x << y;
    // Their low coefficients change with a higher one: the sign of a series starting with zeros,
    // a comparison of series equal so far, the square root of a series through zero.
    QTest::newRow("sign") << "sign(x) + (x > y) + (x > y ? x^3 : sinh(y))"
                          << QVector<double>{0.0, 0.0, 0.0, 1.0, 0.5, 0.2, 0.1, 0.3}
                          << QVector<double>{0.0, 0.0, 0.0, -1.0, -0.5, 0.1, 0.2, 0.4};
    QTest::newRow("sqrt at zero") << "sqrt(x) + y" << QVector<double>{0.0, 1.0, 0.5, 0.2} << y;
    QTest::newRow("asin of one") << "asin(x) + acos(x) * y"
                                 << QVector<double>{1.0, -0.5, 0.1, 0.2, 0.0, 0.1, 0.3, 0.2} << y;
    // A constant's series whose low coefficients depend on the degree asked for (NaN from
    // degree 1 on) when y is invariant.
    QTest::newRow("sqrt of zero y")
        << "sqrt(y) + x" << x << QVector<double>{0.0, 0.5, 0.1, 0.2, 0.0, 0.1, 0.3, 0.2};
    QTest::newRow("asin of one y")
        << "asin(y) + acos(y) * x" << x << QVector<double>{1.0, -0.5, 0.1, 0.2, 0.0, 0.1, 0.3, 0.2};
}

void TestSeries::degreeByDegree() {
    // One workspace asked for degree 0, 1, ..., K with one more input coefficient each time (as
    // the series methods do), then with changed coefficients: bit for bit what an evaluation from
    // scratch gives each time. Once with y varying, once with y an invariant input (a model
    // parameter: a constant, whose part of the program is computed once).
    QFETCH(QString, formula);
    QFETCH(QVector<double>, x);
    QFETCH(QVector<double>, y);
    const QVector<double> y0 = y;
    for (int firstInvariant : {-1, 1}) {
        FormulaBench bench({"x", "y"});
        const core::Tape tape(bench.graph(), {bench.compile(formula.toStdString())},
                              firstInvariant);
        const int K = int(x.size()) - 1;
        core::Tape::SeriesWorkspace kept;
        auto check = [&](int degree) {
            const std::size_t len = std::size_t(degree + 1);
            std::vector<double> in(2 * len);
            for (std::size_t k = 0; k < len; ++k) {
                in[k] = k < std::size_t(x.size()) ? x[qsizetype(k)] : 0.0;
                in[len + k] = k < std::size_t(y.size()) ? y[qsizetype(k)] : 0.0;
            }
            std::vector<double> incremental(len), fresh(len);
            tape.evalSeries(in.data(), degree, incremental.data(), kept);
            core::Tape::SeriesWorkspace scratch;
            tape.evalSeries(in.data(), degree, fresh.data(), scratch);
            QVERIFY2(std::memcmp(incremental.data(), fresh.data(), len * sizeof(double)) == 0,
                     qPrintable(QString("degree %1, y %2")
                                    .arg(degree)
                                    .arg(firstInvariant < 0 ? "varying" : "invariant")));
        };
        y = y0;
        for (int degree = 0; degree <= K && !QTest::currentTestFailed(); ++degree) check(degree);
        x[2] += 0.125;
        for (int degree : {K, 2, 0, K}) {
            if (!QTest::currentTestFailed()) check(degree);
        }
        y[1] -= 0.5;
        if (!QTest::currentTestFailed()) check(K);
        y[0] += 0.25;
        for (int degree : {1, K}) {
            if (!QTest::currentTestFailed()) check(degree);
        }
        x[2] -= 0.125;
    }
}

void TestSeries::branchesFollowSmallPositiveTau() {
    FormulaBench bench({"x"});
    // At x = 0 with x' = 1, x > 0 holds for small tau > 0: the first branch is taken.
    const auto c = bench.series(bench.compile("x > 0 ? x^2 : -x"), {{0.0, 1.0}}, 4);
    QCOMPARE(c[2], 1.0);
    QCOMPARE(c[1], 0.0);
    // abs at a zero crossing: the sign of the first nonzero coefficient decides.
    const auto a = bench.series(bench.compile("abs(x)"), {{0.0, -2.0, 1.0}}, 3);
    QCOMPARE(a[1], 2.0);
    QCOMPARE(a[2], -1.0);
}

void TestSeries::domainErrorsGiveNaN() {
    FormulaBench bench({"x"});
    for (const char* f : {"log(x)", "sqrt(x)", "1/x", "x^0.5", "asin(x + 1)", "atan2(x, x)"}) {
        const auto c = bench.series(bench.compile(f), {{0.0, 1.0}}, 3);
        QVERIFY2(std::isnan(c[1]), f);
    }
}

void TestSeries::hiddenTermIdentity() {
    // 2 [tau^2] g(p + tau v) = g_pp(v, v) for a polynomial g (taylor-arithmetic.md section 5).
    FormulaBench bench({"x", "y"});
    const auto g = bench.compile("x^3*y - 2*x*y^2 + y^4");
    const double x = 0.7, y = -0.4, vx = 1.3, vy = 0.6;
    const auto c = bench.series(g, {{x, vx}, {y, vy}}, 2);
    const double gxx = 6 * x * y, gxy = 3 * x * x - 4 * y, gyy = -4 * x + 12 * y * y;
    const double expected = gxx * vx * vx + 2 * gxy * vx * vy + gyy * vy * vy;
    QVERIFY(std::abs(2 * c[2] - expected) < 1e-13);
}

QTEST_APPLESS_MAIN(TestSeries)
#include "tst_series.moc"
