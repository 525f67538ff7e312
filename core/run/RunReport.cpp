#include "run/RunReport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>
#include <sstream>

namespace mechlab::core {

namespace {

QJsonValue number(double v) {
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}

QJsonArray numbers(const Eigen::VectorXd& v) {
    QJsonArray a;
    for (Eigen::Index i = 0; i < v.size(); ++i) a.append(number(v[i]));
    return a;
}

std::string statusText(const Status& s) {
    return s.ok() ? "finished" : s.message();
}

bool linear(const RunReport& r) {
    return r.kind == ModelKind::LinearDae;
}

} // namespace

std::string reportJson(const RunReport& report) {
    const SimulationResult& r = report.result;
    const RunStats& st = r.stats;
    const RunSummary& s = report.summary;
    QJsonObject j;
    j["status"] = statusName(r.status.code);
    j["message"] = QString::fromStdString(statusText(r.status));
    j["model"] = QString::fromStdString(report.model);
    j["method"] = QString::fromStdString(r.method);
    j["settings"] = QString::fromStdString(r.settingsText);
    j["settings_from_model"] = r.recommendedSettings;
    j["t_end"] = r.tEnd;
    j["steps"] = double(st.steps);
    j["rejected"] = double(st.rejected);
    j["linear_solves"] = double(st.linearSolves);
    j["factorizations"] = double(st.factorizations);
    j["newton_jacobians"] = double(st.newtonJacobians);
    j["cpu_seconds"] = st.cpuSeconds;
    j["points"] = double(report.points);
    j["points_kept"] = double(report.pointsKept);
    QJsonArray warnings;
    for (const std::string& w : st.warnings) warnings.append(QString::fromStdString(w));
    j["warnings"] = warnings;
    j["machine_code"] = report.machineCode;
    j["interpreted_because"] = report.interpretedBecause.empty()
                                   ? QJsonValue()
                                   : QJsonValue(QString::fromStdString(report.interpretedBecause));
    if (linear(report)) {
        j["kind"] = "linear-dae";
        j["forcing_evals"] = double(st.rhsEvals);
        j["regular"] = report.regular;
        j["index"] = report.index ? QJsonValue(*report.index) : QJsonValue();
        j["max_error_x"] = s.hasErrorQ && s.tFinal == s.tFinal ? number(s.maxErrorQ) : QJsonValue();
        j["closed_form_converged"] = report.closedFormConverged;
        j["final"] = QJsonObject{{"t", number(s.tFinal)}, {"x", numbers(s.qFinal)}};
        return QJsonDocument(j).toJson(QJsonDocument::Indented).toStdString();
    }
    j["rhs_evals"] = double(st.rhsEvals);
    j["constraint_evals"] = double(st.constraintEvals);
    j["jacobian_evals"] = double(st.jacobianEvals);
    j["newton_iterations"] = double(st.newtonIterations);
    j["error_test_failures"] = double(st.errorTestFailures);
    j["convergence_failures"] = double(st.convergenceFailures);
    // What the run measured along its points: nothing for a run refused before its first.
    const bool recorded = s.tFinal == s.tFinal;
    auto measured = [&](QJsonValue v) { return recorded ? v : QJsonValue(); };
    j["max_abs_g"] = measured(number(s.maxAbsG));
    j["max_abs_Gv"] = measured(number(s.maxAbsGv));
    j["max_abs_Av_b"] =
        report.hasVelocityConstraints ? measured(number(s.maxAbsAvb)) : QJsonValue();
    j["max_discrete_residual"] =
        std::isnan(st.discreteResidual) ? QJsonValue() : number(st.discreteResidual);
    // The energy drift as EnergyRecord::drift defines it: relative to |E0|, absolute (in
    // energy_unit) or, for a model that does not conserve its energy, the largest |E - E0|.
    const EnergyRecord::Drift drift = s.energy.drift();
    j["energy_drift"] = measured(number(drift.value));
    j["energy_drift_kind"] =
        measured(drift.kind == EnergyRecord::Kind::Relative   ? "relative"
                 : drift.kind == EnergyRecord::Kind::Absolute ? "absolute"
                                                              : "not conserved");
    j["energy_unit"] = QString::fromStdString(report.energyUnit);
    j["energy_scale"] = measured(number(s.energy.scale()));
    // Per declared conserved quantity (Invariants.h): I0, max |I - I0|, its size and the drift.
    QJsonArray invariants;
    for (const InvariantRecord& c : s.invariants)
        invariants.append(
            QJsonObject{{"name", QString::fromStdString(c.name)},
                        {"unit", QString::fromStdString(c.unit)},
                        {"initial", c.points > 0 ? number(c.i0) : QJsonValue()},
                        {"max_change", c.points > 0 ? number(c.maxChange) : QJsonValue()},
                        {"size", c.points > 0 ? number(c.size()) : QJsonValue()},
                        {"drift", c.points > 0 ? number(c.drift()) : QJsonValue()}});
    if (!s.invariants.empty()) j["invariants"] = invariants;
    j["max_constraint_violation"] = measured(number(s.maxViolation));
    j["max_error_q"] = s.hasErrorQ ? measured(number(s.maxErrorQ)) : QJsonValue();
    j["max_error_v"] = s.hasErrorV ? measured(number(s.maxErrorV)) : QJsonValue();
    j["max_error_lambda"] = s.hasErrorLambda ? measured(number(s.maxErrorLambda)) : QJsonValue();
    j["exact_not_compared"] =
        report.exactNote.empty() ? QJsonValue() : QString::fromStdString(report.exactNote);
    // Per reference time (mixed error with its floor, see ReferenceErrors), then the minimum
    // over the times reached as scd_q, scd_v, scd_lambda.
    QJsonArray perTime;
    for (const ReferenceErrors& e : report.references) {
        QJsonObject o{{"t", number(e.t)}, {"reached", e.count > 0}};
        if (e.count > 0) {
            o["q"] = number(ReferenceErrors::scd(e.relErrorQ));
            if (e.hasV) o["v"] = number(ReferenceErrors::scd(e.relErrorV));
            if (e.hasLambda) o["lambda"] = number(ReferenceErrors::scd(e.relErrorLambda));
            o["mescd_q"] = number(ReferenceErrors::scd(e.mixedErrorQ));
            if (e.hasV) o["mescd_v"] = number(ReferenceErrors::scd(e.mixedErrorV));
            if (e.hasLambda) o["mescd_lambda"] = number(ReferenceErrors::scd(e.mixedErrorLambda));
            QJsonArray limited;
            if (ReferenceErrors::atAccuracy(e.relErrorQ, e.accuracyQ)) limited.append("q");
            if (e.hasV && ReferenceErrors::atAccuracy(e.relErrorV, e.accuracyV))
                limited.append("v");
            if (e.hasLambda && ReferenceErrors::atAccuracy(e.relErrorLambda, e.accuracyLambda))
                limited.append("lambda");
            // The groups whose error is at the reference values' own accuracy.
            if (!limited.isEmpty()) o["at_reference_accuracy"] = limited;
        }
        perTime.append(o);
    }
    if (!report.references.empty()) j["scd"] = perTime;
    const ReferenceErrors& ref = report.reference;
    if (ref.count > 0) {
        j["scd_q"] = number(ReferenceErrors::scd(ref.relErrorQ));
        j["rel_error_ref_q"] = number(ref.relErrorQ);
        j["mescd_q"] = number(ReferenceErrors::scd(ref.mixedErrorQ));
        if (ref.hasV) j["mescd_v"] = number(ReferenceErrors::scd(ref.mixedErrorV));
        if (ref.hasLambda) j["mescd_lambda"] = number(ReferenceErrors::scd(ref.mixedErrorLambda));
        if (ref.hasV) {
            j["scd_v"] = number(ReferenceErrors::scd(ref.relErrorV));
            j["rel_error_ref_v"] = number(ref.relErrorV);
        }
        if (ref.hasLambda) {
            j["scd_lambda"] = number(ReferenceErrors::scd(ref.relErrorLambda));
            j["rel_error_ref_lambda"] = number(ref.relErrorLambda);
        }
    }
    j["final"] = QJsonObject{{"t", number(s.tFinal)},
                             {"q", numbers(s.qFinal)},
                             {"v", numbers(s.vFinal)},
                             {"lambda", numbers(s.lambdaFinal)}};
    return QJsonDocument(j).toJson(QJsonDocument::Indented).toStdString();
}

std::string energyText(const RunReport& report) {
    return report.kind == ModelKind::Mechanical ? report.summary.energy.describe(report.energyUnit)
                                                : std::string();
}

std::vector<std::string> conservedTexts(const RunReport& report) {
    std::vector<std::string> out;
    if (report.kind != ModelKind::Mechanical) return out;
    for (const InvariantRecord& c : report.summary.invariants)
        out.push_back(c.name + ": " + c.describe());
    return out;
}

std::string reportText(const RunReport& report) {
    const SimulationResult& r = report.result;
    const RunStats& st = r.stats;
    const RunSummary& s = report.summary;
    std::ostringstream out;
    out << "model:    " << report.model;
    if (linear(report)) {
        out << " (linear DAE";
        if (report.index) out << ", index " << *report.index;
        out << ")";
    }
    out << "\n"
        << "method:   " << r.method << " (" << r.settingsText << ")"
        << (r.recommendedSettings ? ", as the model file recommends" : "") << "\n"
        << "status:   " << statusText(r.status) << "\n";
    for (const std::string& w : st.warnings) out << "warning:  " << w << "\n";
    // A run refused before its first point measured nothing: no end time, no residuals.
    const bool recorded = s.tFinal == s.tFinal;
    const std::string programs = report.machineCode ? "as machine code"
                                 : report.interpretedBecause.empty()
                                     ? "interpreted"
                                     : "interpreted (" + report.interpretedBecause + ")";
    out << "t_end:    ";
    if (recorded)
        out << s.tFinal << "\n";
    else
        out << "- (no point was recorded)\n";
    out << "steps:    " << st.steps << " accepted, " << st.rejected << " rejected\n";
    if (report.pointsKept < report.points)
        out << "points:   " << report.points << " computed, " << report.pointsKept
            << " kept in memory (thinned, extremes kept; a --csv file has every point)\n";
    if (linear(report)) {
        out << "work:     " << st.rhsEvals << " f evaluations, " << st.linearSolves
            << " linear solves, " << st.factorizations << " factorizations\n"
            << "cpu:      " << st.cpuSeconds << " s, formula programs " << programs << "\n";
        if (s.hasErrorQ && s.qFinal.size() > 0)
            out << "error x:  " << s.maxErrorQ
                << " (max over the run against the closed-form solution)\n";
        if (!report.closedFormConverged)
            out << "warning:  the closed form's quadrature did not converge (the forcing "
                   "oscillates too fast for it): the error is approximate\n";
        return out.str();
    }
    out << "work:     " << st.rhsEvals << " M/f evaluations, " << st.jacobianEvals
        << " G evaluations, " << st.linearSolves << " linear solves\n";
    if (st.newtonIterations > 0)
        out << "newton:   " << st.newtonIterations << " iterations, " << st.newtonJacobians
            << " Jacobians, " << st.factorizations << " factorizations, " << st.errorTestFailures
            << " error-test and " << st.convergenceFailures << " convergence failures\n";
    out << "cpu:      " << st.cpuSeconds << " s, formula programs " << programs << "\n";
    if (recorded) {
        out << "max |g|:  " << s.maxAbsG << "\n"
            << "max |Gv|: " << s.maxAbsGv << "\n";
        if (report.hasVelocityConstraints) out << "max |Av+b|: " << s.maxAbsAvb << "\n";
    }
    if (!std::isnan(st.discreteResidual))
        out << "discrete: max constraint residual of the discrete equations " << st.discreteResidual
            << "\n";
    out << "energy:   " << energyText(report) << "\n";
    for (const std::string& c : conservedTexts(report)) out << "conserved: " << c << "\n";
    if (s.hasErrorQ) out << "error q:  " << s.maxErrorQ << " (max over the run)\n";
    if (!report.exactNote.empty()) out << "exact:    not compared: " << report.exactNote << "\n";
    if (s.hasErrorV) out << "error v:  " << s.maxErrorV << "\n";
    if (s.hasErrorLambda) out << "error λ:  " << s.maxErrorLambda << "\n";
    // Significant correct digits against the reference values: one line per reference time,
    // then the minimum when there are several.
    // A group whose error is at the reference values' own accuracy is marked: its digits
    // measure the reference as much as the run.
    bool anyAtAccuracy = false;
    auto group = [&](const char* name, double error, double accuracy) {
        out << name << " " << ReferenceErrors::scd(error);
        if (ReferenceErrors::atAccuracy(error, accuracy)) {
            out << "*";
            anyAtAccuracy = true;
        }
    };
    auto digits = [&](const ReferenceErrors& e) {
        group("q", e.relErrorQ, e.accuracyQ);
        if (e.hasV) group(", v", e.relErrorV, e.accuracyV);
        if (e.hasLambda) group(", λ", e.relErrorLambda, e.accuracyLambda);
    };
    for (const ReferenceErrors& e : report.references) {
        out << "scd:      at t = " << e.t << ": ";
        if (e.count == 0) {
            out << "not compared (no step point there: fixed steps that miss it)\n";
            continue;
        }
        digits(e);
        out << " significant correct digits against the reference values\n";
    }
    if (report.reference.count > 1) {
        out << "scd:      minimum: ";
        digits(report.reference);
        out << "\n";
    }
    // The mixed measure, as the step control weighs errors (ReferenceErrors::mixedErrorQ).
    if (const ReferenceErrors& e = report.reference; e.count > 0) {
        out << "mescd:    q " << ReferenceErrors::scd(e.mixedErrorQ);
        if (e.hasV) out << ", v " << ReferenceErrors::scd(e.mixedErrorV);
        if (e.hasLambda) out << ", λ " << ReferenceErrors::scd(e.mixedErrorLambda);
        out << (e.count > 1 ? " (minimum)" : "")
            << " digits of the error |x - r| / (1 + |r|), as the tolerance weighs it (a "
               "component passing through zero does not inflate it)\n";
    }
    if (anyAtAccuracy)
        out << "scd:      * the error is at the reference values' own accuracy (the file's "
               "reference.accuracy): more digits cannot be measured against them, and a "
               "tighter tolerance adds steps for digits that cannot be checked here\n";
    return out.str();
}

} // namespace mechlab::core
