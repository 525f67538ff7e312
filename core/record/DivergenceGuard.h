#pragma once

// Divergence detection shared by every integrator: an observer placed after the recorder watches
// each accepted point — a value that is not finite, a constraint residual (|g|, |G v + g_t|,
// |A v + b|) or a relative energy drift beyond the run's limits — and, when one trips, stops the
// run through its cancel token (checked by every integrator between steps) and keeps the status
// that names t and the cause. The points recorded up to there stay.

#include "integrate/Integrator.h"
#include "record/Trajectory.h"

#include <limits>
#include <optional>

namespace mechlab::core {

/// Limits of a run (infinite: none).
struct DivergenceLimits {
    double maxResidual = std::numeric_limits<double>::infinity();
    double maxEnergyDrift = std::numeric_limits<double>::infinity();
};

class DivergenceGuard final : public StepObserver {
public:
    /// `recorded` is the recorder's trajectory (its last row is the point being reported).
    DivergenceGuard(const Model& model, const Trajectory& recorded, DivergenceLimits limits,
                    CancelToken& stop);

    void onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                const Eigen::VectorXd& lambda) override;

    /// The status of the first limit passed, if any.
    const std::optional<Status>& tripped() const { return m_tripped; }

private:
    void trip(Status status);

    const Model& m_model;
    const Trajectory& m_recorded;
    DivergenceLimits m_limits;
    CancelToken& m_stop;
    int m_drift = -1;
    std::vector<std::pair<int, const char*>> m_residuals; // column, its name
    std::optional<Status> m_tripped;
};

} // namespace mechlab::core
