// The formula engine: symbolic derivatives against hand-derived ones and finite differences,
// printing and re-parsing, special functions, and diagnostics with positions for bad formulas.

#include "FormulaHelper.h"
#include "base/Status.h"
#include "base/Text.h"
#include "expr/SpecialFunctions.h"

#include <QtTest>
#include <cmath>
#include <map>
#include <new>

using namespace mechlab;
using mechlab::test::FormulaBench;

class TestFormulas : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void derivatives_data();
    void derivatives();
    void secondDerivatives();
    void simplification();
    void printedFormulasParseBack_data();
    void printedFormulasParseBack();
    void sharedSubexpressions();
    void sharedSubexpressionsPrintedOnce();
    void invariantPartComputedOnce();
    void workspaceOfAnotherTapeAtTheSameAddress();
    void outputBlocksAndPoints();
    void inputSetsAndSparseDerivatives();
    void specialFunctions();
    void specialFunctionsNotDifferentiableInM();
    void longSumsAndProductsAreFlat();
    void longFormulaErrorsInTheWholeText();
    void malformed_data();
    void malformed();
    void nonFiniteExplained();
    void messagesThroughTranslator();
};

void TestFormulas::derivatives_data() {
    QTest::addColumn<QString>("formula");
    QTest::addColumn<QString>("variable");
    QTest::addColumn<QString>("derivative"); // derived by hand
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("y");
    const double x = 0.3, y = 0.7;
    QTest::newRow("add/mul") << "3*x*y + x - y"
                             << "x"
                             << "3*y + 1" << x << y;
    QTest::newRow("sub/neg") << "-(x*y) - y"
                             << "y"
                             << "-x - 1" << x << y;
    QTest::newRow("div num") << "x/y"
                             << "x"
                             << "1/y" << x << y;
    QTest::newRow("div den") << "x/y"
                             << "y"
                             << "-x/y^2" << x << y;
    QTest::newRow("pow int") << "x^3"
                             << "x"
                             << "3*x^2" << x << y;
    QTest::newRow("pow neg int") << "x^-2"
                                 << "x"
                                 << "-2*x^(-3)" << x << y;
    QTest::newRow("pow real") << "x^2.5"
                              << "x"
                              << "2.5*x^1.5" << x << y;
    QTest::newRow("pow base") << "x^y"
                              << "x"
                              << "y*x^(y-1)" << x << y;
    QTest::newRow("pow exponent") << "x^y"
                                  << "y"
                                  << "x^y*log(x)" << x << y;
    QTest::newRow("unary minus pow") << "-x^2"
                                     << "x"
                                     << "-2*x" << x << y;
    QTest::newRow("sin") << "sin(x*y)"
                         << "x"
                         << "y*cos(x*y)" << x << y;
    QTest::newRow("cos") << "cos(2*x)"
                         << "x"
                         << "-2*sin(2*x)" << x << y;
    QTest::newRow("tan") << "tan(x)"
                         << "x"
                         << "1/cos(x)^2" << x << y;
    QTest::newRow("asin") << "asin(x/2)"
                          << "x"
                          << "1/(2*sqrt(1 - x^2/4))" << x << y;
    QTest::newRow("acos") << "acos(x*y)"
                          << "y"
                          << "-x/sqrt(1 - x^2*y^2)" << x << y;
    QTest::newRow("atan") << "atan(x*y)"
                          << "x"
                          << "y/(1 + x^2*y^2)" << x << y;
    QTest::newRow("atan2 y") << "atan2(y, x)"
                             << "y"
                             << "x/(x^2 + y^2)" << x << y;
    QTest::newRow("atan2 x") << "atan2(y, x)"
                             << "x"
                             << "-y/(x^2 + y^2)" << x << y;
    QTest::newRow("sinh") << "sinh(x^2)"
                          << "x"
                          << "2*x*cosh(x^2)" << x << y;
    QTest::newRow("cosh") << "cosh(y)"
                          << "y"
                          << "sinh(y)" << x << y;
    QTest::newRow("tanh") << "tanh(x)"
                          << "x"
                          << "1 - tanh(x)^2" << x << y;
    QTest::newRow("exp") << "exp(x*y)"
                         << "x"
                         << "y*exp(x*y)" << x << y;
    QTest::newRow("log") << "log(x^2 + 1)"
                         << "x"
                         << "2*x/(x^2 + 1)" << x << y;
    QTest::newRow("ln") << "ln(y)"
                        << "y"
                        << "1/y" << x << y;
    QTest::newRow("sqrt") << "sqrt(x^2 + y^2)"
                          << "x"
                          << "x/sqrt(x^2 + y^2)" << x << y;
    QTest::newRow("abs negative") << "abs(x - 1)"
                                  << "x"
                                  << "-1" << x << y;
    QTest::newRow("abs positive") << "abs(x*y)"
                                  << "y"
                                  << "x" << x << y;
    QTest::newRow("sign") << "sign(x)*x^2"
                          << "x"
                          << "2*x" << x << y;
    QTest::newRow("min") << "min(x, y)"
                         << "x"
                         << "1" << x << y;
    QTest::newRow("min other") << "min(x, y)"
                               << "y"
                               << "0" << x << y;
    QTest::newRow("max") << "max(x^2, y)"
                         << "y"
                         << "1" << x << y;
    QTest::newRow("ternary taken") << "x < y ? x^3 : -x"
                                   << "x"
                                   << "3*x^2" << x << y;
    QTest::newRow("ternary other") << "x > y ? x^3 : -x"
                                   << "x"
                                   << "-1" << x << y;
    QTest::newRow("comparison") << "(x < y) + x"
                                << "x"
                                << "1" << x << y;
    QTest::newRow("logic") << "(x < y && y > 0)*y"
                           << "y"
                           << "1" << x << y;
    QTest::newRow("pi") << "pi*x"
                        << "x"
                        << "pi" << x << y;
    QTest::newRow("jsn in u") << "jsn(x, 0.3)"
                              << "x"
                              << "jcn(x, 0.3)*jdn(x, 0.3)" << x << y;
    QTest::newRow("jcn in u") << "jcn(2*x, 0.3)"
                              << "x"
                              << "-2*jsn(2*x, 0.3)*jdn(2*x, 0.3)" << x << y;
    QTest::newRow("jdn in u") << "jdn(x, 0.3)"
                              << "x"
                              << "-0.3*jsn(x, 0.3)*jcn(x, 0.3)" << x << y;
    QTest::newRow("composite")
        << "exp(sin(x))*sqrt(1 + y^2)/(2 + cos(x*y))"
        << "x"
        << "exp(sin(x))*sqrt(1 + y^2)*(cos(x)*(2 + cos(x*y)) + y*sin(x*y))/(2 + cos(x*y))^2" << x
        << y;
}

void TestFormulas::derivatives() {
    QFETCH(QString, formula);
    QFETCH(QString, variable);
    QFETCH(QString, derivative);
    QFETCH(double, x);
    QFETCH(double, y);
    FormulaBench bench({"x", "y"});
    const auto f = bench.compile(formula.toStdString());
    const int slot = variable == "x" ? 0 : 1;
    const auto d = bench.graph().derivative(f, slot);
    const auto hand = bench.compile(derivative.toStdString());
    const double symbolic = bench.eval(d, {x, y});
    const double expected = bench.eval(hand, {x, y});
    QVERIFY2(std::abs(symbolic - expected) <= 1e-14 * std::max(1.0, std::abs(expected)),
             qPrintable(QString("d/d%1 %2 = %3 (printed %4), hand-derived %5")
                            .arg(variable, formula)
                            .arg(symbolic, 0, 'g', 17)
                            .arg(QString::fromStdString(bench.print(d)))
                            .arg(expected, 0, 'g', 17)));
    // Independent check: central finite difference.
    const double h = 1e-6;
    std::vector<double> plus = {x, y}, minus = {x, y};
    plus[std::size_t(slot)] += h;
    minus[std::size_t(slot)] -= h;
    const double fd = (bench.eval(f, plus) - bench.eval(f, minus)) / (2 * h);
    QVERIFY2(std::abs(fd - symbolic) <= 1e-7 * std::max(1.0, std::abs(symbolic)),
             qPrintable(QString("finite difference %1 vs symbolic %2")
                            .arg(fd, 0, 'g', 17)
                            .arg(symbolic, 0, 'g', 17)));
}

void TestFormulas::secondDerivatives() {
    FormulaBench bench({"x", "y"});
    auto& g = bench.graph();
    const auto f = bench.compile("sin(x)*y^3 + exp(x*y)");
    const double x = 0.4, y = -0.8;
    const double dxx = bench.eval(g.derivative(g.derivative(f, 0), 0), {x, y});
    const double dxy = bench.eval(g.derivative(g.derivative(f, 0), 1), {x, y});
    const double dyx = bench.eval(g.derivative(g.derivative(f, 1), 0), {x, y});
    QVERIFY(std::abs(dxx - (-std::sin(x) * y * y * y + y * y * std::exp(x * y))) < 1e-14);
    const double mixed = 3 * std::cos(x) * y * y + std::exp(x * y) * (1 + x * y);
    QVERIFY(std::abs(dxy - mixed) < 1e-14);
    QVERIFY(std::abs(dyx - mixed) < 1e-14);
}

void TestFormulas::simplification() {
    FormulaBench bench({"x", "y"});
    auto& g = bench.graph();
    // Derived programs contain no 0*x, 1*x, x+0.
    QCOMPARE(
        QString::fromStdString(bench.print(g.derivative(bench.compile("(x^2 + y^2 - 1)/2"), 0))),
        QString("x"));
    QCOMPARE(QString::fromStdString(bench.print(g.derivative(bench.compile("3*x + 2*y"), 0))),
             QString("3"));
    QCOMPARE(QString::fromStdString(bench.print(g.derivative(bench.compile("x*y"), 1))),
             QString("x"));
    QCOMPARE(QString::fromStdString(bench.print(g.derivative(bench.compile("sin(x) + cos(y)"), 1))),
             QString("-sin(y)"));
    QCOMPARE(g.derivative(bench.compile("y^5*exp(y)"), 0), g.zero());
}

void TestFormulas::printedFormulasParseBack_data() {
    QTest::addColumn<QString>("formula");
    QTest::newRow("precedence") << "x - (y - x) / (x * (y + 1))";
    QTest::newRow("unary") << "-(x^2) + -y*3 - (-x)";
    QTest::newRow("powers") << "(x + 1)^(y - 2) + x^(-2) + (-x)^2 + x^2.5";
    QTest::newRow("ternary") << "x < y ? (x > 0 ? x : -x) : y^2";
    QTest::newRow("logic") << "(x < y || x == 1) && y != 2";
    QTest::newRow("functions") << "atan2(sin(x), cos(y)) + min(x, y) - max(x, 2) + abs(x - y)";
    QTest::newRow("constants") << "pi*x + 1e-3*y + 0.1";
}

void TestFormulas::printedFormulasParseBack() {
    QFETCH(QString, formula);
    FormulaBench bench({"x", "y"});
    const auto f = bench.compile(formula.toStdString());
    const std::string printed = bench.print(f);
    const auto back = bench.compile(printed);
    for (auto [x, y] : {std::pair{0.3, 0.7}, std::pair{1.0, -0.5}, std::pair{2.5, 2.0}}) {
        const double a = bench.eval(f, {x, y}), b = bench.eval(back, {x, y});
        QVERIFY2(a == b || (std::isnan(a) && std::isnan(b)),
                 qPrintable(QString::fromStdString(printed)));
    }
}

void TestFormulas::sharedSubexpressions() {
    FormulaBench bench({"x", "y"});
    const auto a = bench.compile("sin(x*y) + 1");
    const auto b = bench.compile("2*sin(x*y)");
    // The same subexpression is one node: the tape of both evaluates sin(x*y) once.
    core::Tape both(bench.graph(), {a, b});
    core::Tape first(bench.graph(), {a});
    QVERIFY(both.instructionCount() < first.instructionCount() + 3);
}

// Every node knows the inputs it depends on; a derivative by another input is zero at no cost
// (no node made, nothing memoized), and a derivative of a balanced sum of many terms by one
// input makes a few nodes, not one per term (what lets a model of thousands of coordinates
// compile in time and memory proportional to its nonzeros).
void TestFormulas::inputSetsAndSparseDerivatives() {
    FormulaBench bench({"x", "y", "z", "p"});
    core::ExprGraph& g = bench.graph();
    const auto a = bench.compile("x*y + sin(z)");
    QCOMPARE(g.inputsOf(a), (std::vector<int>{0, 1, 2}));
    QCOMPARE(g.inputsOf(bench.compile("p^2 - 1")), std::vector<int>{3});
    QVERIFY(g.inputsOf(bench.compile("2*pi")).empty());
    QVERIFY(g.dependsOn(a, 2) && !g.dependsOn(a, 3));
    const int before = g.size();
    QCOMPARE(g.derivative(a, 3), g.zero());
    QCOMPARE(g.size(), before);
    // A sum of 400 terms, each of its own input slot (slots 10..409, beyond the named ones).
    std::vector<core::NodeId> terms;
    for (int k = 0; k < 400; ++k) terms.push_back(g.powInt(g.input(10 + k), 2));
    const core::NodeId sum = g.sum(terms);
    QCOMPARE(int(g.inputsOf(sum).size()), 400);
    const int made = g.size();
    const core::NodeId d = g.derivative(sum, 10 + 123);
    QVERIFY2(g.size() - made <= 4, qPrintable(QString::number(g.size() - made)));
    // The derivative is 2 * input 133, and the sum's value is right.
    std::vector<double> in(410, 0.0), work;
    for (int k = 0; k < 410; ++k) in[std::size_t(k)] = 0.01 * k;
    double out[2];
    core::Tape(g, {d, sum}).eval(in.data(), out, work);
    QCOMPARE(out[0], 2.0 * in[133]);
    double expected = 0.0;
    for (int k = 10; k < 410; ++k) expected += in[std::size_t(k)] * in[std::size_t(k)];
    QVERIFY(std::abs(out[1] - expected) <= 1e-13 * expected);
    QCOMPARE(g.sum({}), g.zero());
}

// The evaluation with a workspace: the part that depends on the invariant inputs (here p and k,
// slots 2 and 3) alone is computed at the workspace's first use, sine and cosine of one argument
// by one call; the values equal those of the plain evaluation for every varying input, and a
// workspace handed to another tape is primed again for it.
void TestFormulas::invariantPartComputedOnce() {
    FormulaBench bench({"x", "y", "p", "k"});
    const auto a = bench.compile("sin(x*p) * cos(x*p) + p^2*k - cos(y) + k/p*x^2 + sqrt(k)");
    const auto b = bench.compile("cos(p + k)*sin(y) - exp(-x)*atan2(y, p)");
    core::Tape tape(bench.graph(), {a, b}, 2);
    core::Tape other(bench.graph(), {b}, 2); // other slots than `tape`
    QVERIFY(other.instructionCount() != tape.instructionCount());
    QVERIFY(tape.invariantCount() >= 6); // p, k, p^2, p^2*k, k/p, sqrt(k), p + k, cos(p + k)
    core::Tape::Workspace ws;
    std::vector<double> plain;
    for (double x : {0.1, -2.0, 3.5})
        for (double y : {0.4, 1.7}) {
            const double in[4] = {x, y, 1.3, 2.2};
            double fast[2], slow[2];
            for (const core::Tape* t : {&tape, &other, &tape}) {
                t->eval(in, fast, ws);
                t->eval(in, slow, plain);
                for (int k = 0; k < t->outputCount(); ++k) QCOMPARE(fast[k], slow[k]);
            }
        }
}

// A workspace knows the tape it was primed for by the tape's shared part, which it holds: a tape
// built where another one was destroyed (the same address) is not taken for it. (Before, the
// address identified the tape, and the second tape below was evaluated with the first one's
// invariant part.)
void TestFormulas::workspaceOfAnotherTapeAtTheSameAddress() {
    FormulaBench bench({"x", "p"});
    const auto first = bench.compile("x + p^2 * 5");
    const auto second = bench.compile("x * (p + 1)");
    alignas(core::Tape) unsigned char storage[sizeof(core::Tape)];
    core::Tape::Workspace ws;
    const double in[2] = {1.0, 2.0};
    auto* tape = new (storage) core::Tape(bench.graph(), {first}, 1);
    QCOMPARE(tape->eval(in, ws)[0], 21.0);
    tape->~Tape();
    tape = new (storage) core::Tape(bench.graph(), {second}, 1);
    QCOMPARE(tape->eval(in, ws)[0], 3.0);
    tape->~Tape();
}

// The fast evaluator's output block: output k at its placement, zeros elsewhere, an output
// placed twice (the two halves of a symmetric matrix) in both places, an invariant output too;
// products inside sums and differences (fused into one step) keep their sign and operand
// order; and the evaluation of up to four points at once equals that of each point alone,
// with the same workspace used for one point again afterwards.
void TestFormulas::outputBlocksAndPoints() {
    FormulaBench bench({"x", "y", "p"});
    const auto a = bench.compile("x*y + p");
    const auto b = bench.compile("x*y - sin(y)");
    const auto c = bench.compile("cos(y) - x*p");
    const auto d = bench.compile("p^2 + 1"); // invariant
    const auto e = bench.compile("sin(y)*cos(y) / (1 + x^2)");
    const std::vector<int> place = {0, 2, 3, 6, 7, 5};
    core::Tape tape(bench.graph(), {a, b, c, d, e, b}, 2, place, 9);
    QCOMPARE(tape.blockSize(), 9);
    core::Tape::Workspace ws, single;
    std::vector<double> plain;
    const double in[4][3] = {{0.3, -1.2, 2.0}, {1.5, 0.7, 2.0}, {-2.0, 3.1, 2.0}, {0.0, 0.2, 2.0}};
    const double* pointer[4] = {in[0], in[1], in[2], in[3]};
    for (int count = 1; count <= core::Tape::kMaxPoints; ++count) {
        const double* out[core::Tape::kMaxPoints];
        tape.evalPoints(count, pointer, ws, out);
        for (int q = 0; q < count; ++q) {
            const double x = in[q][0], y = in[q][1], p = in[q][2];
            double slow[6];
            tape.eval(in[q], slow, plain);
            const double* block = tape.eval(in[q], single);
            const double expected[9] = {x * y + p,           0.0,     x * y - std::sin(y),
                                        std::cos(y) - x * p, 0.0,     x * y - std::sin(y),
                                        p * p + 1,           slow[4], 0.0};
            for (int k = 0; k < 9; ++k) {
                QVERIFY2(
                    std::abs(out[q][k] - expected[k]) <= 1e-15 * (1 + std::abs(expected[k])),
                    qPrintable(QString("count %1 point %2 entry %3").arg(count).arg(q).arg(k)));
                QCOMPARE(out[q][k], block[k]);
            }
            for (int k = 0; k < 6; ++k) QCOMPARE(block[place[std::size_t(k)]], slow[k]);
        }
    }
}

// Forty definitions d_i = sin(d_(i-1)) + cos(d_(i-1)) written out as a tree would have 2^40
// terms; printed, each shared subexpression appears once as _k after "where", and reading the
// definitions back in order gives the same value.
void TestFormulas::sharedSubexpressionsPrintedOnce() {
    FormulaBench bench({"x", "y"});
    core::NodeId d = bench.compile("x");
    for (int i = 2; i <= 40; ++i) {
        bench.define("d", d);
        d = bench.compile("sin(d) + cos(d)");
    }
    const std::string printed = bench.print(d);
    QVERIFY2(printed.size() < 4000, qPrintable(QString::number(printed.size())));
    const std::size_t where = printed.find(" where _1 = sin(x) + cos(x); ");
    QVERIFY2(where != std::string::npos, printed.c_str());
    // "_k = formula" in order, each defined before it is used.
    std::string rest = printed.substr(where + 7);
    for (int k = 1;; ++k) {
        const std::string head = "_" + std::to_string(k) + " = ";
        QVERIFY2(rest.rfind(head, 0) == 0, rest.substr(0, 80).c_str());
        const std::size_t end = rest.find("; ");
        bench.define("_" + std::to_string(k),
                     bench.compile(rest.substr(head.size(), end - head.size())));
        if (end == std::string::npos) break;
        rest = rest.substr(end + 2);
    }
    const core::NodeId back = bench.compile(printed.substr(0, where));
    for (double x : {0.3, -1.2}) QCOMPARE(bench.eval(back, {x, 0.0}), bench.eval(d, {x, 0.0}));
    // A formula that fits as a tree is printed as one.
    QCOMPARE(bench.print(bench.compile("sin(x*y) + cos(x*y)")), std::string("sin(x*y) + cos(x*y)"));
}

void TestFormulas::specialFunctions() {
    using namespace core::special;
    // Test values of problems/pendulum.md (mpmath).
    QVERIFY(std::abs(ellipK(0.25) - 1.685750354812596) < 1e-14);
    QVERIFY(std::abs(ellipK(0.9) - 2.578092113348173) < 1e-14);
    QVERIFY(std::abs(jacobiSn(0.7, 0.25) - 0.6342932763351124) < 1e-14);
    QVERIFY(std::abs(jacobiCn(0.7, 0.25) - 0.7730925168413343) < 1e-14);
    QVERIFY(std::abs(jacobiDn(0.7, 0.25) - 0.9483765127305806) < 1e-14);
    QVERIFY(std::abs(jacobiSn(0.7, 0.9) - 0.6083678821823794) < 1e-14);
    QVERIFY(std::abs(jacobiCn(0.7, 0.9) - 0.7936551643685856) < 1e-14);
    QVERIFY(std::abs(jacobiDn(0.7, 0.9) - 0.8166392520177033) < 1e-14);
    // At the quarter period: sn = 1, cn = 0, dn = sqrt(1 - m).
    for (double m : {0.25, 0.5, 0.9}) {
        const double K = ellipK(m);
        QVERIFY(std::abs(jacobiSn(K, m) - 1.0) < 1e-15);
        QVERIFY(std::abs(jacobiCn(K, m)) < 1e-15);
        QVERIFY(std::abs(jacobiDn(K, m) - std::sqrt(1 - m)) < 1e-15);
    }
    // Far from u = 0 (mpmath, 30 digits, at these doubles): within 5e-15. Boost alone, from the
    // modulus sqrt(m) rounded to double, drifts with the periods u spans: at m = 0.904 and
    // u = -57.4 its long-double evaluation is 8e-15 off, its double one 2.5e-14.
    const struct {
        double u, m, sn, cn;
    } far[] = {{-57.368, 0.904, 0.22339808459099984, -0.9747272930420449},
               {300.0, 0.75, -0.99243603021367374, 0.12276288500081798},
               {123.456, 0.25, 0.94096164267224727, -0.33851320065773807},
               {-250.5, 0.99, 0.6664471279903195, 0.74555229567982332}};
    for (const auto& f : far) {
        QVERIFY2(std::abs(jacobiSn(f.u, f.m) - f.sn) < 5e-15, qPrintable(QString::number(f.u)));
        QVERIFY2(std::abs(jacobiCn(f.u, f.m) - f.cn) < 5e-15, qPrintable(QString::number(f.u)));
    }
    QVERIFY(std::abs(jacobiSn(2.5, 1.0) - std::tanh(2.5)) < 1e-15); // m = 1: no period
    QVERIFY(std::isnan(ellipK(1.5)));
    QVERIFY(std::isnan(jacobiSn(0.3, -0.5)));
}

void TestFormulas::specialFunctionsNotDifferentiableInM() {
    FormulaBench bench({"x", "y"});
    const auto f = bench.compile("jsn(x, y)");
    QVERIFY_THROWS_EXCEPTION(core::DerivativeError, bench.graph().derivative(f, 1));
    QVERIFY_THROWS_EXCEPTION(core::DerivativeError,
                             bench.graph().derivative(bench.compile("ellipk(x)"), 0));
}

// The operations from the inputs to a node along its longest path.
int depthOf(const core::ExprGraph& graph, core::NodeId root) {
    std::vector<int> depth(std::size_t(root) + 1, 1);
    for (core::NodeId id = 0; id <= root; ++id) {
        const core::Node& n = graph.node(id);
        for (const core::NodeId child : {n.a, n.b, n.c})
            if (child >= 0)
                depth[std::size_t(id)] =
                    std::max(depth[std::size_t(id)], 1 + depth[std::size_t(child)]);
    }
    return depth[std::size_t(root)];
}

// A sum of 10 000 terms written flat (past muParser's 20 000 characters, so parsed in pieces cut
// before terms) is a balanced tree: its value and derivative are right and it nests ~log2 n deep.
// Exponent signs (2.5e-3) and signs after an operator are not taken for cuts. A short chain
// keeps the order it is written in.
void TestFormulas::longSumsAndProductsAreFlat() {
    FormulaBench bench({"x", "y"});
    const double x = 0.7, y = -1.3;
    std::string text;
    double value = 0, dx = 0;
    for (int k = 1; k <= 10000; ++k) {
        const double c = k * 2.5e-3;
        const bool minus = k % 3 == 0;
        text += k == 1 ? "" : (minus ? " - " : " + ");
        if (k % 2 == 0) {
            text += std::to_string(k) + "*2.5e-3*x";
            value += (minus ? -1 : 1) * c * x;
            dx += (minus ? -1 : 1) * c;
        } else {
            text += "y*-" + std::to_string(k) + "e-3";
            value += (minus ? -1 : 1) * y * -(k * 1e-3);
        }
    }
    QVERIFY(text.size() > 100000);
    const core::NodeId sum = bench.compile(text);
    QVERIFY2(
        std::abs(bench.eval(sum, {x, y}) - value) <= 1e-12 * std::abs(value),
        qPrintable(
            QString("%1 vs %2").arg(bench.eval(sum, {x, y}), 0, 'g', 17).arg(value, 0, 'g', 17)));
    const core::NodeId d = bench.graph().derivative(sum, 0);
    QVERIFY(std::abs(bench.eval(d, {x, y}) - dx) <= 1e-12 * std::abs(dx));
    QVERIFY2(depthOf(bench.graph(), sum) <= 20,
             qPrintable(QString::number(depthOf(bench.graph(), sum))));

    // 200 factors: a balanced product.
    std::string factors;
    double product = 1;
    for (int k = 1; k <= 200; ++k) {
        factors += (k == 1 ? "" : "*") + std::string("(1 + ") + std::to_string(k) + "e-4*x)";
        product *= 1 + k * 1e-4 * x;
    }
    const core::NodeId prod = bench.compile(factors);
    QVERIFY(std::abs(bench.eval(prod, {x, y}) - product) <= 1e-13 * product);
    QVERIFY2(depthOf(bench.graph(), prod) <= 12,
             qPrintable(QString::number(depthOf(bench.graph(), prod))));

    // Short chains as written (left to right), parentheses kept: the same nodes as the grouping
    // spelled out.
    QCOMPARE(bench.compile("x - y + x*y - 2"), bench.compile("((x - y) + x*y) - 2"));
    const core::Node& kept = bench.graph().node(bench.compile("x - (y - x*y)"));
    QCOMPARE(kept.op, core::Op::Sub);
    QCOMPARE(kept.b, bench.compile("y - x*y"));
}

// An error in a long formula is placed in the whole text, also inside a long argument that was
// compiled on its own; what cannot be cut (a long product, a comparison) is named.
void TestFormulas::longFormulaErrorsInTheWholeText() {
    FormulaBench bench({"x"});
    std::string sum = "x";
    for (int k = 0; k < 8000; ++k) sum += " + x";
    // Long arguments in parentheses are compiled on their own, then stand in as one name
    // (x a power of two: the sums are exact).
    const double x = 0.25;
    QCOMPARE(bench.eval(bench.compile("2*(" + sum + ") - atan2(" + sum + ", 1)"), {x}),
             2 * (8001 * x) - std::atan2(8001 * x, 1.0));
    QCOMPARE(bench.eval(bench.compile("sin(" + sum + ")"), {x}), std::sin(8001 * x));

    core::ExprGraph graph;
    core::FormulaCompiler compiler(graph);
    compiler.define("x", graph.input(0));
    auto errorAt = [&](const std::string& text, int position, const std::string& fragment) {
        const auto r = compiler.compile("f1", text);
        if (!std::holds_alternative<core::Diagnostic>(r)) return QString("accepted");
        const core::Diagnostic& d = std::get<core::Diagnostic>(r);
        if (d.position != position || d.message.find(fragment) == std::string::npos ||
            d.formula != text)
            return QString("at %1 (expected %2): %3")
                .arg(d.position)
                .arg(position)
                .arg(QString::fromStdString(d.message));
        return QString();
    };
    const std::string broken = sum + " + 2*/x + x";
    const int slash = int(sum.size() + 5); // in the second piece of the cut sum
    QCOMPARE(errorAt(broken, slash, "unexpected operator"), QString());
    // The same inside a long argument, after another one.
    const std::string prefix = "3*(" + sum + ") + cos(";
    QCOMPARE(errorAt(prefix + broken + ")", int(prefix.size()) + slash, "unexpected operator"),
             QString());
    // After a long argument, the position counts the argument's characters, not its name's.
    const std::string after = "3*(" + sum + ") + x + )";
    QCOMPARE(errorAt(after, int(after.size()) - 1, "parenthesis"), QString());
    std::string product = "x";
    for (int k = 0; k < 8000; ++k) product += "*x";
    QCOMPARE(errorAt(product + "*" + product, -1, "not a sum of terms"), QString());
    QCOMPARE(errorAt(sum + " < 1", -1, "not a sum of terms"), QString());
}

void TestFormulas::malformed_data() {
    QTest::addColumn<QString>("formula");
    QTest::addColumn<bool>("special"); // special functions allowed
    QTest::addColumn<int>("position"); // 0-based character position
    QTest::addColumn<QString>("fragment");
    QTest::newRow("empty") << "" << false << 0 << "empty";
    QTest::newRow("blank") << "   " << false << 0 << "empty";
    QTest::newRow("ends after operator") << "x +" << false << 3 << "ends unexpectedly";
    QTest::newRow("ends after power") << "x^" << false << 2 << "ends unexpectedly";
    QTest::newRow("unknown name first") << "foo + 1" << false << 0 << "unknown name 'foo'";
    QTest::newRow("unknown name later") << "x + foo" << false << 4 << "unknown name 'foo'";
    QTest::newRow("misspelt velocity") << "x_dott*2" << false << 0 << "unknown name 'x_dott'";
    QTest::newRow("misspelt function") << "sinus(x)" << false << 0 << "unknown name 'sinus'";
    QTest::newRow("capitalised function") << "Sin(x)" << false << 0 << "unknown name 'Sin'";
    QTest::newRow("too many args") << "sin(x,y)" << false << 7 << "too many arguments for 'sin'";
    QTest::newRow("too few args") << "atan2(x)" << false << 7 << "too few arguments for 'atan2'";
    QTest::newRow("no args") << "sin()" << false << 4 << "too few arguments for 'sin'";
    QTest::newRow("three args for min")
        << "min(1,2,3)" << false << 9 << "too many arguments for 'min'";
    QTest::newRow("missing parenthesis") << "(x + y" << false << 6 << "missing closing parenthesis";
    QTest::newRow("nested missing parenthesis")
        << "sin((x)" << false << 7 << "missing closing parenthesis";
    QTest::newRow("open call") << "sqrt(" << false << 5 << "ends unexpectedly";
    QTest::newRow("extra parenthesis") << "x)" << false << 1 << "unexpected parenthesis";
    QTest::newRow("extra parenthesis after call")
        << "sin(x))" << false << 6 << "unexpected parenthesis";
    QTest::newRow("empty parentheses") << "x*()" << false << 3 << "unexpected parenthesis";
    QTest::newRow("missing operator") << "x y" << false << 2 << "unexpected 'y'";
    QTest::newRow("implicit product") << "3x" << false << 1 << "unexpected 'x'";
    QTest::newRow("number after name") << "x 2" << false << 2 << "unexpected '2'";
    QTest::newRow("double operator") << "2 + * 3" << false << 4 << "unexpected operator '*'";
    QTest::newRow("fortran power") << "x ** 2" << false << 3 << "unexpected operator '*'";
    QTest::newRow("stray symbol") << "x + @" << false << 4 << "unexpected '@'";
    QTest::newRow("huge number") << "1e500*x" << false << 0 << "out-of-range number '1e500'";
    QTest::newRow("non-ASCII") << "x + \u03b8" << false << 4 << "only ASCII";
    QTest::newRow("comma list") << "1,2" << false << 1 << "single expression";
    QTest::newRow("comma after expression") << "x, y" << false << 1 << "single expression";
    QTest::newRow("special function in dynamics")
        << "1 + ellipk(x)" << false << 4 << "exact-solution formulas only";
    QTest::newRow("jacobi in dynamics")
        << "jsn(x, 0.5)" << false << 0 << "exact-solution formulas only";
    QTest::newRow("special arity") << "jsn(x)" << true << 5 << "too few arguments for 'jsn'";
    QTest::newRow("incomplete ternary") << "x > 0 ? 1" << false << 6 << "incomplete conditional";
    QTest::newRow("colon without question") << "x : 1" << false << 2 << "incomplete conditional";
    QTest::newRow("function without call")
        << "sin + 1" << false << 0 << "'sin' is a function: write sin(...)";
    QTest::newRow("assignment") << "x = 1" << false << 2 << "assignment";
    QTest::newRow("time derivative spelling") << "x' + 1" << false << 1 << "unexpected";
}

void TestFormulas::malformed() {
    QFETCH(QString, formula);
    QFETCH(bool, special);
    QFETCH(int, position);
    QFETCH(QString, fragment);
    core::ExprGraph graph;
    core::FormulaCompiler compiler(graph);
    compiler.define("x", graph.input(0));
    compiler.define("y", graph.input(1));
    compiler.define("x_dot", graph.input(2));
    const auto result = compiler.compile("f1", formula.toStdString(), special);
    QVERIFY2(std::holds_alternative<core::Diagnostic>(result), "the formula was accepted");
    const auto& d = std::get<core::Diagnostic>(result);
    QCOMPARE(QString::fromStdString(d.where()), QString("f1"));
    QVERIFY2(QString::fromStdString(d.message).contains(fragment),
             qPrintable("message: " + QString::fromStdString(d.message)));
    QVERIFY2(d.position == position, qPrintable(QString("position %1, expected %2 (%3)")
                                                    .arg(d.position)
                                                    .arg(position)
                                                    .arg(QString::fromStdString(d.message))));
}

void TestFormulas::nonFiniteExplained() {
    FormulaBench bench({"x", "y"});
    const auto f = bench.compile("x + log(y - 1)");
    core::Tape tape(bench.graph(), {f});
    std::vector<double> work, in = {1.0, 0.5};
    const auto failure = tape.explainNonFinite(in.data(), work);
    QVERIFY(failure.has_value());
    QCOMPARE(QString::fromStdString(failure->what), QString("logarithm of a negative number"));
    QCOMPARE(QString::fromStdString(bench.print(failure->node)), QString("log(y - 1)"));
    const auto g = bench.compile("x/(y - 0.5)");
    core::Tape tape2(bench.graph(), {g});
    QCOMPARE(QString::fromStdString(tape2.explainNonFinite(in.data(), work)->what),
             QString("division by zero"));
}

// The core's messages go through the translator a front end installs (the window's reads the
// Qt Linguist files): patterns are looked up before their places are filled, a translation may
// reorder the places, an argument's own "%2" is not filled again, and without a translator the
// English stays (the command-line tool, the JSON output).
namespace {
std::string toyTranslator(const char* context, const char* text) {
    if (std::string(context) != "core") return text;
    const std::map<std::string, std::string> table = {
        {"unknown name %1", "Name %1 unbekannt"},
        {"(at character %1)", "(bei Zeichen %1)"},
        {"the Newton iteration did not converge", "Newton konvergierte nicht"},
        {"%1 at t = %2", "%1 bei t = %2"},
        {"division by zero", "Division durch null"},
        {"%1 is a function: write %2(...)", "%2(...) schreiben: %1 ist eine Funktion"}};
    const auto it = table.find(text);
    return it == table.end() ? std::string(text) : it->second;
}
} // namespace

void TestFormulas::messagesThroughTranslator() {
    FormulaBench bench({"x"});
    core::ExprGraph graph;
    core::FormulaCompiler compiler(graph);
    compiler.define("x", graph.input(0));
    auto message = [&](const std::string& formula) {
        const auto result = compiler.compile("f1", formula);
        return std::holds_alternative<core::Diagnostic>(result)
                   ? QString::fromStdString(std::get<core::Diagnostic>(result).toString())
                   : QString();
    };
    const core::Status newton = core::Status::failure(core::StatusCode::NewtonFailed, 0.5, "");
    const QString english = message("x + foo");
    QCOMPARE(english, QString("f1: unknown name 'foo' (at character 5)"));
    const QString englishStatus = QString::fromStdString(newton.message());
    QVERIFY2(englishStatus.startsWith("the Newton iteration did not converge at t = 0.5"),
             qPrintable(englishStatus));

    core::setTranslator(&toyTranslator);
    QCOMPARE(message("x + foo"), QString("f1: Name 'foo' unbekannt (bei Zeichen 5)"));
    // Places in another order; the untranslated advice stays English.
    QCOMPARE(message("sin + x"), QString("f1: sin(...) schreiben: 'sin' ist eine Funktion (bei "
                                         "Zeichen 1)"));
    const QString status = QString::fromStdString(newton.message());
    QVERIFY2(status.startsWith("Newton konvergierte nicht bei t = 0.5"), qPrintable(status));
    const auto g = bench.compile("1/x");
    core::Tape tape(bench.graph(), {g});
    std::vector<double> work, in = {0.0};
    QCOMPARE(QString::fromStdString(tape.explainNonFinite(in.data(), work)->what),
             QString("Division durch null"));
    // An argument is inserted as it is, in one pass: its "%2" is not a place.
    QCOMPARE(
        QString::fromStdString(core::localized("core", "%1 at t = %2").arg("x%2").arg("0.5").str()),
        QString("x%2 bei t = 0.5"));
    // Fewer arguments than places: the rest stay visible.
    QCOMPARE(QString::fromStdString(core::localized("core", "%1 at t = %2").arg("x").str()),
             QString("x bei t = %2"));
    core::setTranslator(nullptr);
    QCOMPARE(message("x + foo"), english);
    QCOMPARE(QString::fromStdString(newton.message()), englishStatus);
}

QTEST_APPLESS_MAIN(TestFormulas)
#include "tst_formulas.moc"
