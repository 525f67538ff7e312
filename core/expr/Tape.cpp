#include "expr/Tape.h"

#include "expr/Ops.h"
#include "expr/Series.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>
#include <unordered_set>

namespace mechlab::core {

Tape::Tape(const ExprGraph& graph, const std::vector<NodeId>& outputs, int firstInvariantInput) {
    // Collect the reachable nodes; node ids are already a topological order. (Work in the size
    // of the program, not of the graph: a model compiles many small tapes from one large graph.)
    std::vector<NodeId> reachable;
    {
        std::unordered_set<NodeId> seen;
        std::vector<NodeId> stack(outputs.begin(), outputs.end());
        while (!stack.empty()) {
            const NodeId id = stack.back();
            stack.pop_back();
            if (!seen.insert(id).second) continue;
            reachable.push_back(id);
            const Node& n = graph.node(id);
            for (NodeId child : {n.a, n.b, n.c})
                if (child >= 0) stack.push_back(child);
        }
    }
    std::sort(reachable.begin(), reachable.end());
    auto indexOf = [&](NodeId id) {
        return std::size_t(std::lower_bound(reachable.begin(), reachable.end(), id) -
                           reachable.begin());
    };
    // Invariant nodes (constants, invariant inputs and what depends on them alone) go first; a
    // stable partition of a topological order is one.
    std::vector<char> invariant(reachable.size(), 0);
    std::vector<NodeId> order[2];
    for (std::size_t k = 0; k < reachable.size(); ++k) {
        const Node& n = graph.node(reachable[k]);
        bool inv = n.op == Op::Const || (n.op == Op::Input && firstInvariantInput >= 0 &&
                                         n.index >= firstInvariantInput);
        if (n.op != Op::Const && n.op != Op::Input) {
            inv = true;
            for (NodeId child : {n.a, n.b, n.c})
                if (child >= 0 && !invariant[indexOf(child)]) inv = false;
        }
        invariant[k] = inv;
        order[inv ? 0 : 1].push_back(reachable[k]);
    }
    std::vector<int> slotOf(reachable.size(), 0); // instruction of each reachable node
    for (const auto& part : order)
        for (NodeId id : part) {
            Node instr = graph.node(id);
            // Unused operands point at instruction 0, which always exists.
            instr.a = instr.a >= 0 ? slotOf[indexOf(instr.a)] : 0;
            instr.b = instr.b >= 0 ? slotOf[indexOf(instr.b)] : 0;
            instr.c = instr.c >= 0 ? slotOf[indexOf(instr.c)] : 0;
            slotOf[indexOf(id)] = static_cast<int>(m_code.size());
            m_code.push_back(instr);
            m_nodeOf.push_back(id);
        }
    m_invariantEnd = static_cast<int>(order[0].size());
    for (NodeId id : outputs) m_outputs.push_back(slotOf[indexOf(id)]);

    // The varying part for the fast evaluator. A sine and a cosine of one operand become one
    // SinCos step at the place of the first of them.
    std::unordered_map<int, int> sinOf, cosOf; // operand slot -> instruction
    for (int i = m_invariantEnd; i < static_cast<int>(m_code.size()); ++i) {
        const Node& I = m_code[static_cast<std::size_t>(i)];
        if (I.op == Op::Sin) sinOf.emplace(I.a, i);
        if (I.op == Op::Cos) cosOf.emplace(I.a, i);
    }
    for (int i = m_invariantEnd; i < static_cast<int>(m_code.size()); ++i) {
        const Node& I = m_code[static_cast<std::size_t>(i)];
        Step step{Fast::Generic, i, I.a, I.b, 0};
        switch (I.op) {
        case Op::Input:
            step = {Fast::Input, i, I.index, 0, 0};
            break;
        case Op::Add:
            step.op = Fast::Add;
            break;
        case Op::Sub:
            step.op = Fast::Sub;
            break;
        case Op::Mul:
            step.op = Fast::Mul;
            break;
        case Op::Div:
            step.op = Fast::Div;
            break;
        case Op::Neg:
            step.op = Fast::Neg;
            break;
        case Op::PowInt:
            if (I.index == 2) step.op = Fast::Square;
            break;
        case Op::Sin:
        case Op::Cos: {
            const bool sine = I.op == Op::Sin;
            const auto partner = (sine ? cosOf : sinOf).find(I.a);
            if (partner == (sine ? cosOf : sinOf).end()) {
                step.op = sine ? Fast::Sin : Fast::Cos;
            } else if (partner->second < i) {
                continue; // computed with its partner
            } else {
                step = {Fast::SinCos, sine ? i : partner->second, I.a, 0,
                        sine ? partner->second : i};
            }
            break;
        }
        default:
            break;
        }
        m_steps.push_back(step);
    }
}

void Tape::eval(const double* in, double* out, std::vector<double>& work) const {
    if (work.size() < m_code.size()) work.resize(m_code.size());
    double* w = work.data();
    const std::size_t count = m_code.size();
    for (std::size_t i = 0; i < count; ++i) {
        const Node& I = m_code[i];
        switch (I.op) {
        case Op::Input:
            w[i] = in[I.index];
            break;
        case Op::Const:
            w[i] = I.value;
            break;
        case Op::Add:
            w[i] = w[I.a] + w[I.b];
            break;
        case Op::Sub:
            w[i] = w[I.a] - w[I.b];
            break;
        case Op::Mul:
            w[i] = w[I.a] * w[I.b];
            break;
        default:
            w[i] = applyOp(I, w[I.a], w[I.b], w[I.c]);
            break;
        }
    }
    for (std::size_t k = 0; k < m_outputs.size(); ++k) out[k] = w[m_outputs[k]];
}

void Tape::eval(const double* in, double* out, Workspace& ws) const {
    if (ws.primedFor != this || ws.slots.size() < m_code.size()) {
        ws.slots.resize(m_code.size());
        double* w = ws.slots.data();
        for (std::size_t i = 0; i < static_cast<std::size_t>(m_invariantEnd); ++i) {
            const Node& I = m_code[i];
            w[i] = I.op == Op::Input ? in[I.index] : applyOp(I, w[I.a], w[I.b], w[I.c]);
        }
        ws.primedFor = this;
    }
    double* w = ws.slots.data();
    for (const Step& s : m_steps) {
        switch (s.op) {
        case Fast::Input:
            w[s.dst] = in[s.a];
            break;
        case Fast::Add:
            w[s.dst] = w[s.a] + w[s.b];
            break;
        case Fast::Sub:
            w[s.dst] = w[s.a] - w[s.b];
            break;
        case Fast::Mul:
            w[s.dst] = w[s.a] * w[s.b];
            break;
        case Fast::Div:
            w[s.dst] = w[s.a] / w[s.b];
            break;
        case Fast::Neg:
            w[s.dst] = -w[s.a];
            break;
        case Fast::Square:
            w[s.dst] = w[s.a] * w[s.a];
            break;
        case Fast::SinCos:
            ::sincos(w[s.a], &w[s.dst], &w[s.extra]);
            break;
        case Fast::Sin:
            w[s.dst] = std::sin(w[s.a]);
            break;
        case Fast::Cos:
            w[s.dst] = std::cos(w[s.a]);
            break;
        case Fast::Generic: {
            const Node& I = m_code[static_cast<std::size_t>(s.dst)];
            w[s.dst] = applyOp(I, w[I.a], w[I.b], w[I.c]);
            break;
        }
        }
    }
    for (std::size_t k = 0; k < m_outputs.size(); ++k) out[k] = w[m_outputs[k]];
}

void Tape::evalSeries(const double* in, int degree, double* out, std::vector<double>& work) const {
    using namespace series;
    const std::size_t len = static_cast<std::size_t>(degree) + 1;
    const std::size_t count = m_code.size();
    // Slots, then four scratch series (three for the recurrences, one companion for sin/cos).
    if (work.size() < (count + 4) * len) work.resize((count + 4) * len);
    auto slot = [&](std::size_t i) { return Coeffs(work.data() + i * len, len); };
    const Scratch scratch{slot(count), slot(count + 1), slot(count + 2)};
    const Coeffs companion = slot(count + 3);

    for (std::size_t i = 0; i < count; ++i) {
        const Node& I = m_code[i];
        const Coeffs c = slot(i);
        const ConstCoeffs a = slot(static_cast<std::size_t>(I.a)),
                          b = slot(static_cast<std::size_t>(I.b)),
                          cc = slot(static_cast<std::size_t>(I.c));
        switch (I.op) {
        case Op::Const:
            constant(I.value, c);
            break;
        case Op::Input:
            std::copy_n(in + std::size_t(I.index) * len, len, c.begin());
            break;
        case Op::Add:
            add(a, b, c);
            break;
        case Op::Sub:
            sub(a, b, c);
            break;
        case Op::Mul:
            mul(a, b, c);
            break;
        case Op::Div:
            div(a, b, c);
            break;
        case Op::Neg:
            neg(a, c);
            break;
        case Op::PowInt:
            powInt(a, I.index, c, scratch);
            break;
        case Op::PowConst:
            powReal(a, I.value, c);
            break;
        case Op::Pow:
            pow(a, b, c, scratch);
            break;
        case Op::Sin:
            sinCos(a, c, companion);
            break;
        case Op::Cos:
            sinCos(a, companion, c);
            break;
        case Op::Tan:
            tan(a, c, scratch);
            break;
        case Op::Asin:
            asin(a, c, scratch);
            break;
        case Op::Acos:
            acos(a, c, scratch);
            break;
        case Op::Atan:
            atan(a, c, scratch);
            break;
        case Op::Atan2:
            atan2(a, b, c, scratch);
            break;
        case Op::Sinh:
            sinhCosh(a, c, companion);
            break;
        case Op::Cosh:
            sinhCosh(a, companion, c);
            break;
        case Op::Tanh:
            tanh(a, c, scratch);
            break;
        case Op::Exp:
            exp(a, c);
            break;
        case Op::Log:
            log(a, c);
            break;
        case Op::Sqrt:
            series::sqrt(a, c);
            break;
        // Non-smooth functions: the branch that holds for small tau > 0.
        case Op::Abs:
            if (leadingSign(a) >= 0)
                std::copy(a.begin(), a.end(), c.begin());
            else
                neg(a, c);
            break;
        case Op::Sign:
            constant(leadingSign(a), c);
            break;
        case Op::Min: {
            const ConstCoeffs pick = compare(a, b) <= 0 ? a : b;
            std::copy(pick.begin(), pick.end(), c.begin());
            break;
        }
        case Op::Max: {
            const ConstCoeffs pick = compare(a, b) >= 0 ? a : b;
            std::copy(pick.begin(), pick.end(), c.begin());
            break;
        }
        case Op::Lt:
            constant(boolValue(compare(a, b) < 0), c);
            break;
        case Op::Le:
            constant(boolValue(compare(a, b) <= 0), c);
            break;
        case Op::Gt:
            constant(boolValue(compare(a, b) > 0), c);
            break;
        case Op::Ge:
            constant(boolValue(compare(a, b) >= 0), c);
            break;
        case Op::Eq:
            constant(boolValue(compare(a, b) == 0), c);
            break;
        case Op::Ne:
            constant(boolValue(compare(a, b) != 0), c);
            break;
        case Op::And:
            constant(boolValue(a[0] != 0.0 && b[0] != 0.0), c);
            break;
        case Op::Or:
            constant(boolValue(a[0] != 0.0 || b[0] != 0.0), c);
            break;
        case Op::Select: {
            const ConstCoeffs pick = a[0] != 0.0 ? b : cc;
            std::copy(pick.begin(), pick.end(), c.begin());
            break;
        }
        case Op::EllipK:
        case Op::JacobiSn:
        case Op::JacobiCn:
        case Op::JacobiDn:
            // Special functions have no series; only their value is available.
            std::fill(c.begin(), c.end(), std::numeric_limits<double>::quiet_NaN());
            if (len == 1) c[0] = applyOp(I, a[0], b[0], 0.0);
            break;
        }
    }
    for (std::size_t k = 0; k < m_outputs.size(); ++k) {
        const Coeffs src = slot(static_cast<std::size_t>(m_outputs[k]));
        std::copy(src.begin(), src.end(), out + k * len);
    }
}

std::optional<Tape::Failure> Tape::explainNonFinite(const double* in,
                                                    std::vector<double>& work) const {
    std::vector<double> out(m_outputs.size());
    eval(in, out.data(), work);
    const double* w = work.data();
    for (std::size_t i = 0; i < m_code.size(); ++i) {
        if (std::isfinite(w[i])) continue;
        const Node& I = m_code[i];
        const int n = arity(I.op);
        bool operandsFinite = true;
        for (int k = 0; k < n; ++k)
            operandsFinite =
                operandsFinite && std::isfinite(w[k == 0 ? I.a : (k == 1 ? I.b : I.c)]);
        if (!operandsFinite) continue;
        const double a = w[I.a], b = w[I.b];
        std::string what;
        switch (I.op) {
        case Op::Input:
            what = "an input value is not finite";
            break;
        case Op::Div:
            what = b == 0.0 ? "division by zero" : "overflow in a division";
            break;
        case Op::Log:
            what = a == 0.0 ? "logarithm of zero" : "logarithm of a negative number";
            break;
        case Op::Sqrt:
            what = "square root of a negative number";
            break;
        case Op::Asin:
        case Op::Acos:
            what = std::string(functionName(I.op)) + " of a value outside [-1, 1]";
            break;
        case Op::PowInt:
            what = a == 0.0 ? "negative power of zero" : "overflow in a power";
            break;
        case Op::PowConst:
        case Op::Pow:
            what = a < 0.0 ? "non-integer power of a negative number"
                           : (a == 0.0 ? "negative power of zero" : "overflow in a power");
            break;
        case Op::EllipK:
        case Op::JacobiSn:
        case Op::JacobiCn:
        case Op::JacobiDn:
            what = std::string(functionName(I.op)) + " outside its domain (parameter m in [0, 1])";
            break;
        default:
            what = *functionName(I.op) ? std::string("overflow in ") + functionName(I.op)
                                       : std::string("overflow");
            break;
        }
        return Failure{what, m_nodeOf[i]};
    }
    return std::nullopt;
}

} // namespace mechlab::core
