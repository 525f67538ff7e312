// An expression graph printed back as a formula in the syntax the formula compiler reads, with
// the fewest parentheses the operators' precedence allows.

#include "expr/ExprGraph.h"
#include "expr/Ops.h"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <numbers>
#include <string>
#include <unordered_map>
#include <vector>

namespace mechlab::core {

namespace {

// Precedence levels used for printing (higher binds tighter).
enum Prec { PSelect = 1, POr, PAnd, PCmp, PAdd, PMul, PUnary, PPow, PAtom };

int precedence(const Node& n) {
    switch (n.op) {
    case Op::Const:
        return n.value < 0.0 ? PUnary : PAtom;
    case Op::Input:
        return PAtom;
    case Op::Select:
        return PSelect;
    case Op::Or:
        return POr;
    case Op::And:
        return PAnd;
    case Op::Lt:
    case Op::Le:
    case Op::Gt:
    case Op::Ge:
    case Op::Eq:
    case Op::Ne:
        return PCmp;
    case Op::Add:
    case Op::Sub:
        return PAdd;
    case Op::Mul:
    case Op::Div:
        return PMul;
    case Op::Neg:
        return PUnary;
    case Op::PowInt:
    case Op::PowConst:
    case Op::Pow:
        return PPow;
    default:
        return PAtom;
    }
}

const char* binarySymbol(Op op) {
    switch (op) {
    case Op::Add:
        return "+";
    case Op::Sub:
        return "-";
    case Op::Mul:
        return "*";
    case Op::Div:
        return "/";
    case Op::Pow:
        return "^";
    case Op::Lt:
        return "<";
    case Op::Le:
        return "<=";
    case Op::Gt:
        return ">";
    case Op::Ge:
        return ">=";
    case Op::Eq:
        return "==";
    case Op::Ne:
        return "!=";
    case Op::And:
        return "&&";
    case Op::Or:
        return "||";
    default:
        return "";
    }
}

std::string numberText(double v) {
    if (v == std::numbers::pi) return "pi";
    char buf[64];
    auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

} // namespace

std::string ExprGraph::toFormula(NodeId expr,
                                 const std::function<std::string(int)>& inputName) const {
    // Printed as a tree, a graph that shares subexpressions can be exponentially long (forty
    // definitions d_i = sin(d_(i-1)) + cos(d_(i-1)) print 2^40 terms): beyond kMaxTree terms
    // every shared subexpression of some size is printed once, as "_k" defined after the
    // formula ("... where _1 = ...; _2 = ..."), so that the text grows with the graph, not the
    // tree. One pass over the nodes the formula reaches counts both (children have lower ids than
    // their parents).
    constexpr std::uint64_t kMaxTree = 10000, kMinNamed = 4;
    // The passes below walk the nodes `expr` reaches, ascending, not the whole graph: a model of
    // many bodies prints thousands of small formulas of one large graph.
    std::vector<NodeId> ids{expr};
    std::unordered_map<NodeId, std::size_t> at{{expr, 0}};
    for (std::size_t k = 0; k < ids.size(); ++k) {
        const Node& n = node(ids[k]);
        for (const NodeId child : {n.a, n.b, n.c})
            if (child >= 0 && at.emplace(child, 0).second) ids.push_back(child);
    }
    std::sort(ids.begin(), ids.end());
    for (std::size_t k = 0; k < ids.size(); ++k) at[ids[k]] = k;
    auto local = [&at](NodeId id) { return at.find(id)->second; };
    std::vector<std::uint64_t> size(ids.size(), 0);
    for (std::size_t k = 0; k < ids.size(); ++k) {
        const Node& n = node(ids[k]);
        std::uint64_t s = 1;
        for (const NodeId child : {n.a, n.b, n.c})
            if (child >= 0) s += size[local(child)];
        size[k] = std::min(s, kMaxTree + 1);
    }
    std::vector<int> name(ids.size(), 0); // k > 0: printed as _k
    std::vector<NodeId> named;
    if (size.back() > kMaxTree) { // (the last of them is `expr`)
        // Parents within what `expr` reaches.
        std::vector<int> parents(ids.size(), 0);
        for (const NodeId id : ids) {
            const Node& n = node(id);
            for (const NodeId child : {n.a, n.b, n.c})
                if (child >= 0) ++parents[local(child)];
        }
        for (std::size_t k = 0; k + 1 < ids.size(); ++k)
            if (parents[k] > 1 && size[k] >= kMinNamed) {
                named.push_back(ids[k]);
                name[k] = int(named.size());
            }
    }
    std::function<std::string(NodeId)> print;
    auto wrap = [&](NodeId child, bool parens) {
        return parens ? "(" + print(child) + ")" : print(child);
    };
    // A child of a binary operator: unary minus only stands unbracketed as the left operand of
    // + and -; otherwise the usual precedence rules, the right operand bracketed at equal level.
    auto operand = [&](NodeId child, int parentPrec, bool right) {
        const int cp = precedence(node(child));
        if (cp == PUnary) return wrap(child, right || parentPrec != PAdd);
        if (parentPrec == PPow) return wrap(child, cp != PAtom);
        return wrap(child, right ? cp <= parentPrec : cp < parentPrec);
    };
    // A named subexpression stands for itself, except where it is defined (`defining`).
    NodeId defining = -1;
    print = [&](NodeId id) -> std::string {
        if (const int k = name[local(id)]; k > 0 && id != defining) return "_" + std::to_string(k);
        const Node& n = node(id);
        switch (n.op) {
        case Op::Const:
            return numberText(n.value);
        case Op::Input:
            return inputName(n.index);
        case Op::Neg:
            return "-" + wrap(n.a, precedence(node(n.a)) != PAtom);
        case Op::PowInt:
            return operand(n.a, PPow, false) + "^" +
                   (n.index < 0 ? "(" + std::to_string(n.index) + ")" : std::to_string(n.index));
        case Op::PowConst:
            return operand(n.a, PPow, false) + "^" +
                   (n.value < 0 ? "(" + numberText(n.value) + ")" : numberText(n.value));
        case Op::Select:
            return operand(n.a, PSelect, true) + " ? " + operand(n.b, PSelect, true) + " : " +
                   operand(n.c, PSelect, true);
        default:
            break;
        }
        if (const char* sym = binarySymbol(n.op); *sym) {
            const int p = precedence(n);
            const bool spaced = p <= PCmp || p == PAdd;
            return operand(n.a, p, false) + (spaced ? std::string(" ") + sym + " " : sym) +
                   operand(n.b, p, true);
        }
        std::string s = std::string(functionName(n.op)) + "(" + print(n.a);
        if (arity(n.op) > 1) s += ", " + print(n.b);
        return s + ")";
    };
    std::string text = print(expr);
    for (std::size_t k = 0; k < named.size(); ++k) {
        defining = named[k];
        text += (k ? "; _" : " where _") + std::to_string(k + 1) + " = " + print(defining);
    }
    return text;
}

} // namespace mechlab::core
