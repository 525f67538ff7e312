// Fuzz target: the model loader. Any text is parsed as a model file; a spec that parses is
// written back and parsed again (which must succeed) and compiled — mechanical or linear DAE,
// including initial values and, for a linear DAE, the pencil analysis. Nothing may crash, hang
// or read out of bounds.

#include "linear/LinearDae.h"
#include "model/Model.h"
#include "model/ModelJson.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace mechlab::core;

namespace {

// Bounds that keep one input fast: the loader itself accepts larger models.
bool small(const ModelSpec& spec) {
    return spec.coordinates.size() <= 12 && spec.constraints.size() <= 12 &&
           spec.linear.E.size() <= 12;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > 65536) return 0;
    const std::string text(reinterpret_cast<const char*>(data), size);
    const ModelSpecResult parsed = parseModelJson(text);
    if (!parsed.ok()) return 0;
    const ModelSpec& spec = *parsed.spec;

    const std::string written = toModelJson(spec);
    const ModelSpecResult again = parseModelJson(written);
    if (!again.ok()) {
        std::fprintf(stderr, "a written model does not load again:\n%s\n%s\n", written.c_str(),
                     toString(again.diagnostics).c_str());
        std::abort();
    }
    if (!small(spec)) return 0;
    if (spec.isLinearDae())
        compileLinearDae(spec);
    else
        compileModel(spec);
    return 0;
}
