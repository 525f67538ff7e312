#pragma once

// The program form every formula of a model is translated into: a directed acyclic graph of
// operations with shared subexpressions (structurally equal nodes are created once).
//
// Nodes are built through simplifying constructors (constant folding, x+0, 1*x, 0*x, ...), so the
// symbolic derivatives stay small. A node's operands always have smaller ids than the node itself,
// so the ids are a topological order. Inputs are numbered slots (time, coordinates, velocities,
// parameters); what they mean is decided by whoever builds the graph (the model compiler).

#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

namespace mechlab::core {

enum class Op : std::uint8_t {
    Const,
    Input,
    Add,
    Sub,
    Mul,
    Div,
    Neg,
    PowInt,   // a ^ n, n an integer stored in the node
    PowConst, // a ^ r, r a real constant stored in the node
    Pow,      // a ^ b
    Sin,
    Cos,
    Tan,
    Asin,
    Acos,
    Atan,
    Atan2,
    Sinh,
    Cosh,
    Tanh,
    Exp,
    Log,
    Sqrt,
    Abs,
    Sign,
    Min,
    Max,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    And,
    Or,
    Select, // a ? b : c
    // Special functions: double evaluation only (exact-solution formulas), no derivative in m.
    EllipK,   // K(m)
    JacobiSn, // sn(u | m)
    JacobiCn,
    JacobiDn,
};

using NodeId = int;

struct Node {
    Op op = Op::Const;
    NodeId a = -1, b = -1, c = -1;
    double value = 0.0; // Const: the value; PowConst: the exponent
    int index = 0;      // Input: the slot; PowInt: the exponent
};

/// Raised when a derivative cannot be formed (special functions differentiated in their
/// parameter). The model compiler turns it into a diagnostic naming the formula.
class DerivativeError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Number of operands of an operation (0 for Const and Input).
int arity(Op op);
/// True for the special functions that only have a double evaluation.
bool isSpecialFunction(Op op);
/// The function name as written in formulas ("sin", "atan2", ...), empty for operators.
const char* functionName(Op op);

class ExprGraph {
public:
    ExprGraph();

    const Node& node(NodeId id) const { return m_nodes[static_cast<std::size_t>(id)]; }
    int size() const { return static_cast<int>(m_nodes.size()); }

    NodeId constant(double value);
    NodeId input(int slot);
    NodeId zero() const { return m_zero; }
    NodeId one() const { return m_one; }

    /// Creates (or finds) a node, applying the algebraic simplifications.
    NodeId make(Op op, NodeId a = -1, NodeId b = -1, NodeId c = -1);
    NodeId powInt(NodeId a, int n);
    NodeId powConst(NodeId a, double r);

    NodeId add(NodeId a, NodeId b) { return make(Op::Add, a, b); }
    NodeId sub(NodeId a, NodeId b) { return make(Op::Sub, a, b); }
    NodeId mul(NodeId a, NodeId b) { return make(Op::Mul, a, b); }
    NodeId div(NodeId a, NodeId b) { return make(Op::Div, a, b); }
    NodeId neg(NodeId a) { return make(Op::Neg, a); }
    /// The sum of the terms, added pairwise (a balanced tree: a derivative of it by one input
    /// walks only the branches that contain the input). Empty: zero.
    NodeId sum(std::vector<NodeId> terms) { return balanced(Op::Add, std::move(terms)); }
    /// The product of the factors, multiplied pairwise in the same way. Empty: one.
    NodeId product(std::vector<NodeId> factors) { return balanced(Op::Mul, std::move(factors)); }

    bool isConstant(NodeId id, double value) const;
    bool isConstant(NodeId id) const { return node(id).op == Op::Const; }

    /// d(expr)/d(input slot), a node of this graph (memoized).
    NodeId derivative(NodeId expr, int slot);

    /// True if the expression depends on the input slot.
    bool dependsOn(NodeId expr, int slot) const;
    /// The input slots the expression depends on, ascending (kept for every node as it is
    /// made, so that derivatives of a node by a slot it does not contain cost nothing and a
    /// caller can differentiate by exactly the slots that give a nonzero result).
    const std::vector<int>& inputsOf(NodeId expr) const {
        return m_sets[static_cast<std::size_t>(m_setOf[static_cast<std::size_t>(expr)])];
    }
    /// True if the expression contains a node for which `pred` holds.
    bool contains(NodeId expr, const std::function<bool(const Node&)>& pred) const;

    /// The expression as a formula (muParser syntax); `inputName` names the input slots. When
    /// written out as a tree it would exceed 10000 terms, shared subexpressions are printed
    /// once each, as "_k" defined after it ("... where _1 = ...; _2 = ..."): the text is linear
    /// in the size of the graph.
    std::string toFormula(NodeId expr, const std::function<std::string(int)>& inputName) const;

private:
    NodeId balanced(Op op, std::vector<NodeId> operands);
    NodeId intern(const Node& n);
    NodeId simplify(Op op, NodeId a, NodeId b, NodeId c);
    NodeId derivativeUncached(NodeId expr, int slot);

    struct NodeHash {
        std::size_t operator()(const Node& n) const;
    };
    struct NodeEq {
        bool operator()(const Node& x, const Node& y) const;
    };

    /// The id of the set of input slots of a new node made of these operands.
    int inputSetOf(const Node& n);

    struct SetHash {
        std::size_t operator()(const std::vector<int>& set) const;
    };

    std::vector<Node> m_nodes;
    std::unordered_map<Node, NodeId, NodeHash, NodeEq> m_index;
    // Input slots per node: m_sets[m_setOf[id]]; equal sets are stored once.
    std::vector<int> m_setOf;
    std::vector<std::vector<int>> m_sets;
    std::unordered_map<std::vector<int>, int, SetHash> m_setIndex;
    std::unordered_map<std::uint64_t, NodeId> m_derivatives;
    NodeId m_zero = -1, m_one = -1;
};

} // namespace mechlab::core
