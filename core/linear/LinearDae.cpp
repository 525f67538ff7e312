#include "linear/LinearDae.h"

#include "base/Text.h"
#include "model/SpecCompiler.h"

#include <algorithm>
#include <cmath>

namespace mechlab::core {

namespace {

class LinearCompiler : private SpecCompiler {
public:
    explicit LinearCompiler(const ModelSpec& spec) : m_spec(spec) {
        m_c = std::make_shared<CompiledLinearDae>();
        m_c->spec = spec;
    }

    LinearDaeCompileResult run() {
        const LinearDaeSpec& L = m_spec.linear;
        m_c->n = int(m_spec.coordinates.size());
        m_c->m = int(L.E.size());
        m_c->parameterCount = int(m_spec.parameters.size());
        const int m = m_c->m, n = m_c->n;
        if (n == 0) error("unknowns", localized("core", "the model needs at least one unknown"));
        if (n > ModelSpec::kMaxLinearUnknowns || m > ModelSpec::kMaxLinearUnknowns) {
            error(
                "unknowns",
                localized(
                    "core",
                    "the model has %1 unknowns and %2 equations; mechlab handles up to %3 of each")
                    .arg(std::to_string(n))
                    .arg(std::to_string(m))
                    .arg(std::to_string(ModelSpec::kMaxLinearUnknowns)));
            return {std::nullopt, m_diag};
        }
        if (m == 0)
            error(Part::LinearE,
                  localized("core", "the model needs at least one equation (a row of E)"));
        if (!std::isfinite(m_spec.tStart) || !std::isfinite(m_spec.tEnd) ||
            !(m_spec.tEnd > m_spec.tStart))
            error(Part::TimeInterval,
                  localized("core", "the end time must be a finite number after the start time"));
        checkShape(L.E, Part::LinearE);
        checkShape(L.A, Part::LinearA);
        if (int(L.forcing.size()) != m && !L.forcing.empty())
            error(Part::LinearForcing,
                  localized("core", "there must be one forcing formula per equation (%1), found %2")
                      .arg(std::to_string(m))
                      .arg(std::to_string(L.forcing.size())));
        checkNames();
        checkNoMechanicalParts();
        if (!m_diag.empty()) return {std::nullopt, m_diag};

        ExprGraph& g = m_c->graph;
        m_c->inputNames.push_back("t");
        for (const auto& p : m_spec.parameters) m_c->inputNames.push_back(p.name);
        defineInputs(g, m_c->inputNames);
        compileDefinitions(m_spec.definitions);

        auto parametersOnly = [](int slot) { return slot >= 1; };
        std::vector<NodeId> matrices;
        std::vector<FiniteCheck> constants; // E, A and x0 at the file's parameter values
        for (const auto* matrix : {&L.E, &L.A}) {
            const Part part = matrix == &L.E ? Part::LinearE : Part::LinearA;
            for (int i = 0; i < m; ++i)
                for (int j = 0; j < n; ++j) {
                    const Location where(part, i, j);
                    const std::string& text = (*matrix)[std::size_t(i)][std::size_t(j)];
                    const NodeId node = formula(where, text, false, g.zero());
                    requireNoSpecial(where, text, node);
                    requireInputs(
                        where, text, node, parametersOnly,
                        localized("core", "the parameters (the coefficients are constant)"));
                    matrices.push_back(node);
                    constants.push_back({where, text, node});
                }
        }
        std::vector<NodeId> f(std::size_t(m), g.zero());
        for (int i = 0; i < int(L.forcing.size()); ++i) {
            const Location where(Part::LinearForcing, i);
            f[std::size_t(i)] = formula(where, L.forcing[std::size_t(i)], false, g.zero());
            requireNoSpecial(where, L.forcing[std::size_t(i)], f[std::size_t(i)]);
        }
        std::vector<NodeId> initial;
        for (int i = 0; i < n; ++i) {
            const CoordinateSpec& c = m_spec.coordinates[std::size_t(i)];
            const Location where(Part::InitialValue, i, -1, c.name);
            const NodeId node = formula(where, c.position, false, g.zero());
            requireInputs(where, c.position, node, parametersOnly,
                          localized("core", "the parameters"));
            initial.push_back(node);
            constants.push_back({where, c.position, node});
        }
        compileExact();
        checkReferences();
        if (!m_diag.empty()) return {std::nullopt, m_diag};
        std::vector<double> in{m_spec.tStart};
        for (const auto& p : m_spec.parameters) in.push_back(p.value);
        requireFinite(constants, in);
        if (!m_diag.empty()) return {std::nullopt, m_diag};

        // f and its derivatives: the index is at most n, and x' needs one more.
        m_c->derivativeOrder = std::max(m, n);
        std::vector<NodeId> forcing = f, current = f;
        try {
            for (int k = 1; k <= m_c->derivativeOrder; ++k) {
                for (NodeId& node : current) node = g.derivative(node, 0);
                forcing.insert(forcing.end(), current.begin(), current.end());
            }
        } catch (const DerivativeError& e) {
            error(
                Part::LinearForcing,
                localized("core", "cannot be differentiated with respect to t: %1").arg(e.what()));
            return {std::nullopt, m_diag};
        }
        m_c->matrices = Tape(g, matrices);
        m_c->forcing = Tape(g, f);
        m_c->forcingDerivatives = Tape(g, forcing);
        m_c->initial = Tape(g, initial);
        std::vector<double> params;
        for (const auto& p : m_spec.parameters) params.push_back(p.value);
        return {LinearDaeModel(m_c, std::move(params)), {}};
    }

private:
    void checkShape(const std::vector<std::vector<std::string>>& matrix, Part part) {
        const std::string name = describe(part);
        const int m = m_c->m, n = m_c->n;
        bool ok = int(matrix.size()) == m;
        for (const auto& row : matrix) ok = ok && int(row.size()) == n;
        if (!ok)
            error(
                part,
                localized("core",
                          "%1 must have %2 rows (one per equation) of %3 entries (one per unknown)")
                    .arg(name)
                    .arg(std::to_string(m))
                    .arg(std::to_string(n)));
    }

    void checkNames() {
        const auto& unknowns = m_spec.coordinates;
        for (int i = 0; i < int(unknowns.size()); ++i)
            checkName(Part::UnknownName, i, unknowns[std::size_t(i)].name);
        for (int k = 0; k < int(m_spec.parameters.size()); ++k)
            checkName(Part::ParameterName, k, m_spec.parameters[std::size_t(k)].name);
        for (int k = 0; k < int(m_spec.definitions.size()); ++k)
            checkName(Part::DefinitionName, k, m_spec.definitions[std::size_t(k)].name);
        checkParameterValues(m_spec.parameters);
    }

    // A linear DAE is E, A and f alone: mechanical parts in the same file would be ignored.
    void checkNoMechanicalParts() {
        const ModelSpec& s = m_spec;
        const bool mechanical = !s.mass.empty() || !s.forces.empty() || !s.constraints.empty() ||
                                !s.velocityConstraints.empty() || !isBlank(s.potential) ||
                                !isBlank(s.energy) || !isBlank(s.lagrangian) ||
                                !isBlank(s.dissipation) || !s.invariants.empty();
        if (mechanical)
            error("linear_dae",
                  localized("core", "a linear DAE model has no mass, forces, constraints, "
                                    "potential, energy, conserved quantities, Lagrangian or "
                                    "dissipation: remove them, or remove linear_dae for a "
                                    "mechanical model"));
    }

    void compileExact() {
        // The closed form is mechlab's own for every parameter value; the formulas check it.
        if (!m_spec.exact.holds.empty())
            error(Part::ExactCondition,
                  localized("core", "a linear DAE's exact solution has no condition: mechlab "
                                    "computes the closed form for every parameter value"));
        const auto& positions = m_spec.exact.positions;
        if (positions.empty()) return;
        if (!m_spec.exact.velocities.empty() || !m_spec.exact.multipliers.empty())
            error(Part::ExactSolution,
                  localized("core", "a linear DAE's exact solution gives the unknowns only"));
        if (int(positions.size()) != m_c->n) {
            error(Part::ExactSolution,
                  localized("core", "expected %1 formulas (one per unknown), found %2")
                      .arg(std::to_string(m_c->n))
                      .arg(std::to_string(positions.size())));
            return;
        }
        std::vector<NodeId> out;
        for (int i = 0; i < m_c->n; ++i)
            out.push_back(
                formula(Location(Part::Exact, i, -1, m_spec.coordinates[std::size_t(i)].name),
                        positions[std::size_t(i)], true));
        if (!m_diag.empty()) return;
        m_c->exact = Tape(m_c->graph, out);
        m_c->hasExact = true;
    }

    void checkReferences() {
        for (std::size_t k = 0; k < m_spec.references.size(); ++k) {
            const ReferenceSpec& r = m_spec.references[k];
            const Location where(Part::Reference, int(k));
            if (int(r.positions.size()) != m_c->n)
                error(where, localized("core", "expected %1 values, found %2")
                                 .arg(std::to_string(m_c->n))
                                 .arg(std::to_string(r.positions.size())));
            if (!r.velocities.empty() || !r.multipliers.empty())
                error(where, localized("core", "a linear DAE's reference gives the unknowns only"));
            if (!(r.t > m_spec.tStart))
                error(where, localized("core", "the reference time must lie after the start time"));
        }
    }

    const ModelSpec& m_spec;
    std::shared_ptr<CompiledLinearDae> m_c;
};

} // namespace

LinearDaeModel::LinearDaeModel(std::shared_ptr<const CompiledLinearDae> compiled,
                               std::vector<double> parameters)
    : m_c(std::move(compiled)), m_parameters(std::move(parameters)) {
    const int m = m_c->m, n = m_c->n;
    const std::vector<double> in = inputs(tStart());
    std::vector<double> out(std::size_t(2 * m * n)), work;
    m_c->matrices.eval(in.data(), out.data(), work);
    m_E = Eigen::Map<const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(
        out.data(), m, n);
    m_A = Eigen::Map<const Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(
        out.data() + m * n, m, n);
    m_x0.resize(n);
    m_c->initial.eval(in.data(), m_x0.data(), work);
    m_pencil = std::make_shared<const PencilAnalysis>(analyzePencil(m_E, m_A));
}

std::vector<double> LinearDaeModel::inputs(double t) const {
    std::vector<double> in(1 + m_parameters.size());
    in[0] = t;
    std::copy(m_parameters.begin(), m_parameters.end(), in.begin() + 1);
    return in;
}

std::optional<int> LinearDaeModel::parameterIndex(const std::string& name) const {
    for (int k = 0; k < parameterCount(); ++k)
        if (m_c->spec.parameters[std::size_t(k)].name == name) return k;
    return std::nullopt;
}

LinearDaeModel LinearDaeModel::withParameters(std::vector<double> values) const {
    return LinearDaeModel(m_c, std::move(values));
}

LinearDaeModel LinearDaeModel::withInitialValue(const Eigen::VectorXd& x0) const {
    LinearDaeModel copy = *this;
    copy.m_x0 = x0;
    return copy;
}

LinearDaeModel::ForcingEvaluator&
LinearDaeModel::ForcingEvaluator::operator=(const ForcingEvaluator&) {
    const std::lock_guard<std::mutex> lock(mutex);
    workspace = {};
    inputs.clear();
    return *this;
}

void LinearDaeModel::forcing(double t, Eigen::VectorXd& f) const {
    f.resize(m_c->m);
    std::unique_lock<std::mutex> lock(m_forcing.mutex, std::try_to_lock);
    if (!lock.owns_lock()) {
        Tape::Workspace own;
        m_c->forcing.eval(inputs(t).data(), f.data(), own);
        return;
    }
    if (m_forcing.inputs.empty()) m_forcing.inputs = inputs(t);
    m_forcing.inputs[0] = t;
    m_c->forcing.eval(m_forcing.inputs.data(), f.data(), m_forcing.workspace);
}

Eigen::MatrixXd LinearDaeModel::forcingDerivatives(double t, int count) const {
    const int m = m_c->m;
    const std::vector<double> in = inputs(t);
    std::vector<double> out(std::size_t(m * (m_c->derivativeOrder + 1))), work;
    m_c->forcingDerivatives.eval(in.data(), out.data(), work);
    count = std::clamp(count, 0, m_c->derivativeOrder + 1);
    return Eigen::Map<const Eigen::MatrixXd>(out.data(), m, count);
}

void LinearDaeModel::exactFormulas(double t, Eigen::VectorXd& x) const {
    x.resize(unknownCount());
    const std::vector<double> in = inputs(t);
    std::vector<double> work;
    m_c->exact.eval(in.data(), x.data(), work);
}

const std::vector<ReferenceSpec>& LinearDaeModel::references() const {
    static const std::vector<ReferenceSpec> none;
    for (int k = 0; k < parameterCount(); ++k)
        if (m_parameters[std::size_t(k)] != m_c->spec.parameters[std::size_t(k)].value) return none;
    return m_c->spec.references;
}

LinearDaeCompileResult compileLinearDae(const ModelSpec& spec) {
    return LinearCompiler(spec).run();
}

} // namespace mechlab::core
