// Symbolic differentiation of an expression graph with respect to one input slot, memoized per
// (node, slot); the result is simplified as it is built (ExprGraph::make).

#include "base/Text.h"
#include "expr/ExprGraph.h"
#include "expr/Ops.h"

#include <string>

namespace mechlab::core {

NodeId ExprGraph::derivative(NodeId expr, int slot) {
    if (!dependsOn(expr, slot)) return m_zero;
    const std::uint64_t key = (std::uint64_t(std::uint32_t(expr)) << 32) | std::uint32_t(slot);
    auto it = m_derivatives.find(key);
    if (it != m_derivatives.end()) return it->second;
    const NodeId d = derivativeUncached(expr, slot);
    m_derivatives.emplace(key, d);
    return d;
}

NodeId ExprGraph::derivativeUncached(NodeId expr, int slot) {
    const Node n = node(expr); // copy: m_nodes may grow below
    if (n.op == Op::Const) return m_zero;
    if (n.op == Op::Input) return n.index == slot ? m_one : m_zero;

    const int k = arity(n.op);
    const NodeId da = k > 0 ? derivative(n.a, slot) : m_zero;
    const NodeId db = k > 1 ? derivative(n.b, slot) : m_zero;
    const NodeId dc = k > 2 ? derivative(n.c, slot) : m_zero;
    if (da == m_zero && db == m_zero && dc == m_zero) return m_zero;

    const NodeId a = n.a, b = n.b;
    switch (n.op) {
    case Op::Add:
        return add(da, db);
    case Op::Sub:
        return sub(da, db);
    case Op::Mul:
        return add(mul(da, b), mul(a, db));
    case Op::Div:
        return div(sub(da, mul(expr, db)), b); // (a'/b) - (a/b) b'/b
    case Op::Neg:
        return neg(da);
    case Op::PowInt:
        return mul(mul(constant(n.index), powInt(a, n.index - 1)), da);
    case Op::PowConst:
        return mul(mul(constant(n.value), powConst(a, n.value - 1.0)), da);
    case Op::Pow:
        return mul(expr, add(mul(db, make(Op::Log, a)), div(mul(b, da), a)));
    case Op::Sin:
        return mul(make(Op::Cos, a), da);
    case Op::Cos:
        return neg(mul(make(Op::Sin, a), da));
    case Op::Tan:
        return mul(add(m_one, powInt(expr, 2)), da);
    case Op::Asin:
        return div(da, make(Op::Sqrt, sub(m_one, powInt(a, 2))));
    case Op::Acos:
        return neg(div(da, make(Op::Sqrt, sub(m_one, powInt(a, 2)))));
    case Op::Atan:
        return div(da, add(m_one, powInt(a, 2)));
    case Op::Atan2: // atan2(y, x): (x y' - y x') / (x^2 + y^2)
        return div(sub(mul(b, da), mul(a, db)), add(powInt(a, 2), powInt(b, 2)));
    case Op::Sinh:
        return mul(make(Op::Cosh, a), da);
    case Op::Cosh:
        return mul(make(Op::Sinh, a), da);
    case Op::Tanh:
        return mul(sub(m_one, powInt(expr, 2)), da);
    case Op::Exp:
        return mul(expr, da);
    case Op::Log:
        return div(da, a);
    case Op::Sqrt:
        return div(da, mul(constant(2.0), expr));
    case Op::Abs:
        return mul(make(Op::Sign, a), da);
    case Op::Min:
        return make(Op::Select, make(Op::Le, a, b), da, db);
    case Op::Max:
        return make(Op::Select, make(Op::Ge, a, b), da, db);
    case Op::Select:
        return make(Op::Select, a, db, dc);
    case Op::Sign:
    case Op::Lt:
    case Op::Le:
    case Op::Gt:
    case Op::Ge:
    case Op::Eq:
    case Op::Ne:
    case Op::And:
    case Op::Or:
        return m_zero;
    case Op::EllipK:
        throw DerivativeError(localized("core", "ellipk(m) cannot be differentiated; it is "
                                                "available in exact-solution formulas only"));
    case Op::JacobiSn:
    case Op::JacobiCn:
    case Op::JacobiDn: {
        if (db != m_zero)
            throw DerivativeError(localized("core", "%1(u, m) cannot be differentiated in m; it "
                                                    "is available in exact-solution formulas only")
                                      .arg(functionName(n.op)));
        const NodeId sn = make(Op::JacobiSn, a, b), cn = make(Op::JacobiCn, a, b),
                     dn = make(Op::JacobiDn, a, b);
        if (n.op == Op::JacobiSn) return mul(mul(cn, dn), da);
        if (n.op == Op::JacobiCn) return neg(mul(mul(sn, dn), da));
        return neg(mul(mul(b, mul(sn, cn)), da));
    }
    case Op::Const:
    case Op::Input:
        break;
    }
    return m_zero;
}

} // namespace mechlab::core
