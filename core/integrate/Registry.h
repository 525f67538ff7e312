#pragma once

// The list of every integrator: the CLI's --method names, the GUI's method list and the test
// suites all read it, so a method appears everywhere by being registered here once.

#include "integrate/Integrator.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace mechlab::core {

struct MethodEntry {
    MethodInfo info;
    std::function<std::unique_ptr<Integrator>()> create;
};

const std::vector<MethodEntry>& methodRegistry();
const MethodEntry* findMethod(const std::string& id);

} // namespace mechlab::core
