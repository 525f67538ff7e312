#pragma once

// A formula of a mechanical model's state, evaluated on its recorded runs: the user's own chart
// curves (a phase portrait x against x_dot, the length of a rod, a work done). It reads t, the
// coordinates, the velocities (name_dot), the parameters (at the model's values) and the
// multipliers lambda1, ..., mu1, ... — the names of the recorded columns.

#include "base/Diagnostic.h"
#include "expr/ExprGraph.h"
#include "expr/Tape.h"
#include "model/Model.h"
#include "record/Trajectory.h"

#include <memory>
#include <string>
#include <variant>
#include <vector>

namespace mechlab::core {

class ModelExpression {
public:
    /// The compiled formula, or the diagnostic that says what is wrong with it.
    static std::variant<ModelExpression, Diagnostic> compile(const Model& model,
                                                             const std::string& text);
    /// Appends its values at the rows [first, rowCount) of a trajectory with the model's
    /// columns (Recorder::columns) to `out`.
    void evaluate(const Trajectory& trajectory, std::size_t first, std::vector<double>& out) const;
    const std::string& text() const { return m_text; }

private:
    ModelExpression() = default;
    std::string m_text;
    int m_n = 0, m_m = 0, m_p = 0;
    std::shared_ptr<ExprGraph> m_graph;
    Tape m_tape;
    mutable std::vector<double> m_in;
    mutable Tape::Workspace m_ws;
};

} // namespace mechlab::core
