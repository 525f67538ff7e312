#include "integrate/Simulation.h"

#include "integrate/Registry.h"

#include <algorithm>
#include <cmath>

namespace mechlab::core {

namespace {

class Fanout final : public StepObserver {
public:
    Fanout(StepObserver& first, StepObserver* second) : m_first(first), m_second(second) {}
    void onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                const Eigen::VectorXd& lambda) override {
        m_first.onStep(t, q, v, lambda);
        if (m_second) m_second->onStep(t, q, v, lambda);
    }

private:
    StepObserver& m_first;
    StepObserver* m_second;
};

} // namespace

SimulationResult simulate(const Model& model, const SimulationRequest& request, Recorder& recorder,
                          const CancelToken& cancel, StepObserver* extra) {
    SimulationResult result;
    const ModelSpec& spec = model.spec();
    result.method = !request.method.empty()           ? request.method
                    : !spec.recommendedMethod.empty() ? spec.recommendedMethod
                                                      : "hem4";
    result.tEnd = std::isnan(request.tEnd) ? model.tEnd() : request.tEnd;
    const MethodEntry* entry = findMethod(result.method);
    if (!entry) {
        std::string known;
        for (const auto& e : methodRegistry()) known += (known.empty() ? "" : ", ") + e.info.id;
        result.status =
            Status::failure(StatusCode::InvalidSettings, std::nan(""),
                            "unknown method '" + result.method + "' (available: " + known + ")");
        return result;
    }
    if (model.velocityConstraintCount() > 0 && !entry->info.nonholonomic) {
        std::string able;
        for (const auto& e : methodRegistry())
            if (e.info.nonholonomic) able += (able.empty() ? "" : ", ") + e.info.id;
        result.status = Status::failure(
            StatusCode::InvalidSettings, std::nan(""),
            entry->info.id + " does not handle velocity constraints A v + b = 0 (this model has " +
                std::to_string(model.velocityConstraintCount()) + "); use one of: " + able);
        return result;
    }
    // The model's recommended settings apply to its recommended method only.
    std::map<std::string, std::string> values;
    if (result.method == spec.recommendedMethod) values = spec.recommendedSettings;
    for (const auto& [k, v] : request.settings) values[k] = v;
    // A tolerance given by the caller switches to adaptive steps; a step given by the caller
    // switches to fixed steps, whatever the recommendation said.
    const auto& schema = entry->info.settings;
    const bool hasTol = std::any_of(schema.begin(), schema.end(),
                                    [](const SettingSpec& spec) { return spec.key == "tol"; });
    if (hasTol && request.settings.count("step") && !request.settings.count("tol"))
        values["tol"] = "";
    if (auto error = Settings::validate(entry->info.settings, values)) {
        result.status = Status::failure(StatusCode::InvalidSettings, std::nan(""), *error);
        return result;
    }
    RunRequest run;
    run.tEnd = result.tEnd;
    run.settings = Settings(entry->info.settings, values);
    result.settingsText = run.settings.describe();
    Fanout observer(recorder, extra);
    RunOutcome outcome = entry->create()->run(model, run, observer, cancel);
    result.status = outcome.status;
    result.stats = outcome.stats;
    return result;
}

} // namespace mechlab::core
