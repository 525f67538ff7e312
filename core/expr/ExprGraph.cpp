#include "expr/ExprGraph.h"

#include "expr/Ops.h"

#include <charconv>
#include <cmath>
#include <cstring>
#include <numbers>

namespace mechlab::core {

int arity(Op op) {
    switch (op) {
    case Op::Const:
    case Op::Input:
        return 0;
    case Op::Add:
    case Op::Sub:
    case Op::Mul:
    case Op::Div:
    case Op::Pow:
    case Op::Atan2:
    case Op::Min:
    case Op::Max:
    case Op::Lt:
    case Op::Le:
    case Op::Gt:
    case Op::Ge:
    case Op::Eq:
    case Op::Ne:
    case Op::And:
    case Op::Or:
    case Op::JacobiSn:
    case Op::JacobiCn:
    case Op::JacobiDn:
        return 2;
    case Op::Select:
        return 3;
    default:
        return 1;
    }
}

bool isSpecialFunction(Op op) {
    return op == Op::EllipK || op == Op::JacobiSn || op == Op::JacobiCn || op == Op::JacobiDn;
}

const char* functionName(Op op) {
    switch (op) {
    case Op::Sin:
        return "sin";
    case Op::Cos:
        return "cos";
    case Op::Tan:
        return "tan";
    case Op::Asin:
        return "asin";
    case Op::Acos:
        return "acos";
    case Op::Atan:
        return "atan";
    case Op::Atan2:
        return "atan2";
    case Op::Sinh:
        return "sinh";
    case Op::Cosh:
        return "cosh";
    case Op::Tanh:
        return "tanh";
    case Op::Exp:
        return "exp";
    case Op::Log:
        return "log";
    case Op::Sqrt:
        return "sqrt";
    case Op::Abs:
        return "abs";
    case Op::Sign:
        return "sign";
    case Op::Min:
        return "min";
    case Op::Max:
        return "max";
    case Op::EllipK:
        return "ellipk";
    case Op::JacobiSn:
        return "jsn";
    case Op::JacobiCn:
        return "jcn";
    case Op::JacobiDn:
        return "jdn";
    default:
        return "";
    }
}

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

ExprGraph::ExprGraph() {
    m_zero = constant(0.0);
    m_one = constant(1.0);
}

NodeId ExprGraph::intern(const Node& n) {
    auto it = m_index.find(n);
    if (it != m_index.end()) return it->second;
    const NodeId id = size();
    m_nodes.push_back(n);
    m_index.emplace(n, id);
    return id;
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

NodeId ExprGraph::derivative(NodeId expr, int slot) {
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
        throw DerivativeError("ellipk(m) cannot be differentiated; it is available in "
                              "exact-solution formulas only");
    case Op::JacobiSn:
    case Op::JacobiCn:
    case Op::JacobiDn: {
        if (db != m_zero)
            throw DerivativeError(std::string(functionName(n.op)) +
                                  "(u, m) cannot be differentiated in m; it is available in "
                                  "exact-solution formulas only");
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

bool ExprGraph::contains(NodeId expr, const std::function<bool(const Node&)>& pred) const {
    std::vector<char> seen(m_nodes.size(), 0);
    std::vector<NodeId> stack{expr};
    while (!stack.empty()) {
        const NodeId id = stack.back();
        stack.pop_back();
        if (seen[static_cast<std::size_t>(id)]) continue;
        seen[static_cast<std::size_t>(id)] = 1;
        const Node& n = node(id);
        if (pred(n)) return true;
        for (NodeId child : {n.a, n.b, n.c})
            if (child >= 0) stack.push_back(child);
    }
    return false;
}

bool ExprGraph::dependsOn(NodeId expr, int slot) const {
    return contains(expr, [slot](const Node& n) { return n.op == Op::Input && n.index == slot; });
}

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
    print = [&](NodeId id) -> std::string {
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
    return print(expr);
}

} // namespace mechlab::core
