#pragma once

// The report of one finished run, of either kind of model: what the run was (model, method,
// settings), how it ended (status), what it cost (statistics, CPU) and what it achieved (the
// residuals, the energy drift, the errors against the exact solution, the closed form or the
// reference values, the final state). Built once by AnyModel::report(); formatted as JSON and as
// text here, and as the window's status line by the GUI (which translates its words).

#include "record/Recorder.h"
#include "run/Simulation.h"

#include <optional>
#include <string>

namespace mechlab::core {

enum class ModelKind { Mechanical, LinearDae };

struct RunReport {
    ModelKind kind = ModelKind::Mechanical;
    std::string model; // its name
    SimulationResult result;
    /// The recorded figures. For a linear DAE: tFinal, qFinal (the unknowns x) and, for a
    /// regular pencil, maxErrorQ (the error against the closed form, hasErrorQ).
    RunSummary summary;
    ReferenceErrors reference;               // the worst over `references`; count 0: none reached
    std::vector<ReferenceErrors> references; // per reference time inside the run's interval
    bool hasVelocityConstraints = false;     // |A v + b| applies
    std::string energyUnit;                  // the model's, may be empty
    // Why the model's exact solution does not apply (Model::exactSolutionNote), else empty.
    std::string exactNote;
    // A linear DAE's pencil: regular or not, and its index when regular.
    bool regular = true;
    std::optional<int> index;
    bool closedFormConverged = true; // the closed form's quadrature converged
    // Solution points: computed, and kept in the record in memory (fewer when it was thinned to
    // its row limit; Trajectory.h).
    std::size_t points = 0, pointsKept = 0;
    // A mechanical model's formula programs ran as machine code (model/NativeCode.h) when the
    // run ended; its CPU time depends on it.
    bool machineCode = false;
    // Why they ran interpreted, where the front end tried machine code (e.g. "MECHLAB_NATIVE=off",
    // a cache directory writable by others); empty otherwise.
    std::string interpretedBecause;
};

/// The report as a JSON object (indented), with the same keys for every run of a kind.
std::string reportJson(const RunReport& report);
/// The energy of a mechanical run in words (EnergyRecord::describe); empty for a linear DAE.
std::string energyText(const RunReport& report);
/// Per conserved quantity the model declares: "NAME: drift ... of its size ..." (empty for a
/// linear DAE or a model without them).
std::vector<std::string> conservedTexts(const RunReport& report);
/// The report as aligned "label: value" lines.
std::string reportText(const RunReport& report);

} // namespace mechlab::core
