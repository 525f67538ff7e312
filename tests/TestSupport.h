#pragma once

// Helpers shared by the test suites: presets as compiled models, one-call runs, order estimates.

#include "integrate/Simulation.h"
#include "model/Model.h"

#include <map>
#include <memory>
#include <string>

namespace mechlab::test {

/// A preset compiled (fails the test through QVERIFY in the caller if it does not compile).
core::Model presetModel(const std::string& id);
/// A preset with some parameters changed.
core::Model presetModel(const std::string& id, const std::map<std::string, double>& parameters);

struct Run {
    core::SimulationResult result;
    std::unique_ptr<core::Recorder> recorder;
    const core::RunSummary& summary() const { return recorder->summary(); }
};

Run runMethod(const core::Model& model, const std::string& method,
              const std::map<std::string, std::string>& settings, double tEnd);

/// log2(e_coarse / e_fine): the observed order of a halving of the step.
double observedOrder(double errorCoarse, double errorFine);

/// Shortest text of a double ("0.01"), for settings maps.
std::string text(double v);

} // namespace mechlab::test
