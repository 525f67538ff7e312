#include "TestSupport.h"

#include "model/ModelJson.h"
#include "model/Presets.h"

#include <charconv>
#include <cmath>
#include <stdexcept>

namespace mechlab::test {

using namespace mechlab::core;

ModelSpec testModelSpec(const std::string& name) {
    const ModelSpecResult loaded =
        loadModelFile(std::string(MECHLAB_TEST_MODELS) + "/" + name + ".mechlab.json");
    if (!loaded.ok())
        throw std::runtime_error("tests/models/" + name + ": " + toString(loaded.diagnostics));
    return *loaded.spec;
}

Model testModel(const std::string& name) {
    const ModelCompileResult compiled = compileModel(testModelSpec(name));
    if (!compiled.ok())
        throw std::runtime_error("tests/models/" + name + ": " + toString(compiled.diagnostics));
    return *compiled.model;
}

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
              const std::map<std::string, std::string>& settings, double tEnd,
              const DivergenceLimits& limits) {
    Run run;
    run.recorder = std::make_unique<Recorder>(model);
    SimulationRequest request;
    request.method = method;
    request.settings = settings;
    request.tEnd = tEnd;
    request.limits = limits;
    CancelToken cancel;
    run.result = simulate(model, request, *run.recorder, cancel);
    return run;
}

double observedOrder(double errorCoarse, double errorFine) {
    return std::log2(errorCoarse / errorFine);
}

bool warns(const core::RunStats& stats, const std::string& part) {
    for (const std::string& w : stats.warnings)
        if (w.find(part) != std::string::npos) return true;
    return false;
}

std::string text(double v) {
    char buf[32];
    const auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

double factorial(int k) {
    return std::tgamma(k + 1.0);
}

Eigen::VectorXd vec(double a, double b) {
    Eigen::VectorXd v(2);
    v << a, b;
    return v;
}

Eigen::VectorXd seriesAt(const std::vector<Eigen::VectorXd>& c, double tau) {
    Eigen::VectorXd s = Eigen::VectorXd::Zero(c.front().size());
    for (std::size_t k = c.size(); k-- > 0;) s = s * tau + c[k];
    return s;
}

Model cartesianPendulum(double gravity, bool halvedConstraint, double theta0, double omega0) {
    ModelSpec s;
    s.name = "pendulum (test)";
    s.parameters = {{"th0", theta0, "rad", -3, 3, ""},
                    {"w", omega0, "1/s", -5, 5, ""},
                    {"grav", gravity, "", 0, 20, ""}};
    s.coordinates = {{"x", "m", "sin(th0)", "w*cos(th0)"},
                     {"y", "m", "0 - cos(th0)", "w*sin(th0)"}};
    s.mass = {{"1", ""}, {"", "1"}};
    s.forces = {"0", "0 - grav"};
    s.constraints = {halvedConstraint ? "(x^2 + y^2 - 1)/2" : "x^2 + y^2 - 1"};
    s.potential = "grav*y";
    const ModelCompileResult c = compileModel(s);
    if (!c.ok()) throw std::runtime_error(toString(c.diagnostics));
    return *c.model;
}

bool relClose(double a, double b, double rel, double abs) {
    return std::abs(a - b) <= rel * std::abs(b) + abs;
}

} // namespace mechlab::test
