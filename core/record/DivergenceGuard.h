#pragma once

// Divergence detection shared by every integrator: an observer placed after the recorder watches
// each accepted point — a value that is not finite, a position or velocity beyond the bound the
// model's scales allow (kStateGrowth times the initial state's size and the interval's square), a
// constraint residual (|g|, |G v + g_t|, |A v + b|), an energy drift (as EnergyRecord::drift
// defines it, for a model that conserves its energy) or the drift of a declared conserved quantity
// (InvariantRecord::drift) beyond the run's limits, a step below its
// floor — and, when one trips, stops the run through its cancel token (checked by every integrator
// between steps) and keeps the status that names t and the cause. The points recorded up to there
// stay.

#include "base/Run.h"
#include "model/Model.h"
#include "record/Recorder.h"
#include "record/Trajectory.h"

#include <limits>
#include <optional>

namespace mechlab::core {

/// A state beyond this many times max(1, |q0|, |v0|) * max(1, t_end - t0)^2 has diverged: a body
/// that falls freely for the whole interval stays far below it, a run whose state grew to 1e134
/// (ADM on a stiff spring) does not.
inline constexpr double kStateGrowth = 1e10;

/// Limits of a run (infinite, or a zero floor: none).
struct DivergenceLimits {
    double maxResidual = std::numeric_limits<double>::infinity();
    /// On EnergyRecord::drift(): relative to |E0| or absolute, by the energy's scale so far;
    /// not applied to a model whose energy is not conserved.
    double maxEnergyDrift = std::numeric_limits<double>::infinity();
    /// On InvariantRecord::drift() (relative to the quantity's size), for each conserved
    /// quantity the model declares.
    double maxInvariantDrift = std::numeric_limits<double>::infinity();
    /// Step-size floor: the run stops ("step-too-small") when two accepted points before the
    /// end lie closer than this (an adaptive method grinding on a stiff model, say).
    double minStep = 0.0;
};

class DivergenceGuard final : public StepObserver {
public:
    /// `recorder` has just recorded the point being reported (the guard is placed after it).
    DivergenceGuard(const Model& model, const Recorder& recorder, DivergenceLimits limits,
                    double tEnd, CancelToken& stop);

    void onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                const Eigen::VectorXd& lambda) override;

    /// The status of the first limit passed, if any.
    const std::optional<Status>& tripped() const { return m_tripped; }

private:
    void trip(Status status);

    const Model& m_model;
    const Trajectory& m_recorded;
    const RunSummary& m_summary;
    std::string m_energyUnit;
    DivergenceLimits m_limits;
    double m_tEnd;
    CancelToken& m_stop;
    double m_lastT = std::numeric_limits<double>::quiet_NaN();
    double m_stateBound = std::numeric_limits<double>::infinity();
    int m_energy = -1;
    std::vector<std::pair<int, const char*>> m_residuals; // column, its name
    std::optional<Status> m_tripped;
};

} // namespace mechlab::core
