#pragma once

// The one interface every integrator of mechanical models implements, and how the registry
// describes it. Integrators read the model through the system view (system/MechanicalSystem.h).

#include "base/Run.h"
#include "base/Settings.h"

#include <memory>
#include <string>
#include <vector>

namespace mechlab::core {

class Model;

/// Identity and capabilities of a method, as listed by the registry.
struct MethodInfo {
    std::string id;          // "hem4": the CLI name
    std::string name;        // "HEM4 (half-explicit Runge-Kutta, order 4)"
    std::string description; // one line for tooltips and `list-methods`
    int order = 0;
    std::string formulation; // "index 2 (velocity constraints)", ...
    int index = 0;           // differentiation index of the formulation it integrates
    bool nonholonomic = false;
    bool stiff = false; // suits stiff models (L-stable or BDF): named when a model proves stiff
    std::vector<SettingSpec> settings;
};

class Integrator {
public:
    virtual ~Integrator() = default;
    /// Integrates the model from its start time and initial values up to request.tEnd. Reports
    /// the initial point and every accepted step to `observer`. Never throws.
    virtual RunOutcome run(const Model& model, const RunRequest& request, StepObserver& observer,
                           const CancelToken& cancel) = 0;
};

} // namespace mechlab::core
