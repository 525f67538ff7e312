#pragma once

// Divergence detection shared by every integrator: an observer placed after the recorder watches
// each accepted point — a value that is not finite, a constraint residual (|g|, |G v + g_t|,
// |A v + b|) or a relative energy drift beyond the run's limits, a step below its floor — and,
// when one trips, stops the
// run through its cancel token (checked by every integrator between steps) and keeps the status
// that names t and the cause. The points recorded up to there stay.

#include "base/Run.h"
#include "model/Model.h"
#include "record/Trajectory.h"

#include <limits>
#include <optional>

namespace mechlab::core {

/// Limits of a run (infinite, or a zero floor: none).
struct DivergenceLimits {
    double maxResidual = std::numeric_limits<double>::infinity();
    double maxEnergyDrift = std::numeric_limits<double>::infinity();
    /// Step-size floor: the run stops ("step-too-small") when two accepted points before the
    /// end lie closer than this (an adaptive method grinding on a stiff model, say).
    double minStep = 0.0;
};

class DivergenceGuard final : public StepObserver {
public:
    /// `recorded` is the recorder's trajectory (its last row is the point being reported).
    DivergenceGuard(const Model& model, const Trajectory& recorded, DivergenceLimits limits,
                    double tEnd, CancelToken& stop);

    void onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                const Eigen::VectorXd& lambda) override;

    /// The status of the first limit passed, if any.
    const std::optional<Status>& tripped() const { return m_tripped; }

private:
    void trip(Status status);

    const Model& m_model;
    const Trajectory& m_recorded;
    DivergenceLimits m_limits;
    double m_tEnd;
    CancelToken& m_stop;
    double m_lastT = std::numeric_limits<double>::quiet_NaN();
    int m_energy = -1, m_drift = -1;
    std::vector<std::pair<int, const char*>> m_residuals; // column, its name
    std::optional<Status> m_tripped;
};

} // namespace mechlab::core
