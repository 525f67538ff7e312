#include "model/Model.h"

#include "base/Settings.h"
#include "base/Text.h"
#include "expr/ExprGraph.h"

#include <algorithm>
#include <cmath>

namespace mechlab::core {

Model::Model(std::shared_ptr<const CompiledModel> compiled, std::vector<double> parameters)
    : m_c(std::move(compiled)), m_parameters(std::move(parameters)) {
    computeInitialValues();
    checkExactSolution();
}

std::vector<double> Model::startInputs() const {
    std::vector<double> in(std::size_t(inputCount()), 0.0);
    in[0] = tStart();
    for (int k = 0; k < parameterCount(); ++k)
        in[std::size_t(parameterSlot(k))] = m_parameters[std::size_t(k)];
    return in;
}

void Model::computeInitialValues() {
    const int n = coordinateCount();
    const std::vector<double> in = startInputs();
    std::vector<double> out(std::size_t(2 * n)), work;
    m_c->initial.eval(in.data(), out.data(), work);
    m_q0 = Eigen::Map<const Eigen::VectorXd>(out.data(), n);
    m_v0 = Eigen::Map<const Eigen::VectorXd>(out.data() + n, n);
}

void Model::checkExactSolution() {
    m_exactHolds = m_c->hasExactPositions;
    m_exactNote = m_c->exactIncomplete;
    if (!m_exactHolds) return;
    const int n = coordinateCount();
    const std::vector<double> in = startInputs();
    std::vector<double> out(std::size_t(m_c->exact.outputCount())), work;
    m_c->exact.eval(in.data(), out.data(), work);
    if (m_c->hasExactCondition && !(std::abs(out.back()) > 0.0)) {
        m_exactHolds = false;
        m_exactNote =
            localized("core", "the exact solution holds where %1").arg(m_c->spec.exact.holds).str();
        return;
    }
    // Where both sets of formulas describe the same motion they agree to round-off; a slider
    // that moves the initial values and not the exact formulas (the rolling disc's lean under
    // the upright-disc solution) makes them differ by the slider's change. The bound leaves
    // room for a start that is off its constraints by a little (the Foucault pendulum started
    // as its source starts it: x_dot 5.5e-7 from the consistent start the formulas take).
    auto differs = [&](const double* exact, const Eigen::VectorXd& start, bool velocity) {
        const double scale =
            std::max({1.0, m_q0.lpNorm<Eigen::Infinity>(), m_v0.lpNorm<Eigen::Infinity>()});
        for (int i = 0; i < n; ++i)
            if (!(std::abs(exact[i] - start[i]) <= 1e-6 * scale)) {
                m_exactHolds = false;
                m_exactNote = localized("core", "the exact solution starts from %1 = %2, the model "
                                                "from %3: it is another motion's")
                                  .arg(velocity ? velocityName(i) : coordinateName(i))
                                  .arg(formatBrief(exact[i]))
                                  .arg(formatBrief(start[i]))
                                  .str();
                return true;
            }
        return false;
    };
    if (differs(out.data(), m_q0, false)) return;
    if (m_c->hasExactVelocities) differs(out.data() + n, m_v0, true);
}

std::optional<int> Model::parameterIndex(const std::string& name) const {
    for (int k = 0; k < parameterCount(); ++k)
        if (m_c->spec.parameters[std::size_t(k)].name == name) return k;
    return std::nullopt;
}

Model Model::withParameters(std::vector<double> values) const {
    return Model(m_c, std::move(values));
}

Model Model::withInitialValues(const Eigen::VectorXd& q0, const Eigen::VectorXd& v0) const {
    Model copy = *this;
    copy.m_q0 = q0;
    copy.m_v0 = v0;
    return copy;
}

const std::string& Model::coordinateName(int i) const {
    return m_c->spec.coordinates[std::size_t(i)].name;
}

std::string Model::velocityName(int i) const {
    return coordinateName(i) + "_dot";
}

std::vector<const Tape*> CompiledModel::programs() const {
    return {&dynamics,       &constraints, &constraintJacobian,
            &hiddenTerm,     &stage,       &acceleration,
            &newtonJacobian, &lagrangian,  &lagrangianJacobian,
            &energy,         &record,      &energyRate,
            &exact,          &initial,     &drawing,
            &drawing3d,      &invariants};
}

namespace {

// Where column j is or would go in a row of entries.
template <class Row> auto columnPosition(Row& row, int j) {
    return std::lower_bound(row.begin(), row.end(), j, [](const NodeMatrix::Entry& e, int column) {
        return e.column < column;
    });
}

} // namespace

NodeId NodeMatrix::operator()(int i, int j) const {
    const std::vector<Entry>& r = m_rows[std::size_t(i)];
    const auto it = columnPosition(r, j);
    return it != r.end() && it->column == j ? it->node : m_zero;
}

void NodeMatrix::set(int i, int j, NodeId node) {
    std::vector<Entry>& r = m_rows[std::size_t(i)];
    const auto it = r.empty() || r.back().column < j ? r.end() : columnPosition(r, j);
    const bool present = it != r.end() && it->column == j;
    if (node == m_zero) {
        if (present) r.erase(it);
    } else if (present) {
        it->node = node;
    } else {
        r.insert(it, Entry{j, node});
    }
}

std::string multiplierName(int j, int holonomic) {
    return j < holonomic ? "lambda" + std::to_string(j + 1)
                         : "mu" + std::to_string(j - holonomic + 1);
}

std::string Model::multiplierName(int j) const {
    return core::multiplierName(j, m_c->mh);
}

std::string Model::formula(NodeId node) const {
    return m_c->graph.toFormula(node,
                                [this](int slot) { return m_c->inputNames[std::size_t(slot)]; });
}

const std::vector<ReferenceSpec>& Model::references() const {
    static const std::vector<ReferenceSpec> none;
    for (int k = 0; k < parameterCount(); ++k)
        if (m_parameters[std::size_t(k)] != m_c->spec.parameters[std::size_t(k)].value) return none;
    return m_c->spec.references;
}

} // namespace mechlab::core
