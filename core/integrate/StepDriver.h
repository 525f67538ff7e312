#pragma once

// The one stepping loop of mechlab. A method is a scheme that attempts a step and, when told,
// accepts it (the split of Boost.Odeint's controlled steppers: try_step, then the integrate
// loop); the driver owns everything around it: the end-time and settings checks, the uniform
// grid of fixed steps ending exactly at t_end, the adaptive step-size controller, the smallest
// step, cancellation, the statistics and the CPU time. The projection policy is parsed here once
// and applied by a Projector that the schemes call where their method projects.

#include "base/Run.h"
#include "system/Constrained.h"
#include "system/MechanicalSystem.h"

#include <cmath>
#include <optional>
#include <string>

namespace mechlab::core {

enum class Projection { Off, Velocity, PositionAndVelocity };

/// The "projection" setting: "off", "velocity" or "on" (positions, then velocities).
Projection parseProjection(const Settings& settings);

/// Projects (q, v) onto the constraints after every N-th call (the "projection" and
/// "project_every" settings).
class Projector {
public:
    explicit Projector(Projection mode = Projection::Off, int every = 1)
        : m_mode(mode), m_every(every < 1 ? 1 : every) {}
    Projection mode() const { return m_mode; }
    /// Counts one call; on every N-th, projects positions (mode "on") and velocities at t.
    Status apply(MechanicalSystem& sys, double t, VectorXd& q, VectorXd& v);
    /// The calls counted so far, and a count to go on from (a schedule interrupted and resumed).
    int calls() const { return m_calls; }
    void setCalls(int calls) { m_calls = calls; }

private:
    Projection m_mode;
    int m_every;
    int m_calls = 0;
    ConstrainedWorkspace m_ws;
};

/// What an attempted step tells the driver.
struct Attempt {
    Status status;
    /// Scaled error estimate of the step (accepted when <= 1; NaN or infinite: rejected);
    /// nothing for methods without one (fixed steps, series segments).
    std::optional<double> error;
    /// A failed step that a smaller one may cure (adaptive mode only): the step is multiplied by
    /// this factor and retried. 0: the failure ends the run.
    double retryFactor = 0.0;

    static Attempt done(std::optional<double> error = std::nullopt) { return {{}, error, 0.0}; }
    static Attempt failed(Status s, double retryFactor = 0.0) {
        return {std::move(s), std::nullopt, retryFactor};
    }
};

/// How the driver chooses steps.
struct StepControl {
    bool adaptive = false;
    double step = 1e-2; // the fixed step, or the first step of an adaptive run
    double tol = 0.0;   // adaptive: the tolerance (checked, and named in messages)
    /// Fixed steps of exactly `step`, the last one shortened to land on t_end (a linear DAE's
    /// stage matrix depends on h); otherwise the interval is divided into equal steps.
    bool exactStep = false;
    /// Adaptive: the new step is h * min(growth, max(0.2, 0.9 err^(-1/exponent))), where
    /// exponent = p + 1 for an error estimate of order p; the growth is 1 after a rejection.
    double exponent = 5.0;
    double maxGrowth = 2.0;
    /// Adaptive: times (increasing) that steps land on exactly (RunRequest::stopTimes).
    std::vector<double> stopTimes;
    /// Adaptive: the error estimate is of the method's own order, so it measures the error each
    /// accepted step commits (step doubling, implicit Euler), not a lower-order formula's
    /// larger one; the run then warns when those errors add up far beyond the tolerance.
    bool estimateIsStepError = false;
    /// Fixed steps: when given, the steps go from each of these times to the next instead
    /// (increasing, from t0 to t_end): a second solution over another run's steps.
    std::vector<double> grid;
    /// Fixed steps: the scheme adds its warnings about the result (its sampled local errors,
    /// SteppingScheme::addWarnings); off where a second solution estimates the global error
    /// instead (GlobalError.h).
    bool schemeWarnings = true;
};

/// Reads "step" and "tol" (adaptive when a tolerance is given) for an estimate of order p.
StepControl stepControl(const Settings& settings, int estimateOrder, double maxGrowth = 2.0);

class SteppingScheme {
public:
    virtual ~SteppingScheme() = default;

    /// Sets up at the start point and reports it (or keeps it pending, see abandon()).
    virtual Status begin(double t0, StepObserver& observer) = 0;
    /// Called before each attempt from t: a method whose step length follows from its own
    /// expansion (series) computes it here and, in adaptive mode, may change h.
    virtual Status prepare(double t, double& h, bool adaptive);
    /// Attempts the step from t to t + h; the state changes only in accept().
    virtual Attempt attempt(double t, double h) = 0;
    /// Takes the attempted step: the new state belongs to t1 (t + h, or exactly t_end or a grid
    /// point) and is reported.
    virtual Status accept(double t, double h, double t1, StepObserver& observer) = 0;
    /// After the last step: reports what is still pending.
    virtual Status end(double t, StepObserver& observer);
    /// After a failure or a stop: reports the last point if it is still pending, so that the
    /// data reach the time of the failure.
    virtual void abandon(StepObserver& observer);
    /// The work counters of the method (evaluations, solves, Newton iterations, ...); the driver
    /// fills steps, rejections and CPU time.
    virtual void addStats(RunStats& stats) const = 0;
    /// After a run that finished: warnings about its result (the driver's own follow).
    virtual void addWarnings(RunStats& stats) const;
    /// Adaptive: the step to try after an accepted step of length h for which the controller
    /// proposes `proposed`; a scheme whose factorized matrices belong to h may keep it.
    virtual double nextStep(double h, double proposed) const;
    /// Words after "h = ..." when the adaptive step became too small.
    virtual std::string tooSmallHint(const StepControl& control);
};

/// Times far from 0 are coarse (near t = 1e16 neighbouring doubles are 2 apart, and steps of
/// 0.01 would leave t standing still): a failure unless `span` (a step, or with `interval` the
/// whole interval) covers at least 1000 spacings of the time values in [t0, tEnd].
Status checkTimeResolution(double t0, double tEnd, double span, bool interval);

/// Fixed steps have no error control. A fixed-step scheme asks due() once per step; every
/// kEvery-th step it also takes as two half steps (without projections) and reports the
/// difference of the results with add(): 2^p / (2^p - 1) times it estimates the full step's
/// local error (Richardson). The sampled mean times the steps taken estimates the errors' sum
/// over the run, which warn() reports above 1 % of the state's size (as the series methods'
/// fixed segments). The run continues from the full step, unchanged; the check costs 2 / kEvery
/// more steps of work.
class StepErrorSampler {
public:
    static constexpr long long kEvery = 64;
    static constexpr double kWarning = 1e-2;
    explicit StepErrorSampler(int order)
        : m_factor(std::pow(2.0, order) / (std::pow(2.0, order) - 1.0)) {}
    /// Counts a step; true for the steps to sample.
    bool due() { return m_steps++ % kEvery == 0; }
    /// The full step gave (q, v), the two half steps (qh, vh).
    void add(const VectorXd& q, const VectorXd& v, const VectorXd& qh, const VectorXd& vh);
    /// The estimated sum of the steps' local errors so far, relative to the state's size.
    double sum() const;
    void warn(RunStats& stats) const;

private:
    double m_factor;
    long long m_steps = 0, m_samples = 0;
    double m_sampled = 0.0;
};

/// Integrates from t0 to tEnd with the scheme. Never throws.
RunOutcome drive(SteppingScheme& scheme, const StepControl& control, double t0, double tEnd,
                 StepObserver& observer, const CancelToken& cancel);

/// The evaluation counters of a mechanical system, as run statistics.
void addEvaluations(RunStats& stats, const EvalCounters& counters);

/// Adaptive runs that finished: a warning when the tolerance lies below the round-off that the
/// accepted steps (stats.steps) can accumulate, half the machine epsilon of the state's size each.
void warnAccumulatedRoundOff(double tol, RunStats& stats);

/// Adaptive runs that finished, of a method whose estimate measures each step's error (step
/// doubling, implicit Euler, IDA): a warning when the estimated errors of the accepted steps
/// (their sum in units of the tolerance, `errorSum`) exceed 100 times the tolerance: the
/// tolerance holds each step, not the result.
void warnAccumulatedStepErrors(double tol, double errorSum, RunStats& stats);

} // namespace mechlab::core
