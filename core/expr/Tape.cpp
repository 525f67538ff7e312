#include "expr/Tape.h"

#include "base/Text.h"
#include "expr/Ops.h"
#include "expr/Series.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <unordered_map>
#include <unordered_set>

namespace mechlab::core {

Tape::Tape(const ExprGraph& graph, const std::vector<NodeId>& outputs, int firstInvariantInput,
           const std::vector<int>& placement, int blockSize) {
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

    // The fast evaluator's program. Each output's value is written straight to its place among
    // the outputs where that is the first place it is needed; an output given twice (the two
    // halves of a symmetric matrix) is copied, an invariant one copied once when primed.
    const int count = static_cast<int>(m_code.size());
    if (placement.empty()) {
        m_blockSize = static_cast<int>(m_outputs.size());
        for (int k = 0; k < m_blockSize; ++k) m_placement.push_back(k);
    } else {
        m_blockSize = blockSize;
        m_placement = placement;
    }
    m_outputBase = count;
    m_slotCount = count + m_blockSize;
    std::vector<int> slot(static_cast<std::size_t>(count)),
        uses(static_cast<std::size_t>(count), 0);
    for (int i = 0; i < count; ++i) slot[static_cast<std::size_t>(i)] = i;
    auto operands = [&](const Node& I) {
        const int n = arity(I.op);
        return std::array<int, 3>{n > 0 ? I.a : -1, n > 1 ? I.b : -1, n > 2 ? I.c : -1};
    };
    for (int i = m_invariantEnd; i < count; ++i)
        for (int o : operands(m_code[static_cast<std::size_t>(i)]))
            if (o >= 0) ++uses[static_cast<std::size_t>(o)];
    std::vector<std::pair<int, int>> copies; // (output slot, instruction)
    for (std::size_t k = 0; k < m_outputs.size(); ++k) {
        const int i = m_outputs[k], dst = m_outputBase + m_placement[k];
        ++uses[static_cast<std::size_t>(i)];
        if (i < m_invariantEnd)
            m_fixedOutputs.emplace_back(dst, i);
        else if (slot[static_cast<std::size_t>(i)] == i)
            slot[static_cast<std::size_t>(i)] = dst;
        else
            copies.emplace_back(dst, i);
    }
    // A product used once, by a sum or a difference, is computed by it (MulAdd and its kin).
    std::vector<char> fused(static_cast<std::size_t>(count), 0);
    auto singleProduct = [&](int o) {
        return o >= m_invariantEnd && m_code[static_cast<std::size_t>(o)].op == Op::Mul &&
               uses[static_cast<std::size_t>(o)] == 1 && !fused[static_cast<std::size_t>(o)];
    };
    // A sine and a cosine of one operand (the graph holds at most one of each) are computed
    // together, at the first of them: one SinCos step, one series evaluation of both.
    {
        std::unordered_map<int, int> sinOf, cosOf; // operand -> instruction
        for (int i = 0; i < count; ++i) {
            const Node& I = m_code[static_cast<std::size_t>(i)];
            if (I.op == Op::Sin) sinOf.emplace(I.a, i);
            if (I.op == Op::Cos) cosOf.emplace(I.a, i);
        }
        m_sinCosPartner.assign(static_cast<std::size_t>(count), -1);
        for (const auto& [operand, sine] : sinOf)
            if (const auto cosine = cosOf.find(operand); cosine != cosOf.end()) {
                m_sinCosPartner[static_cast<std::size_t>(sine)] = cosine->second;
                m_sinCosPartner[static_cast<std::size_t>(cosine->second)] = sine;
            }
    }
    std::vector<Step> steps;
    for (int i = m_invariantEnd; i < count; ++i) {
        const Node& I = m_code[static_cast<std::size_t>(i)];
        auto at = [&](int o) { return slot[static_cast<std::size_t>(o)]; };
        const int dst = at(i);
        const int nOps = arity(I.op);
        Step step{Fast::Generic,          dst, nOps > 0 ? at(I.a) : 0, nOps > 1 ? at(I.b) : 0,
                  nOps > 2 ? at(I.c) : 0, i};
        switch (I.op) {
        case Op::Input:
            m_inputSlots.emplace_back(I.index, dst);
            continue;
        case Op::Add:
        case Op::Sub: {
            const bool add = I.op == Op::Add;
            const int product = singleProduct(I.a) ? I.a : (singleProduct(I.b) ? I.b : -1);
            if (product < 0) {
                step.op = add ? Fast::Add : Fast::Sub;
                break;
            }
            fused[static_cast<std::size_t>(product)] = 1;
            const Node& P = m_code[static_cast<std::size_t>(product)];
            const int other = product == I.a ? I.b : I.a;
            step.op = add ? Fast::MulAdd : (product == I.a ? Fast::MulSub : Fast::SubMul);
            step.a = at(P.a);
            step.b = at(P.b);
            step.c = at(other);
            break;
        }
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
            const int partner = m_sinCosPartner[static_cast<std::size_t>(i)];
            if (partner < 0) {
                step.op = sine ? Fast::Sin : Fast::Cos;
            } else if (partner < i) {
                continue; // computed with its partner
            } else {
                step = {
                    Fast::SinCos, sine ? dst : at(partner), step.a, 0, sine ? at(partner) : dst, i};
            }
            break;
        }
        default:
            break;
        }
        steps.push_back(step);
    }
    // Products computed by their sum are dropped (they come before it, so only now known).
    for (const Step& s : steps)
        if (s.op != Fast::Mul || !fused[static_cast<std::size_t>(s.node)]) m_steps.push_back(s);
    for (const auto& [dst, i] : copies)
        m_steps.push_back({Fast::Copy, dst, slot[static_cast<std::size_t>(i)], 0, 0, i});
    m_steps.push_back({Fast::End, 0, 0, 0, 0, 0});
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

void Tape::prime(const double* in, Workspace& ws, int points) const {
    const std::size_t stride = static_cast<std::size_t>(m_slotCount);
    ws.slots.assign(stride * static_cast<std::size_t>(points), 0.0);
    double* w = ws.slots.data();
    for (std::size_t i = 0; i < static_cast<std::size_t>(m_invariantEnd); ++i) {
        const Node& I = m_code[i];
        w[i] = I.op == Op::Input ? in[I.index] : applyOp(I, w[I.a], w[I.b], w[I.c]);
    }
    for (const auto& [dst, src] : m_fixedOutputs) w[dst] = w[src];
    for (int p = 1; p < points; ++p) {
        double* lane = w + static_cast<std::size_t>(p) * stride;
        std::copy(w, w + m_invariantEnd, lane);
        for (const auto& [dst, src] : m_fixedOutputs) lane[dst] = w[dst];
    }
    ws.primedFor = m_native;
    ws.points = points;
}

// The operations of the fast evaluator: name, and what it does at point p (w[p] its slots,
// s the step).
#define MECHLAB_TAPE_OPERATIONS(X)                                                                 \
    X(Add, w[p][s->dst] = w[p][s->a] + w[p][s->b])                                                 \
    X(Sub, w[p][s->dst] = w[p][s->a] - w[p][s->b])                                                 \
    X(Mul, w[p][s->dst] = w[p][s->a] * w[p][s->b])                                                 \
    X(Div, w[p][s->dst] = w[p][s->a] / w[p][s->b])                                                 \
    X(Neg, w[p][s->dst] = -w[p][s->a])                                                             \
    X(Square, w[p][s->dst] = w[p][s->a] * w[p][s->a])                                              \
    X(MulAdd, const double product = w[p][s->a] * w[p][s->b]; w[p][s->dst] = product + w[p][s->c]) \
    X(MulSub, const double product = w[p][s->a] * w[p][s->b]; w[p][s->dst] = product - w[p][s->c]) \
    X(SubMul, const double product = w[p][s->a] * w[p][s->b]; w[p][s->dst] = w[p][s->c] - product) \
    X(SinCos, ::sincos(w[p][s->a], &w[p][s->dst], &w[p][s->c]))                                    \
    X(Sin, w[p][s->dst] = std::sin(w[p][s->a]))                                                    \
    X(Cos, w[p][s->dst] = std::cos(w[p][s->a]))                                                    \
    X(Copy, w[p][s->dst] = w[p][s->a])                                                             \
    X(Generic, w[p][s->dst] = applyOp(m_code[static_cast<std::size_t>(s->node)], w[p][s->a],       \
                                      w[p][s->b], w[p][s->c]))

// The varying part at Points points whose slots are `stride` apart. With GCC and Clang each
// operation jumps straight to the next one's code (a computed goto, their extension: no
// bounds check and one indirect jump per step instead of two).
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpedantic"
#endif
template <int Points>
void Tape::run(const double* const* in, double* slots, std::size_t stride) const {
    double* w[Points];
    for (int p = 0; p < Points; ++p) w[p] = slots + static_cast<std::size_t>(p) * stride;
    for (const auto& [input, slot] : m_inputSlots)
        for (int p = 0; p < Points; ++p) w[p][slot] = in[p][input];
    const Step* s = m_steps.data();
#if defined(__GNUC__)
#define MECHLAB_LABEL(name, body) &&op##name,
    static const void* const labels[] = {MECHLAB_TAPE_OPERATIONS(MECHLAB_LABEL) && opEnd};
#undef MECHLAB_LABEL
    goto* labels[static_cast<int>(s->op)];
#define MECHLAB_CODE(name, body)                                                                   \
    op##name : for (int p = 0; p < Points; ++p) {                                                  \
        body;                                                                                      \
    }                                                                                              \
    ++s;                                                                                           \
    goto* labels[static_cast<int>(s->op)];
    MECHLAB_TAPE_OPERATIONS(MECHLAB_CODE)
#undef MECHLAB_CODE
opEnd:
    return;
#else
    for (;; ++s) {
        switch (s->op) {
#define MECHLAB_CASE(name, body)                                                                   \
    case Fast::name:                                                                               \
        for (int p = 0; p < Points; ++p) {                                                         \
            body;                                                                                  \
        }                                                                                          \
        break;
            MECHLAB_TAPE_OPERATIONS(MECHLAB_CASE)
#undef MECHLAB_CASE
        case Fast::End:
            return;
        }
    }
#endif
}
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
#undef MECHLAB_TAPE_OPERATIONS

const double* Tape::eval(const double* in, Workspace& ws) const {
    if (ws.primedFor != m_native) prime(in, ws, 1);
    if (const NativeFunction native = m_native->function.load(std::memory_order_acquire))
        native(in, ws.slots.data(), this, &Tape::generic);
    else
        run<1>(&in, ws.slots.data(), static_cast<std::size_t>(m_slotCount));
    return ws.slots.data() + m_outputBase;
}

void Tape::eval(const double* in, double* out, Workspace& ws) const {
    const double* block = eval(in, ws);
    for (std::size_t k = 0; k < m_placement.size(); ++k) out[k] = block[m_placement[k]];
}

void Tape::evalPoints(int count, const double* const* in, Workspace& ws, const double** out) const {
    if (ws.primedFor != m_native || ws.points < count) prime(in[0], ws, count);
    const std::size_t stride = static_cast<std::size_t>(m_slotCount);
    double* w = ws.slots.data();
    if (const NativeFunction native = m_native->function.load(std::memory_order_acquire)) {
        for (int p = 0; p < count; ++p) {
            native(in[p], w + static_cast<std::size_t>(p) * stride, this, &Tape::generic);
            out[p] = w + static_cast<std::size_t>(p) * stride + m_outputBase;
        }
        return;
    }
    switch (count) {
    case 1:
        run<1>(in, w, stride);
        break;
    case 2:
        run<2>(in, w, stride);
        break;
    case 3:
        run<3>(in, w, stride);
        break;
    default:
        run<4>(in, w, stride);
        break;
    }
    for (int p = 0; p < count; ++p)
        out[p] = w + static_cast<std::size_t>(p) * stride + m_outputBase;
}

double Tape::generic(const void* tape, int instruction, double a, double b, double c) {
    return applyOp(static_cast<const Tape*>(tape)->m_code[static_cast<std::size_t>(instruction)], a,
                   b, c);
}

std::string Tape::nativeSourcePrelude() {
    // The library functions the interpreter calls (C linkage, glibc's sincos), declared rather
    // than included: the source needs no headers.
    return "extern \"C\" {\ndouble sin(double);\ndouble cos(double);\n"
           "void sincos(double, double*, double*);\n}\n";
}

std::string Tape::nativeSource(const std::string& name) const {
    std::string src = "extern \"C\" void " + name +
                      "(const double* in, double* w, const void* tape, "
                      "double (*generic)(const void*, int, double, double, double)) {\n";
    // Slots of the varying part that are no output become local values.
    auto value = [&](int slot) {
        return slot < m_invariantEnd || slot >= m_outputBase ? "w[" + std::to_string(slot) + "]"
                                                             : "t" + std::to_string(slot);
    };
    auto assign = [&](int slot, const std::string& expression) {
        src += slot >= m_outputBase ? "  " : "  const double ";
        src += value(slot) + " = " + expression + ";\n";
    };
    for (const auto& [input, slot] : m_inputSlots)
        assign(slot, "in[" + std::to_string(input) + "]");
    for (const Step& s : m_steps) {
        const std::string a = value(s.a), b = value(s.b), c = value(s.c);
        switch (s.op) {
        case Fast::Add:
            assign(s.dst, a + " + " + b);
            break;
        case Fast::Sub:
            assign(s.dst, a + " - " + b);
            break;
        case Fast::Mul:
            assign(s.dst, a + " * " + b);
            break;
        case Fast::Div:
            assign(s.dst, a + " / " + b);
            break;
        case Fast::Neg:
            assign(s.dst, "-" + a);
            break;
        case Fast::Square:
            assign(s.dst, a + " * " + a);
            break;
        // The product first, then the sum, as the interpreter rounds them (the compiler is
        // told not to contract them into one fused multiply-add).
        case Fast::MulAdd:
            assign(s.dst, a + " * " + b + " + " + c);
            break;
        case Fast::MulSub:
            assign(s.dst, a + " * " + b + " - " + c);
            break;
        case Fast::SubMul:
            assign(s.dst, c + " - " + a + " * " + b);
            break;
        case Fast::SinCos: {
            const std::string sine = "s" + std::to_string(s.dst),
                              cosine = "c" + std::to_string(s.c);
            src += "  double " + sine + ", " + cosine + ";\n  sincos(" + a + ", &" + sine + ", &" +
                   cosine + ");\n";
            assign(s.dst, sine);
            assign(s.c, cosine);
            break;
        }
        case Fast::Sin:
            assign(s.dst, "sin(" + a + ")");
            break;
        case Fast::Cos:
            assign(s.dst, "cos(" + a + ")");
            break;
        case Fast::Copy:
            assign(s.dst, a);
            break;
        case Fast::Generic:
            assign(s.dst, "generic(tape, " + std::to_string(s.node) + ", " + a + ", " + b + ", " +
                              c + ")");
            break;
        case Fast::End:
            break;
        }
    }
    return src + "}\n";
}

void Tape::attachNative(NativeFunction function, std::shared_ptr<const void> library) const {
    const std::lock_guard<std::mutex> lock(m_native->attaching);
    if (m_native->function.load() != nullptr) return;
    m_native->library = std::move(library);
    m_native->function.store(function, std::memory_order_release);
}

void Tape::evalSeries(const double* in, int degree, double* out, SeriesWorkspace& ws,
                      std::size_t inStride) const {
    const std::size_t len = static_cast<std::size_t>(degree) + 1;
    if (inStride == 0) inStride = len;
    const std::size_t count = m_code.size();
    std::size_t from = 0;
    if (ws.program != m_native || ws.stride < len) {
        // Slots, the constant series 1, a companion series for each sine or cosine without its
        // partner in the program (and each sinh and cosh), an integer power's intermediate
        // series, then three scratch series for the recurrences and one for an operation
        // computed in full. Room for a few more degrees: every new layout starts from scratch.
        ws.program = m_native;
        ws.stride = std::max({len, 2 * ws.stride, std::size_t(8)});
        ws.companion.assign(count, -1);
        ws.inputs.clear();
        std::size_t slots = count + 1; // and the constant 1 at slot `count`
        for (std::size_t i = 0; i < count; ++i) {
            const Node& I = m_code[i];
            if (I.op == Op::Input) ws.inputs.push_back(static_cast<int>(i));
            if (((I.op == Op::Sin || I.op == Op::Cos) && m_sinCosPartner[i] < 0) ||
                I.op == Op::Sinh || I.op == Op::Cosh) {
                ws.companion[i] = static_cast<int>(slots++);
            } else if (I.op == Op::PowInt && I.index != 0) {
                // An integer power's squares and partial products (see seriesPass()).
                const unsigned e = static_cast<unsigned>(std::abs(I.index));
                ws.companion[i] = static_cast<int>(slots);
                slots += std::size_t(std::bit_width(e) - 1 + std::popcount(e));
            }
        }
        ws.slots.assign((slots + 4) * ws.stride, 0.0);
        ws.slots[count * ws.stride] = 1.0;
        ws.constantDegree = -1;
    } else {
        // The first coefficient of some input that differs from the last evaluation's; a
        // change of an invariant input (a constant) invalidates the invariant part. A lower
        // degree than the last evaluation's is computed afresh: the low coefficients of some
        // operations depend on the degree (see below).
        from = degree < ws.degree ? 0 : std::min(static_cast<std::size_t>(ws.degree + 1), len);
        for (int i : ws.inputs) {
            const double* now =
                in + static_cast<std::size_t>(m_code[std::size_t(i)].index) * inStride;
            const double* before = ws.slots.data() + std::size_t(i) * ws.stride;
            if (i < m_invariantEnd) {
                if (std::bit_cast<std::uint64_t>(now[0]) !=
                    std::bit_cast<std::uint64_t>(before[0])) {
                    from = 0;
                    ws.constantDegree = -1;
                }
                continue;
            }
            std::size_t k = 0;
            while (k < from &&
                   std::bit_cast<std::uint64_t>(now[k]) == std::bit_cast<std::uint64_t>(before[k]))
                ++k;
            from = k;
        }
    }
    ws.degree = degree;
    if (!seriesPass(in, inStride, len, from, ws)) {
        ws.constantDegree = -1;
        seriesPass(in, inStride, len, 0, ws);
    }
    // The invariant part is computed once for all degrees up to this one unless it holds a NaN:
    // where a series does not exist (the square root of a series through zero, asin and acos of
    // +-1, special functions) the series functions give the value at degree 0 and NaN from
    // degree 1 on, so its low coefficients depend on the degree asked for. (A NaN of a domain
    // error, the same at every degree, only costs the invariant part's recomputation.)
    if (ws.constantDegree < degree) {
        const double* invariant = ws.slots.data();
        bool fixed = true;
        for (std::size_t i = 0; i < std::size_t(m_invariantEnd) && fixed; ++i)
            fixed = std::none_of(invariant + i * ws.stride, invariant + i * ws.stride + len,
                                 [](double x) { return std::isnan(x); });
        ws.constantDegree = fixed ? degree : -1;
    }
    for (std::size_t k = 0; k < m_outputs.size(); ++k) {
        const double* src = ws.slots.data() + static_cast<std::size_t>(m_outputs[k]) * ws.stride;
        std::copy_n(src, len, out + k * len);
    }
}

bool Tape::seriesPass(const double* in, std::size_t inStride, std::size_t len,
                      std::size_t varyingFrom, SeriesWorkspace& ws) const {
    using namespace series;
    const std::size_t count = m_code.size();
    double* const slots = ws.slots.data();
    const std::size_t stride = ws.stride;
    auto slot = [slots, stride, len](std::size_t i) { return Coeffs(slots + i * stride, len); };
    const std::size_t extra = ws.slots.size() / stride - 4;
    const Scratch scratch{slot(extra), slot(extra + 1), slot(extra + 2)};
    const Coeffs fresh = slot(extra + 3);

    // The invariant part from where it is not yet known (all of it known: left out), the rest
    // from varyingFrom.
    const std::size_t constants = std::size_t(m_invariantEnd);
    const std::size_t constantFrom =
        ws.constantDegree >= 0 ? std::size_t(ws.constantDegree) + 1 : varyingFrom;
    for (std::size_t i = constantFrom < len ? 0 : constants; i < count; ++i) {
        const std::size_t from = i < constants ? constantFrom : varyingFrom;
        const Node& I = m_code[i];
        const Coeffs c = slot(i);
        const ConstCoeffs a = slot(static_cast<std::size_t>(I.a)),
                          b = slot(static_cast<std::size_t>(I.b)),
                          cc = slot(static_cast<std::size_t>(I.c));
        // An operation computed in full: into a scratch series, then compared with what it gave
        // before in the coefficients below `from`.
        auto full = [&](auto compute) {
            if (from == 0) {
                compute(c);
                return true;
            }
            compute(fresh);
            const bool same = std::memcmp(fresh.data(), c.data(), from * sizeof(double)) == 0;
            std::copy(fresh.begin(), fresh.end(), c.begin());
            return same;
        };
        bool same = true;
        switch (I.op) {
        case Op::Const:
            constant(I.value, c, from);
            break;
        case Op::Input:
            if (i >= constants) {
                const double* input = in + std::size_t(I.index) * inStride;
                std::copy(input + from, input + len, c.begin() + std::ptrdiff_t(from));
                break;
            }
            // An invariant input: a constant.
            constant(in[std::size_t(I.index) * inStride], c, from);
            break;
        case Op::Add:
            add(a, b, c, from);
            break;
        case Op::Sub:
            sub(a, b, c, from);
            break;
        case Op::Mul:
            mul(a, b, c, from);
            break;
        case Op::Div:
            div(a, b, c, from);
            break;
        case Op::Neg:
            neg(a, c, from);
            break;
        case Op::PowInt: {
            if (I.index == 0) {
                constant(1.0, c, from);
                break;
            }
            // a^n by repeated squaring (valid for a_0 = 0 when n >= 0; n < 0: 1 / a^|n|), each
            // square and partial product kept in its own series.
            std::size_t next = std::size_t(ws.companion[i]);
            ConstCoeffs base = a, product = slot(count);
            for (unsigned e = static_cast<unsigned>(std::abs(I.index)); e != 0; e >>= 1) {
                if (e & 1u) {
                    const Coeffs r = slot(next++);
                    mul(product, base, r, from);
                    product = r;
                }
                if (e > 1) {
                    const Coeffs square = slot(next++);
                    mul(base, base, square, from);
                    base = square;
                }
            }
            if (I.index > 0)
                std::copy(product.begin() + std::ptrdiff_t(from), product.end(),
                          c.begin() + std::ptrdiff_t(from));
            else
                div(slot(count), product, c, from);
            break;
        }
        case Op::PowConst:
            powReal(a, I.value, c, from);
            break;
        case Op::Pow:
            same = full([&](Coeffs to) { pow(a, b, to, scratch); });
            break;
        case Op::Sin:
        case Op::Cos: {
            // With the other one later in the program, its slot takes the other series; with it
            // earlier, this one is already there.
            const int partner = m_sinCosPartner[i];
            if (partner >= 0 && std::size_t(partner) < i) break;
            const Coeffs other = slot(std::size_t(partner >= 0 ? partner : ws.companion[i]));
            if (I.op == Op::Sin)
                sinCos(a, c, other, from);
            else
                sinCos(a, other, c, from);
            break;
        }
        case Op::Tan:
            same = full([&](Coeffs to) { tan(a, to, scratch); });
            break;
        case Op::Asin:
            same = full([&](Coeffs to) { asin(a, to, scratch); });
            break;
        case Op::Acos:
            same = full([&](Coeffs to) { acos(a, to, scratch); });
            break;
        case Op::Atan:
            same = full([&](Coeffs to) { atan(a, to, scratch); });
            break;
        case Op::Atan2:
            same = full([&](Coeffs to) { atan2(a, b, to, scratch); });
            break;
        case Op::Sinh:
            sinhCosh(a, c, slot(std::size_t(ws.companion[i])), from);
            break;
        case Op::Cosh:
            sinhCosh(a, slot(std::size_t(ws.companion[i])), c, from);
            break;
        case Op::Tanh:
            same = full([&](Coeffs to) { tanh(a, to, scratch); });
            break;
        case Op::Exp:
            exp(a, c, from);
            break;
        case Op::Log:
            log(a, c, from);
            break;
        case Op::Sqrt:
            if (from == 0 || c[0] != 0.0 || len == 1)
                series::sqrt(a, c, from);
            else
                same = full([&](Coeffs to) { series::sqrt(a, to); });
            break;
        // Non-smooth functions: the branch that holds for small tau > 0.
        case Op::Abs:
            same = full([&](Coeffs to) {
                if (leadingSign(a) >= 0)
                    std::copy(a.begin(), a.end(), to.begin());
                else
                    neg(a, to);
            });
            break;
        case Op::Sign:
            same = full([&](Coeffs to) { constant(leadingSign(a), to); });
            break;
        case Op::Min:
        case Op::Max:
            same = full([&](Coeffs to) {
                const int order = compare(a, b);
                const ConstCoeffs pick = (I.op == Op::Min ? order <= 0 : order >= 0) ? a : b;
                std::copy(pick.begin(), pick.end(), to.begin());
            });
            break;
        case Op::Lt:
        case Op::Le:
        case Op::Gt:
        case Op::Ge:
        case Op::Eq:
        case Op::Ne:
            same = full([&](Coeffs to) {
                const int order = compare(a, b);
                const bool holds = I.op == Op::Lt   ? order < 0
                                   : I.op == Op::Le ? order <= 0
                                   : I.op == Op::Gt ? order > 0
                                   : I.op == Op::Ge ? order >= 0
                                   : I.op == Op::Eq ? order == 0
                                                    : order != 0;
                constant(boolValue(holds), to);
            });
            break;
        case Op::And:
        case Op::Or:
            same = full([&](Coeffs to) {
                const bool x = a[0] != 0.0, y = b[0] != 0.0;
                constant(boolValue(I.op == Op::And ? x && y : x || y), to);
            });
            break;
        case Op::Select:
            same = full([&](Coeffs to) {
                const ConstCoeffs pick = a[0] != 0.0 ? b : cc;
                std::copy(pick.begin(), pick.end(), to.begin());
            });
            break;
        case Op::EllipK:
        case Op::JacobiSn:
        case Op::JacobiCn:
        case Op::JacobiDn:
            // Special functions have no series; only their value is available.
            same = full([&](Coeffs to) {
                std::fill(to.begin(), to.end(), std::numeric_limits<double>::quiet_NaN());
                if (len == 1) to[0] = applyOp(I, a[0], b[0], 0.0);
            });
            break;
        }
        if (!same) return false;
    }
    return true;
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
            what = localized("core", "an input value is not finite");
            break;
        case Op::Div:
            what = b == 0.0 ? localized("core", "division by zero")
                            : localized("core", "overflow in a division");
            break;
        case Op::Log:
            what = a == 0.0 ? localized("core", "logarithm of zero")
                            : localized("core", "logarithm of a negative number");
            break;
        case Op::Sqrt:
            what = localized("core", "square root of a negative number");
            break;
        case Op::Asin:
        case Op::Acos:
            what = localized("core", "%1 of a value outside [-1, 1]").arg(functionName(I.op));
            break;
        case Op::PowInt:
            what = a == 0.0 ? localized("core", "negative power of zero")
                            : localized("core", "overflow in a power");
            break;
        case Op::PowConst:
        case Op::Pow:
            what = a < 0.0    ? localized("core", "non-integer power of a negative number")
                   : a == 0.0 ? localized("core", "negative power of zero")
                              : localized("core", "overflow in a power");
            break;
        case Op::EllipK:
        case Op::JacobiSn:
        case Op::JacobiCn:
        case Op::JacobiDn:
            what = localized("core", "%1 outside its domain (parameter m in [0, 1])")
                       .arg(functionName(I.op));
            break;
        default:
            what = *functionName(I.op) ? localized("core", "overflow in %1").arg(functionName(I.op))
                                       : localized("core", "overflow");
            break;
        }
        return Failure{what, m_nodeOf[i]};
    }
    return std::nullopt;
}

} // namespace mechlab::core
