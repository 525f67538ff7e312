#include "TestSupport.h"

#include "presets/Presets.h"

#include <charconv>
#include <cmath>
#include <stdexcept>

namespace mechlab::test {

using namespace mechlab::core;

Model presetModel(const std::string& id) {
    return presetModel(id, {});
}

Model presetModel(const std::string& id, const std::map<std::string, double>& parameters) {
    const ModelSpecResult loaded = loadPreset(id);
    if (!loaded.ok())
        throw std::runtime_error("preset " + id + ": " + toString(loaded.diagnostics));
    const ModelCompileResult compiled = compileModel(*loaded.spec);
    if (!compiled.ok())
        throw std::runtime_error("preset " + id + ": " + toString(compiled.diagnostics));
    Model model = *compiled.model;
    std::vector<double> values = model.parameterValues();
    for (const auto& [name, value] : parameters) {
        const auto index = model.parameterIndex(name);
        if (!index) throw std::runtime_error("preset " + id + " has no parameter " + name);
        values[std::size_t(*index)] = value;
    }
    return model.withParameters(values);
}

Run runMethod(const Model& model, const std::string& method,
              const std::map<std::string, std::string>& settings, double tEnd) {
    Run run;
    run.recorder = std::make_unique<Recorder>(model);
    SimulationRequest request;
    request.method = method;
    request.settings = settings;
    request.tEnd = tEnd;
    CancelToken cancel;
    run.result = simulate(model, request, *run.recorder, cancel);
    return run;
}

double observedOrder(double errorCoarse, double errorFine) {
    return std::log2(errorCoarse / errorFine);
}

std::string text(double v) {
    char buf[32];
    const auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

} // namespace mechlab::test
