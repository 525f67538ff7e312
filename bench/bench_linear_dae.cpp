// The cost of the linear-DAE mode, measured in one run: for each linear preset and method, the
// CPU time of the solver alone (an observer that only counts points) against the same run
// recorded with the closed-form solution at every step point (what the window and the CLI do),
// and the ratio. The solver's own time is what the methods cost; the rest is the exact curve.

#include "integrate/Work.h"
#include "model/Presets.h"
#include "run/LinearRun.h"
#include "run/Registry.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <map>
#include <string>

using namespace mechlab::core;

namespace {

class Counter final : public StepObserver {
public:
    long long points = 0;
    void onStep(double, const Eigen::VectorXd&, const Eigen::VectorXd&,
                const Eigen::VectorXd&) override {
        ++points;
    }
};

// Best of three CPU times of the solver alone, and of the recorded run.
std::pair<double, double> measure(const LinearDaeModel& model, const std::string& method,
                                  const std::map<std::string, std::string>& settings) {
    const MethodEntry* entry = findMethod(method);
    RunRequest request;
    request.tEnd = model.tEnd();
    request.settings = Settings(entry->linear.settings, settings);
    const LinearDaeSolution closedForm(model);
    const LinearStart start{closedForm.start(), closedForm.derivativeAtStart()};
    double solver = std::numeric_limits<double>::infinity();
    double recorded = solver;
    for (int repeat = 0; repeat < 3; ++repeat) {
        Counter counter;
        CancelToken cancel;
        solver = std::min(
            solver,
            entry->linear.create()->run(model, start, request, counter, cancel).stats.cpuSeconds);
        LinearRecorder recorder(model);
        SimulationRequest full;
        full.method = method;
        full.settings = settings;
        const double t0 = threadCpuSeconds();
        simulateLinear(model, full, recorder, cancel);
        recorded = std::min(recorded, threadCpuSeconds() - t0);
    }
    return {solver, recorded};
}

} // namespace

int main() {
    std::printf("%-24s %-8s %-10s %12s %12s %8s\n", "preset", "method", "setting", "solver [s]",
                "recorded [s]", "ratio");
    for (const char* preset :
         {"rc-circuit", "rl-circuit", "linear-dae-5x5", "rc-circuit-square-wave"}) {
        const LinearDaeModel model = *compileLinearDae(*loadPreset(preset).spec).model;
        const std::pair<const char*, std::map<std::string, std::string>> runs[] = {
            {"radau5", {{"step", "0.01"}}},
            {"radau3", {{"step", "0.01"}}},
            {"ida", {{"tol", "1e-8"}, {"algebraic", "exclude"}}}};
        for (const auto& [method, settings] : runs) {
            const auto [solver, recorded] = measure(model, method, settings);
            const std::string setting = settings.begin()->first + "=" + settings.begin()->second;
            std::printf("%-24s %-8s %-10s %12.5f %12.5f %8.1f\n", preset, method, setting.c_str(),
                        solver, recorded, recorded / solver);
        }
    }
}
