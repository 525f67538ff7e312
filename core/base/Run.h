#pragma once

// What a run is given and what it reports, shared by every layer above: the observer of solution
// points, the cancel token, the request and the statistics.

#include "base/Settings.h"
#include "base/Status.h"

#include <Eigen/Core>
#include <atomic>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace mechlab::core {

/// Receives every accepted solution point (t, q, v, lambda), in increasing t.
class StepObserver {
public:
    virtual ~StepObserver() = default;
    virtual void onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                        const Eigen::VectorXd& lambda) = 0;
    /// Every point of the solution has been reported and the run still has work to do that
    /// reports none (its global-error check's second solution): a live display can show the
    /// whole result now. Not called when nothing follows the last point (the run's end says it).
    virtual void onSolutionComplete() {}
};

/// Passes every point to `first`, then to `second` (if given): a recorder and a live display.
class FanoutObserver final : public StepObserver {
public:
    FanoutObserver(StepObserver& first, StepObserver* second) : m_first(first), m_second(second) {}
    void onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                const Eigen::VectorXd& lambda) override {
        m_first.onStep(t, q, v, lambda);
        if (m_second) m_second->onStep(t, q, v, lambda);
    }
    void onSolutionComplete() override {
        m_first.onSolutionComplete();
        if (m_second) m_second->onSolutionComplete();
    }

private:
    StepObserver& m_first;
    StepObserver* m_second;
};

/// Set from any thread; integrators check it between steps. A token made with a parent is also
/// cancelled when the parent is (a run's own stop signal under the user's Stop).
class CancelToken {
public:
    CancelToken() = default;
    explicit CancelToken(const CancelToken* parent) : m_parent(parent) {}
    void cancel() { m_flag.store(true, std::memory_order_relaxed); }
    void reset() { m_flag.store(false, std::memory_order_relaxed); }
    bool cancelled() const {
        return m_flag.load(std::memory_order_relaxed) || (m_parent && m_parent->cancelled());
    }

private:
    std::atomic<bool> m_flag{false};
    const CancelToken* m_parent = nullptr;
};

/// The work a run did.
struct RunStats {
    long long steps = 0;    // accepted steps
    long long rejected = 0; // rejected steps (adaptive modes)
    long long rhsEvals = 0; // evaluations of M and f
    long long constraintEvals = 0;
    long long jacobianEvals = 0;
    long long linearSolves = 0;
    // Implicit methods: Newton iterations, evaluations of the Jacobian their Newton matrix is
    // built from, matrix factorizations, and the two kinds of rejected steps (error test failed,
    // Newton iteration failed).
    long long newtonIterations = 0;
    long long newtonJacobians = 0;
    long long factorizations = 0;
    long long errorTestFailures = 0;
    long long convergenceFailures = 0;
    double cpuSeconds = 0.0; // CPU time of the running thread
    // Variational integrators: the largest residual of the discrete constraint equations they
    // solve per step (NaN for the others, whose constraint residuals the recorder measures).
    double discreteResidual = std::numeric_limits<double>::quiet_NaN();
    // What a run that finished found doubtful about its own result: each names the time, the
    // quantity and what to try. A run with warnings still has status ok; it is not silent.
    std::vector<std::string> warnings;
};

struct RunOutcome {
    Status status;
    RunStats stats;
};

struct RunRequest {
    double tEnd = 0.0;
    Settings settings;
    /// Times inside (t0, tEnd), increasing, that an adaptive run lands on exactly (reference
    /// times): the step before each is shortened to end there.
    std::vector<double> stopTimes;
};

/// The check every integrator makes first: the end time must be finite and after the start.
inline Status checkEndTime(double tStart, double tEnd) {
    if (tEnd > tStart && std::isfinite(tEnd)) return {};
    return Status::failure(StatusCode::InvalidSettings, tStart,
                           "the end time must be a finite number after the start time");
}

} // namespace mechlab::core
