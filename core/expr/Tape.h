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
    Tape(const ExprGraph& graph, const std::vector<NodeId>& outputs);

    int outputCount() const { return static_cast<int>(m_outputs.size()); }
    int instructionCount() const { return static_cast<int>(m_code.size()); }
    bool empty() const { return m_outputs.empty(); }

    /// out[i] = value of output i for the input slots `in` (indexed by slot number).
    void eval(const double* in, double* out, std::vector<double>& work) const;

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
    std::vector<Node> m_code;     // operands remapped to instruction indices
    std::vector<NodeId> m_nodeOf; // graph node of each instruction
    std::vector<int> m_outputs;   // instruction index of each output
};

} // namespace mechlab::core
