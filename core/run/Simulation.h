#pragma once

// One run of a model with a registered method: resolves the method and its settings (the
// model's recommendation when no method is named, then the caller's overrides), validates them,
// runs the integrator and records the trajectory. The front ends (CLI, GUI worker) call this and
// nothing lower.

#include "integrate/Integrator.h"
#include "record/DivergenceGuard.h"
#include "record/Recorder.h"

#include <map>
#include <optional>
#include <string>

namespace mechlab::core {

struct MethodEntry;

/// Most fixed steps a run may take (more is refused as a typo in the step or the end time).
inline constexpr double kMaxFixedSteps = 1e9;
/// Largest constraint residual of the initial values a run accepts, relative to the squared
/// size of the initial state (max(1, |q0|, |v0|)^2): beyond it, "inconsistent-start".
inline constexpr double kStartTolerance = 1e-6;

struct SimulationRequest {
    std::string method; // empty: the model's recommended method, else "hem4"
    std::map<std::string, std::string> settings;            // overrides of the method's settings
    double tEnd = std::numeric_limits<double>::quiet_NaN(); // NaN: the model's end time
    DivergenceLimits limits; // the run stops with "diverged" beyond them (default: none)
};

struct SimulationResult {
    Status status;
    RunStats stats;
    std::string method;               // the method id used
    std::string settingsText;         // "step=0.001, projection=off, lambda=post"
    bool recommendedSettings = false; // the model file's recommended settings were applied
    double tEnd = 0.0;
};

/// A run's constraint violation (RunSummary::maxViolation, a fraction of the state's size)
/// beyond which its result is reported as not reliable, whatever the settings.
inline constexpr double kUnreliableViolation = 1e-2;
/// With a tolerance: the violation beyond this many tolerances is reported too (measured on the
/// presets at their tolerance 1e-6, sound runs stay below about 150 tolerances).
inline constexpr double kViolationPerTolerance = 1e3;

/// A conserved energy that changed by more than this fraction of max(|E0|, its scale over the
/// run) is reported (EnergyBalance.h); a declared conserved quantity likewise, by the fraction of
/// its size (Invariants.h).
inline constexpr double kUnreliableEnergyChange = 1e-2;

/// The run's check of its own result, after it finished: a constraint violation or a change of a
/// conserved energy beyond the bounds above adds a warning naming the time, the size and what to
/// try; an energy limit that could not apply (energy not conserved) adds one too.
void checkResult(const Settings& settings, const DivergenceLimits& limits, const RunSummary& s,
                 std::vector<std::string>& warnings);

/// The method a run of `spec` uses when none is named: the model's recommendation, else hem4
/// (radau5 for a linear DAE).
std::string defaultMethod(const ModelSpec& spec);

/// Why method `id` cannot run a model of the kind `linearDae` says (an unknown id, or a method
/// that does not solve linear DAEs), naming the methods that can; nothing when it can.
std::optional<std::string> methodRefusal(const std::string& id, bool linearDae);

/// The method of a run of `spec` (the request's, else the default) with `result.method` and
/// `result.tEnd` set; null, with `result.status`, when the method cannot run a model of its kind.
const MethodEntry* chooseMethod(const ModelSpec& spec, const SimulationRequest& request,
                                SimulationResult& result);

/// The settings of a run of `result.method` (with `result.tEnd`): the model's recommendation
/// (only when the caller names no method), then the caller's, validated against `schema`; nothing,
/// with `result.status` and no run, when a value is not valid. Shared by every kind of model.
std::optional<RunRequest> resolveRun(const ModelSpec& spec, const SimulationRequest& request,
                                     const std::vector<SettingSpec>& schema,
                                     SimulationResult& result);

/// Runs the model; every accepted point goes to `recorder` and then to `extra` (if given).
SimulationResult simulate(const Model& model, const SimulationRequest& request, Recorder& recorder,
                          const CancelToken& cancel, StepObserver* extra = nullptr);

} // namespace mechlab::core
