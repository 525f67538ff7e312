#pragma once

// The list of every integrator: the CLI's --method names, the GUI's method list and the test
// suites all read it, so a method appears everywhere by being registered here once.

#include "integrate/Integrator.h"
#include "linear/LinearSolvers.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace mechlab::core {

/// A method's solver for linear DAE models E x' = A x + f(t), with its own settings.
struct LinearSupport {
    std::vector<SettingSpec> settings;
    std::function<std::unique_ptr<LinearDaeIntegrator>()> create;
    std::string note; // what the method does with linear DAEs, for tooltips and list-methods
};

struct MethodEntry {
    MethodInfo info;
    std::function<std::unique_ptr<Integrator>()> create;
    LinearSupport linear = {}; // no `create`: the method does not solve linear DAE models
    bool solvesLinearDae() const { return bool(linear.create); }
};

const std::vector<MethodEntry>& methodRegistry();
const MethodEntry* findMethod(const std::string& id);
/// The setting `key` of the method (null when it has none by that name).
const SettingSpec* findSetting(const MethodEntry& entry, const std::string& key);

} // namespace mechlab::core
