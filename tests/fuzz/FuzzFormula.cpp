// Fuzz target: the formula compiler. Any text is compiled against a fixed set of names; what
// compiles is differentiated (first and second derivatives in every input), evaluated in double
// and as a Taylor series, printed back as a formula and compiled again. Nothing may crash, hang
// or read out of bounds; a printed formula must always compile again.

#include "expr/FormulaCompiler.h"
#include "expr/Tape.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <variant>
#include <vector>

using namespace mechlab::core;

namespace {

const char* const kNames[] = {"t", "x", "y", "x_dot", "y_dot", "p"};
constexpr int kSlots = 6;

void define(FormulaCompiler& compiler, ExprGraph& graph) {
    for (int slot = 0; slot < kSlots; ++slot) compiler.define(kNames[slot], graph.input(slot));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    // The first byte chooses whether the special functions are allowed (exact-solution formulas).
    if (size < 1 || size > 2048) return 0;
    const bool special = data[0] & 1;
    const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);

    ExprGraph graph;
    FormulaCompiler compiler(graph);
    define(compiler, graph);
    const auto compiled = compiler.compile("f", text, special);
    if (!std::holds_alternative<NodeId>(compiled)) return 0;
    const NodeId expr = std::get<NodeId>(compiled);

    std::vector<NodeId> outputs{expr};
    try {
        for (int slot = 0; slot < kSlots; ++slot) {
            const NodeId d = graph.derivative(expr, slot);
            outputs.push_back(d);
            outputs.push_back(graph.derivative(d, slot));
        }
    } catch (const DerivativeError&) {
        // Special functions have no derivative in their parameter: the compiler reports it.
    }
    if (graph.size() > 200000) return 0; // a formula this large is not worth evaluating

    const Tape tape(graph, outputs);
    std::vector<double> work;
    const double in[kSlots] = {0.3, -1.25, 0.5, 2.0, -0.75, 3.0};
    std::vector<double> out(outputs.size());
    tape.eval(in, out.data(), work);
    tape.explainNonFinite(in, work);

    if (!graph.contains(expr, [](const Node& n) { return isSpecialFunction(n.op); })) {
        constexpr int degree = 5;
        std::vector<double> seriesIn(kSlots * (degree + 1), 0.0);
        for (int slot = 0; slot < kSlots; ++slot) {
            seriesIn[slot * (degree + 1)] = in[slot];
            seriesIn[slot * (degree + 1) + 1] = 1.0 / (slot + 1);
        }
        // Degree by degree in one workspace, as the series methods ask for them (one more
        // coefficient of the inputs each time): bit for bit what one evaluation gives. Also with
        // p an invariant input (a model parameter), whose part of the program is kept.
        for (int firstInvariant : {-1, kSlots - 1}) {
            const Tape program(graph, outputs, firstInvariant);
            std::vector<double> seriesOut(outputs.size() * (degree + 1));
            Tape::SeriesWorkspace fresh, grown;
            program.evalSeries(seriesIn.data(), degree, seriesOut.data(), fresh);
            std::vector<double> partIn, partOut;
            for (int d = 0; d <= degree; ++d) {
                partIn.assign(std::size_t(kSlots * (d + 1)), 0.0);
                for (int slot = 0; slot < kSlots; ++slot)
                    for (int k = 0; k <= d; ++k)
                        partIn[std::size_t(slot * (d + 1) + k)] = seriesIn[slot * (degree + 1) + k];
                partOut.assign(outputs.size() * std::size_t(d + 1), 0.0);
                program.evalSeries(partIn.data(), d, partOut.data(), grown);
            }
            if (std::memcmp(partOut.data(), seriesOut.data(), seriesOut.size() * sizeof(double)) !=
                0) {
                std::fprintf(stderr, "series evaluated degree by degree differ for:\n  %s\n",
                             text.c_str());
                std::abort();
            }
        }
    }

    // Printing and compiling again must succeed.
    const std::string printed = graph.toFormula(expr, [](int slot) { return kNames[slot]; });
    ExprGraph again;
    FormulaCompiler recompiler(again);
    define(recompiler, again);
    const auto reparsed = recompiler.compile("f", printed, special);
    if (!std::holds_alternative<NodeId>(reparsed)) {
        std::fprintf(stderr, "printed formula does not compile:\n  %s\nfrom\n  %s\n  %s\n",
                     printed.c_str(), text.c_str(),
                     std::get<Diagnostic>(reparsed).toString().c_str());
        std::abort();
    }
    return 0;
}
