#pragma once

// A compiled program: the nodes of an ExprGraph reachable from a list of outputs, in topological
// order, each writing one slot. Immutable after construction, so one tape may be evaluated from
// several threads at once, each with its own work buffer.
//
// Two number types: double (the fast path every integrator uses) and truncated Taylor series of
// any degree (the series methods; see Series.h).

#include "expr/ExprGraph.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace mechlab::core {

class Tape {
public:
    Tape() = default;
    /// The program of `outputs`. Input slots from `firstInvariantInput` on (the model's
    /// parameters) are invariant: what depends on them alone is computed once per Workspace.
    /// -1: every input varies. With `placement` (one entry per output), the evaluation with a
    /// workspace gives an output block of `blockSize` values with output k at placement[k] and
    /// zeros elsewhere (a matrix with its zeros, say); otherwise the outputs in order.
    Tape(const ExprGraph& graph, const std::vector<NodeId>& outputs, int firstInvariantInput = -1,
         const std::vector<int>& placement = {}, int blockSize = 0);

    int outputCount() const { return static_cast<int>(m_outputs.size()); }
    /// The size of the output block of the evaluation with a workspace.
    int blockSize() const { return m_blockSize; }
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
        // The tape the slots were primed for (its shared part: held, its address cannot be
        // another tape's while the workspace refers to it; copies of a tape share it).
        std::shared_ptr<const void> primedFor;
        int points = 0; // the points the slots hold (see evalPoints())
    };
    /// The most points evalPoints() takes at once.
    static constexpr int kMaxPoints = 4;
    /// As eval() above, the invariant part computed once per workspace; returns the output
    /// block (blockSize() values, valid until the workspace is used again). Sine and cosine of
    /// one argument are computed by one call; products added to or subtracted from a value are
    /// one instruction (the same two roundings as two).
    const double* eval(const double* in, Workspace& ws) const;
    /// The same, with output k copied to out[k].
    void eval(const double* in, double* out, Workspace& ws) const;
    /// The output blocks at `count` points at once (1 <= count <= kMaxPoints; in[p] the inputs
    /// of point p, whose invariant inputs are those of point 0): every instruction is decoded
    /// once for all points. out[p] is set to the block of point p (valid until the workspace is
    /// used again).
    void evalPoints(int count, const double* const* in, Workspace& ws, const double** out) const;

    /// The series of every instruction of one evaluator of one tape, kept from one evaluation
    /// to the next (see evalSeries()).
    struct SeriesWorkspace {
        std::vector<double> slots; // instruction i's coefficients from i * stride on
        // The slot of a sine's or cosine's other series, or of an integer power's first
        // intermediate series (-1: none).
        std::vector<int> companion;
        std::vector<int> inputs;             // the input instructions
        std::shared_ptr<const void> program; // the tape the slots belong to (its Native)
        std::size_t stride = 0;
        int degree = -1;         // the degree the slots hold
        int constantDegree = -1; // the invariant part's, for every degree up to it (-1: none)
    };
    /// Series evaluation: input slot s has coefficients in[s*stride .. s*stride+degree] with
    /// stride = inStride, or degree + 1 if 0 (of an invariant input, a constant, only the first
    /// is read); output i is written to out[i*(degree+1) ...]. Coefficient k of every output is
    /// exact up to round-off given coefficients 0..k of the inputs.
    ///
    /// Where the inputs agree bit for bit with those of the workspace's last evaluation in their
    /// first k coefficients, so do all the instructions' series (coefficient k depends on
    /// coefficients 0..k only): only coefficients k..degree are computed, by the same
    /// operations, so the result is bit for bit that of an evaluation from scratch. The series
    /// methods ask for degree 1, 2, ..., K in turn, each time with one more coefficient of the
    /// inputs, at O(K) instead of O(K^2) operations per product. Some operations are computed
    /// in full each time: tan, tanh, the inverse trigonometric functions and general powers
    /// (their recurrences need auxiliary series), and those whose low coefficients can change
    /// with a higher one (non-smooth functions, comparisons and choices, whose branch a higher
    /// coefficient can decide; the square root of a series with a zero constant term; special
    /// functions); where such low coefficients do change, the whole program is computed again
    /// from coefficient 0. The invariant part (what depends on constants alone) is computed once
    /// for all the degrees the workspace is asked for, until an invariant input changes (each
    /// time while it holds a NaN: see evalSeries() in Tape.cpp).
    void evalSeries(const double* in, int degree, double* out, SeriesWorkspace& ws,
                    std::size_t inStride = 0) const;

    /// After a non-finite output: the first operation that produced a non-finite value from
    /// finite operands, as "what happened" plus the node id of the offending subexpression.
    struct Failure {
        std::string what;
        NodeId node = -1;
    };
    std::optional<Failure> explainNonFinite(const double* in, std::vector<double>& work) const;

    /// Machine code for the evaluation with a workspace (model/NativeCode.h compiles it): the
    /// varying part as a function of this type, computing exactly what the interpreter computes
    /// (the same operations in the same order, a product rounded before its sum, sine and
    /// cosine by the same library calls, other functions through `generic`), so results do not
    /// depend on whether it is used. It reads the inputs from `in` and the invariant part from
    /// `slots`, and writes the output block into `slots` as the interpreter does.
    using NativeFunction = void (*)(const double* in, double* slots, const void* tape,
                                    double (*generic)(const void* tape, int instruction, double a,
                                                      double b, double c));
    /// The instructions of the varying part (what the machine code would be made of).
    int varyingCount() const { return static_cast<int>(m_steps.size()); }
    /// C++ source of the function `name` (extern "C", of type NativeFunction); it needs the
    /// declarations of nativeSourcePrelude() before it.
    std::string nativeSource(const std::string& name) const;
    static std::string nativeSourcePrelude();
    /// From now on evaluations with a workspace, in any thread, run `function` (compiled from
    /// nativeSource()), which lives in `library`: kept while this tape or a copy of it exists.
    /// The first function attached stays.
    void attachNative(NativeFunction function, std::shared_ptr<const void> library) const;
    bool hasNative() const { return m_native && m_native->function.load() != nullptr; }

private:
    // Operations of the varying part in the form the fast evaluator runs: the slot written, the
    // operand slots, and for Generic the instruction (whose operation applyOp() evaluates).
    enum class Fast : std::uint8_t {
        Add,
        Sub,
        Mul,
        Div,
        Neg,
        Square,
        MulAdd, // a * b + c
        MulSub, // a * b - c
        SubMul, // c - a * b
        SinCos,
        Sin,
        Cos,
        Copy,
        Generic,
        End // the last step
    };
    struct Step {
        Fast op;
        int dst, a, b, c; // SinCos: c = the cosine's slot
        int node;         // Generic: the instruction (its operation; operands a, b, c)
    };
    template <int Points>
    void run(const double* const* in, double* slots, std::size_t stride) const;
    // One pass of evalSeries() over coefficients from..degree; false where the low coefficients
    // of an operation computed in full changed (then the pass is to be repeated from 0).
    bool seriesPass(const double* in, std::size_t inStride, std::size_t len, std::size_t from,
                    SeriesWorkspace& ws) const;
    void prime(const double* in, Workspace& ws, int points) const;
    static double generic(const void* tape, int instruction, double a, double b, double c);

    // Machine code attached after construction (shared by the copies of a tape, which are the
    // same program).
    struct Native {
        std::atomic<NativeFunction> function{nullptr};
        std::shared_ptr<const void> library;
        std::mutex attaching;
    };
    std::shared_ptr<Native> m_native = std::make_shared<Native>();

    std::vector<Node> m_code;     // operands remapped to instruction indices
    std::vector<NodeId> m_nodeOf; // graph node of each instruction
    std::vector<int> m_outputs;   // instruction index of each output
    int m_invariantEnd = 0;       // m_code[0, m_invariantEnd) is the invariant part
    // For a sine or cosine, the instruction of the other one of the same operand (-1: none):
    // both evaluators compute the two together.
    std::vector<int> m_sinCosPartner;
    // The fast evaluator's slots: instruction i writes slot i, except those whose value is an
    // output, which write their place in the output block (from slot m_outputBase on, in
    // m_slotCount slots in all).
    std::vector<Step> m_steps;                       // the varying part
    std::vector<std::pair<int, int>> m_inputSlots;   // (input, slot) of the varying inputs
    std::vector<std::pair<int, int>> m_fixedOutputs; // (output slot, slot) of invariant outputs
    std::vector<int> m_placement;                    // of each output in the block
    int m_outputBase = 0, m_blockSize = 0, m_slotCount = 0;
};

} // namespace mechlab::core
