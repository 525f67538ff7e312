#pragma once

// Compiles formulas over named inputs for the formula-engine tests.

#include "expr/FormulaCompiler.h"
#include "expr/Tape.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace mechlab::test {

class FormulaBench {
public:
    explicit FormulaBench(std::vector<std::string> inputs)
        : m_names(std::move(inputs)), m_compiler(m_graph) {
        for (int i = 0; i < int(m_names.size()); ++i)
            m_compiler.define(m_names[std::size_t(i)], m_graph.input(i));
    }
    core::ExprGraph& graph() { return m_graph; }
    /// `name` stands for `node` in the formulas compiled from now on (a definition).
    void define(const std::string& name, core::NodeId node) { m_compiler.define(name, node); }
    core::NodeId compile(const std::string& text, bool special = true) {
        auto r = m_compiler.compile("test", text, special);
        if (auto* d = std::get_if<core::Diagnostic>(&r)) throw std::runtime_error(d->toString());
        return std::get<core::NodeId>(r);
    }
    double eval(core::NodeId node, const std::vector<double>& in) {
        core::Tape tape(m_graph, {node});
        double out = 0.0;
        tape.eval(in.data(), &out, m_work);
        return out;
    }
    /// Coefficients 0..degree of `node` for input series `in` (one coefficient array per input).
    std::vector<double> series(core::NodeId node, const std::vector<std::vector<double>>& in,
                               int degree) {
        core::Tape tape(m_graph, {node});
        std::vector<double> flat;
        for (const auto& s : in) {
            std::vector<double> c(std::size_t(degree + 1), 0.0);
            for (std::size_t k = 0; k < s.size() && k < c.size(); ++k) c[k] = s[k];
            flat.insert(flat.end(), c.begin(), c.end());
        }
        std::vector<double> out(std::size_t(degree + 1));
        core::Tape::SeriesWorkspace ws;
        tape.evalSeries(flat.data(), degree, out.data(), ws);
        return out;
    }
    std::string print(core::NodeId node) {
        return m_graph.toFormula(node, [this](int s) { return m_names[std::size_t(s)]; });
    }

private:
    std::vector<std::string> m_names;
    core::ExprGraph m_graph;
    core::FormulaCompiler m_compiler;
    std::vector<double> m_work;
};

} // namespace mechlab::test
