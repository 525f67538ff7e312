#pragma once

// A model of either kind — mechanical (M, f, g, A, b) or linear DAE (E x' = A x + f) — behind
// one interface, so that the front ends (CLI, window) compile, run, record, report and check a
// model without asking which kind it is. Each operation dispatches to the kind's own code
// (simulate/simulateLinear, Recorder/LinearRecorder, checkModel/checkLinearDae).

#include "linear/LinearDae.h"
#include "model/Model.h"
#include "run/LinearRun.h"
#include "run/Registry.h"
#include "run/RunReport.h"

#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace mechlab::core {

class RunRecording;

/// What "check model" tells a user before a run.
struct CheckReport {
    std::string text;         // the full report, several lines
    std::string headline;     // one line: the kind, the index, the consistency of the start
    bool finite = true;       // every quantity is finite at the start (else the check failed)
    bool consistent = false;  // the initial values lie on the constraints
    bool projectable = false; // inconsistent, and projectStart() can repair that
};

/// Initial values moved onto the constraints (mechanical: M-orthogonal projection of q0, v0;
/// linear DAE: the value x0 jumps to at t0).
struct ProjectedStart {
    std::vector<double> positions;                 // q0, or x0
    std::optional<std::vector<double>> velocities; // v0 (mechanical models only)
    std::string text;                              // the values, for the CLI
};

class AnyModel {
public:
    AnyModel(Model model) : m_model(std::move(model)) {}
    AnyModel(LinearDaeModel model) : m_model(std::move(model)) {}

    ModelKind kind() const;
    bool isLinearDae() const { return kind() == ModelKind::LinearDae; }
    /// The model of its kind (null when it is of the other kind).
    const Model* mechanical() const { return std::get_if<Model>(&m_model); }
    const LinearDaeModel* linearDae() const { return std::get_if<LinearDaeModel>(&m_model); }

    const ModelSpec& spec() const;
    const std::string& name() const { return spec().name; }
    int parameterCount() const { return int(parameterValues().size()); }
    const std::vector<double>& parameterValues() const;
    std::optional<int> parameterIndex(const std::string& name) const;
    AnyModel withParameters(std::vector<double> values) const;

    /// The method a run uses when none is named: the model's recommendation, else the kind's
    /// default (hem4, radau5).
    std::string defaultMethod() const;
    /// Why `id` cannot run this model (unknown, or not for this kind); nothing when it can.
    std::optional<std::string> methodError(const std::string& id) const;
    /// Why no method can run this model (a linear DAE with a singular pencil); nothing if none.
    std::optional<std::string> unsolvable() const;

    /// The columns a run records (an empty trajectory).
    Trajectory columns() const;
    /// Runs the model; every accepted point goes to `recording` and then to `extra`.
    SimulationResult simulate(const SimulationRequest& request, RunRecording& recording,
                              const CancelToken& cancel, StepObserver* extra = nullptr) const;
    /// The report of a run recorded by `recording`.
    RunReport report(const SimulationResult& result, const RunRecording& recording) const;

    /// Machine code for the model's formulas (model/NativeCode.h), now or in the background;
    /// false, with `why`, when the formulas stay interpreted.
    bool attachNativeCode(std::string* why = nullptr, const CancelToken* cancel = nullptr) const;
    void attachNativeCodeLater() const;

    /// "Check model", for the formulation `methodId` integrates (none: not reported).
    CheckReport check(const std::string& methodId = "") const;
    /// The initial values moved onto the constraints; nothing, with `error`, when that fails.
    std::optional<ProjectedStart> projectStart(std::string* error) const;

private:
    std::variant<Model, LinearDaeModel> m_model;
};

struct AnyModelCompileResult {
    std::optional<AnyModel> model;
    Diagnostics diagnostics;
    bool ok() const { return model.has_value(); }
};

/// Compiles a spec of either kind (ModelSpec::isLinearDae() decides).
AnyModelCompileResult compileAnyModel(const ModelSpec& spec);

/// Records a run of an AnyModel: the trajectory, and what its report needs.
class RunRecording final : public StepObserver {
public:
    /// At most `rowLimit` rows kept (Trajectory.h; 0: the default for the model's columns).
    explicit RunRecording(const AnyModel& model, std::size_t rowLimit = 0);

    void onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                const Eigen::VectorXd& lambda) override;
    const Trajectory& trajectory() const;
    Trajectory& trajectory();
    /// Whether the model's energy is conserved (record/EnergyBalance.h), probed once when the
    /// recording is made; nullopt for a linear DAE, which has no energy.
    std::optional<EnergyConservation> energyConservation() const;

private:
    friend class AnyModel;
    std::variant<std::unique_ptr<Recorder>, std::unique_ptr<LinearRecorder>> m_recorder;
};

} // namespace mechlab::core
