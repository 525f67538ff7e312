#include "run/LinearRun.h"

#include "base/Text.h"
#include "run/Registry.h"

#include <cmath>

namespace mechlab::core {

Trajectory LinearRecorder::columns(const LinearDaeModel& model) {
    Trajectory tr;
    const auto& unknowns = model.spec().coordinates;
    tr.addColumn("t", "s");
    for (const auto& c : unknowns) tr.addColumn(c.name, c.unit);
    if (model.pencil().regular) {
        for (const auto& c : unknowns) tr.addColumn(c.name + "_exact", c.unit);
        tr.addColumn("err_x", "");
    }
    return tr;
}

LinearRecorder::LinearRecorder(const LinearDaeModel& model) : m_trajectory(columns(model)) {
    if (model.pencil().regular) m_exact.emplace(model);
    m_row.resize(std::size_t(m_trajectory.columnCount()));
    m_trajectory.setRowLimit(defaultRowLimit(m_trajectory.columnCount()));
}

void LinearRecorder::onStep(double t, const Eigen::VectorXd& x, const Eigen::VectorXd&,
                            const Eigen::VectorXd&) {
    std::size_t k = 0;
    m_row[k++] = t;
    for (Eigen::Index i = 0; i < x.size(); ++i) m_row[k++] = x[i];
    if (m_exact) {
        const Eigen::VectorXd exact = m_exact->at(t);
        for (Eigen::Index i = 0; i < exact.size(); ++i) m_row[k++] = exact[i];
        const double error = (x - exact).lpNorm<Eigen::Infinity>();
        m_row[k++] = error;
        if (!(error <= m_summary.maxError)) m_summary.maxError = error; // NaN sticks
        m_summary.closedFormConverged = m_exact->converged();
    }
    m_trajectory.appendRow(m_row.data());
    m_summary.tFinal = t;
    m_summary.xFinal = x;
}

std::string linearMethodList() {
    std::string able;
    for (const auto& e : methodRegistry())
        if (e.solvesLinearDae()) able += (able.empty() ? "" : ", ") + e.info.id;
    return able;
}

std::optional<std::string> unsolvable(const LinearDaeModel& model) {
    if (model.pencil().regular) return std::nullopt;
    return localized("core",
                     "the pencil (E, A) is not regular, so the DAE has no unique solution: %1")
        .arg(model.pencil().reason)
        .str();
}

SimulationResult simulateLinear(const LinearDaeModel& model, const SimulationRequest& request,
                                LinearRecorder& recorder, const CancelToken& cancel,
                                StepObserver* extra) {
    SimulationResult result;
    const ModelSpec& spec = model.spec();
    const MethodEntry* entry = chooseMethod(spec, request, result);
    if (!entry) return result;
    if (auto why = unsolvable(model)) {
        result.status = Status::failure(StatusCode::NotSolvable, std::nan(""), *why);
        return result;
    }
    const std::optional<RunRequest> run = resolveRun(spec, request, entry->linear.settings, result);
    if (!run) return result;

    const LinearDaeSolution closedForm(model);
    const LinearStart start{closedForm.start(), closedForm.derivativeAtStart()};
    FanoutObserver observer(recorder, extra);
    RunOutcome outcome = entry->linear.create()->run(model, start, *run, observer, cancel);
    recorder.trajectory().flush(); // the last point is recorded, however thinned the run
    result.status = outcome.status;
    result.stats = outcome.stats;
    return result;
}

} // namespace mechlab::core
