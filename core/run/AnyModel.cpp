#include "run/AnyModel.h"

#include "base/Text.h"
#include "linear/LinearCheck.h"
#include "model/NativeCode.h"
#include "run/ModelCheck.h"

#include <sstream>

namespace mechlab::core {

namespace {

// std::visit over the two kinds with one lambda per kind.
template <class... F> struct Overloaded : F... { using F::operator()...; };
template <class... F> Overloaded(F...) -> Overloaded<F...>;

std::vector<double> toVector(const Eigen::VectorXd& v) {
    return std::vector<double>(v.data(), v.data() + v.size());
}

} // namespace

ModelKind AnyModel::kind() const {
    return mechanical() ? ModelKind::Mechanical : ModelKind::LinearDae;
}

const ModelSpec& AnyModel::spec() const {
    return std::visit([](const auto& m) -> const ModelSpec& { return m.spec(); }, m_model);
}

const std::vector<double>& AnyModel::parameterValues() const {
    return std::visit(
        [](const auto& m) -> const std::vector<double>& { return m.parameterValues(); }, m_model);
}

std::optional<int> AnyModel::parameterIndex(const std::string& name) const {
    return std::visit([&](const auto& m) { return m.parameterIndex(name); }, m_model);
}

AnyModel AnyModel::withParameters(std::vector<double> values) const {
    return std::visit([&](const auto& m) { return AnyModel(m.withParameters(std::move(values))); },
                      m_model);
}

bool AnyModel::attachNativeCode(std::string* why, const CancelToken* cancel) const {
    if (const Model* m = mechanical()) return core::attachNativeCode(m->compiled(), why, cancel);
    return core::attachNativeCode(linearDae()->nativePrograms(), why, cancel);
}

void AnyModel::attachNativeCodeLater() const {
    if (const Model* m = mechanical())
        core::attachNativeCodeLater(m->sharedCompiled());
    else
        core::attachNativeCodeLater(linearDae()->sharedCompiled(), linearDae()->nativePrograms());
}

std::string AnyModel::defaultMethod() const {
    return core::defaultMethod(spec());
}

std::optional<std::string> AnyModel::methodError(const std::string& id) const {
    return methodRefusal(id, isLinearDae());
}

std::optional<std::string> AnyModel::unsolvable() const {
    const LinearDaeModel* linear = linearDae();
    return linear ? core::unsolvable(*linear) : std::nullopt;
}

Trajectory AnyModel::columns() const {
    return std::visit(
        Overloaded{[](const Model& m) { return Recorder::columns(m); },
                   [](const LinearDaeModel& m) { return LinearRecorder::columns(m); }},
        m_model);
}

SimulationResult AnyModel::simulate(const SimulationRequest& request, RunRecording& recording,
                                    const CancelToken& cancel, StepObserver* extra) const {
    if (const Model* m = mechanical())
        return core::simulate(*m, request, *std::get<0>(recording.m_recorder), cancel, extra);
    return simulateLinear(*linearDae(), request, *std::get<1>(recording.m_recorder), cancel, extra);
}

RunReport AnyModel::report(const SimulationResult& result, const RunRecording& recording) const {
    RunReport r;
    r.kind = kind();
    r.model = name();
    r.result = result;
    r.points = recording.trajectory().rowsAppended();
    r.pointsKept = recording.trajectory().rowCount();
    if (const Model* m = mechanical()) {
        r.machineCode = hasNativeCode(m->compiled());
        const Recorder& recorder = *std::get<0>(recording.m_recorder);
        r.summary = recorder.summary();
        r.references = referenceErrorsAt(*m, recorder.trajectory());
        r.reference = worstReferenceErrors(r.references);
        r.hasVelocityConstraints = m->velocityConstraintCount() > 0;
        r.energyUnit = m->spec().energyUnit;
        r.exactNote = m->exactSolutionNote();
        return r;
    }
    const LinearDaeModel& m = *linearDae();
    r.machineCode = hasNativeCode(m.nativePrograms());
    const LinearRunSummary& s = std::get<1>(recording.m_recorder)->summary();
    r.regular = m.pencil().regular;
    if (r.regular) r.index = m.pencil().index();
    r.summary.tFinal = s.tFinal;
    r.summary.qFinal = s.xFinal;
    r.summary.hasErrorQ = r.regular;
    r.summary.maxErrorQ = s.maxError;
    r.closedFormConverged = s.closedFormConverged;
    return r;
}

CheckReport AnyModel::check(const std::string& methodId) const {
    CheckReport c;
    if (const Model* m = mechanical()) {
        const ModelCheckReport r = checkModel(*m, methodId);
        c.text = r.text();
        c.finite = r.finite;
        c.consistent = r.consistent;
        c.projectable = r.finite && !r.consistent;
        const int constraints = r.constraints + r.velocityConstraints;
        const std::string sizes =
            (r.coordinates == 1 ? localized("core", "1 coordinate")
                                : localized("core", "%1 coordinates").arg(r.coordinates))
                .str() +
            ", " +
            (constraints == 1 ? localized("core", "1 constraint")
                              : localized("core", "%1 constraints").arg(constraints))
                .str();
        const std::string withIndex =
            r.methodIndex >= 0
                ? localized("core", "%1, index %2").arg(sizes).arg(r.methodIndex).str()
                : sizes;
        c.headline = (!r.finite      ? localized("core", "%1; initial values not finite")
                      : r.consistent ? localized("core", "%1; initial values consistent")
                                     : localized("core", "%1; initial values not consistent"))
                         .arg(withIndex)
                         .str();
    } else {
        const LinearCheckReport r = checkLinearDae(*linearDae());
        c.text = r.text;
        c.consistent = r.consistent;
        c.projectable = r.regular && !r.consistent;
        c.headline =
            (!r.regular ? localized("core", "Linear DAE: not regular, index -, x0 not "
                                            "consistent")
             : r.consistent
                 ? localized("core", "Linear DAE: regular, index %1, x0 consistent").arg(r.index)
                 : localized("core", "Linear DAE: regular, index %1, x0 not consistent")
                       .arg(r.index))
                .str();
    }
    return c;
}

std::optional<ProjectedStart> AnyModel::projectStart(std::string* error) const {
    ProjectedStart start;
    std::ostringstream text;
    if (const Model* m = mechanical()) {
        const auto projected = projectInitialValues(*m, error);
        if (!projected) return std::nullopt;
        start.positions = toVector(projected->q0());
        start.velocities = toVector(projected->v0());
        text << localized("core", "Projected initial values:").str() << "\n";
        for (int i = 0; i < projected->coordinateCount(); ++i)
            text << "  " << projected->coordinateName(i) << " = " << projected->q0()[i] << ", "
                 << projected->velocityName(i) << " = " << projected->v0()[i] << "\n";
    } else {
        if (const auto why = unsolvable()) {
            if (error) *error = *why;
            return std::nullopt;
        }
        const LinearCheckReport r = checkLinearDae(*linearDae());
        start.positions = toVector(r.initial.jumped);
        text << localized("core", "Projected initial value (the value x0 jumps to): %1")
                    .arg(formatVector(r.initial.jumped))
                    .str()
             << "\n";
    }
    start.text = text.str();
    return start;
}

AnyModelCompileResult compileAnyModel(const ModelSpec& spec) {
    AnyModelCompileResult result;
    if (spec.isLinearDae()) {
        LinearDaeCompileResult r = compileLinearDae(spec);
        result.diagnostics = std::move(r.diagnostics);
        if (r.model) result.model.emplace(std::move(*r.model));
    } else {
        ModelCompileResult r = compileModel(spec);
        result.diagnostics = std::move(r.diagnostics);
        if (r.model) result.model.emplace(std::move(*r.model));
    }
    return result;
}

RunRecording::RunRecording(const AnyModel& model, std::size_t rowLimit) {
    if (const Model* m = model.mechanical())
        m_recorder = std::make_unique<Recorder>(*m);
    else
        m_recorder = std::make_unique<LinearRecorder>(*model.linearDae());
    if (rowLimit > 0) trajectory().setRowLimit(rowLimit);
}

void RunRecording::onStep(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                          const Eigen::VectorXd& lambda) {
    std::visit([&](auto& r) { r->onStep(t, q, v, lambda); }, m_recorder);
}

const Trajectory& RunRecording::trajectory() const {
    return std::visit([](const auto& r) -> const Trajectory& { return r->trajectory(); },
                      m_recorder);
}

Trajectory& RunRecording::trajectory() {
    return std::visit([](auto& r) -> Trajectory& { return r->trajectory(); }, m_recorder);
}

std::optional<EnergyConservation> RunRecording::energyConservation() const {
    if (const auto* r = std::get_if<std::unique_ptr<Recorder>>(&m_recorder))
        return (*r)->summary().energy.conservation;
    return std::nullopt;
}

} // namespace mechlab::core
