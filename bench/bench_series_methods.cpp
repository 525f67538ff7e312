// Work-precision of the series methods against HEM4: for each preset and each target error
// (max position error over [0, 10]: 1e-6, 1e-9, 1e-12), the least CPU time any setting of each
// method needs, from sweeps of the step (and, for the series methods, the order), all in one run.
// Every method records only its step points (no dense output), so the recording cost is alike.

#include "model/Presets.h"
#include "run/Simulation.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <string>
#include <vector>

using namespace mechlab::core;

namespace {

struct Sample {
    double error, cpu;
    std::string setting;
};

Sample run(const Model& model, const std::string& method,
           std::map<std::string, std::string> settings) {
    SimulationRequest request;
    request.method = method;
    request.settings = settings;
    double best = std::numeric_limits<double>::infinity();
    double error = 0;
    for (int repeat = 0; repeat < 3; ++repeat) { // best of three: CPU time of the run's own thread
        Recorder recorder(model);
        CancelToken cancel;
        const SimulationResult r = simulate(model, request, recorder, cancel);
        if (!r.status.ok()) return {std::numeric_limits<double>::infinity(), 0, r.settingsText};
        best = std::min(best, r.stats.cpuSeconds);
        error = recorder.summary().maxErrorQ;
        if (best > 0.5) break; // long runs once
    }
    std::string text;
    for (const auto& [k, v] : settings) text += (text.empty() ? "" : " ") + k + "=" + v;
    return {error, best, text};
}

std::string shortest(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

} // namespace

int main() {
    const double targets[] = {1e-6, 1e-9, 1e-12};
    for (const char* preset : {"two-link-robot", "pendulum"}) {
        const Model model = *compileModel(*loadPreset(preset).spec).model;
        std::map<std::string, std::vector<Sample>> samples;
        for (int k = 0; k <= 18; ++k)
            samples["hem4"].push_back(
                run(model, "hem4", {{"step", shortest(0.1 / std::pow(2.0, k / 2.0))}}));
        for (const char* method : {"msppa", "adm"})
            for (int order : {8, 12, 16})
                for (int k = 0; k <= 10; ++k)
                    samples[method].push_back(run(model, method,
                                                  {{"step", shortest(1.0 / std::pow(2.0, k / 2.0))},
                                                   {"order", std::to_string(order)},
                                                   {"dense", "0"}}));
        std::printf("\n%s: least CPU time to reach a max position error (ratio to hem4)\n", preset);
        std::printf("%-7s %-46s %-46s %-46s\n", "method", "1e-6", "1e-9", "1e-12");
        std::map<double, double> hem4;
        for (const char* method : {"hem4", "msppa", "adm"}) {
            std::printf("%-7s", method);
            for (double target : targets) {
                const Sample* best = nullptr;
                for (const Sample& s : samples[method])
                    if (s.error <= target && (!best || s.cpu < best->cpu)) best = &s;
                if (!best) {
                    std::printf(" %-46s", "not reached");
                    continue;
                }
                if (std::string(method) == "hem4") hem4[target] = best->cpu;
                char cell[96];
                const double ratio = hem4.count(target) ? best->cpu / hem4[target] : std::nan("");
                std::snprintf(cell, sizeof cell, "%.2g s  x%.2g  (%s)", best->cpu, ratio,
                              best->setting.c_str());
                std::printf(" %-46s", cell);
            }
            std::printf("\n");
        }
    }
    return 0;
}
