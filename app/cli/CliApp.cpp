#include "CliApp.h"

#include "model/NativeCode.h"
#include "model/Presets.h"
#include "record/Csv.h"
#include "run/AnyModel.h"
#include "run/WorkPrecision.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <ostream>
#include <set>
#include <sstream>

namespace mechlab::cli {

using namespace mechlab::core;

namespace {

// Set from a signal handler: a lock-free atomic store is all a handler may do.
CancelToken g_interrupt;
std::atomic<int> g_signal{0};

extern "C" void onInterrupt(int signal) {
    g_signal.store(signal);
    g_interrupt.cancel();
}

// The exit code of an interrupted command (128 + the signal), or `code` when none came.
int interruptedOr(int code) {
    const int signal = g_signal.load();
    return signal != 0 ? 128 + signal : code;
}

// "interrupted at t = 1.23 (SIGINT)" for a run that a signal stopped, else the status text.
std::string statusText(const SimulationResult& r) {
    if (r.status.ok()) return "ok";
    const int signal = g_signal.load();
    if (signal != 0 && r.status.code == StatusCode::Cancelled)
        return "interrupted at t = " + formatNumber(r.status.t) +
               (signal == SIGINT    ? " (SIGINT)"
                : signal == SIGTERM ? " (SIGTERM)"
                                    : "");
    return r.status.message();
}

} // namespace

void installInterruptHandlers() {
    struct sigaction action {};
    action.sa_handler = onInterrupt;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, nullptr);
    sigaction(SIGTERM, &action, nullptr);
}

namespace {

constexpr int kOk = 0, kFailed = 1, kUsage = 2;

const char* kUsageText =
    R"(Usage:
  mechlab-cli run MODEL [options]     integrate a model and print a summary
  mechlab-cli check MODEL [options]   report sizes, consistency and rank of the constraints
  mechlab-cli bench MODEL [options]   work-precision sweep of several methods
  mechlab-cli list-methods            list the integrators and their settings
  mechlab-cli list-presets            list the built-in models
  mechlab-cli help [COMMAND]          this text, or the part about one command
  mechlab-cli --help | --version

MODEL is a preset id (see list-presets) or the path to a model file (.json).

Options of run:
  --method ID          integrator (default: the model's recommended method, else hem4)
  --step H             fixed step size
  --tol TOL            error tolerance (adaptive step size)
  --t-end T            end time (default: the model's)
  --set NAME=VALUE     set a model parameter (repeatable, once per name)
  --option KEY=VALUE   set a method setting, e.g. projection=on; KEY= leaves it unset
                       (tol= gives fixed steps) (repeatable, once per key)
  --csv FILE           write the recorded trajectory as CSV (- : to standard output, the
                       summary then to standard error)
  --summary text|json  summary format (default text)
  --max-points N       keep at most N solution points in memory (default 2000000, fewer
                       for models with many columns; at least 1000): past it the record is
                       thinned keeping extremes; a --csv file still gets every point
  --max-residual R     stop ("diverged") when |g|, |G v + g_t| or |A v + b| exceeds R
  --max-drift D        stop ("diverged") when the energy drift exceeds D: |E - E0|/|E0|
                       while |E0| is at least ten times the energy's scale, else |E - E0|;
                       not applied to a model that does not conserve its energy
  --max-invariant-drift D
                       stop ("diverged") when a conserved quantity the model declares
                       ("invariants") drifts by more than D of its size
  --min-step H         stop ("step-too-small") when accepted points before the end come
                       closer than H

Options of bench (a table on stdout, progress on stderr):
  --methods ID,ID,...  the methods to compare (required)
  --tols A:B[:K]       adaptive runs at tolerances A down to B, K per decade (default 1)
  --steps H1:H2        fixed-step runs at H1, H1/2, ... down to H2 (with observed orders)
  --t-end T            end time (default: the last reference time, else the model's)
  --set NAME=VALUE     set a model parameter (repeatable, once per name; references then
                       no longer apply)
  --option KEY=VALUE   a method setting for every method that has it (repeatable, once per
                       key)
  --threads N          parallel runs (default: the machine's cores)
  --repeat N           compute each run N times and report its least CPU time (the first
                       run of a method also pays for loading its code; default 1)
  --csv FILE           also write the table as CSV (- : to standard output, the table
                       then to standard error)

Options of check:
  --method ID          also report the index of the formulation this method integrates
  --set NAME=VALUE     set a model parameter (repeatable)
  --project            print initial values projected onto the constraints

Exit status: 0 success, 1 the model or the run failed, 2 wrong usage.
)";

// The part of the usage text about one command: its synopsis line, what MODEL is (for the
// commands that take one), its options and the exit status; empty for an unknown command.
std::string commandHelp(const std::string& command) {
    const std::string text = kUsageText;
    std::istringstream lines(text);
    std::string line, synopsis;
    while (std::getline(lines, line))
        if (line.rfind("  mechlab-cli " + command + " ", 0) == 0 ||
            line == "  mechlab-cli " + command)
            synopsis = line;
    if (synopsis.empty() || command.empty() || command[0] == '-') return {};
    std::string help = "Usage:\n" + synopsis + "\n";
    const std::size_t model = text.find("MODEL is ");
    if (synopsis.find(" MODEL ") != std::string::npos)
        help += "\n" + text.substr(model, text.find('\n', model) - model + 1);
    const std::size_t options = text.find("Options of " + command);
    if (options != std::string::npos)
        help += "\n" + text.substr(options, text.find("\n\n", options) - options + 1);
    const std::size_t exit = text.find("Exit status:");
    return help + "\n" + text.substr(exit);
}

struct UsageError {
    std::string message;
};

struct Options {
    const CancelToken* stop = &g_interrupt; // stops a run or bench at its next step
    std::string command, model, method, csv, summary = "text";
    std::optional<double> step, tol, tEnd, maxResidual, maxDrift, maxInvariantDrift, minStep;
    std::vector<std::pair<std::string, std::string>> sets;
    std::map<std::string, std::string> options;
    bool project = false;
    std::vector<std::string> methods; // bench
    std::vector<double> tols, steps;
    int threads = 0, repeats = 1;
    std::size_t maxPoints = 0; // 0: the default row limit
};

double parseNumber(const std::string& text, const std::string& what) {
    const std::optional<double> v = parseReal(text);
    if (!v) throw UsageError{what + " expects a number, not '" + text + "'"};
    return *v;
}

// NAME=VALUE; an empty VALUE only where `allowEmpty` (a method setting left unset: "tol=").
std::pair<std::string, std::string> parseAssignment(const std::string& text,
                                                    const std::string& what, bool allowEmpty) {
    const auto eq = text.find('=');
    if (eq == std::string::npos || eq == 0 || (eq + 1 == text.size() && !allowEmpty))
        throw UsageError{what + " expects NAME=VALUE, not '" + text + "'"};
    return {text.substr(0, eq), text.substr(eq + 1)};
}

// --option KEY=VALUE, once per key (a second one would silently lose to the first or the last).
void addOption(Options& o, const std::string& text) {
    const auto option = parseAssignment(text, "--option", true);
    if (!o.options.insert(option).second)
        throw UsageError{"--option " + option.first + " is given twice"};
}

// The value of a flag that must not be empty.
const std::string& nonEmpty(const std::string& value, const std::string& flag,
                            const char* expected) {
    if (value.empty()) throw UsageError{flag + " expects " + expected + ", not an empty value"};
    return value;
}

Options parseArgs(const std::vector<std::string>& args) {
    Options o;
    if (args.empty()) throw UsageError{"missing command"};
    o.command = args[0];
    if (o.command == "--version") throw UsageError{"--version takes no arguments"};
    const bool takesModel = o.command == "run" || o.command == "check" || o.command == "bench";
    if (!takesModel && o.command != "list-methods" && o.command != "list-presets")
        throw UsageError{"unknown command '" + o.command + "'"};
    std::size_t i = 1;
    std::set<std::string> given;
    auto value = [&](const std::string& flag) -> const std::string& {
        if (i + 1 >= args.size()) throw UsageError{flag + " needs a value"};
        return args[++i];
    };
    for (; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (a.rfind("--", 0) != 0) {
            if (!takesModel || !o.model.empty())
                throw UsageError{"unexpected argument '" + a + "'"};
            o.model = a;
            continue;
        }
        const bool run = o.command == "run";
        const bool bench = o.command == "bench";
        if (!takesModel) throw UsageError{"'" + o.command + "' takes no options"};
        // Only --set and --option may repeat (once per name or key): a second --step or --csv
        // would silently override the first.
        if (a != "--set" && a != "--option" && !given.insert(a).second)
            throw UsageError{a + " is given twice"};
        if (bench && a == "--methods") {
            const std::string list = value(a);
            std::size_t start = 0;
            while (start <= list.size()) {
                const std::size_t comma = std::min(list.find(',', start), list.size());
                if (comma == start)
                    throw UsageError{"--methods expects ID,ID,..., not '" + list + "'"};
                o.methods.push_back(list.substr(start, comma - start));
                start = comma + 1;
            }
        } else if (bench && a == "--tols") {
            o.tols = parseToleranceRange(value(a));
            if (o.tols.empty())
                throw UsageError{"--tols expects A:B or A:B:K (positive tolerances, K points per "
                                 "decade), not '" +
                                 args[i] + "'"};
        } else if (bench && a == "--steps") {
            o.steps = parseStepRange(value(a));
            if (o.steps.empty())
                throw UsageError{"--steps expects H1:H2 (positive steps), not '" + args[i] + "'"};
        } else if (bench && a == "--threads") {
            const double n = parseNumber(value(a), "--threads");
            if (n < 1 || n > 256 || n != std::floor(n))
                throw UsageError{"--threads expects a whole number from 1 to 256"};
            o.threads = int(n);
        } else if (bench && a == "--repeat") {
            const double n = parseNumber(value(a), "--repeat");
            if (n < 1 || n > 100 || n != std::floor(n))
                throw UsageError{"--repeat expects a whole number from 1 to 100"};
            o.repeats = int(n);
        } else if (bench && a == "--t-end")
            o.tEnd = parseNumber(value(a), "--t-end");
        else if (bench && a == "--option")
            addOption(o, value(a));
        else if (bench && a == "--csv")
            o.csv = nonEmpty(value(a), a, "a file name");
        else if (a == "--method")
            o.method = nonEmpty(value(a), a, "a method id");
        else if (a == "--set") {
            const auto set = parseAssignment(value(a), "--set", false);
            for (const auto& earlier : o.sets)
                if (earlier.first == set.first)
                    throw UsageError{"--set " + set.first + " is given twice"};
            o.sets.push_back(set);
        } else if (run && a == "--step")
            o.step = parseNumber(value(a), "--step");
        else if (run && a == "--tol")
            o.tol = parseNumber(value(a), "--tol");
        else if (run && a == "--t-end")
            o.tEnd = parseNumber(value(a), "--t-end");
        else if (run && (a == "--max-residual" || a == "--max-drift" ||
                         a == "--max-invariant-drift" || a == "--min-step")) {
            const double limit = parseNumber(value(a), a);
            if (!(limit > 0)) throw UsageError{a + " expects a positive number"};
            (a == "--max-residual"          ? o.maxResidual
             : a == "--max-drift"           ? o.maxDrift
             : a == "--max-invariant-drift" ? o.maxInvariantDrift
                                            : o.minStep) = limit;
        } else if (run && a == "--option")
            addOption(o, value(a));
        else if (run && a == "--csv")
            o.csv = nonEmpty(value(a), a, "a file name");
        else if (run && a == "--max-points") {
            const double n = parseNumber(value(a), a);
            if (!(n >= double(Trajectory::kMinRowLimit) && n <= 1e12 && n == std::floor(n)))
                throw UsageError{"--max-points expects a whole number from 1000 to 1e12"};
            o.maxPoints = std::size_t(n);
        } else if (run && a == "--summary") {
            o.summary = value(a);
            if (o.summary != "text" && o.summary != "json")
                throw UsageError{"--summary expects text or json, not '" + o.summary + "'"};
        } else if (!run && a == "--project")
            o.project = true;
        else
            throw UsageError{"unknown option '" + a + "' for " + o.command};
    }
    if (takesModel && o.model.empty())
        throw UsageError{o.command + " needs a MODEL (preset id or file)"};
    if (o.step && o.tol) throw UsageError{"give either --step or --tol, not both"};
    if (std::error_code ec; !o.csv.empty() && o.csv != "-" && std::filesystem::exists(o.csv, ec) &&
                            std::filesystem::equivalent(o.csv, o.model, ec))
        throw UsageError{"--csv names the model file itself: writing it would destroy the model"};
    if (o.command == "bench" && o.methods.empty()) throw UsageError{"bench needs --methods"};
    if (o.command == "bench" && o.tols.empty() && o.steps.empty())
        throw UsageError{"bench needs --tols or --steps"};
    return o;
}

// Loads the model file or preset; on failure prints one line and returns nothing.
std::optional<ModelSpec> loadSpec(const Options& o, std::ostream& err) {
    ModelSpecResult loaded = loadModelSource(o.model);
    if (!loaded.ok()) {
        err << "mechlab-cli: " << o.model << ": " << toString(loaded.diagnostics) << "\n";
        return std::nullopt;
    }
    return std::move(*loaded.spec);
}

// Compiles the model (of either kind) and applies --set; on failure prints why and returns
// nothing.
std::optional<AnyModel> compile(const Options& o, std::ostream& err) {
    const auto spec = loadSpec(o, err);
    if (!spec) return std::nullopt;
    AnyModelCompileResult compiled = compileAnyModel(*spec);
    if (!compiled.ok()) {
        err << "mechlab-cli: " << o.model << ": " << toString(compiled.diagnostics, true) << "\n";
        return std::nullopt;
    }
    AnyModel& model = *compiled.model;
    if (o.sets.empty()) return model;
    std::vector<double> values = model.parameterValues();
    for (const auto& [name, text] : o.sets) {
        const auto index = model.parameterIndex(name);
        if (!index) {
            err << "mechlab-cli: --set: the model has no parameter '" << name << "'\n";
            return std::nullopt;
        }
        double value = 0.0;
        try {
            value = parseNumber(text, "--set " + name);
        } catch (const UsageError& e) {
            err << "mechlab-cli: " << e.message << "\n";
            return std::nullopt;
        }
        // Outside the model file's range (its sliders'), where it gives one: allowed (a study
        // may leave it on purpose) but said; subnormal numbers compute without precision.
        const ParameterSpec& p = model.spec().parameters[std::size_t(*index)];
        if (p.min < p.max && (value < p.min || value > p.max))
            err << "mechlab-cli: note: --set " << name << " = " << text
                << " is outside the parameter's range [" << formatNumber(p.min) << ", "
                << formatNumber(p.max) << "] in the model file\n";
        if (value != 0.0 && std::abs(value) < std::numeric_limits<double>::min()) {
            err << "mechlab-cli: --set " << name << " = " << text
                << " is a subnormal number (below 2.2e-308): too small to compute with\n";
            return std::nullopt;
        }
        values[std::size_t(*index)] = value;
    }
    return model.withParameters(values);
}

SimulationRequest runRequest(const Options& o) {
    SimulationRequest request;
    request.method = o.method;
    request.settings = o.options;
    if (o.step) request.settings["step"] = formatNumber(*o.step);
    if (o.tol) request.settings["tol"] = formatNumber(*o.tol);
    if (o.tEnd) request.tEnd = *o.tEnd;
    if (o.maxResidual) request.limits.maxResidual = *o.maxResidual;
    if (o.maxDrift) request.limits.maxEnergyDrift = *o.maxDrift;
    if (o.maxInvariantDrift) request.limits.maxInvariantDrift = *o.maxInvariantDrift;
    if (o.minStep) request.limits.minStep = *o.minStep;
    return request;
}

// A --csv file whose bytes `produce` hands to the sink it is given: "-" is standard output,
// anything else goes through writeFile. False (with the message on stderr) when the write
// failed; `producerError` (if given) says why when `produce` itself failed.
bool writeOutput(const std::string& path, const std::function<bool(const ByteSink&)>& produce,
                 std::ostream& out, std::ostream& err, const std::string* producerError = nullptr) {
    std::string error;
    if (path == "-") {
        if (produce([&](const char* data, std::size_t size) {
                out.write(data, std::streamsize(size));
                return bool(out);
            }) &&
            out.flush())
            return true;
        if (!out) error = "cannot write the CSV to standard output";
    } else if (writeFile(path, produce, &error)) {
        return true;
    }
    if (error.empty() && producerError) error = *producerError;
    err << "mechlab-cli: " << error << "\n";
    return false;
}

// The directory for the rows of a --csv file while the run goes: the file's own for a regular
// file (so that its disk is the one that must hold them), else the system's temporary one.
// Nothing, with the message, when that directory does not exist: the run would be wasted.
std::optional<std::string> rowDirectory(const std::string& csv, std::ostream& err) {
    std::error_code ec;
    if (std::filesystem::is_directory(csv, ec)) {
        err << "mechlab-cli: cannot write '" << csv << "': it is a directory\n";
        return std::nullopt;
    }
    if (csv == "-" ||
        (std::filesystem::exists(csv, ec) && !std::filesystem::is_regular_file(csv, ec)))
        return std::string();
    std::filesystem::path parent = std::filesystem::path(csv).parent_path();
    if (parent.empty()) parent = ".";
    if (!std::filesystem::is_directory(parent, ec)) {
        err << "mechlab-cli: cannot write '" << csv << "': " << std::strerror(ENOENT)
            << " (no directory '" << parent.string() << "')\n";
        return std::nullopt;
    }
    return parent.string();
}

// With a fixed step the number of rows is known before the run: a CSV the disk cannot hold is
// refused up front, with the estimate (about 20 bytes a value; the rows are held in a temporary
// file on the same disk until the header can be written, so twice that at the end).
bool csvFits(const Options& o, const AnyModel& model, const std::string& directory,
             std::ostream& err) {
    const auto tol = o.options.find("tol"); // --option tol=X with --step: adaptive after all
    if (!o.step || *o.step <= 0.0 || (tol != o.options.end() && !tol->second.empty())) return true;
    const double tEnd = o.tEnd.value_or(model.spec().tEnd);
    const double rows = std::ceil((tEnd - model.spec().tStart) / *o.step) + 1.0;
    const int columns = model.columns().columnCount();
    const double bytes = rows * double(columns) * 20.0;
    std::error_code ec;
    // The rows wait in `directory`, else in the temporary directory (TMPDIR), as CsvRowFile does.
    const std::filesystem::path disk = directory.empty() ? std::filesystem::temp_directory_path(ec)
                                                         : std::filesystem::path(directory);
    const auto space = std::filesystem::space(disk, ec);
    const double needed = directory.empty() ? bytes : 2.0 * bytes;
    if (ec || !(needed > double(space.available))) return true;
    err << "mechlab-cli: the CSV would take about " << formatBrief(bytes / 1e9) << " GB ("
        << formatBrief(rows) << " rows of " << columns << " values), and the disk holding '"
        << disk.string() << "' has " << formatBrief(double(space.available) / 1e9) << " GB free"
        << (directory.empty() ? "" : " (twice the file is needed while it is written)")
        << ": choose a larger step, an "
           "earlier end time or another disk\n";
    return false;
}

// After a run: a run refused before it started (invalid settings, nothing recorded) is one line
// on stderr, and with --summary json its summary (status invalid-settings, the reason in
// message), so that a script reading it gets JSON either way; --csv gets the header and every
// row the run computed (`rows`). False when the command is to fail here.
bool reportRecorded(const Options& o, const RunReport& report, const Trajectory& recorded,
                    CsvRowFile* rows, std::ostream& out, std::ostream& err) {
    const SimulationResult& r = report.result;
    if (r.status.code == StatusCode::InvalidSettings && recorded.rowsAppended() == 0) {
        if (o.summary == "json") (o.csv == "-" ? err : out) << reportJson(report);
        err << "mechlab-cli: " << r.status.detail << "\n";
        return false;
    }
    if (!rows) return true;
    const CsvMetadata meta{report.model,          r.method,         r.settingsText,
                           statusText(r),         r.stats.warnings, energyText(report),
                           conservedTexts(report)};
    // The header describes the file's rows, all of them: not the thinned record's.
    Trajectory columns;
    for (int c = 0; c < recorded.columnCount(); ++c)
        columns.addColumn(recorded.column(c).name, recorded.column(c).unit);
    return writeOutput(
        o.csv,
        [&](const ByteSink& write) {
            const std::string head = csvHeader(columns, meta);
            return write(head.data(), head.size()) && rows->copyTo(write);
        },
        out, err, &rows->error());
}

// Machine code for the programs of a model about to run, where a compiler is found
// (model/NativeCode.h); without it the interpreter runs, with the same results. Returns why it
// runs interpreted (empty when it does not; a signal stops a compile under way).
std::string attachNative(const AnyModel& model, const CancelToken& cancel) {
    std::string why;
    return model.attachNativeCode(&why, &cancel) ? std::string() : why;
}

int commandRun(const Options& o, std::ostream& out, std::ostream& err) {
    const auto model = compile(o, err);
    if (!model) return kFailed;
    const CancelToken cancel(o.stop);
    const std::string interpretedBecause = attachNative(*model, cancel);
    RunRecording recording(*model, o.maxPoints);
    // Every row goes to the CSV as it is computed; the record in memory is thinned past its
    // limit (Trajectory.h).
    std::unique_ptr<CsvRowFile> rows;
    if (!o.csv.empty()) {
        const auto directory = rowDirectory(o.csv, err);
        if (!directory || !csvFits(o, *model, *directory, err)) return kFailed;
        rows = std::make_unique<CsvRowFile>(*directory);
        if (!rows->error().empty()) {
            err << "mechlab-cli: cannot write '" << o.csv << "': " << rows->error() << "\n";
            return kFailed;
        }
        const int columns = recording.trajectory().columnCount();
        recording.trajectory().setRowSink(
            [&rows, columns](const double* row) { rows->append(row, columns); });
    }
    const SimulationResult r = model->simulate(runRequest(o), recording, cancel);
    RunReport report = model->report(r, recording);
    if (!report.machineCode) report.interpretedBecause = interpretedBecause;
    if (!reportRecorded(o, report, recording.trajectory(), rows.get(), out, err)) return kFailed;
    // With the CSV on standard output the summary goes to standard error.
    std::ostream& summary = o.csv == "-" ? err : out;
    if (o.summary == "json") {
        summary << reportJson(report);
    } else {
        summary << reportText(report);
        if (!o.csv.empty()) summary << "csv:      " << o.csv << "\n";
    }
    if (!r.status.ok()) {
        err << "mechlab-cli: " << statusText(r) << "\n";
        return interruptedOr(kFailed);
    }
    return kOk;
}

int commandBench(const Options& o, std::ostream& stdOut, std::ostream& err) {
    // With the CSV on standard output the table goes to standard error.
    std::ostream& out = o.csv == "-" ? err : stdOut;
    const auto compiled = compile(o, err);
    if (!compiled) return kFailed;
    const Model* model = compiled->mechanical();
    if (!model) {
        err << "mechlab-cli: bench takes mechanical models; for a linear DAE compare methods "
               "with run --method ID --step H (the error is against the closed form)\n";
        return kFailed;
    }
    for (const std::string& id : o.methods)
        if (!findMethod(id)) {
            err << "mechlab-cli: unknown method '" << id << "' (see mechlab-cli list-methods)\n";
            return kFailed;
        }
    // A fixed-step run no run could finish is refused before the others take their time.
    if (!o.steps.empty()) {
        const double tEnd = sweepEndTime(*model, o.tEnd.value_or(std::nan("")));
        // A step beyond the interval is one step of the interval, the same run again: its
        // "observed order" would be noise.
        if (o.steps.front() > tEnd - model->tStart()) {
            err << "mechlab-cli: --steps starts at " << formatBrief(o.steps.front())
                << ", longer than the interval [" << formatBrief(model->tStart()) << ", "
                << formatBrief(tEnd) << "]: start at a step below "
                << formatBrief(tEnd - model->tStart()) << "\n";
            return kFailed;
        }
        const double steps = (tEnd - model->tStart()) / o.steps.back();
        if (steps > kMaxFixedSteps) {
            err << "mechlab-cli: --steps down to " << formatBrief(o.steps.back())
                << ": the last runs would take " << formatBrief(std::ceil(steps))
                << " fixed steps each (more than " << formatNumber(kMaxFixedSteps)
                << "): choose a larger smallest step or an earlier end time\n";
            return kFailed;
        }
    }
    SweepRequest request;
    request.methods = o.methods;
    request.tolerances = o.tols;
    request.steps = o.steps;
    request.settings = o.options;
    request.threads = o.threads;
    request.repeats = o.repeats;
    if (o.tEnd) request.tEnd = *o.tEnd;
    const CancelToken cancel(o.stop);
    // Said with the table: its CPU times depend on it (runSweep() would attach it as well).
    std::string interpretedBecause;
    const bool native = attachNativeCode(model->compiled(), &interpretedBecause, &cancel);
    const std::vector<SweepRun> runs = runSweep(
        *model, request,
        [&](const SweepRun& r, int done, int total) {
            err << "[" << done << "/" << total << "] " << r.method
                << (r.fixedStep ? " h=" : " tol=") << formatNumber(r.value) << ": "
                << (r.status.ok() ? "ok" : statusName(r.status.code)) << "\n";
        },
        cancel);

    const std::string kind = runs.empty() || runs.front().errorKind.empty()
                                 ? std::string("none")
                                 : runs.front().errorKind;
    char line[256];
    std::snprintf(line, sizeof line, "%-15s %-5s %10s %8s %6s %9s %10s %10s %6s %10s %10s  %s\n",
                  "method", "mode", "tol/step", "steps", "rej", "M/f evals", "cpu [s]", "error q",
                  "scd q", "error v", "error λ", "status");
    out << "model: " << model->name() << "; error: "
        << (kind == "reference" ? "max relative error against the reference values"
            : kind == "exact"   ? "max position error over the run against the exact solution"
            : !model->exactSolutionNote().empty()
                ? "none: " + model->exactSolutionNote()
                : std::string("no reference values or exact solution"))
        << "\n"
        << "formula programs: "
        << (native ? "machine code" : "interpreted (" + interpretedBecause + ")") << "\n"
        << line;
    auto cell = [](const std::optional<double>& v) {
        char b[32];
        if (v)
            std::snprintf(b, sizeof b, "%10.3e", *v);
        else
            std::snprintf(b, sizeof b, "%10s", "-");
        return std::string(b);
    };
    bool anyAtAccuracy = false;
    for (const SweepRun& r : runs) {
        // The digits of a run at the reference values' own accuracy are marked.
        char digits[16];
        std::snprintf(digits, sizeof digits, "%5.2f%s", r.scd(), r.atReferenceAccuracy ? "*" : " ");
        anyAtAccuracy = anyAtAccuracy || r.atReferenceAccuracy;
        // The status after the fixed-width columns: a failure message may be long.
        std::snprintf(line, sizeof line,
                      "%-15s %-5s %10.3g %8lld %6lld %9lld %10.4f %s %6s %s %s  ", r.method.c_str(),
                      r.fixedStep ? "step" : "tol", r.value, r.stats.steps, r.stats.rejected,
                      r.stats.rhsEvals, r.stats.cpuSeconds, cell(r.error).c_str(), digits,
                      cell(r.errorV).c_str(), cell(r.errorLambda).c_str());
        out << line << (r.status.ok() ? std::string("ok") : r.status.message()) << "\n";
    }
    if (anyAtAccuracy)
        out << "* at the reference values' own accuracy: more digits cannot be measured against "
               "them\n";
    const std::vector<ObservedOrder> orders = observedOrders(runs);
    if (!orders.empty()) {
        out << "observed orders (positions, between consecutive steps):\n";
        for (const ObservedOrder& p : orders) {
            std::snprintf(line, sizeof line, "  %-15s h = %-10.4g %6.2f\n", p.method.c_str(),
                          p.step, p.order);
            out << line;
        }
    }
    if (!o.csv.empty()) {
        const std::string table = sweepCsv(runs);
        if (!writeOutput(
                o.csv, [&](const ByteSink& write) { return write(table.data(), table.size()); },
                stdOut, err))
            return kFailed;
    }
    const auto failed =
        std::count_if(runs.begin(), runs.end(), [](const SweepRun& r) { return !r.status.ok(); });
    if (failed == 0) return interruptedOr(kOk);
    err << "mechlab-cli: " << failed << " of " << runs.size()
        << " runs did not finish (their status is in the table)\n";
    return interruptedOr(kFailed);
}

int commandCheck(const Options& o, std::ostream& out, std::ostream& err) {
    const auto model = compile(o, err);
    if (!model) return kFailed;
    if (!o.method.empty())
        if (const auto refusal = model->methodError(o.method)) {
            err << "mechlab-cli: " << *refusal << "\n";
            return kFailed;
        }
    const CheckReport report = model->check(o.method);
    out << "Model: " << model->name() << "\n" << report.text;
    if (o.project) {
        std::string error;
        const auto projected = model->projectStart(&error);
        if (!projected) {
            err << "mechlab-cli: projection failed: " << error << "\n";
            return kFailed;
        }
        out << projected->text;
    }
    return report.finite ? kOk : kFailed;
}

int commandListMethods(std::ostream& out) {
    for (const MethodEntry& e : methodRegistry()) {
        out << e.info.id << "\t" << e.info.name << "\n    " << e.info.description << "\n    order "
            << e.info.order << ", formulation: " << e.info.formulation << "\n    settings:";
        for (const SettingSpec& s : e.info.settings) {
            out << " " << s.key;
            if (!s.choices.empty()) {
                out << "=";
                for (std::size_t k = 0; k < s.choices.size(); ++k)
                    out << (k ? "|" : "") << s.choices[k];
            } else if (!s.defaultValue.empty()) {
                out << "=" << s.defaultValue;
            }
        }
        out << "\n";
        if (e.solvesLinearDae()) {
            out << "    linear DAEs: " << e.linear.note << "; settings:";
            for (const SettingSpec& s : e.linear.settings)
                out << " " << s.key << (s.defaultValue.empty() ? "" : "=" + s.defaultValue);
            out << "\n";
        }
    }
    return kOk;
}

int commandListPresets(std::ostream& out, std::ostream& err) {
    for (const std::string& id : presetIds()) {
        const ModelSpecResult r = loadPreset(id);
        if (!r.ok()) {
            err << "mechlab-cli: preset " << id << " is damaged: " << toString(r.diagnostics)
                << "\n";
            return kFailed;
        }
        out << id << "\t" << r.spec->name << "\n";
    }
    return kOk;
}

} // namespace

int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
           const CancelToken* stop) {
    if (!args.empty() && (args[0] == "--help" || args[0] == "-h" || args[0] == "help")) {
        if (args.size() == 1) {
            out << kUsageText;
            return kOk;
        }
        const std::string help = args.size() == 2 ? commandHelp(args[1]) : std::string();
        if (help.empty()) {
            err << "mechlab-cli: "
                << (args.size() == 2 ? "no command '" + args[1] + "'"
                                     : std::string("help takes one COMMAND"))
                << " (see mechlab-cli --help)\n";
            return kUsage;
        }
        out << help;
        return kOk;
    }
    if (args.size() == 1 && args[0] == "--version") {
        out << "mechlab-cli " << MECHLAB_VERSION << "\n";
        return kOk;
    }
    try {
        Options o = parseArgs(args);
        if (stop) o.stop = stop;
        const int code = o.command == "run"            ? commandRun(o, out, err)
                         : o.command == "check"        ? commandCheck(o, out, err)
                         : o.command == "bench"        ? commandBench(o, out, err)
                         : o.command == "list-methods" ? commandListMethods(out)
                                                       : commandListPresets(out, err);
        // Output that did not reach standard output (a full disk, a closed pipe) is a failure.
        if (!out.flush()) {
            err << "mechlab-cli: cannot write to standard output\n";
            return kFailed;
        }
        return code;
    } catch (const UsageError& e) {
        err << "mechlab-cli: " << e.message << " (see mechlab-cli --help)\n";
        return kUsage;
    }
}

} // namespace mechlab::cli
