#pragma once

// A compiled program: the nodes of an ExprGraph reachable from a list of outputs, in topological
// order, each writing one slot. Immutable after construction, so one tape may be evaluated from
// several threads at once, each with its own work buffer.
//
// Two number types: double (the fast path every integrator uses) and truncated Taylor series of
// any degree (the series methods; see Series.h).

#include "expr/ExprGraph.h"

#include <optional>
#include <string>
#include <vector>

namespace mechlab::core {

class Tape {
public:
    Tape() = default;
    /// The program of `outputs`. Input slots from `firstInvariantInput` on (the model's
    /// parameters) are invariant: what depends on them alone is computed once per Workspace.
    /// -1: every input varies.
    Tape(const ExprGraph& graph, const std::vector<NodeId>& outputs, int firstInvariantInput = -1);

    int outputCount() const { return static_cast<int>(m_outputs.size()); }
    int instructionCount() const { return static_cast<int>(m_code.size()); }
    /// Instructions that depend on invariant inputs and constants only.
    int invariantCount() const { return m_invariantEnd; }
    bool empty() const { return m_outputs.empty(); }

    /// out[i] = value of output i for the input slots `in` (indexed by slot number).
    void eval(const double* in, double* out, std::vector<double>& work) const;

    /// The slots of one evaluator of one tape whose invariant inputs keep their values: the
    /// invariant instructions run at its first use only.
    struct Workspace {
        std::vector<double> slots;
        const Tape* primedFor = nullptr;
    };
    /// As eval() above, the invariant part computed once per workspace; sine and cosine of one
    /// argument computed by one call.
    void eval(const double* in, double* out, Workspace& ws) const;

    /// Series evaluation: input slot s has coefficients in[s*(degree+1) .. s*(degree+1)+degree];
    /// output i is written to out[i*(degree+1) ...]. Coefficient k of every output is exact up to
    /// round-off given coefficients 0..k of the inputs.
    void evalSeries(const double* in, int degree, double* out, std::vector<double>& work) const;

    /// After a non-finite output: the first operation that produced a non-finite value from
    /// finite operands, as "what happened" plus the node id of the offending subexpression.
    struct Failure {
        std::string what;
        NodeId node = -1;
    };
    std::optional<Failure> explainNonFinite(const double* in, std::vector<double>& work) const;

private:
    // Operations of the varying part in the form the fast evaluator runs: the slot written, the
    // operand slots, and for Generic the instruction (whose operation applyOp() evaluates).
    enum class Fast : std::uint8_t {
        Input,
        Add,
        Sub,
        Mul,
        Div,
        Neg,
        Square,
        SinCos,
        Sin,
        Cos,
        Generic
    };
    struct Step {
        Fast op;
        int dst, a, b, extra; // SinCos: extra = the cosine's slot; Input: a = the input slot
    };

    std::vector<Node> m_code;     // operands remapped to instruction indices
    std::vector<NodeId> m_nodeOf; // graph node of each instruction
    std::vector<int> m_outputs;   // instruction index of each output
    int m_invariantEnd = 0;       // m_code[0, m_invariantEnd) is the invariant part
    std::vector<Step> m_steps;    // the varying part
};

} // namespace mechlab::core
