// Fuzz target: the model loader. Any text is parsed as a model file; a spec that parses is
// written back and parsed again (which must succeed) and compiled — mechanical or linear DAE,
// including initial values and, for a linear DAE, the pencil analysis. Nothing may crash, hang
// or read out of bounds.
//
// Its mutator knows the format: an input that is JSON is changed as a document (a formula
// rewritten from the format's names and the formula tokens, a number set to an edge value, an
// element repeated or dropped, a value of another type, a key of the format added), so that the
// fuzzer reaches the compiler and the runs rather than the JSON parser's error paths; other
// inputs get libFuzzer's byte mutations.

#include "linear/LinearDae.h"
#include "model/Model.h"
#include "model/ModelJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

using namespace mechlab::core;

namespace {

// Bounds that keep one input fast: the loader itself accepts larger models.
bool small(const ModelSpec& spec) {
    return spec.coordinates.size() <= 12 && spec.constraints.size() <= 12 &&
           spec.linear.E.size() <= 12;
}

#ifdef MECHLAB_LIBFUZZER

// Formula pieces and numbers the mutator draws from (with the names the document defines).
const char* const kTokens[] = {"+",    "-",     "*",      "/",     "^",      "(",    ")",    "sin(",
                               "cos(", "exp(",  "log(",   "sqrt(", "atan2(", "abs(", "min(", "max(",
                               " ? ",  " : ",   "<",      "&&",    "t",      "pi",   "0",    "1",
                               "2",    "1e308", "1e-308", "0.5",   ","};
const double kNumbers[] = {0.0,          -1.0,   1.0,  1e308, -1e308, 5e-324, 1e-300,
                           2147483648.0, 9.3e18, 1e16, 0.1,   400,    401,    1e9};
const char* const kKeys[] = {"definitions", "constraints", "velocity_constraints", "exact",
                             "reference",   "lagrangian",  "dissipation",          "potential",
                             "energy",      "recommended", "linear_dae",           "drawing",
                             "time",        "energy_unit"};

// The names the document defines (coordinates, parameters, definitions) and their velocities.
void collectNames(const QJsonValue& v, std::vector<QString>& names) {
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        if (o.value("name").isString()) {
            names.push_back(o.value("name").toString());
            names.push_back(o.value("name").toString() + "_dot");
        }
        for (const QJsonValue& child : o) collectNames(child, names);
    } else if (v.isArray()) {
        for (const QJsonValue& child : v.toArray()) collectNames(child, names);
    }
}

struct Mutator {
    std::minstd_rand rng;
    std::vector<QString> names;
    int target = 0; // the value to change, in visiting order

    std::size_t pick(std::size_t n) {
        return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
    }

    QString formula() {
        QString f;
        const std::size_t pieces = 1 + pick(8);
        for (std::size_t i = 0; i < pieces; ++i)
            f += !names.empty() && pick(2) ? names[pick(names.size())]
                                           : QString(kTokens[pick(std::size(kTokens))]);
        return f;
    }

    QJsonValue replacement(const QJsonValue& v) {
        switch (pick(4)) {
        case 0:
            return formula();
        case 1:
            return kNumbers[pick(std::size(kNumbers))];
        case 2:
            return v.isString() ? QJsonValue(v.toString() + formula())
                                : QJsonValue(QJsonArray{v, v});
        default:
            return pick(2) ? QJsonValue() : QJsonValue(QJsonObject{});
        }
    }

    // Visits the values depth-first; the target-th one is changed.
    QJsonValue visit(const QJsonValue& v) {
        if (target-- == 0) return replacement(v);
        if (v.isObject()) {
            QJsonObject o = v.toObject();
            for (auto it = o.begin(); it != o.end(); ++it) it.value() = visit(it.value());
            if (target-- == 0) o.insert(kKeys[pick(std::size(kKeys))], formula());
            return o;
        }
        if (v.isArray()) {
            QJsonArray a = v.toArray();
            for (qsizetype i = 0; i < a.size(); ++i) a[i] = visit(a[i]);
            if (target-- == 0 && !a.isEmpty()) {
                const qsizetype i = qsizetype(pick(std::size_t(a.size())));
                if (pick(2))
                    a.insert(i, a[i]);
                else
                    a.removeAt(i);
            }
            return a;
        }
        return v;
    }
};

// How many times Mutator::visit counts down on `v`: once per value, once more per container.
std::size_t countValues(const QJsonValue& v) {
    std::size_t n = 1;
    if (v.isObject()) {
        ++n;
        for (const QJsonValue& child : v.toObject()) n += countValues(child);
    } else if (v.isArray()) {
        ++n;
        for (const QJsonValue& child : v.toArray()) n += countValues(child);
    }
    return n;
}

#endif

} // namespace

#ifdef MECHLAB_LIBFUZZER
extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t maxSize);

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t maxSize, unsigned int seed) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(
        QByteArray(reinterpret_cast<const char*>(data), qsizetype(size)), &error);
    // One time in four, or for what is not a JSON object: libFuzzer's own byte mutations.
    if (error.error != QJsonParseError::NoError || !doc.isObject() || seed % 4 == 0)
        return LLVMFuzzerMutate(data, size, maxSize);
    Mutator m{std::minstd_rand(seed), {}, 0};
    collectNames(doc.object(), m.names);
    const QJsonValue root(doc.object());
    m.target = int(m.pick(countValues(root)));
    const QByteArray out = QJsonDocument(m.visit(root).toObject()).toJson(QJsonDocument::Compact);
    if (std::size_t(out.size()) > maxSize) return LLVMFuzzerMutate(data, size, maxSize);
    std::memcpy(data, out.data(), std::size_t(out.size()));
    return std::size_t(out.size());
}
#endif

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
