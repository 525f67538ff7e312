#pragma once

// One run of a linear DAE model with a registered method (the linear-DAE counterpart of
// simulate()): checks that the pencil is regular, starts from the consistent value x(t0+) (the
// given x0 when it is consistent, else the value it jumps to) and records every accepted point
// next to the closed-form solution.

#include "linear/ClosedForm.h"
#include "linear/LinearDae.h"
#include "record/Trajectory.h"
#include "run/Simulation.h"

#include <optional>

namespace mechlab::core {

struct LinearRunSummary {
    double maxError = 0.0;           // max over the run of max_i |x_i - x_i,exact|
    bool closedFormConverged = true; // see LinearDaeSolution::converged()
    double tFinal = std::numeric_limits<double>::quiet_NaN();
    Eigen::VectorXd xFinal;
};

/// Records t, the unknowns, and for a regular pencil the closed-form solution (columns
/// "<name>_exact") and err_x = max_i |x_i - x_i,exact|.
class LinearRecorder final : public StepObserver {
public:
    explicit LinearRecorder(const LinearDaeModel& model);
    static Trajectory columns(const LinearDaeModel& model);

    void onStep(double t, const Eigen::VectorXd& x, const Eigen::VectorXd&,
                const Eigen::VectorXd&) override;

    /// The record: at most defaultRowLimit() rows unless its limit is changed (Trajectory.h).
    const Trajectory& trajectory() const { return m_trajectory; }
    Trajectory& trajectory() { return m_trajectory; }
    const LinearRunSummary& summary() const { return m_summary; }

private:
    std::optional<LinearDaeSolution> m_exact;
    Trajectory m_trajectory;
    LinearRunSummary m_summary;
    std::vector<double> m_row;
};

/// The methods that solve linear DAE models, as "radau5, radau3, ...".
std::string linearMethodList();

/// Why no method solves `model` (its pencil is not regular); nothing when it is solvable.
std::optional<std::string> unsolvable(const LinearDaeModel& model);

SimulationResult simulateLinear(const LinearDaeModel& model, const SimulationRequest& request,
                                LinearRecorder& recorder, const CancelToken& cancel,
                                StepObserver* extra = nullptr);

} // namespace mechlab::core
