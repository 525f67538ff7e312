#pragma once

// Helpers shared by the test suites: presets as compiled models, one-call runs, order estimates.

#include "model/Model.h"
#include "run/Simulation.h"

#include <Eigen/Core>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace mechlab::test {

/// A preset compiled (fails the test through QVERIFY in the caller if it does not compile).
core::Model presetModel(const std::string& id);
/// A preset with some parameters changed.
core::Model presetModel(const std::string& id, const std::map<std::string, double>& parameters);
/// A model of tests/models (mechanisms no preset uses) by its name, e.g. "four-bar": the spec as
/// the file gives it (throws if it does not load).
core::ModelSpec testModelSpec(const std::string& name);
/// The same, compiled (throws if it does not compile).
core::Model testModel(const std::string& name);

struct Run {
    core::SimulationResult result;
    std::unique_ptr<core::Recorder> recorder;
    const core::RunSummary& summary() const { return recorder->summary(); }
};

Run runMethod(const core::Model& model, const std::string& method,
              const std::map<std::string, std::string>& settings, double tEnd,
              const core::DivergenceLimits& limits = {});

/// log2(e_coarse / e_fine): the observed order of a halving of the step.
double observedOrder(double errorCoarse, double errorFine);

/// Shortest text of a double ("0.01"), for settings maps.
std::string text(double v);

/// Whether one of the run's warnings contains `part`.
bool warns(const core::RunStats& stats, const std::string& part);

// Helpers of the series-method suites.
double factorial(int k);
Eigen::VectorXd vec(double a, double b);
/// Value at tau of a series given by its vector coefficients.
Eigen::VectorXd seriesAt(const std::vector<Eigen::VectorXd>& c, double tau);
/// A unit-mass, unit-length Cartesian pendulum released at angle theta0 with angular velocity
/// omega0: f = (0, -gravity), g = x^2 + y^2 - 1 (halved: (x^2 + y^2 - 1)/2).
core::Model cartesianPendulum(double gravity, bool halvedConstraint, double theta0, double omega0);
/// |a - b| <= rel |b| + abs
bool relClose(double a, double b, double rel, double abs = 1e-14);

} // namespace mechlab::test
