#pragma once

// A global-error estimate for the adaptive implicit Runge-Kutta methods (Radau IIA, Lobatto IIIA,
// the midpoint rule, implicit Euler). Their step-size control holds each step's (embedded,
// lower-order) error estimate to the tolerance, which says nothing of the error the result has
// accumulated: radau5 at tol 1e-6 on a four-bar linkage over a dozen crank turns ended 1.9e-3 off,
// `ok`. Once such a run has finished, a second solution with the same method takes each of the
// run's steps as two halves (fixed steps over the same grid, so it costs about twice the run);
// with global errors e_h ≈ C h^p, the difference of the two solutions at the run's points is
// (1 - 2^-p) e_h, so the difference over (1 - 2^-p) estimates the run's own error there
// (Richardson extrapolation; Hairer, Nørsett & Wanner, Solving ODEs I, 2nd ed. 1993, II.4).
// With order reduction (index-3 positions and velocities) the true p is lower; the estimate is
// then low by at most a factor of 2 (p = 1). The run warns when the estimate passes 10 times the
// tolerance (docs/methods/implicit-rk-and-linear-dae.md, "Global error").

#include "base/Run.h"
#include "integrate/StepDriver.h"

#include <functional>
#include <string>
#include <vector>

namespace mechlab::core {

/// The estimate's verdict is given above this many tolerances.
inline constexpr double kGlobalErrorWarning = 10.0;
/// Models of more unknowns (coordinates and multipliers) are not checked: the second solution
/// would double the time of runs whose step is dominated by linear algebra.
inline constexpr int kGlobalErrorUnknowns = 200;
/// The numbers of the path kept for the check, at most (32 MB).
inline constexpr std::size_t kGlobalErrorValues = 4'000'000;

/// Passes every point on to the run's observer and keeps t, q and v of each, for the second
/// solution; stops keeping (and the check is then skipped, with a warning) beyond `maxValues`
/// numbers.
class PathKeeper final : public StepObserver {
public:
    PathKeeper(StepObserver& next, std::size_t maxValues) : m_next(next), m_maxValues(maxValues) {}
    void onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                const Eigen::VectorXd& lambda) override;
    bool complete() const { return !m_overflow; }
    const std::vector<double>& times() const { return m_t; }
    /// Positions and velocities at times()[k], one after the other.
    const double* state(std::size_t k) const { return m_states.data() + k * m_width; }
    std::size_t width() const { return m_width; }

private:
    StepObserver& m_next;
    std::size_t m_maxValues;
    std::size_t m_width = 0;
    bool m_overflow = false;
    std::vector<double> m_t;
    std::vector<double> m_states;
};

/// What the second solution found.
struct GlobalErrorEstimate {
    Status status;      // of the second solution (not ok: no estimate)
    double error = 0.0; // max over the run's points, relative to the state's size max(1, |y|)
    double at = 0.0;    // where it is largest
    double cpuSeconds = 0.0;
};

/// Runs `second` (the method with fixed steps over the given grid, reporting to the observer)
/// over `path`'s steps halved and compares it with `path` at its points; `order` is the
/// method's classical order.
GlobalErrorEstimate
estimateGlobalError(const PathKeeper& path, int order,
                    const std::function<RunOutcome(const StepControl&, StepObserver&)>& second);

/// Adds the estimate's warning to `stats` (above kGlobalErrorWarning tolerances, or when the
/// check could not be made), and its CPU time.
void reportGlobalError(const GlobalErrorEstimate& estimate, double tol, int order, RunStats& stats);

} // namespace mechlab::core
