#pragma once

// What the compilers of model specs (mechanical and linear DAE) share: one expression graph fed
// by the formula compiler, named input slots, the definitions, name checks, and the diagnostics
// collected on the way (each with the place it refers to).

#include "base/Diagnostic.h"
#include "expr/ExprGraph.h"
#include "expr/FormulaCompiler.h"
#include "model/ModelSpec.h"

#include <functional>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace mechlab::core {

/// True for text that is empty or white space only (a blank entry: 0 where allowed).
bool isBlank(const std::string& text);
/// Why a name is not an identifier, naming the first character that is not allowed by its code
/// point (a Cyrillic 'к' looks like a Latin 'k'; a control character is invisible).
std::string whyNotIdentifier(const std::string& name);

class SpecCompiler {
protected:
    /// Formulas compile into `graph`; input slot k is called names[k].
    void defineInputs(ExprGraph& graph, const std::vector<std::string>& names);
    /// Names for input slots firstSlot, firstSlot + 1, ... in the formulas compiled from now on
    /// (the drawing's arrows read the multipliers); a name already in use keeps its meaning.
    void defineLateInputs(const std::vector<std::string>& names, int firstSlot);
    /// Compiles the definitions in order: each is usable in the later formulas.
    void compileDefinitions(const std::vector<DefinitionSpec>& definitions);
    /// The node of a formula, or -1 after recording a diagnostic; a blank text gives
    /// `blankValue` when that is a node.
    NodeId formula(const Location& where, const std::string& text, bool allowSpecial,
                   NodeId blankValue = -1);
    /// Requires that `node` read only inputs for which `allowed(slot)` holds.
    void requireInputs(const Location& where, const std::string& text, NodeId node,
                       const std::function<bool(int)>& allowed, const std::string& what);
    /// Special functions (elliptic ones) are for exact solutions and drawings only.
    void requireNoSpecial(const Location& where, const std::string& text, NodeId node);
    /// One formula that must give a finite value at the file's parameter values.
    struct FiniteCheck {
        Location where;
        std::string text;
        NodeId node;
    };
    /// Evaluates each check's node at `inputs` (one value per input slot, named as in
    /// defineInputs); a value that is not finite becomes a diagnostic saying why (a division by
    /// zero in 1/C, say) — found now rather than in the first step of a run.
    void requireFinite(const std::vector<FiniteCheck>& checks, const std::vector<double>& inputs);
    /// A valid identifier, not reserved, not used before by another checked name; `part` and
    /// `row` say whose name it is. A conserved quantity's name (Part::InvariantName) names a
    /// recorded column (and abs_d NAME its change), not a symbol of the formulas: those must
    /// differ from the other columns (coordinates, velocities, the derived ones) only.
    void checkName(Part part, int row, const std::string& name);
    /// Each parameter's value finite and, where the file gives a slider range (min < max),
    /// inside it: a slider cannot show a value outside its range, and a spin box would show the
    /// nearest end while the run used the value.
    void checkParameterValues(const std::vector<ParameterSpec>& parameters);
    void error(Location where, std::string message) {
        m_diag.push_back(Diagnostic{std::move(where), "", -1, std::move(message)});
    }

    Diagnostics m_diag;

private:
    // The depth of every graph node so far (children have lower ids): formulas nested deeper
    // than kMaxDepth would overflow the stack of the recursive derivative and evaluation code.
    static constexpr int kMaxDepth = 1000;
    std::vector<int> m_depth;
    bool m_tooDeep = false; // a formula passed kMaxDepth
    ExprGraph* m_graph = nullptr;
    std::unique_ptr<FormulaCompiler> m_formulas;
    std::vector<std::string> m_inputNames;
    std::set<std::string> m_names;
    std::set<std::string> m_columns; // coordinate, velocity and conserved quantities' names
};

} // namespace mechlab::core
