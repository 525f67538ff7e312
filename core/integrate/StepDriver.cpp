#include "integrate/StepDriver.h"

#include "base/Text.h"
#include "integrate/Work.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace mechlab::core {

Projection parseProjection(const Settings& settings) {
    if (!settings.has("projection")) return Projection::Off;
    const std::string p = settings.choice("projection");
    return p == "on"         ? Projection::PositionAndVelocity
           : p == "velocity" ? Projection::Velocity
                             : Projection::Off;
}

Status Projector::apply(MechanicalSystem& sys, double t, VectorXd& q, VectorXd& v) {
    if (m_mode == Projection::Off || ++m_calls < m_every) return {};
    m_calls = 0;
    if (m_mode == Projection::PositionAndVelocity)
        if (Status s = projectPositions(sys, m_ws, t, q, v, 1e-14); !s.ok()) return s;
    return projectVelocities(sys, m_ws, t, q, v);
}

StepControl stepControl(const Settings& settings, int estimateOrder, double maxGrowth) {
    StepControl c;
    c.step = settings.real("step");
    c.adaptive = settings.has("tol");
    if (c.adaptive) c.tol = settings.real("tol");
    c.exponent = double(estimateOrder + 1);
    c.maxGrowth = maxGrowth;
    return c;
}

Status SteppingScheme::prepare(double, double&, bool) {
    return {};
}

Status SteppingScheme::end(double, StepObserver&) {
    return {};
}

void SteppingScheme::abandon(StepObserver&) {}

void SteppingScheme::addWarnings(RunStats&) const {}

double SteppingScheme::nextStep(double, double proposed) const {
    return proposed;
}

std::string SteppingScheme::tooSmallHint(const StepControl& control) {
    return localized("core", "to reach tolerance %1").arg(formatNumber(control.tol));
}

void addEvaluations(RunStats& stats, const EvalCounters& counters) {
    stats.rhsEvals = counters.dynamics;
    stats.constraintEvals = counters.constraints;
    stats.jacobianEvals = counters.jacobians;
    stats.linearSolves = counters.linearSolves;
}

Status checkTimeResolution(double t0, double tEnd, double span, bool interval) {
    // The fewest spacings of neighbouring time values a step (or the interval) must span: the
    // step is then represented to about 1e-3 relative.
    constexpr double kResolutionSteps = 1e3;
    const double largest = std::max(std::abs(t0), std::abs(tEnd));
    // Below the smallest normal double (2.2e-308) the numbers lose precision too.
    const double spacing = std::max(std::numeric_limits<double>::epsilon() * largest,
                                    std::numeric_limits<double>::min());
    // An adaptive step is at least 16 units of round-off of max(1, |t|) (drive()): an interval
    // below a thousand of those (t_end = 1e-300, say) cannot be stepped, and its "step size too
    // small" read as a singular or stiff model.
    const double smallestStep =
        16.0 * std::numeric_limits<double>::epsilon() * std::max(1.0, largest);
    if (interval && span >= kResolutionSteps * spacing && span < kResolutionSteps * smallestStep)
        return Status::failure(
            StatusCode::InvalidSettings, t0,
            localized("core", "the interval %1 is too short for an adaptive run: its smallest step "
                              "near t = %2 is %3 (16 units of round-off of max(1, |t|)); choose a "
                              "later end time, or count time in a smaller unit")
                .arg(formatNumber(span))
                .arg(formatNumber(largest))
                .arg(formatBrief(smallestStep)));
    if (span >= kResolutionSteps * spacing) return {};
    Localized message =
        interval
            ? localized("core", "the interval %1 is too short for the resolution of the time "
                                "values near t = %2 (doubles there are %3 apart): the times would "
                                "not advance evenly; count time from a nearer origin")
            : localized("core", "the step %1 is too short for the resolution of the time values "
                                "near t = %2 (doubles there are %3 apart): the times would not "
                                "advance evenly; count time from a nearer origin");
    return Status::failure(
        StatusCode::InvalidSettings, t0,
        message.arg(formatNumber(span)).arg(formatNumber(largest)).arg(formatBrief(spacing)));
}

// Every step rounds the state it adds to, by up to half the machine epsilon of its size; over N
// steps that adds up to N eps / 2 at worst. Where the tolerance lies below that bound, a smaller
// one may only add steps: radau3 on Andrews' mechanism ended 1.9e-10 off at tol 1e-12 (21 436
// steps) and 3.3e-9 at 1e-13 (46 170), on the pendulum 2.5e-12 at 1e-13 and 1.7e-11 at 1e-14
// (twice the steps); Lobatto IIIA on the two-link robot 5.1e-15 at 1e-12 and 2.5e-11 at 1e-13.
// It is a bound, not an estimate: the implicit Runge-Kutta methods add their increments with
// compensated summation, and radau5 on the robot ends 6.7e-16 off at tol 1e-13 (bound 4.2e-13),
// on the damped oscillator 6.8e-16 at 1e-14 (bound 3.6e-12). Where the global error lies far
// above the bound, refining still helps (IDA on the pendulum: 4.1e-10 at tol 1e-12, 3.8e-11 at
// 1e-13), so the run warns and the step control is not held at the bound: held there, such a
// run ends far worse than one that refines (radau3 on the pendulum: 2.5e-12 off at tol 1e-13 in
// 207 238 steps; at 6e-12, about the tolerance it would be held at, 3.3e-10).
void warnAccumulatedRoundOff(double tol, RunStats& stats) {
    const double bound = 0.5 * std::numeric_limits<double>::epsilon() * double(stats.steps);
    if (!(bound > tol)) return;
    stats.warnings.push_back(
        localized("core", "the tolerance %1 is below the round-off that %2 steps can accumulate "
                          "(up to %3 of the state's size): the result may be less accurate than "
                          "the tolerance asks, and a smaller tolerance may only add steps; compare "
                          "with a run at a looser tolerance")
            .arg(formatBrief(tol))
            .arg(stats.steps)
            .arg(formatBrief(bound)));
}

// A method whose estimate is of its own order (step doubling, implicit Euler, IDA's BDF) holds
// each step's error to the tolerance; over N steps those errors add up, and the result keeps
// what the motion does not damp. Implicit Euler on the two-link robot at tol 1e-4, 1e-6 and 1e-8
// ended 0.18, 0.020 and 0.0020 off (1 800 to 200 000 times the tolerance: with an order-1 method
// the error falls only like the square root of the tolerance); IDA on the rolling disc and the
// slider-crank at tol 1e-6 2 400 to 3 800 times; every run `ok` and unwarned. The sum of the
// estimates is what the run knows of this, and it is no estimate of the result's error: where
// the motion damps the errors (Andrews' mechanism, IDA at tol 1e-6: sum 3.1e-4, result 2.0e-5
// off) it lies above, where it amplifies them (the rolling disc: 2.3e-4, 3.8e-3) below. Above
// 100 times the tolerance it is reported, with a comparison run as the way to know.
void warnAccumulatedStepErrors(double tol, double errorSum, RunStats& stats) {
    if (!(errorSum > 100.0)) return;
    stats.warnings.push_back(
        localized("core", "the tolerance %1 holds the error of each step, not of the result: "
                          "the estimated errors of these %2 steps add up to %3 of the state's "
                          "size (%4 times the tolerance), and how much of that the result keeps "
                          "depends on the motion (it damps some errors and amplifies others); "
                          "compare with a run at a smaller tolerance")
            .arg(formatBrief(tol))
            .arg(stats.steps)
            .arg(formatBrief(errorSum * tol))
            .arg((long long)std::llround(errorSum)));
}

// HEM4, HEM3 and RK4 at their default step 0.01 on the rolling disc's Experiment 2.4 ended 0.11,
// 0.67 and 0.25 off (relative, at the reference times) without a word; sampled, 0.015, 0.029
// and 0.025 warn.
void StepErrorSampler::add(const VectorXd& q, const VectorXd& v, const VectorXd& qh,
                           const VectorXd& vh) {
    const double eq =
        (q - qh).lpNorm<Eigen::Infinity>() / std::max(1.0, qh.lpNorm<Eigen::Infinity>());
    // (A linear DAE's state is all in q: v is empty.)
    const double ev = v.size() == 0 ? 0.0
                                    : (v - vh).lpNorm<Eigen::Infinity>() /
                                          std::max(1.0, vh.lpNorm<Eigen::Infinity>());
    const double e = m_factor * std::max(eq, ev);
    if (!std::isfinite(e)) return;
    m_sampled += e;
    ++m_samples;
}

double StepErrorSampler::sum() const {
    return m_samples == 0 ? 0.0 : m_sampled / double(m_samples) * double(m_steps);
}

void StepErrorSampler::warn(RunStats& stats) const {
    const double total = sum();
    if (total <= kWarning) return;
    stats.warnings.push_back(
        localized("core", "the steps' local errors, estimated by step doubling at every %1th "
                          "step, add up to %2 of the state's size over the run, and how much of "
                          "that the result keeps depends on the motion (fixed steps have no error "
                          "control); compare with a run at a smaller step")
            .arg(kEvery)
            .arg(formatBrief(total)));
}

RunOutcome drive(SteppingScheme& scheme, const StepControl& c, double t0, double tEnd,
                 StepObserver& observer, const CancelToken& cancel) {
    const RunClock clock;
    RunOutcome out;
    double t = t0;
    auto finish = [&](Status status) {
        scheme.addStats(out.stats);
        return clock.outcome(std::move(status), out.stats);
    };
    auto stop = [&](Status status) {
        scheme.abandon(observer);
        return finish(std::move(status));
    };

    if (Status s = checkEndTime(t0, tEnd); !s.ok()) return finish(s);
    if (!(c.step > 0.0) || !std::isfinite(c.step))
        return finish(
            Status::failure(StatusCode::InvalidSettings, t0,
                            localized("core", "the step size must be a positive number")));
    if (c.adaptive && (!(c.tol > 0.0) || !std::isfinite(c.tol)))
        return finish(
            Status::failure(StatusCode::InvalidSettings, t0,
                            localized("core", "the tolerance must be a positive number")));
    const bool wholeInterval = c.adaptive || tEnd - t0 < c.step;
    if (Status s = checkTimeResolution(t0, tEnd, wholeInterval ? tEnd - t0 : c.step, wholeInterval);
        !s.ok())
        return finish(s);
    if (Status s = scheme.begin(t0, observer); !s.ok()) return stop(s);

    if (!c.adaptive && !c.grid.empty()) {
        for (std::size_t k = 0; k + 1 < c.grid.size(); ++k) {
            if (cancel.cancelled()) return stop(Status::failure(StatusCode::Cancelled, t, ""));
            const double t1 = c.grid[k + 1];
            double h = t1 - t;
            if (Status s = scheme.prepare(t, h, false); !s.ok()) return stop(s);
            const Attempt a = scheme.attempt(t, h);
            if (!a.status.ok()) return stop(a.status);
            if (Status s = scheme.accept(t, h, t1, observer); !s.ok()) return stop(s);
            t = t1;
            ++out.stats.steps;
        }
        if (Status s = scheme.end(t, observer); !s.ok()) return finish(s);
        return finish({});
    }
    if (!c.adaptive) {
        // Uniform steps that end exactly at tEnd; or steps of exactly c.step, the last one
        // shortened (a step that differs from c.step by round-off only keeps it).
        const double span = tEnd - t0;
        const long long count =
            c.exactStep ? 0 : std::max(1LL, (long long)std::ceil(span / c.step - 1e-9));
        const double uniform = c.exactStep ? c.step : span / double(count);
        for (long long k = 0; c.exactStep ? t < tEnd : k < count; ++k) {
            if (cancel.cancelled()) return stop(Status::failure(StatusCode::Cancelled, t, ""));
            double h = uniform;
            const double rest = tEnd - t;
            if (c.exactStep && rest <= c.step * (1.0 + 1e-10) &&
                std::abs(rest - c.step) > 1e-12 * c.step)
                h = rest;
            if (Status s = scheme.prepare(t, h, false); !s.ok()) return stop(s);
            const Attempt a = scheme.attempt(t, h);
            if (!a.status.ok()) return stop(a.status);
            const bool last = c.exactStep ? rest <= h * (1.0 + 1e-12) : k + 1 == count;
            const double t1 = last ? tEnd : t0 + double(k + 1) * h;
            if (Status s = scheme.accept(t, h, t1, observer); !s.ok()) return stop(s);
            t = t1;
            ++out.stats.steps;
        }
        if (Status s = scheme.end(t, observer); !s.ok()) return finish(s);
        RunOutcome done = finish({});
        if (c.schemeWarnings) scheme.addWarnings(done.stats);
        return done;
    }

    double h = std::min(c.step, tEnd - t0);
    bool rejectedLast = false;
    double errorSum = 0.0; // the accepted steps' error estimates, in units of the tolerance
    // The next stop time after t: a step that would pass it (or end within 1 % of its length
    // before it) is shortened or stretched to end on it, and the step after continues with the
    // length the controller had chosen. The end time is met the same way. Where a step would end
    // less than half its length before a stop time or the end time, the distance left is split
    // into two equal steps instead: otherwise the remainder can be a sliver (the pendulum with
    // radau5 at tol 1e-8: a last step of 5.6e-4 after one of 1.1e-2), on which the Newton
    // iteration of an index-3 formulation works near round-off (its constraint rows scale like
    // 1/h^2).
    auto nextStop = std::upper_bound(c.stopTimes.begin(), c.stopTimes.end(), t0);
    while (t < tEnd) {
        if (cancel.cancelled()) return stop(Status::failure(StatusCode::Cancelled, t, ""));
        if (Status s = scheme.prepare(t, h, true); !s.ok()) return stop(s);
        const double hMin =
            16.0 * std::numeric_limits<double>::epsilon() * std::max(1.0, std::abs(t));
        // With a tolerance within a thousand units of round-off, steps that shrink to nothing
        // meet the limit of double precision, not a singularity: radau5 on the Foucault pendulum
        // at tol 1e-14 (the rod's l^2 = 4 489 m^2 puts g's round-off near 1e-12) failed its error
        // test 106 times down to h = 3.5e-15 at t = 0.004, told that the solution may be singular
        // or very stiff there. It says what IDA says in that case.
        if (!(h >= hMin))
            return stop(
                c.tol <= kRoundOffTolerance
                    ? Status::failure(
                          StatusCode::AccuracyLimit, t,
                          localized("core",
                                    "the steps shrank to h = %1 with a tolerance of %2, within a "
                                    "thousand units of round-off: round-off decides the error "
                                    "test at this accuracy")
                              .arg(formatBrief(h))
                              .arg(formatNumber(c.tol)))
                    : Status::failure(StatusCode::StepTooSmall, t,
                                      "h = " + formatBrief(h) + " " + scheme.tooSmallHint(c)));
        const bool toStop = nextStop != c.stopTimes.end() && *nextStop < tEnd;
        const double target = toStop ? *nextStop : tEnd;
        const bool last = !toStop && (t + 1.01 * h >= tEnd || t + h >= tEnd * (1.0 - 1e-15));
        if (last) h = tEnd - t;
        const double chosen = h;
        const bool atStop = toStop && t + 1.01 * h >= *nextStop;
        if (atStop) h = *nextStop - t;
        if (!last && !atStop && t + 1.5 * h > target) h = 0.5 * (target - t);
        // The step is rounded to the spacing of the time values near t, so that t + h is exact
        // and the step covers the time it advances. Otherwise each step of a kept length gains
        // or loses the same fraction of that spacing: radau5 on the two-link robot ended 1.0e-13
        // off at tol 1e-14 (6 670 steps), more than at 1e-12 (2.2e-14, 2 112 steps); rounded,
        // 2.2e-16 and 1.0e-14.
        if (!last && !atStop) h = (t + h) - t;
        const Attempt a = scheme.attempt(t, h);
        if (!a.status.ok()) {
            if (!(a.retryFactor > 0.0)) return stop(a.status);
            ++out.stats.rejected;
            ++out.stats.convergenceFailures;
            h *= a.retryFactor;
            rejectedLast = true;
            continue;
        }
        double factor = 1.0;
        if (a.error) {
            const double err = *a.error;
            if (!(err <= 1.0)) {
                ++out.stats.rejected;
                ++out.stats.errorTestFailures;
                h *= std::isfinite(err) ? std::max(0.2, 0.9 * std::pow(err, -1.0 / c.exponent))
                                        : 0.25;
                rejectedLast = true;
                continue;
            }
            factor =
                std::min(rejectedLast ? 1.0 : c.maxGrowth,
                         std::max(0.2, 0.9 * std::pow(std::max(err, 1e-10), -1.0 / c.exponent)));
            errorSum += err;
        }
        const double t1 = last ? tEnd : atStop ? *nextStop : t + h;
        if (Status s = scheme.accept(t, h, t1, observer); !s.ok()) return stop(s);
        t = t1;
        ++out.stats.steps;
        h = scheme.nextStep(h, atStop && factor >= 1.0 ? std::max(chosen, h * factor) : h * factor);
        if (atStop) ++nextStop;
        rejectedLast = false;
    }
    if (Status s = scheme.end(t, observer); !s.ok()) return finish(s);
    RunOutcome done = finish({});
    scheme.addWarnings(done.stats);
    warnAccumulatedRoundOff(c.tol, done.stats);
    if (c.estimateIsStepError) warnAccumulatedStepErrors(c.tol, errorSum, done.stats);
    return done;
}

} // namespace mechlab::core
