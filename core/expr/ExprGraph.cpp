// The expression graph: hash-consed nodes, constant folding and algebraic simplification as nodes
// are made, and structural queries. Differentiation is in Derivative.cpp, printing in
// FormulaText.cpp.

#include "expr/ExprGraph.h"

#include "expr/Ops.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <iterator>
#include <unordered_set>

namespace mechlab::core {

std::size_t ExprGraph::NodeHash::operator()(const Node& n) const {
    std::uint64_t bits = 0;
    std::memcpy(&bits, &n.value, sizeof bits);
    std::size_t h = static_cast<std::size_t>(n.op);
    for (std::uint64_t v :
         {std::uint64_t(std::uint32_t(n.a)), std::uint64_t(std::uint32_t(n.b)),
          std::uint64_t(std::uint32_t(n.c)), std::uint64_t(std::uint32_t(n.index)), bits})
        h = h * 0x9E3779B97F4A7C15ull + v + (h >> 29);
    return h;
}

bool ExprGraph::NodeEq::operator()(const Node& x, const Node& y) const {
    // Constants compare by bit pattern so that 0.0 and -0.0 (and NaNs) stay distinct and findable.
    return x.op == y.op && x.a == y.a && x.b == y.b && x.c == y.c && x.index == y.index &&
           std::memcmp(&x.value, &y.value, sizeof(double)) == 0;
}

std::size_t ExprGraph::SetHash::operator()(const std::vector<int>& set) const {
    std::size_t h = set.size();
    for (int slot : set)
        h = h * 0x9E3779B97F4A7C15ull + std::size_t(std::uint32_t(slot)) + (h >> 29);
    return h;
}

ExprGraph::ExprGraph() {
    m_sets.emplace_back();
    m_setIndex.emplace(m_sets.back(), 0);
    m_zero = constant(0.0);
    m_one = constant(1.0);
}

NodeId ExprGraph::intern(const Node& n) {
    auto it = m_index.find(n);
    if (it != m_index.end()) return it->second;
    const NodeId id = size();
    m_setOf.push_back(inputSetOf(n));
    m_nodes.push_back(n);
    m_index.emplace(n, id);
    return id;
}

int ExprGraph::inputSetOf(const Node& n) {
    std::vector<int> set;
    if (n.op == Op::Input) {
        set.push_back(n.index);
    } else {
        // Operands with one set (or an empty one) share it; otherwise the union is formed.
        int only = 0;
        bool several = false;
        for (NodeId child : {n.a, n.b, n.c}) {
            if (child < 0) continue;
            const int s = m_setOf[static_cast<std::size_t>(child)];
            if (s == 0 || s == only) continue;
            if (only == 0) {
                only = s;
            } else {
                several = true;
            }
        }
        if (!several) return only;
        for (NodeId child : {n.a, n.b, n.c}) {
            if (child < 0) continue;
            const std::vector<int>& other =
                m_sets[static_cast<std::size_t>(m_setOf[std::size_t(child)])];
            std::vector<int> merged;
            merged.reserve(set.size() + other.size());
            std::set_union(set.begin(), set.end(), other.begin(), other.end(),
                           std::back_inserter(merged));
            set.swap(merged);
        }
    }
    const auto it = m_setIndex.find(set);
    if (it != m_setIndex.end()) return it->second;
    m_sets.push_back(set);
    m_setIndex.emplace(std::move(set), int(m_sets.size()) - 1);
    return int(m_sets.size()) - 1;
}

NodeId ExprGraph::constant(double value) {
    if (value == 0.0) value = 0.0; // fold -0.0 into +0.0
    Node n;
    n.op = Op::Const;
    n.value = value;
    return intern(n);
}

NodeId ExprGraph::input(int slot) {
    Node n;
    n.op = Op::Input;
    n.index = slot;
    return intern(n);
}

bool ExprGraph::isConstant(NodeId id, double value) const {
    const Node& n = node(id);
    return n.op == Op::Const && n.value == value;
}

NodeId ExprGraph::powInt(NodeId a, int n) {
    if (n == 0) return m_one;
    if (n == 1) return a;
    const Node& base = node(a);
    if (base.op == Op::Const) return constant(std::pow(base.value, n));
    if (base.op == Op::PowInt) return powInt(base.a, base.index * n);
    Node p;
    p.op = Op::PowInt;
    p.a = a;
    p.index = n;
    return intern(p);
}

NodeId ExprGraph::powConst(NodeId a, double r) {
    if (r == std::round(r) && std::abs(r) < 1 << 20) return powInt(a, static_cast<int>(r));
    if (r == 0.5) return make(Op::Sqrt, a);
    if (isConstant(a)) return constant(std::pow(node(a).value, r));
    Node p;
    p.op = Op::PowConst;
    p.a = a;
    p.value = r;
    return intern(p);
}

NodeId ExprGraph::make(Op op, NodeId a, NodeId b, NodeId c) {
    return simplify(op, a, b, c);
}

NodeId ExprGraph::simplify(Op op, NodeId a, NodeId b, NodeId c) {
    const int n = arity(op);
    // Constant folding (special functions fold too: they are exact functions of constants).
    bool allConst = n > 0;
    for (int i = 0; i < n; ++i) allConst = allConst && isConstant(i == 0 ? a : (i == 1 ? b : c));
    if (allConst) {
        Node tmp;
        tmp.op = op;
        return constant(
            applyOp(tmp, node(a).value, n > 1 ? node(b).value : 0.0, n > 2 ? node(c).value : 0.0));
    }
    switch (op) {
    case Op::Add:
        if (isConstant(a, 0.0)) return b;
        if (isConstant(b, 0.0)) return a;
        if (node(b).op == Op::Neg) return sub(a, node(b).a);
        if (node(a).op == Op::Neg) return sub(b, node(a).a);
        if (a > b) std::swap(a, b);
        break;
    case Op::Sub:
        if (isConstant(b, 0.0)) return a;
        if (isConstant(a, 0.0)) return neg(b);
        if (a == b) return m_zero;
        if (node(b).op == Op::Neg) return add(a, node(b).a);
        break;
    case Op::Mul:
        if (isConstant(a, 0.0) || isConstant(b, 0.0)) return m_zero;
        if (isConstant(a, 1.0)) return b;
        if (isConstant(b, 1.0)) return a;
        if (isConstant(a, -1.0)) return neg(b);
        if (isConstant(b, -1.0)) return neg(a);
        if (node(a).op == Op::Neg && node(b).op == Op::Neg) return mul(node(a).a, node(b).a);
        // A sign moves out of a product: a*(-b) = -(a*b), so sums can absorb it.
        if (node(a).op == Op::Neg) return neg(mul(node(a).a, b));
        if (node(b).op == Op::Neg) return neg(mul(a, node(b).a));
        if (a == b) return powInt(a, 2);
        // Canonical order: a constant factor first, then by id; c1*(c2*x) = (c1*c2)*x.
        if (isConstant(b) || (!isConstant(a) && a > b)) std::swap(a, b);
        if (isConstant(a) && node(b).op == Op::Mul && isConstant(node(b).a))
            return mul(constant(node(a).value * node(node(b).a).value), node(b).b);
        break;
    case Op::Div:
        if (isConstant(a, 0.0)) return m_zero;
        if (isConstant(b, 1.0)) return a;
        if (isConstant(b, -1.0)) return neg(a);
        // (c1*x)/c2 = (c1/c2)*x: keeps derivatives of scaled constraints readable.
        if (isConstant(b) && node(a).op == Op::Mul && isConstant(node(a).a))
            return mul(constant(node(node(a).a).value / node(b).value), node(a).b);
        break;
    case Op::Neg:
        if (node(a).op == Op::Neg) return node(a).a;
        if (node(a).op == Op::Sub) return sub(node(a).b, node(a).a);
        break;
    case Op::Pow:
        if (isConstant(b)) return powConst(a, node(b).value);
        break;
    case Op::Select:
        if (isConstant(a)) return node(a).value != 0.0 ? b : c;
        if (b == c) return b;
        break;
    default:
        break;
    }
    Node nn;
    nn.op = op;
    nn.a = a;
    nn.b = b;
    nn.c = c;
    return intern(nn);
}

NodeId ExprGraph::balanced(Op op, std::vector<NodeId> operands) {
    if (operands.empty()) return op == Op::Mul ? m_one : m_zero;
    while (operands.size() > 1) {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < operands.size(); i += 2)
            operands[kept++] =
                i + 1 < operands.size() ? make(op, operands[i], operands[i + 1]) : operands[i];
        operands.resize(kept);
    }
    return operands.front();
}

bool ExprGraph::contains(NodeId expr, const std::function<bool(const Node&)>& pred) const {
    if (arity(node(expr).op) == 0) return pred(node(expr)); // a constant or an input
    // The nodes seen, by id: the walk costs what the expression has, not the whole graph.
    std::unordered_set<NodeId> seen;
    std::vector<NodeId> stack{expr};
    while (!stack.empty()) {
        const NodeId id = stack.back();
        stack.pop_back();
        if (!seen.insert(id).second) continue;
        const Node& n = node(id);
        if (pred(n)) return true;
        for (NodeId child : {n.a, n.b, n.c})
            if (child >= 0) stack.push_back(child);
    }
    return false;
}

bool ExprGraph::dependsOn(NodeId expr, int slot) const {
    const std::vector<int>& set = inputsOf(expr);
    return std::binary_search(set.begin(), set.end(), slot);
}

} // namespace mechlab::core
