#include "model/Model.h"

#include "expr/ExprGraph.h"

namespace mechlab::core {

Model::Model(std::shared_ptr<const CompiledModel> compiled, std::vector<double> parameters)
    : m_c(std::move(compiled)), m_parameters(std::move(parameters)) {
    computeInitialValues();
}

void Model::computeInitialValues() {
    const int n = coordinateCount();
    std::vector<double> in(std::size_t(inputCount()), 0.0), out(std::size_t(2 * n));
    in[0] = tStart();
    for (int k = 0; k < parameterCount(); ++k)
        in[std::size_t(parameterSlot(k))] = m_parameters[std::size_t(k)];
    std::vector<double> work;
    m_c->initial.eval(in.data(), out.data(), work);
    m_q0 = Eigen::Map<const Eigen::VectorXd>(out.data(), n);
    m_v0 = Eigen::Map<const Eigen::VectorXd>(out.data() + n, n);
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
            &drawing3d};
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
