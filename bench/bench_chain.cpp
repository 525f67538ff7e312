// How mechlab scales with the size of a model (issue 21, item 4): the planar chain of N links in
// Cartesian coordinates (ChainModel.h; 2N coordinates, N constraints) for N given on the
// command line (default 16 32 64 128 256). Per N:
//   - load: compiling the model and checking it (what `mechlab-cli check` does), CPU seconds and
//     peak memory, measured in a child process of its own;
//   - CPU per step of hem4 and radau5 (its default index-3 formulation, and index 2) with
//     h = 1e-3, and of IDA (GGL, tol 1e-6, first step 1e-3): the runs to t = 0.021 and to 0.001
//     differenced (measureStep), the least of three each, without the global-error check.
// Then the exponents fitted from N = 32 (or the smallest N) to the largest (time ~ N^p).
// `bench_chain --write N FILE` writes the chain of N links as a model file instead (for
// `mechlab-cli run FILE --method ...`).

#include "ChainModel.h"
#include "model/Model.h"
#include "model/ModelJson.h"
#include "run/ModelCheck.h"
#include "run/Registry.h"
#include "run/Simulation.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <limits>
#include <map>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace mechlab;

namespace {

double cpuNow() {
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + 1e-9 * double(ts.tv_nsec);
}

struct Load {
    double seconds = 0, megabytes = 0;
    bool ok = false;
};

// Compile + check in a child process: its peak resident memory is the load's alone.
Load measureLoad(int links) {
    int fd[2];
    if (pipe(fd) != 0) return {};
    const pid_t child = fork();
    if (child == 0) {
        close(fd[0]);
        const double start = cpuNow();
        const core::ModelCompileResult c = core::compileModel(bench::chainSpec(links));
        bool ok = c.ok();
        if (ok) ok = core::checkModel(*c.model).consistent;
        const double seconds = cpuNow() - start;
        rusage usage{};
        getrusage(RUSAGE_SELF, &usage);
        const double out[3] = {seconds, double(usage.ru_maxrss) / 1024.0, ok ? 1.0 : 0.0};
        if (write(fd[1], out, sizeof out) != sizeof out) _exit(1);
        _exit(0);
    }
    close(fd[1]);
    double in[3] = {0, 0, 0};
    const bool got = read(fd[0], in, sizeof in) == sizeof in;
    close(fd[0]);
    int status = 0;
    waitpid(child, &status, 0);
    return {in[0], in[1], got && in[2] == 1.0};
}

struct PerStep {
    double ms = std::numeric_limits<double>::quiet_NaN();
    std::string status;
};

// The CPU time of a step: a run of one step (h = 1e-3) and a run of 21 from the same start, the
// difference over the steps between them, so that what a run does once (the start's analysis
// and projection, the sparse factorization's ordering) is not counted as stepping. Without the
// run's global-error check (a second solution or step doubling: cost of its own).
PerStep measureStep(const core::Model& model, const std::string& method,
                    const std::map<std::string, std::string>& settings) {
    core::SimulationRequest request;
    request.method = method;
    request.settings = settings;
    request.settings["step"] = "1e-3";
    if (const core::MethodEntry* entry = core::findMethod(method);
        entry && core::findSetting(*entry, "global_error"))
        request.settings["global_error"] = "off";
    // The least CPU time of each length over three runs, after a first run that touches the
    // memory a run needs.
    double cpu[2] = {std::numeric_limits<double>::infinity(),
                     std::numeric_limits<double>::infinity()};
    long long steps[2] = {0, 0};
    for (int repeat = 0; repeat < 4; ++repeat)
        for (int k = 0; k < 2; ++k) {
            request.tEnd = k == 0 ? 0.001 : 0.021;
            core::Recorder recorder(model);
            core::CancelToken cancel;
            const core::SimulationResult r = core::simulate(model, request, recorder, cancel);
            if (!r.status.ok())
                return {std::numeric_limits<double>::quiet_NaN(), core::statusName(r.status.code)};
            if (repeat == 0) continue;
            cpu[k] = std::min(cpu[k], r.stats.cpuSeconds);
            steps[k] = r.stats.steps;
        }
    return {1e3 * (cpu[1] - cpu[0]) / double(std::max(1LL, steps[1] - steps[0])), "ok"};
}

double exponent(double y0, double y1, int n0, int n1) {
    return std::log(y1 / y0) / std::log(double(n1) / double(n0));
}

} // namespace

int main(int argc, char** argv) {
    if (argc == 4 && std::string(argv[1]) == "--write") {
        std::string error;
        if (core::saveModelFile(bench::chainSpec(std::atoi(argv[2])), argv[3], &error)) return 0;
        std::fprintf(stderr, "bench_chain: %s\n", error.c_str());
        return 1;
    }
    std::vector<int> sizes;
    for (int i = 1; i < argc; ++i) sizes.push_back(std::atoi(argv[i]));
    if (sizes.empty()) sizes = {16, 32, 64, 128, 256};
    struct Row {
        int links;
        Load load;
        PerStep hem4, radau5, radau5index2, ida;
    };
    std::vector<Row> rows;
    for (int links : sizes) rows.push_back({links, measureLoad(links), {}, {}, {}, {}});
    for (Row& row : rows) {
        const core::ModelCompileResult c = core::compileModel(bench::chainSpec(row.links));
        if (!c.ok()) continue;
        row.hem4 = measureStep(*c.model, "hem4", {});
        row.radau5 = measureStep(*c.model, "radau5", {});
        row.radau5index2 = measureStep(*c.model, "radau5", {{"formulation", "index2"}});
        row.ida = measureStep(*c.model, "ida", {{"tol", "1e-6"}});
        std::fprintf(stderr, "N = %d done\n", row.links);
    }
    std::printf("Planar chain of N links (2N coordinates, N constraints), h = 1e-3, per step: runs "
                "of 21 and 1 steps differenced\n\n");
    std::printf("| N | coordinates | load (compile + check) | peak memory | hem4 ms/step | radau5 "
                "ms/step | radau5, index 2 | ida, tol 1e-6 |\n|---|---|---|---|---|---|---|---|\n");
    for (const Row& r : rows) {
        auto step = [](const PerStep& s) {
            char buf[64];
            if (std::isnan(s.ms))
                std::snprintf(buf, sizeof buf, "%s", s.status.c_str());
            else
                std::snprintf(buf, sizeof buf, "%.3g", s.ms);
            return std::string(buf);
        };
        std::printf("| %d | %d | %.3g s%s | %.0f MB | %s | %s | %s | %s |\n", r.links, 2 * r.links,
                    r.load.seconds, r.load.ok ? "" : " (failed)", r.load.megabytes,
                    step(r.hem4).c_str(), step(r.radau5).c_str(), step(r.radau5index2).c_str(),
                    step(r.ida).c_str());
    }
    if (rows.size() >= 2) {
        // From N = 32 on where measured (below it, fixed costs per step dominate).
        std::size_t first = 0;
        while (first + 2 < rows.size() && rows[first].links < 32) ++first;
        const Row &a = rows[first], &b = rows.back();
        std::printf("\nFitted exponents from N = %d to %d: load %.2f (time), %.2f (memory); "
                    "hem4 %.2f, radau5 %.2f, ida %.2f\n",
                    a.links, b.links, exponent(a.load.seconds, b.load.seconds, a.links, b.links),
                    exponent(a.load.megabytes, b.load.megabytes, a.links, b.links),
                    exponent(a.hem4.ms, b.hem4.ms, a.links, b.links),
                    exponent(a.radau5.ms, b.radau5.ms, a.links, b.links),
                    exponent(a.ida.ms, b.ida.ms, a.links, b.links));
    }
    return 0;
}
