#pragma once

// The compiled, immutable model of a linear constant-coefficient DAE
//
//     E x' = A x + f(t),   x(t0) = x0,     E, A in R^{m x n}
//
// built from a ModelSpec with a `linear` part by compileLinearDae(). E, A and x0 are formulas of
// the parameters, f of t and the parameters; f's derivatives with respect to t (up to order
// max(m, n), enough for any index and one more for x') are derived symbolically. Formulas read
// the input slots [ t | p_1 .. p_P ]. A LinearDaeModel evaluates E and A at its parameter values
// and analyses the pencil once (docs/methods/implicit-rk-and-linear-dae.md, Part B).

#include "base/Diagnostic.h"
#include "expr/ExprGraph.h"
#include "expr/Tape.h"
#include "linear/Pencil.h"
#include "model/ModelSpec.h"

#include <Eigen/Core>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace mechlab::core {

struct CompiledLinearDae {
    ModelSpec spec;
    ExprGraph graph;
    int m = 0, n = 0, parameterCount = 0;
    int derivativeOrder = 0; // f, f', ..., f^(derivativeOrder) are compiled
    Tape matrices;           // E (m*n, row-major), then A (m*n)
    Tape forcing;            // f (m)
    Tape forcingDerivatives; // f^(0) (m), f^(1) (m), ..., f^(derivativeOrder) (m)
    Tape initial;            // x0 (n)
    Tape exact;              // x(t) (n), where given
    bool hasExact = false;
    std::vector<std::string> inputNames; // t, then the parameters
};

class LinearDaeModel {
public:
    LinearDaeModel(std::shared_ptr<const CompiledLinearDae> compiled,
                   std::vector<double> parameters);

    int equationCount() const { return m_c->m; }
    int unknownCount() const { return m_c->n; }
    int parameterCount() const { return m_c->parameterCount; }
    const ModelSpec& spec() const { return m_c->spec; }
    const std::string& name() const { return m_c->spec.name; }
    const std::string& unknownName(int i) const {
        return m_c->spec.coordinates[std::size_t(i)].name;
    }
    double tStart() const { return m_c->spec.tStart; }
    double tEnd() const { return m_c->spec.tEnd; }

    const std::vector<double>& parameterValues() const { return m_parameters; }
    std::optional<int> parameterIndex(const std::string& name) const;
    LinearDaeModel withParameters(std::vector<double> values) const;
    /// The same model started from another x0.
    LinearDaeModel withInitialValue(const Eigen::VectorXd& x0) const;

    const Eigen::MatrixXd& E() const { return m_E; }
    const Eigen::MatrixXd& A() const { return m_A; }
    /// The initial value as given (possibly inconsistent).
    const Eigen::VectorXd& x0() const { return m_x0; }
    const PencilAnalysis& pencil() const { return *m_pencil; }

    /// f(t) (m values).
    void forcing(double t, Eigen::VectorXd& f) const;
    /// Columns f(t), f'(t), ..., f^(count-1)(t); count <= derivativeOrder + 1.
    Eigen::MatrixXd forcingDerivatives(double t, int count) const;
    int maxDerivativeCount() const { return m_c->derivativeOrder + 1; }

    bool hasExactFormulas() const { return m_c->hasExact; }

    /// The compiled formulas, shared by the copies of this model.
    const std::shared_ptr<const CompiledLinearDae>& sharedCompiled() const { return m_c; }
    /// The programs machine code serves (model/NativeCode.h): the forcing, which the solvers
    /// and the closed form evaluate at every stage and quadrature node.
    std::vector<const Tape*> nativePrograms() const { return {&m_c->forcing}; }
    /// The exact-solution formulas of the file (valid for the values they were written for).
    void exactFormulas(double t, Eigen::VectorXd& x) const;
    /// The spec's reference values, at the spec's own parameter values (empty otherwise).
    const std::vector<ReferenceSpec>& references() const;

private:
    // The forcing's evaluator of this model (its parameters fixed: the workspace computes the
    // part that depends on them once), reused from call to call (machine code where attached,
    // no allocation). A copy or an assignment starts afresh; a call while another thread holds
    // it evaluates with a workspace of its own.
    struct ForcingEvaluator {
        ForcingEvaluator() = default;
        ForcingEvaluator(const ForcingEvaluator&) {}
        ForcingEvaluator& operator=(const ForcingEvaluator&);
        std::mutex mutex;
        Tape::Workspace workspace;
        std::vector<double> inputs;
    };

    std::shared_ptr<const CompiledLinearDae> m_c;
    std::vector<double> m_parameters;
    mutable ForcingEvaluator m_forcing;
    Eigen::MatrixXd m_E, m_A;
    Eigen::VectorXd m_x0;
    std::shared_ptr<const PencilAnalysis> m_pencil;

    std::vector<double> inputs(double t) const; // the input slots [t | parameters]
};

struct LinearDaeCompileResult {
    std::optional<LinearDaeModel> model;
    Diagnostics diagnostics;
    bool ok() const { return model.has_value(); }
};

/// Compiles a linear-DAE spec: sizes, names, formulas (E, A, x0 of the parameters only), the
/// forcing's derivatives, the exact solution and the reference values.
LinearDaeCompileResult compileLinearDae(const ModelSpec& spec);

} // namespace mechlab::core
