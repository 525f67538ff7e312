#include "run/WorkPrecision.h"

#include "model/NativeCode.h"
#include "record/Recorder.h"
#include "run/Registry.h"
#include "run/Simulation.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <thread>

namespace mechlab::core {

namespace {

std::vector<std::string> splitColons(const std::string& text) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t colon = text.find(':', start);
        parts.push_back(text.substr(start, colon - start));
        if (colon == std::string::npos) break;
        start = colon + 1;
    }
    return parts;
}

SweepRun runOne(const Model& model, const SweepRequest& request, const std::string& method,
                bool fixedStep, double value, double tEnd, const CancelToken& cancel) {
    SweepRun out;
    out.method = method;
    out.fixedStep = fixedStep;
    out.value = value;
    SimulationRequest sim;
    sim.method = method;
    sim.tEnd = tEnd;
    const MethodEntry* entry = findMethod(method);
    // A sweep measures each run's error against the reference itself: the second solution that
    // estimates it (the implicit Runge-Kutta methods' global_error) would only add its time to
    // the CPU times compared, unless asked for.
    if (entry && findSetting(*entry, "global_error")) sim.settings["global_error"] = "off";
    if (entry)
        for (const auto& [key, v] : request.settings)
            if (findSetting(*entry, key)) sim.settings[key] = v;
    if (fixedStep) {
        sim.settings["step"] = formatNumber(value);
        sim.settings.erase("tol");
    } else {
        sim.settings["tol"] = formatNumber(value);
    }
    Recorder recorder(model);
    const SimulationResult r = simulate(model, sim, recorder, cancel);
    out.status = r.status;
    out.stats = r.stats;
    if (!r.status.ok()) return out;
    for (int k = 1; k < request.repeats && !cancel.cancelled(); ++k) {
        Recorder again(model);
        const SimulationResult repeated = simulate(model, sim, again, cancel);
        if (repeated.status.ok())
            out.stats.cpuSeconds = std::min(out.stats.cpuSeconds, repeated.stats.cpuSeconds);
    }
    const ReferenceErrors ref = recorder.referenceErrors();
    if (ref.count > 0) {
        out.errorKind = "reference";
        out.error = ref.relErrorQ;
        out.atReferenceAccuracy = ref.positionsAtAccuracy();
        if (ref.hasV) out.errorV = ref.relErrorV;
        if (ref.hasLambda) out.errorLambda = ref.relErrorLambda;
    } else if (recorder.summary().hasErrorQ) {
        const RunSummary& s = recorder.summary();
        out.errorKind = "exact";
        out.error = s.maxErrorQ;
        if (s.hasErrorV) out.errorV = s.maxErrorV;
        if (s.hasErrorLambda) out.errorLambda = s.maxErrorLambda;
    }
    return out;
}

} // namespace

std::vector<double> parseToleranceRange(const std::string& text) {
    const std::vector<std::string> parts = splitColons(text);
    if (parts.size() < 2 || parts.size() > 3) return {};
    const auto a = parseReal(parts[0]), b = parseReal(parts[1]);
    const auto k = parts.size() == 3 ? parseReal(parts[2]) : std::optional<double>(1.0);
    if (!a || !b || !k || !(*a > 0) || !(*b > 0) || !(*k >= 1) || *k != std::floor(*k) || *k > 10)
        return {};
    const double la = std::log10(*a), lb = std::log10(*b);
    const int count = int(std::floor(std::abs(la - lb) * *k + 1e-9)) + 1;
    if (count > 200) return {};
    std::vector<double> out;
    for (int i = 0; i < count; ++i) {
        const double e = la + (lb > la ? 1.0 : -1.0) * double(i) / *k;
        // Round to 12 significant digits so that 1e-4 stays 1e-4 and not 9.999999999999999e-05.
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.12g", std::pow(10.0, e));
        out.push_back(std::strtod(buf, nullptr));
    }
    return out;
}

std::vector<double> parseStepRange(const std::string& text) {
    const std::vector<std::string> parts = splitColons(text);
    if (parts.size() != 2) return {};
    const auto a = parseReal(parts[0]), b = parseReal(parts[1]);
    if (!a || !b || !(*a > 0) || !(*b > 0)) return {};
    const double big = std::max(*a, *b), small = std::min(*a, *b);
    std::vector<double> out;
    for (double h = big; h >= small * (1.0 - 1e-12) && out.size() < 30; h *= 0.5) out.push_back(h);
    return out;
}

double sweepEndTime(const Model& model, double requested) {
    if (!std::isnan(requested)) return requested;
    if (model.references().empty()) return model.tEnd();
    double t = model.references().front().t;
    for (const ReferenceSpec& r : model.references()) t = std::max(t, r.t);
    return t;
}

std::vector<SweepRun> runSweep(const Model& model, const SweepRequest& request,
                               const std::function<void(const SweepRun&, int, int)>& progress,
                               const CancelToken& cancel) {
    // Every run of the sweep timed alike: with the model's machine code where it can be had
    // (compiled now, or waited for if the window's background thread is compiling it).
    attachNativeCode(model.compiled(), nullptr, &cancel);
    struct Job {
        std::string method;
        bool fixedStep;
        double value;
    };
    std::vector<Job> jobs;
    for (const std::string& method : request.methods) {
        for (double tol : request.tolerances) jobs.push_back({method, false, tol});
        for (double h : request.steps) jobs.push_back({method, true, h});
    }
    const double tEnd = sweepEndTime(model, request.tEnd);
    std::vector<SweepRun> results(jobs.size());
    std::atomic<std::size_t> next{0};
    std::mutex mutex;
    int done = 0;
    auto worker = [&] {
        while (true) {
            const std::size_t i = next.fetch_add(1);
            if (i >= jobs.size() || cancel.cancelled()) return;
            results[i] = runOne(model, request, jobs[i].method, jobs[i].fixedStep, jobs[i].value,
                                tEnd, cancel);
            const std::lock_guard<std::mutex> lock(mutex);
            ++done;
            if (progress) progress(results[i], done, int(jobs.size()));
        }
    };
    const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
    const int threads = std::min<int>(request.threads > 0 ? request.threads : cores,
                                      int(std::max<std::size_t>(1, jobs.size())));
    std::vector<std::thread> pool;
    for (int k = 1; k < threads; ++k) pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool) t.join();
    return results;
}

std::vector<ObservedOrder> observedOrders(const std::vector<SweepRun>& runs) {
    std::vector<ObservedOrder> out;
    for (std::size_t i = 1; i < runs.size(); ++i) {
        const SweepRun& a = runs[i - 1];
        const SweepRun& b = runs[i];
        if (!a.fixedStep || !b.fixedStep || a.method != b.method || !a.error || !b.error ||
            *a.error <= 0 || *b.error <= 0)
            continue;
        out.push_back(
            {b.method, b.value, std::log(*a.error / *b.error) / std::log(a.value / b.value)});
    }
    return out;
}

std::string sweepCsv(const std::vector<SweepRun>& runs) {
    std::string text = "method,mode,value,steps,rejected,rhs_evals,cpu_seconds,error_q,scd_q,"
                       "error_v,error_lambda,status\n";
    auto num = [](const std::optional<double>& v) { return v ? formatNumber(*v) : std::string(); };
    for (const SweepRun& r : runs) {
        const std::vector<std::string> row = {r.method,
                                              r.fixedStep ? "step" : "tol",
                                              formatNumber(r.value),
                                              std::to_string(r.stats.steps),
                                              std::to_string(r.stats.rejected),
                                              std::to_string(r.stats.rhsEvals),
                                              formatNumber(r.stats.cpuSeconds),
                                              num(r.error),
                                              r.error ? formatNumber(r.scd()) : std::string(),
                                              num(r.errorV),
                                              num(r.errorLambda),
                                              r.status.ok() ? "ok" : statusName(r.status.code)};
        for (std::size_t k = 0; k < row.size(); ++k) text += (k ? "," : "") + row[k];
        text += "\n";
    }
    return text;
}

} // namespace mechlab::core
