#pragma once

// Translates formula text into ExprGraph nodes. muParser parses the text (its error positions
// are exact); its bytecode, produced with the optimizer off so that no fused tokens appear, is
// translated token by token into graph nodes. This is the only parser in mechlab.
//
// Syntax: + - * / ^, unary minus, comparisons < <= > >= == !=, && ||, the ternary c ? a : b,
// parentheses, numbers, pi, and the functions
//   sin cos tan asin acos atan atan2 sinh cosh tanh exp log (natural; alias ln) sqrt abs sign
//   min max
// plus, where allowed (exact-solution formulas), ellipk jsn jcn jdn.

#include "base/Diagnostic.h"
#include "expr/ExprGraph.h"

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <variant>

namespace mu {
class Parser;
}

namespace mechlab::core {

/// The names every formula may use: functions, constants and `t` are reserved words.
bool isReservedName(const std::string& name);
/// Longest name a formula can use (the parser's limit).
inline constexpr std::size_t kMaxNameLength = 100;
/// A valid identifier: a letter or underscore, then letters, digits or underscores.
bool isValidIdentifier(const std::string& name);

/// One compiler is used by one thread at a time (it keeps its parsers from formula to formula).
class FormulaCompiler {
public:
    explicit FormulaCompiler(ExprGraph& graph);
    ~FormulaCompiler();

    /// Makes `name` usable in later formulas as the given node.
    void define(const std::string& name, NodeId node) { m_names[name] = node; }
    bool isDefined(const std::string& name) const { return m_names.count(name) != 0; }
    /// Names that exist but may not be used yet (definitions later in the list): using one gives
    /// "used before it is defined" instead of "unknown name".
    /// Names defined later (for a clearer message when one is used early); the set is the
    /// caller's and must outlive the compilations (nullptr: none).
    void setPendingNames(const std::set<std::string>* names) { m_pending = names; }

    /// Compiles `text`; `where` names the formula in diagnostics.
    std::variant<NodeId, Diagnostic> compile(const Location& where, const std::string& text,
                                             bool allowSpecialFunctions = false) const;

private:
    /// A flat chain of one associative operation being translated (Chain in the .cpp).
    struct Chain;
    /// The chain as nodes: as written (a left fold) when short, a balanced tree when long.
    static NodeId combine(ExprGraph& graph, const Chain& chain);
    /// whole[begin, end) as a node, cut into pieces the parser takes when it is too long.
    std::variant<NodeId, Diagnostic> compileRange(const Location& where, const std::string& whole,
                                                  std::size_t begin, std::size_t end,
                                                  bool allowSpecial, int level) const;
    /// Parses `text` (short enough for muParser), the names `parts` usable besides the
    /// defined ones, and translates it into `out`.
    std::optional<Diagnostic> compilePiece(const Location& where, const std::string& text,
                                           const std::map<std::string, NodeId>& parts,
                                           bool allowSpecial, Chain& out) const;
    /// The parser with the functions of formulas (and the special ones, `allowSpecial`), its
    /// variables cleared: made once, as muParser defines its own functions before it takes ours
    /// (a quarter of a million instructions per formula).
    mu::Parser& parser(bool allowSpecial) const;

    ExprGraph& m_graph;
    std::map<std::string, NodeId> m_names;
    const std::set<std::string>* m_pending = nullptr;
    mutable std::unique_ptr<mu::Parser> m_parsers[2];
};

} // namespace mechlab::core
