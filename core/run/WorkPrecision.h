#pragma once

// Work-precision and convergence sweeps: a set of methods run over a range of tolerances or fixed
// step sizes on one model; per run the accuracy (against the reference values, else the exact
// solution), the CPU time and the work. Runs are independent and go to a pool of worker threads
// (each run has its own evaluation state; the compiled model is shared read-only).

#include "integrate/Integrator.h"
#include "model/Model.h"

#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mechlab::core {

struct SweepRequest {
    std::vector<std::string> methods;
    std::vector<double> tolerances;              // adaptive runs, one per tolerance and method
    std::vector<double> steps;                   // fixed-step runs, one per step and method
    std::map<std::string, std::string> settings; // applied to every method that has the key
    double tEnd = std::numeric_limits<double>::quiet_NaN(); // NaN: the last reference time, else
                                                            // the model's end time
    int threads = 0;                                        // 0: the machine's cores
    /// Each run is computed this many times and its CPU time is the least of them: the first
    /// run of a method in a process also pays for bringing its code and data into memory, and a
    /// busy machine adds to some runs. The runs are deterministic; the results are the first's.
    int repeats = 1;
};

struct SweepRun {
    std::string method;
    bool fixedStep = false;
    double value = 0.0; // the tolerance or the step
    Status status;
    RunStats stats;
    /// Accuracy: max relative position error against the reference values at the end (when the
    /// model has them), else the max position error over the run against the exact solution
    /// (absolute); empty when neither exists or the run failed.
    std::optional<double> error;
    std::optional<double> errorV, errorLambda; // the same for velocities and multipliers
    std::string errorKind;                     // "reference" or "exact"
    /// The position error is at the reference values' own accuracy (ReferenceErrors): its
    /// digits measure the reference as much as the method.
    bool atReferenceAccuracy = false;
    double scd() const { return error ? -std::log10(*error) : std::nan(""); }
};

/// Tolerances 10^a, 10^(a-1/k), ..., down to 10^b from "A:B" or "A:B:K" (K points per decade,
/// default 1); fixed steps H1, H1/2, ... down to H2 from "H1:H2". Empty on malformed input.
std::vector<double> parseToleranceRange(const std::string& text);
std::vector<double> parseStepRange(const std::string& text);

/// The end time of the sweep's runs: `requested` unless NaN, else the last reference time, else
/// the model's end time.
double sweepEndTime(const Model& model, double requested);

/// Runs the sweep; `progress` (called from worker threads, serialized) sees each finished run.
std::vector<SweepRun>
runSweep(const Model& model, const SweepRequest& request,
         const std::function<void(const SweepRun&, int done, int total)>& progress,
         const CancelToken& cancel);

/// The runs as CSV: a header row, then one row per run (method, mode, value, steps, rejected,
/// rhs_evals, cpu_seconds, error_q, scd_q, error_v, error_lambda, status); numbers round-trip.
std::string sweepCsv(const std::vector<SweepRun>& runs);

/// Observed order between consecutive fixed-step runs of one method: log(e1/e2) / log(h1/h2).
struct ObservedOrder {
    std::string method;
    double step = 0.0; // the finer step of the pair
    double order = 0.0;
};
std::vector<ObservedOrder> observedOrders(const std::vector<SweepRun>& runs);

} // namespace mechlab::core
