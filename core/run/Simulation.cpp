#include "run/Simulation.h"

#include "base/Text.h"
#include "run/LinearRun.h"
#include "run/ModelCheck.h"
#include "run/Registry.h"
#include "run/Stiffness.h"

#include <algorithm>
#include <cmath>

namespace mechlab::core {

std::optional<RunRequest> resolveRun(const ModelSpec& spec, const SimulationRequest& request,
                                     const std::vector<SettingSpec>& schema,
                                     SimulationResult& result) {
    // The model's recommended settings come with its recommended method: they apply when the
    // caller names no method (a method named is the caller's choice, with its own defaults).
    std::map<std::string, std::string> values;
    result.recommendedSettings = request.method.empty() &&
                                 result.method == spec.recommendedMethod &&
                                 !spec.recommendedSettings.empty();
    if (result.recommendedSettings) values = spec.recommendedSettings;
    for (const auto& [k, v] : request.settings) values[k] = v;
    // A tolerance given by the caller switches to adaptive steps; a step given by the caller
    // switches to fixed steps, whatever the recommendation said.
    const bool hasTol = std::any_of(schema.begin(), schema.end(),
                                    [](const SettingSpec& s) { return s.key == "tol"; });
    if (hasTol && request.settings.count("step") && !request.settings.count("tol"))
        values["tol"] = "";
    if (auto error = Settings::validate(schema, values)) {
        result.status = Status::failure(StatusCode::InvalidSettings, std::nan(""), *error);
        return std::nullopt;
    }
    RunRequest run;
    run.tEnd = result.tEnd;
    run.settings = Settings(schema, values);
    result.settingsText = run.settings.describe();
    // Fixed steps: a count no run could finish (a step of 0.01 up to t = 1e300 is a typo). An
    // end time that is not after the start is the integrators' to report.
    if (run.settings.has("step") && !run.settings.has("tol") && std::isfinite(result.tEnd)) {
        const double steps = (result.tEnd - spec.tStart) / run.settings.real("step");
        if (steps > kMaxFixedSteps) {
            result.status = Status::failure(
                StatusCode::InvalidSettings, std::nan(""),
                localized("core", "the run would take %1 fixed steps (more than %2): choose a "
                                  "larger step or an earlier end time")
                    .arg(formatNumber(std::ceil(steps)))
                    .arg(formatNumber(kMaxFixedSteps)));
            return std::nullopt;
        }
    }
    return run;
}

std::string defaultMethod(const ModelSpec& spec) {
    if (!spec.recommendedMethod.empty()) return spec.recommendedMethod;
    return spec.isLinearDae() ? "radau5" : "hem4";
}

std::optional<std::string> methodRefusal(const std::string& id, bool linearDae) {
    const MethodEntry* entry = findMethod(id);
    if (linearDae) {
        if (entry && entry->solvesLinearDae()) return std::nullopt;
        return (entry ? id + " does not solve linear DAE models" : "unknown method '" + id + "'") +
               " (available for E x' = A x + f: " + linearMethodList() + ")";
    }
    if (entry) return std::nullopt;
    std::string known;
    for (const auto& e : methodRegistry()) known += (known.empty() ? "" : ", ") + e.info.id;
    return "unknown method '" + id + "' (available: " + known + ")";
}

const MethodEntry* chooseMethod(const ModelSpec& spec, const SimulationRequest& request,
                                SimulationResult& result) {
    result.method = request.method.empty() ? defaultMethod(spec) : request.method;
    result.tEnd = std::isnan(request.tEnd) ? spec.tEnd : request.tEnd;
    if (auto refusal = methodRefusal(result.method, spec.isLinearDae())) {
        result.status = Status::failure(StatusCode::InvalidSettings, std::nan(""), *refusal);
        return nullptr;
    }
    return findMethod(result.method);
}

void checkResult(const Settings& settings, const DivergenceLimits& limits, const RunSummary& s,
                 std::vector<std::string>& warnings) {
    const bool adaptive = settings.has("tol");
    const double tol = adaptive ? settings.real("tol") : 0.0;
    // What to try, of what is left to try: a tolerance near round-off cannot usefully be made
    // smaller (Andrews' mechanism with radau5 at 1e-14 was told to).
    std::vector<std::string> tries;
    if (!adaptive)
        tries.push_back(localized("core", "a smaller step"));
    else if (tol > kRoundOffTolerance)
        tries.push_back(localized("core", "a smaller tolerance"));
    if (settings.has("projection") && settings.choice("projection") != "on")
        tries.emplace_back("projection=on");
    if (settings.has("formulation") && settings.choice("formulation") != "ggl")
        tries.emplace_back("formulation=ggl");
    if (tries.empty()) tries.push_back(localized("core", "another method"));
    std::string remedies;
    for (const std::string& t : tries) remedies += (remedies.empty() ? "" : ", ") + t;
    std::string gross;
    if (!(s.maxViolation <= kUnreliableViolation))
        gross = localized("core", "a result this far off its constraints is not reliable");
    else if (adaptive && s.maxViolation > kViolationPerTolerance * tol)
        gross = localized("core", "far beyond the tolerance: the method's error control does not "
                                  "cover the constraints here");
    if (!gross.empty())
        warnings.push_back(
            localized(
                "core",
                "the constraints are violated by %1 of the state's size at t = %2 (%3); try %4")
                .arg(formatBrief(s.maxViolation))
                .arg(formatBrief(s.tMaxViolation))
                .arg(gross)
                .arg(remedies));
    const EnergyRecord& e = s.energy;
    if (e.conservation.conserved) {
        const double size = std::max(std::abs(e.e0), e.scale());
        if (size > 0.0 && !(e.maxChange <= kUnreliableEnergyChange * size))
            warnings.push_back(
                localized("core", "the energy, which this model conserves, changed by %1 % of its "
                                  "size max(|E0|, energy scale) at t = %2; try %3")
                    .arg(formatBrief(100.0 * e.maxChange / size))
                    .arg(formatBrief(e.tMaxChange))
                    .arg(remedies));
    } else if (std::isfinite(limits.maxEnergyDrift)) {
        warnings.push_back(localized("core", "the energy limit (max_energy_drift) was not applied: "
                                             "this model does not conserve its energy (%1)")
                               .arg(e.conservation.why));
    }
    for (const InvariantRecord& c : s.invariants) {
        if (c.points == 0) continue;
        if (std::isnan(c.maxChange))
            warnings.push_back(
                localized("core", "the conserved quantity %1 is not a number along the run (a "
                                  "domain error in its formula?)")
                    .arg(c.name));
        else if (!(c.drift() <= kUnreliableEnergyChange))
            warnings.push_back(
                localized("core", "the conserved quantity %1 changed by %2 % of its size %3 at "
                                  "t = %4; try %5 (or the model does not conserve it: check its "
                                  "formula)")
                    .arg(c.name)
                    .arg(formatBrief(100.0 * c.drift()))
                    .arg(formatBrief(c.size()) + (c.unit.empty() ? "" : " " + c.unit))
                    .arg(formatBrief(c.tMaxChange))
                    .arg(remedies));
    }
}

namespace {

// A method not made for stiff models that overflowed, diverged or ground its step down: where
// the model is stiff at its start or at the last point reached (run/Stiffness.h), the status
// says so and names the methods that suit it, instead of only "try a smaller step" (or the
// contact methods' "a singular mass matrix?").
void explainStiffness(const Model& model, const RunRequest& run, const RunSummary& reached,
                      Status& status) {
    if (status.code != StatusCode::NonFinite && status.code != StatusCode::Diverged &&
        status.code != StatusCode::StepTooSmall && status.code != StatusCode::NewtonFailed)
        return;
    double rho = spectralRadius(model, model.tStart(), model.q0(), model.v0()).value_or(0.0);
    double at = model.tStart();
    if (std::isfinite(reached.tFinal) && reached.qFinal.size() == model.q0().size())
        if (const auto r = spectralRadius(model, reached.tFinal, reached.qFinal, reached.vFinal);
            r && *r > rho) {
            rho = *r;
            at = reached.tFinal;
        }
    if (!(rho > 0.0)) return;
    const bool adaptive = run.settings.has("tol");
    const double h = run.settings.has("step") ? run.settings.real("step") : 0.0;
    const double span = run.tEnd - model.tStart();
    // Explicit steps are stable while h rho stays below about 2; an adaptive explicit method
    // needs more than 1e4 steps over the interval for stability alone where rho span > 2e4.
    if (adaptive ? !(rho * span > 2e4) : !(h * rho > 2.0)) return;
    std::string methods;
    std::vector<std::string> ids;
    for (const MethodEntry& e : methodRegistry())
        if (e.info.stiff) ids.push_back(e.info.id);
    for (std::size_t k = 0; k < ids.size(); ++k)
        methods += (k == 0 ? "" : k + 1 == ids.size() ? " or " : ", ") + ids[k];
    const Localized why =
        adaptive
            ? localized("core", "the model is stiff here: its linearized motion at t = %1 has a "
                                "mode of %2 1/s, which holds this method's steps below about %3 "
                                "for stability alone; use a method made for stiff models (%4)")
                  .arg(formatBrief(at))
                  .arg(formatBrief(rho))
                  .arg(formatBrief(2.0 / rho))
                  .arg(methods)
            : localized("core", "the model is stiff here: its linearized motion at t = %1 has a "
                                "mode of %2 1/s, and with the step %3 h times it is %4, beyond "
                                "the about 2 that this method's steps follow stably; use a method "
                                "made for stiff models (%5), or a step below %6")
                  .arg(formatBrief(at))
                  .arg(formatBrief(rho))
                  .arg(formatBrief(h))
                  .arg(formatBrief(h * rho))
                  .arg(methods)
                  .arg(formatBrief(2.0 / rho));
    status.detail += (status.detail.empty() ? "" : "; ") + why.str();
}

} // namespace

SimulationResult simulate(const Model& model, const SimulationRequest& request, Recorder& recorder,
                          const CancelToken& cancel, StepObserver* extra) {
    SimulationResult result;
    const ModelSpec& spec = model.spec();
    const MethodEntry* entry = chooseMethod(spec, request, result);
    if (!entry) return result;
    if (model.velocityConstraintCount() > 0 && !entry->info.nonholonomic) {
        std::string able;
        for (const auto& e : methodRegistry())
            if (e.info.nonholonomic) able += (able.empty() ? "" : ", ") + e.info.id;
        result.status =
            Status::failure(StatusCode::InvalidSettings, std::nan(""),
                            localized("core", "%1 does not handle velocity constraints A v + b = 0 "
                                              "(this model has %2); use one of: %3")
                                .arg(entry->info.id)
                                .arg(std::to_string(model.velocityConstraintCount()))
                                .arg(able));
        return result;
    }
    std::optional<RunRequest> run = resolveRun(spec, request, entry->info.settings, result);
    if (!run) return result;
    for (const ReferenceSpec& ref : model.references())
        if (ref.t > model.tStart() && ref.t < run->tEnd) run->stopTimes.push_back(ref.t);
    std::sort(run->stopTimes.begin(), run->stopTimes.end());
    // Every method assumes initial values on the constraints; far off them, a run only shows
    // the method failing (or drifting) for a reason the user cannot see.
    const ModelCheckReport start = checkInitialValues(model);
    const double scale =
        std::max({1.0, model.q0().lpNorm<Eigen::Infinity>(), model.v0().lpNorm<Eigen::Infinity>()});
    const double worst = std::max({start.maxAbsG0, start.maxAbsGv0, start.maxAbsAvb0});
    if (start.finite && worst > kStartTolerance * scale * scale) {
        const char* which = worst == start.maxAbsG0    ? "|g(q0)|"
                            : worst == start.maxAbsGv0 ? "|G v0 + g_t|"
                                                       : "|A v0 + b|";
        result.status = Status::failure(StatusCode::InconsistentStart, model.tStart(),
                                        std::string(which) + " = " + formatNumber(worst));
        return result;
    }
    // The guard watches what the recorder has just recorded and stops the run through its own
    // token, which the caller's Stop still reaches.
    CancelToken stop(&cancel);
    DivergenceGuard guard(model, recorder, request.limits, result.tEnd, stop);
    FanoutObserver watched(guard, extra);
    FanoutObserver observer(recorder, &watched);
    RunOutcome outcome = entry->create()->run(model, *run, observer, stop);
    recorder.trajectory().flush(); // the last point is recorded, however thinned the run
    result.status = outcome.status;
    result.stats = outcome.stats;
    if (guard.tripped() && (outcome.status.ok() || outcome.status.code == StatusCode::Cancelled) &&
        !cancel.cancelled())
        result.status = *guard.tripped();
    if (result.status.ok())
        checkResult(run->settings, request.limits, recorder.summary(), result.stats.warnings);
    else if (!entry->info.stiff)
        explainStiffness(model, *run, recorder.summary(), result.status);
    return result;
}

} // namespace mechlab::core
