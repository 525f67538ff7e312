#pragma once

// Records every accepted step of a run into a Trajectory with the derived quantities
//   energy E (the model's energy formula, else 1/2 v^T M v + V),
//   abs_dE = |E - E0| (in the model's energy unit; see EnergyBalance.h for what it means),
//   abs_g  = max_j |g_j(q, t)|,  abs_Gv = max_j |(G v + g_t)_j| (holonomic constraints),
//   abs_Av_b = max_j |(A v + b)_j| (velocity constraints, when the model has them),
//   per conserved quantity the model declares (record/Invariants.h) its value, in the column of
//   its name, and |I - I0|, in abs_d and its name,
//   err_q, err_v, err_lambda = max-norm errors against the exact solution (where given),
// and keeps the run's summary figures up to date.

#include "base/Run.h"
#include "record/EnergyBalance.h"
#include "record/Invariants.h"
#include "record/Trajectory.h"
#include "system/MechanicalSystem.h"

#include <cmath>
#include <limits>

namespace mechlab::core {

struct RunSummary {
    double maxAbsG = 0.0, maxAbsGv = 0.0, maxAbsAvb = 0.0;
    EnergyRecord energy; // E0, the largest |E - E0|, the energy's scale, conserved or not
    std::vector<InvariantRecord> invariants; // per conserved quantity the model declares
    // The largest constraint violation as a fraction of the size of the state: max over the rows
    // j of |g_j| / |grad g_j| / max(1, |q|) and |(G v + g_t)_j| / |G_j| / max(1, |v|) (the
    // velocity constraints A v + b likewise), and the time it occurred.
    double maxViolation = 0.0;
    double tMaxViolation = std::numeric_limits<double>::quiet_NaN();
    bool hasErrorQ = false, hasErrorV = false, hasErrorLambda = false;
    double maxErrorQ = 0.0, maxErrorV = 0.0, maxErrorLambda = 0.0;
    double tFinal = std::numeric_limits<double>::quiet_NaN();
    Eigen::VectorXd qFinal, vFinal, lambdaFinal;
};

/// Accuracy of a run against the model's reference values at one reference time (or the worst
/// over several). The error of a component is mixed, relative with an absolute floor:
///
///     e_i = |x_i - r_i| / max(|r_i|, kFloor * max_j |r_j|),
///
/// the max over the components j of the same group (positions, velocities or multipliers) at
/// that time; a component whose reference is below 1e-4 of its group's largest (zero by symmetry,
/// or passing through zero at that instant) is measured against that floor instead of its own
/// round-off-sized value. scd = -log10(max_i e_i), significant correct digits (the Test Set for
/// IVP Solvers' scd, with the floor of its mixed-error variant taken relative to the group).
struct ReferenceErrors {
    static constexpr double kFloor = 1e-4;
    int count = 0; // reference times reached (0: the run did not reach this one as a step point)
    double t = std::numeric_limits<double>::quiet_NaN(); // the time, for one reference time
    double relErrorQ = 0.0, relErrorV = 0.0, relErrorLambda = 0.0;
    // The same errors weighed as the step control weighs them, |x_i - r_i| / (1 + |r_i|) (the
    // Test Set's mixed error, mescd, with atol = rtol): a component passing through zero does
    // not inflate it, as it inflates e_i above (a pendulum at x = 5e-4 of an amplitude 0.9 reads
    // 1.1 digits by scd for an absolute error of 4e-5, 4.4 by mescd).
    double mixedErrorQ = 0.0, mixedErrorV = 0.0, mixedErrorLambda = 0.0;
    // The reference values' own accuracy in the same measure (ReferenceSpec; 0: round-off).
    double accuracyQ = 0.0, accuracyV = 0.0, accuracyLambda = 0.0;
    bool hasV = false, hasLambda = false;
    static double scd(double relError) { return -std::log10(relError); }
    /// An error within kAtAccuracy times the reference's own accuracy: it measures the
    /// reference as much as the run, so the digits beyond cannot be counted.
    static constexpr double kAtAccuracy = 3.0;
    static bool atAccuracy(double relError, double accuracy) {
        return accuracy > 0.0 && relError <= kAtAccuracy * accuracy;
    }
    bool positionsAtAccuracy() const { return atAccuracy(relErrorQ, accuracyQ); }
    /// e_i above, for a component x with reference r in a group whose largest |r_j| is given.
    static double mixedError(double x, double r, double largest);
};

/// The errors at each reference time of `model` inside the recorded interval of `trajectory`
/// (recorded by a Recorder of that model), in the order of the model's reference list; a time
/// that is not a step point of the run has count 0.
std::vector<ReferenceErrors> referenceErrorsAt(const Model& model, const Trajectory& trajectory);
/// The worst of the reached ones (count = how many; t only when there is one).
ReferenceErrors worstReferenceErrors(const std::vector<ReferenceErrors>& each);

class Recorder final : public StepObserver {
public:
    explicit Recorder(const Model& model);

    /// The recorded columns of a model (an empty trajectory): t, q, v, the multipliers, energy,
    /// abs_dE, kinetic, the declared conserved quantities, abs_g, abs_Gv, abs_Av_b (with velocity
    /// constraints) and the error columns
    /// the exact solution allows.
    static Trajectory columns(const Model& model);

    void onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                const Eigen::VectorXd& lambda) override;
    /// The last point is recorded, however thinned the run (its row reaches the row sink).
    void onSolutionComplete() override { m_trajectory.flush(); }

    /// The record: at most defaultRowLimit() rows unless its limit is changed (Trajectory.h).
    const Trajectory& trajectory() const { return m_trajectory; }
    Trajectory& trajectory() { return m_trajectory; }
    const RunSummary& summary() const { return m_summary; }
    /// Errors against the model's reference values (Model::references()) over the recorded run:
    /// the largest over the reference times reached.
    ReferenceErrors referenceErrors() const;

private:
    MechanicalSystem m_sys;
    Trajectory m_trajectory;
    RunSummary m_summary;
    std::vector<double> m_row;
    std::vector<double> m_referenceTimes; // rows at these times are pinned
    Eigen::MatrixXd m_G;
    SparseMatrixD m_sparseG;
    Eigen::VectorXd m_g, m_gt, m_Gv, m_rowLengthSquared, m_qx, m_vx, m_lx;
};

} // namespace mechlab::core
