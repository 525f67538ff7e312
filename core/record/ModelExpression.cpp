#include "record/ModelExpression.h"

#include "base/Text.h"
#include "expr/FormulaCompiler.h"

namespace mechlab::core {

std::variant<ModelExpression, Diagnostic> ModelExpression::compile(const Model& model,
                                                                   const std::string& text) {
    ModelExpression e;
    e.m_text = text;
    e.m_n = model.coordinateCount();
    e.m_m = model.constraintCount();
    e.m_p = model.parameterCount();
    e.m_graph = std::make_shared<ExprGraph>();
    // Input slots: t, q, v, the parameters (as in the model), then the multipliers.
    FormulaCompiler formulas(*e.m_graph);
    const std::vector<std::string>& names = model.compiled().inputNames;
    for (int slot = 0; slot < int(names.size()); ++slot)
        formulas.define(names[std::size_t(slot)], e.m_graph->input(slot));
    for (int j = 0; j < e.m_m; ++j)
        if (!formulas.isDefined(model.multiplierName(j)))
            formulas.define(model.multiplierName(j), e.m_graph->input(model.inputCount() + j));
    const Location where(std::string("formula"));
    if (text.find_first_not_of(" \t") == std::string::npos)
        return Diagnostic{where, text, -1, localized("core", "the formula is empty")};
    auto node = formulas.compile(where, text, true);
    if (auto* d = std::get_if<Diagnostic>(&node)) return *d;
    e.m_tape = Tape(*e.m_graph, {std::get<NodeId>(node)}); // the multipliers vary too
    e.m_in.assign(std::size_t(model.drawingInputCount()), 0.0);
    for (int k = 0; k < e.m_p; ++k)
        e.m_in[std::size_t(model.parameterSlot(k))] = model.parameterValues()[std::size_t(k)];
    return e;
}

void ModelExpression::evaluate(const Trajectory& tr, std::size_t first,
                               std::vector<double>& out) const {
    const std::size_t rows = tr.rowCount(), multipliers = std::size_t(1 + 2 * m_n + m_p);
    for (std::size_t r = first; r < rows; ++r) {
        for (int c = 0; c <= 2 * m_n; ++c) m_in[std::size_t(c)] = tr.column(c).values[r];
        for (int j = 0; j < m_m; ++j)
            m_in[multipliers + std::size_t(j)] = tr.column(1 + 2 * m_n + j).values[r];
        out.push_back(m_tape.eval(m_in.data(), m_ws)[0]);
    }
}

} // namespace mechlab::core
