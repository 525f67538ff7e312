// The one stepping loop (integrate/StepDriver): the grid of fixed steps, the adaptive controller,
// rejections and retries, the last point before a failure, cancellation, the statistics; and the
// IDA session's mapping of every return flag to a status; the record's thinning past its row
// limit (record/Trajectory); a run starting with the vector registers' upper halves cleared
// (base/VectorState.h).

#include "base/Run.h"
#include "base/Settings.h"
#include "integrate/IdaSupport.h"
#include "integrate/StepDriver.h"
#include "record/Csv.h"
#include "record/Envelope.h"
#include "record/Trajectory.h"

#include <QtTest>
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <vector>
#if defined(__GNUC__) && defined(__x86_64__)
#include <cpuid.h>
#endif

using namespace mechlab::core;

namespace {

// Records the reported times.
class Times final : public StepObserver {
public:
    void onStep(double t, const Eigen::VectorXd&, const Eigen::VectorXd&,
                const Eigen::VectorXd&) override {
        times.push_back(t);
    }
    std::vector<double> times;
};

// y' = -y by explicit Euler, with the local error estimate |h^2 y / 2| / tol; a hook can make an
// attempt fail or ask for a pending report (as the variational methods do).
// Adaptive steps for explicit Euler's estimate (order 1) from a first step.
StepControl eulerControl(double tol, double firstStep) {
    StepControl c;
    c.adaptive = true;
    c.step = firstStep;
    c.tol = tol;
    c.exponent = 2.0;
    return c;
}

class Decay final : public SteppingScheme {
public:
    double tol = 1e-3;
    bool estimate = false;
    std::function<Attempt(double t, double h)> failAt; // returns a non-ok Attempt to fail
    bool pending = false;                              // reports the start point only on abandon
    int attempts = 0, abandoned = 0;
    std::vector<double> steps;
    std::vector<double> errors; // the accepted steps' estimates (with `estimate`)

    Status begin(double t0, StepObserver& observer) override {
        m_t = t0;
        if (!pending) report(observer);
        return {};
    }
    Attempt attempt(double t, double h) override {
        ++attempts;
        if (failAt) {
            Attempt a = failAt(t, h);
            if (!a.status.ok()) return a;
        }
        m_y1 = m_y - h * m_y;
        if (!estimate) return Attempt::done();
        m_error = std::abs(0.5 * h * h * m_y) / tol;
        return Attempt::done(m_error);
    }
    Status accept(double, double h, double t1, StepObserver& observer) override {
        steps.push_back(h);
        if (estimate) errors.push_back(m_error);
        m_y = m_y1;
        m_t = t1;
        report(observer);
        return {};
    }
    void abandon(StepObserver& observer) override {
        ++abandoned;
        if (pending) report(observer);
    }
    void addStats(RunStats& stats) const override { stats.rhsEvals = attempts; }
    double nextStep(double h, double proposed) const override {
        return holdBand > 1.0 && proposed >= h && proposed <= holdBand * h ? h : proposed;
    }
    double y() const { return m_y; }
    double holdBand = 0.0; // > 1: a growth below this factor keeps the step (as radau5 does)

private:
    void report(StepObserver& observer) {
        observer.onStep(m_t, Eigen::VectorXd::Constant(1, m_y), {}, {});
    }
    double m_t = 0.0, m_y = 1.0, m_y1 = 1.0, m_error = 0.0;
};

// y' = 1 with the increments added by compensated summation (as the implicit Runge-Kutta
// methods add theirs): y holds the sum of the step lengths to about one unit of round-off, so
// y - t is what the time values lose of the steps. Every step's estimate is `error` (0.5: the
// step keeps its first length).
class Clock final : public SteppingScheme {
public:
    double y = 0.0;
    double error = 0.5; // every step's estimate
    Status begin(double, StepObserver&) override { return {}; }
    Attempt attempt(double, double) override { return Attempt::done(error); }
    Status accept(double, double h, double, StepObserver&) override {
        const double term = h - m_carry;
        const double sum = y + term;
        m_carry = (sum - y) - term;
        y = sum;
        return {};
    }
    void addStats(RunStats&) const override {}
    double nextStep(double h, double) const override { return h; }

private:
    double m_carry = 0.0;
};

#if defined(__GNUC__) && defined(__x86_64__)
// The processor's record of the register state components in use (XGETBV with ECX = 1; bit 2:
// the upper halves of the YMM registers), where it has AVX and reports that record.
std::optional<unsigned> stateInUse() {
    unsigned a = 0, b = 0, c = 0, d = 0;
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("avx") || !__get_cpuid_count(0xD, 1, &a, &b, &c, &d) ||
        !(a & (1u << 2)))
        return std::nullopt;
    unsigned lo = 0, hi = 0;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(1));
    return lo;
}

// Sets every bit of YMM1 (AVX compare with the always-true predicate), upper half included,
// where the processor has AVX. Written as assembly in a function compiled for SSE: compiled AVX
// code would clear the upper halves on return.
void useUpperHalves() {
    if (stateInUse()) __asm__ volatile("vcmpps $15, %%ymm1, %%ymm1, %%ymm1" ::: "xmm1");
}
#else
std::optional<unsigned> stateInUse() {
    return std::nullopt;
}
void useUpperHalves() {}
#endif

constexpr unsigned kUpperHalvesInUse = 1u << 2;

StepControl fixedSteps(double h) {
    StepControl c;
    c.step = h;
    return c;
}

} // namespace

class TestDriver : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void fixedGridEndsExactlyAtTheEnd();
    void exactStepShortensTheLastStep();
    void adaptiveControllerMeetsTheTolerance();
    void accumulatedRoundOffIsWarned();
    void accumulatedStepErrorsAreWarned();
    void adaptiveStepsLandOnStopTimes();
    void schemeMayKeepItsStep();
    void stepsEndExactlyWhereTheyStart();
    void recoverableFailuresShrinkTheStep();
    void stepsShrinkingAtRoundOffNameTheAccuracyLimit();
    void failureReportsThePendingPoint();
    void cancelStopsAtOnce();
    void invalidSettingsAreRefused();
    void runStartsWithUpperHalvesCleared();
    void idaFlagsMapToTheirCause();
    void recordThinsKeepingExtremes();
    void displayLineKeepsItsShapeWithFewerPoints();
};

// 1 / 0.3 is not an integer: four equal steps of 0.25, the last landing exactly on t_end.
void TestDriver::fixedGridEndsExactlyAtTheEnd() {
    Decay s;
    Times out;
    const RunOutcome r = drive(s, fixedSteps(0.3), 0.0, 1.0, out, CancelToken());
    QVERIFY(r.status.ok());
    QCOMPARE(r.stats.steps, 4LL);
    QCOMPARE(out.times.size(), std::size_t(5));
    QCOMPARE(out.times.back(), 1.0);
    for (double h : s.steps) QCOMPARE(h, 0.25);
    QCOMPARE(s.y(), std::pow(0.75, 4));
    QCOMPARE(r.stats.rhsEvals, 4LL); // the scheme's own counters reach the statistics
}

void TestDriver::exactStepShortensTheLastStep() {
    Decay s;
    Times out;
    StepControl c = fixedSteps(0.3);
    c.exactStep = true;
    const RunOutcome r = drive(s, c, 0.0, 1.0, out, CancelToken());
    QVERIFY(r.status.ok());
    QCOMPARE(s.steps.size(), std::size_t(4));
    QCOMPARE(s.steps[0], 0.3);
    QVERIFY(std::abs(s.steps[3] - 0.1) < 1e-15);
    QCOMPARE(out.times.back(), 1.0);
}

// Stop times inside the interval are step points of an adaptive run: the step before each is
// shortened (or stretched by at most 1 %) to end exactly there, and the controller's step goes on
// after it, so the run takes only a few more steps than without them. A step that would end less
// than half its length before a stop time or the end is not taken: the distance is split into
// two equal steps, so that no step is a sliver of the one before (here the solution decays and
// the controller's steps only grow; with the step clipped instead, the one onto 0.123456789 was
// 0.0005 long after one of 0.00135).
void TestDriver::adaptiveStepsLandOnStopTimes() {
    auto runWith = [](std::vector<double> stops, Times& out) {
        Decay s;
        s.estimate = true;
        s.tol = 1e-6;
        StepControl c;
        c.adaptive = true;
        c.step = 1e-3;
        c.tol = s.tol;
        c.exponent = 2.0;
        c.stopTimes = std::move(stops);
        return drive(s, c, 0.0, 2.0, out, CancelToken());
    };
    Times free, stopped;
    const RunOutcome a = runWith({}, free);
    const std::vector<double> stops = {0.123456789, 1.0 / 3.0, 1.5};
    const RunOutcome b = runWith(stops, stopped);
    QVERIFY(a.status.ok() && b.status.ok());
    for (double t : stops)
        QVERIFY2(std::find(stopped.times.begin(), stopped.times.end(), t) != stopped.times.end(),
                 qPrintable(QString::number(t, 'g', 17)));
    QCOMPARE(stopped.times.back(), 2.0);
    for (std::size_t k = 1; k < stopped.times.size(); ++k)
        QVERIFY(stopped.times[k] > stopped.times[k - 1]);
    for (std::size_t k = 2; k < stopped.times.size(); ++k) {
        const double h = stopped.times[k] - stopped.times[k - 1];
        const double before = stopped.times[k - 1] - stopped.times[k - 2];
        QVERIFY2(h >= 0.45 * before, qPrintable(QString("t = %1: a step of %2 after one of %3")
                                                    .arg(stopped.times[k])
                                                    .arg(h)
                                                    .arg(before)));
    }
    QVERIFY2(b.stats.steps <= a.stats.steps + 2 * long(stops.size()),
             qPrintable(
                 QString("%1 steps with stops, %2 without").arg(b.stats.steps).arg(a.stats.steps)));
}

// Euler's local error h^2 y / 2 is held at the tolerance: every accepted step's estimate is
// <= 1, rejections are counted as error-test failures, and the run ends on t_end.
// A scheme that keeps its step while the controller proposes a growth below 30 %: the steps
// come in runs of equal length, each new length at least 1.3 times the one before, and the
// tolerance still holds. (A kept step may change in its last bits where t passes a power of
// two: the driver rounds each step to the spacing of the time values, see
// stepsEndExactlyWhereTheyStart().)
void TestDriver::schemeMayKeepItsStep() {
    for (double band : {0.0, 1.3}) {
        Decay s;
        s.estimate = true;
        s.tol = 1e-6;
        s.holdBand = band;
        Times out;
        StepControl c;
        c.adaptive = true;
        c.step = 1e-3;
        c.tol = s.tol;
        c.exponent = 2.0;
        const RunOutcome r = drive(s, c, 0.0, 2.0, out, CancelToken());
        QVERIFY2(r.status.ok(), r.status.message().c_str());
        int changes = 0, repeats = 0;
        for (std::size_t k = 1; k + 1 < s.steps.size(); ++k) {
            const double ratio = s.steps[k] / s.steps[k - 1];
            if (std::abs(ratio - 1.0) < 1e-12) {
                ++repeats;
                continue;
            }
            ++changes;
            if (band > 0.0 && ratio > 1.0)
                QVERIFY2(ratio > band, qPrintable(QString("%1 at step %2").arg(ratio).arg(k)));
        }
        if (band > 0.0)
            QVERIFY2(repeats > changes, qPrintable(QString("%1 %2").arg(repeats).arg(changes)));
        else
            QCOMPARE(repeats, 0);
        QVERIFY(std::abs(s.y() - std::exp(-2.0)) < 1e-3);
    }
}

// An adaptive step is rounded to the spacing of the time values, h = (t + h) - t, so that the
// step covers exactly the time it advances. Unrounded, a step of 0.0123 from t = 512 on covered
// 0.0123 while t advanced by that rounded to a multiple of 1.1e-13 (by the same amount in each
// step while the length is kept): over the 39 700 steps to t = 1000 the sum of the steps ended
// 7.1e-10 away from the time. radau5 on the two-link robot ended 1.0e-13 off at tol 1e-14 in
// 6 670 steps and 2.2e-14 at 1e-12 in 2 112; with the rounding 2.2e-16 and 1.0e-14.
void TestDriver::stepsEndExactlyWhereTheyStart() {
    Clock s;
    StepControl c;
    c.adaptive = true;
    c.step = 0.0123;
    c.tol = 1e-6;
    c.exponent = 2.0;
    Times out;
    const RunOutcome r = drive(s, c, 512.0, 1000.0, out, CancelToken());
    QVERIFY2(r.status.ok(), r.status.message().c_str());
    QVERIFY(r.stats.steps > 39000);
    const double spacing = 1000.0 * std::numeric_limits<double>::epsilon();
    QVERIFY2(std::abs(512.0 + s.y - 1000.0) <= spacing,
             qPrintable(QString::number(512.0 + s.y - 1000.0, 'g', 3)));
}

void TestDriver::adaptiveControllerMeetsTheTolerance() {
    Decay s;
    s.estimate = true;
    s.tol = 1e-6;
    Times out;
    StepControl c;
    c.adaptive = true;
    c.step = 0.5; // far too large: the first attempts are rejected
    c.tol = s.tol;
    c.exponent = 2.0;
    const RunOutcome r = drive(s, c, 0.0, 2.0, out, CancelToken());
    QVERIFY(r.status.ok());
    QCOMPARE(out.times.back(), 2.0);
    QVERIFY(r.stats.errorTestFailures >= 1);
    QCOMPARE(r.stats.rejected, r.stats.errorTestFailures);
    QCOMPARE(r.stats.steps, (long long)s.steps.size());
    // Steps near the error bound: h = sqrt(2 tol / y) grows as y decays.
    QVERIFY(s.steps[1] > 1e-3 && s.steps[1] < 3e-3);
    QVERIFY(s.steps[s.steps.size() / 2] > s.steps[1]);
    QVERIFY(std::abs(s.y() - std::exp(-2.0)) < 1e-2);
}

// An adaptive run whose accepted steps N can round off by more than the tolerance (N eps / 2 >
// tol) warns; one below that bound does not. Explicit Euler on y' = -y takes about
// sqrt(y / (2 tol)) steps per unit time: some 2e5 at tol 1e-11 (bound about 2e-11), 2e4 at 1e-9.
void TestDriver::accumulatedRoundOffIsWarned() {
    for (const double tol : {1e-11, 1e-9}) {
        Decay s;
        s.estimate = true;
        s.tol = tol;
        Times out;
        const RunOutcome r = drive(s, eulerControl(tol, 1e-6), 0.0, 1.0, out, CancelToken());
        QVERIFY(r.status.ok());
        const double bound = 0.5 * std::numeric_limits<double>::epsilon() * double(r.stats.steps);
        const bool warned = r.stats.warnings.size() == 1 &&
                            r.stats.warnings[0].find(std::to_string(r.stats.steps) +
                                                     " steps can accumulate") != std::string::npos;
        QVERIFY2(tol == 1e-11 ? bound > tol && warned : bound < tol && r.stats.warnings.empty(),
                 qPrintable(QString("tol %1: %2 steps").arg(tol).arg(r.stats.steps)));
    }
}

// Where the estimate measures each step's own error, the run warns when the accepted steps'
// estimates add up to more than 100 times the tolerance, and names their sum. Explicit Euler on
// y' = -y over [0, 1] (local error h^2 y / 2, estimated exactly): about 70 steps at tol 1e-4,
// whose errors stay below that, and 700 at tol 1e-6, whose do not; the result is then off by
// about their sum (the solution damps the earlier ones by at most e^-1). A method whose estimate
// is of a lower order than its own (not a step error) is not warned.
void TestDriver::accumulatedStepErrorsAreWarned() {
    for (const double tol : {1e-4, 1e-6})
        for (const bool stepError : {true, false}) {
            Decay s;
            s.estimate = true;
            s.tol = tol;
            Times out;
            StepControl c = eulerControl(tol, 1e-3);
            c.estimateIsStepError = stepError;
            const RunOutcome r = drive(s, c, 0.0, 1.0, out, CancelToken());
            QVERIFY(r.status.ok());
            double sum = 0.0;
            for (double e : s.errors) sum += e;
            QCOMPARE((long long)s.errors.size(), r.stats.steps);
            const bool warned = !r.stats.warnings.empty() &&
                                r.stats.warnings.back().find(
                                    "add up to " + formatBrief(sum * tol)) != std::string::npos;
            const QString what =
                QString("tol %1: %2 steps, sum %3").arg(tol).arg(r.stats.steps).arg(sum);
            QVERIFY2(stepError && sum > 100.0 ? warned : r.stats.warnings.empty(),
                     qPrintable(what));
            QVERIFY2(tol == 1e-4 ? sum < 100.0 : sum > 100.0, qPrintable(what));
            const double error = std::abs(s.y() - std::exp(-1.0));
            QVERIFY2(error > std::exp(-1.0) * sum * tol && error < sum * tol,
                     qPrintable(what + QString(", error %1").arg(error)));
        }
}

// A failed attempt that a smaller step cures (a Newton failure) is retried with the factor the
// scheme gives and counted as a convergence failure; with fixed steps it ends the run.
void TestDriver::recoverableFailuresShrinkTheStep() {
    auto newtonFails = [](double, double h) {
        return h > 0.05 ? Attempt::failed(Status::failure(StatusCode::NewtonFailed, 0, "h"), 0.5)
                        : Attempt::done();
    };
    Decay s;
    s.estimate = true;
    s.tol = 1.0;
    s.failAt = newtonFails;
    Times out;
    StepControl c;
    c.adaptive = true;
    c.step = 0.2;
    c.tol = 1.0;
    const RunOutcome r = drive(s, c, 0.0, 1.0, out, CancelToken());
    QVERIFY(r.status.ok());
    QVERIFY(r.stats.convergenceFailures >= 2); // 0.2 -> 0.1 -> 0.05, and whenever h grows again
    QCOMPARE(r.stats.rejected, r.stats.convergenceFailures + r.stats.errorTestFailures);
    QCOMPARE(s.steps.front(), 0.05);
    for (double h : s.steps) QVERIFY(h <= 0.05);

    Decay fixed;
    fixed.failAt = newtonFails;
    Times out2;
    const RunOutcome f = drive(fixed, fixedSteps(0.2), 0.0, 1.0, out2, CancelToken());
    QCOMPARE(f.status.code, StatusCode::NewtonFailed);
    QCOMPARE(f.stats.steps, 0LL);
}

// An error test that no step meets (an estimate dominated by round-off, here one that stays at
// 2) shrinks the steps to the resolution of t. With a tolerance within a thousand units of
// round-off the run ends as the accuracy limit it is, naming the tolerance; above that, as a step
// too small (a singular or very stiff solution).
void TestDriver::stepsShrinkingAtRoundOffNameTheAccuracyLimit() {
    for (const double tol : {1e-14, 1e-6}) {
        Clock s;
        s.error = 2.0;
        Times out;
        StepControl c;
        c.adaptive = true;
        c.step = 1e-3;
        c.tol = tol;
        const RunOutcome r = drive(s, c, 0.0, 1.0, out, CancelToken());
        QCOMPARE(r.status.code, tol < 1e-13 ? StatusCode::AccuracyLimit : StatusCode::StepTooSmall);
        QCOMPARE(r.stats.steps, 0LL);
        const std::string message = r.status.message();
        QVERIFY2((message.find("within a thousand units of round-off") != std::string::npos) ==
                     (tol < 1e-13),
                 message.c_str());
    }
}

// A scheme that reports a point only once the step leaving it is taken (the variational
// methods) reports it when the run fails, so that the data reach the time of the failure.
void TestDriver::failureReportsThePendingPoint() {
    Decay s;
    s.pending = true;
    s.failAt = [](double t, double) {
        return t > 0.45 ? Attempt::failed(Status::failure(StatusCode::NonFinite, t, "x"))
                        : Attempt::done();
    };
    Times out;
    const RunOutcome r = drive(s, fixedSteps(0.1), 0.0, 1.0, out, CancelToken());
    QCOMPARE(r.status.code, StatusCode::NonFinite);
    QCOMPARE(s.abandoned, 1);
    QCOMPARE(r.stats.steps, 5LL);
    QVERIFY(std::abs(out.times.back() - 0.5) < 1e-15);
}

void TestDriver::cancelStopsAtOnce() {
    Decay s;
    Times out;
    CancelToken cancel;
    cancel.cancel();
    const RunOutcome r = drive(s, fixedSteps(0.1), 0.0, 1.0, out, cancel);
    QCOMPARE(r.status.code, StatusCode::Cancelled);
    QCOMPARE(s.attempts, 0);
    QCOMPARE(out.times.size(), std::size_t(1));
}

void TestDriver::invalidSettingsAreRefused() {
    Times out;
    Decay a, b, c;
    QCOMPARE(drive(a, fixedSteps(0.1), 1.0, 1.0, out, CancelToken()).status.code,
             StatusCode::InvalidSettings); // the end time must lie after the start
    QCOMPARE(drive(b, fixedSteps(-1.0), 0.0, 1.0, out, CancelToken()).status.code,
             StatusCode::InvalidSettings);
    StepControl noTol;
    noTol.adaptive = true;
    QCOMPARE(drive(c, noTol, 0.0, 1.0, out, CancelToken()).status.code,
             StatusCode::InvalidSettings);
    QVERIFY(out.times.empty());
}

// SSE code after the upper halves were left in use pays a state transition at every switch to
// and from the C library's AVX functions (3-5 times the time of a run on one AVX-512 machine).
void TestDriver::runStartsWithUpperHalvesCleared() {
    useUpperHalves();
    const std::optional<unsigned> before = stateInUse();
    if (!before || !(*before & kUpperHalvesInUse))
        QSKIP("the processor does not report the AVX registers' upper halves in use");
    Decay s;
    Times out;
    std::optional<unsigned> during;
    s.failAt = [&](double, double) {
        if (!during) during = stateInUse();
        return Attempt::done();
    };
    QVERIFY(drive(s, fixedSteps(0.1), 0.0, 1.0, out, CancelToken()).status.ok());
    QVERIFY(during);
    QCOMPARE(*during & kUpperHalvesInUse, 0u);
}

void TestDriver::idaFlagsMapToTheirCause() {
    QCOMPARE(idaStatusCode(IDA_TOO_MUCH_ACC), StatusCode::AccuracyLimit);
    QCOMPARE(idaStatusCode(IDA_TOO_MUCH_WORK), StatusCode::StepLimit);
    QCOMPARE(idaStatusCode(IDA_ERR_FAIL), StatusCode::StepTooSmall);
    QCOMPARE(idaStatusCode(IDA_CONV_FAIL), StatusCode::NewtonFailed);
    QCOMPARE(idaStatusCode(IDA_LSETUP_FAIL), StatusCode::SingularMatrix);
    QCOMPARE(idaStatusCode(IDA_REP_RES_ERR), StatusCode::NonFinite);
    QCOMPARE(idaStatusCode(IDA_ILL_INPUT), StatusCode::InvalidSettings);
    QCOMPARE(idaStatusCode(IDA_MEM_FAIL), StatusCode::SolverError);
    for (StatusCode code : {StatusCode::AccuracyLimit, StatusCode::SolverError}) {
        QVERIFY(std::string(statusName(code)) != "ok");
        QVERIFY(*statusAdvice(code));
    }
}

// A million rows into a record of at most 1000: the sink sees every row; what is held is in
// time order, starts with the first row and ends with the last, keeps each column's extremes
// and the pinned rows, and is spread evenly over the run (every part thinned alike).
void TestDriver::recordThinsKeepingExtremes() {
    Trajectory tr;
    tr.addColumn("t", "s");
    tr.addColumn("wave", "");
    tr.addColumn("spike", "");
    tr.setRowLimit(1000);
    constexpr std::size_t kRows = 1'000'000, kSpike = 777'777;
    const std::size_t pinned[] = {123'456, 999'000};
    std::size_t seen = 0;
    double sumT = 0.0;
    tr.setRowSink([&](const double* row) {
        ++seen;
        sumT += row[0];
    });
    double lowest = 0.0, highest = 0.0;
    for (std::size_t i = 0; i < kRows; ++i) {
        const double t = 1e-3 * double(i);
        const double row[] = {t, std::sin(t) * (1.0 + 1e-6 * t), i == kSpike ? 1e3 : 0.0};
        lowest = std::min(lowest, row[1]);
        highest = std::max(highest, row[1]);
        tr.appendRow(row, std::find(std::begin(pinned), std::end(pinned), i) != std::end(pinned));
        QVERIFY(tr.rowCount() <= 1000);
    }
    tr.flush();
    QCOMPARE(seen, kRows);
    QCOMPARE(sumT, 1e-3 * double(kRows) * double(kRows - 1) / 2.0);
    QCOMPARE(tr.rowsAppended(), kRows);
    QVERIFY(tr.decimated());
    const std::vector<double>& t = tr.column(0).values;
    QVERIFY2(t.size() <= 1000 && t.size() >= 200, qPrintable(QString::number(t.size())));
    QCOMPARE(t.front(), 0.0);
    QCOMPARE(t.back(), 1e-3 * double(kRows - 1));
    for (std::size_t k = 1; k < t.size(); ++k) QVERIFY(t[k] > t[k - 1]);
    const std::vector<double>& wave = tr.column(1).values;
    QCOMPARE(*std::min_element(wave.begin(), wave.end()), lowest);
    QCOMPARE(*std::max_element(wave.begin(), wave.end()), highest);
    QCOMPARE(*std::max_element(tr.column(2).values.begin(), tr.column(2).values.end()), 1e3);
    for (std::size_t i : pinned)
        QVERIFY2(std::find(t.begin(), t.end(), 1e-3 * double(i)) != t.end(),
                 qPrintable(QString("pinned row %1 lost").arg(i)));
    // Ten equal parts of the run hold about equally many rows.
    std::size_t counts[10] = {};
    for (double tk : t) ++counts[std::min<std::size_t>(9, std::size_t(tk / (1e-3 * kRows) * 10))];
    const auto [fewest, most] = std::minmax_element(std::begin(counts), std::end(counts));
    QVERIFY2(
        *fewest * 3 >= *most,
        qPrintable(QString("rows per tenth of the run from %1 to %2").arg(*fewest).arg(*most)));
}

// The display set of a time series drawn through fewer of its points: a sine of 150 pixels'
// amplitude sampled every 0.25 pixel, with a spike of one sample, a vertical step (two samples at
// one x) and a jump up and half-way back at one x, at 1/8 pixel. What is kept is a subsequence
// with the first and the last point, the spike's tip, both ends of the step and the top of the
// jump; every point lies within the tolerance of the line through the kept ones; a smooth curve
// needs a small part of its points.
void TestDriver::displayLineKeepsItsShapeWithFewerPoints() {
    using Points = std::vector<std::pair<double, double>>;
    const double sx = 50.0, sy = 150.0, tol = 0.125; // pixels per unit of x and y
    Points pts;
    for (int i = 0; i <= 2000; ++i) {
        const double x = 0.005 * i;
        pts.emplace_back(x, std::sin(3.0 * x) + (i == 700 ? 0.3 : 0.0) + (x > 7.5 ? 0.5 : 0.0));
        if (i == 1500) pts.emplace_back(x, std::sin(3.0 * x) + 0.5); // the step at x = 7.5
        if (i == 500) { // up and half-way back down at one x
            pts.emplace_back(x, std::sin(3.0 * x) + 0.4);
            pts.emplace_back(x, std::sin(3.0 * x) + 0.2);
        }
    }
    const Points kept = simplify(pts, sx, sy, tol);
    QVERIFY2(kept.size() * 4 < pts.size(), qPrintable(QString::number(kept.size())));
    QCOMPARE(kept.front(), pts.front());
    QCOMPARE(kept.back(), pts.back());
    for (std::size_t k : {std::size_t(501), std::size_t(702), std::size_t(1502), std::size_t(1503)})
        QVERIFY2(std::find(kept.begin(), kept.end(), pts[k]) != kept.end(),
                 qPrintable(QString("point %1 dropped").arg(k)));
    std::size_t next = 0; // a subsequence: each kept point found after the previous one
    for (const auto& p : kept) {
        while (next < pts.size() && pts[next] != p) ++next;
        QVERIFY(next < pts.size());
        ++next;
    }
    double worst = 0.0;
    for (const auto& [x, y] : pts) {
        double nearest = HUGE_VAL;
        for (std::size_t k = 1; k < kept.size(); ++k) {
            const double ax = kept[k - 1].first * sx, ay = kept[k - 1].second * sy;
            const double bx = kept[k].first * sx - ax, by = kept[k].second * sy - ay;
            const double px = x * sx - ax, py = y * sy - ay;
            const double len = bx * bx + by * by;
            const double u = len > 0.0 ? std::clamp((px * bx + py * by) / len, 0.0, 1.0) : 0.0;
            nearest = std::min(nearest, std::hypot(px - u * bx, py - u * by));
        }
        worst = std::max(worst, nearest);
    }
    QVERIFY2(worst <= tol * (1.0 + 1e-9), qPrintable(QString::number(worst)));
    // Nothing to drop: two points; a scale that is not finite leaves the set as it is.
    const Points two = {{0.0, 0.0}, {1.0, 1.0}};
    QCOMPARE(simplify(two, sx, sy, tol), two);
    QCOMPARE(simplify(pts, HUGE_VAL, sy, tol), pts);
}

QTEST_APPLESS_MAIN(TestDriver)
#include "tst_driver.moc"
