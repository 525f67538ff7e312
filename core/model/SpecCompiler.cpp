#include "model/SpecCompiler.h"

#include "base/Settings.h"
#include "base/Text.h"
#include "expr/Tape.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

namespace mechlab::core {

bool isBlank(const std::string& text) {
    return text.find_first_not_of(" \t\r\n") == std::string::npos;
}

void SpecCompiler::defineInputs(ExprGraph& graph, const std::vector<std::string>& names) {
    m_graph = &graph;
    m_inputNames = names;
    m_formulas = std::make_unique<FormulaCompiler>(graph);
    for (int slot = 0; slot < int(names.size()); ++slot)
        m_formulas->define(names[std::size_t(slot)], graph.input(slot));
}

void SpecCompiler::defineLateInputs(const std::vector<std::string>& names, int firstSlot) {
    for (std::size_t k = 0; k < names.size(); ++k)
        if (!m_formulas->isDefined(names[k]))
            m_formulas->define(names[k], m_graph->input(firstSlot + int(k)));
}

void SpecCompiler::compileDefinitions(const std::vector<DefinitionSpec>& definitions) {
    // The names still to come, shrinking as they are defined (one set, not a copy per
    // definition: that made compiling 8000 definitions take 16 s).
    std::set<std::string> pending;
    for (const auto& d : definitions) pending.insert(d.name);
    m_formulas->setPendingNames(&pending);
    for (int k = 0; k < int(definitions.size()); ++k) {
        const DefinitionSpec& d = definitions[std::size_t(k)];
        pending.erase(d.name);
        const NodeId node = formula(Location(Part::Definition, k, -1, d.name), d.formula, true);
        if (node >= 0) m_formulas->define(d.name, node);
        if (m_tooDeep) break; // every later link of the chain would say the same
    }
    m_formulas->setPendingNames(nullptr);
}

NodeId SpecCompiler::formula(const Location& where, const std::string& text, bool allowSpecial,
                             NodeId blankValue) {
    if (blankValue >= 0 && isBlank(text)) return blankValue;
    auto result = m_formulas->compile(where, text, allowSpecial);
    if (auto* d = std::get_if<Diagnostic>(&result)) {
        m_diag.push_back(*d);
        return -1;
    }
    const NodeId node = std::get<NodeId>(result);
    for (NodeId id = NodeId(m_depth.size()); id < m_graph->size(); ++id) {
        const Node& n = m_graph->node(id);
        int depth = 1;
        for (const NodeId child : {n.a, n.b, n.c})
            if (child >= 0 && child < id) depth = std::max(depth, 1 + m_depth[std::size_t(child)]);
        m_depth.push_back(depth);
    }
    if (m_depth[std::size_t(node)] > kMaxDepth) {
        m_tooDeep = true;
        m_diag.push_back(Diagnostic{
            where, text, -1,
            localized("core", "nests %1 operations deep through its definitions; mechlab handles "
                              "up to %2 (write long chains as fewer, larger formulas)")
                .arg(std::to_string(m_depth[std::size_t(node)]))
                .arg(std::to_string(kMaxDepth))});
        return -1;
    }
    return node;
}

void SpecCompiler::requireInputs(const Location& where, const std::string& text, NodeId node,
                                 const std::function<bool(int)>& allowed, const std::string& what) {
    if (node < 0) return;
    const std::vector<int>& inputs = m_graph->inputsOf(node);
    if (!std::all_of(inputs.begin(), inputs.end(), allowed))
        m_diag.push_back(
            Diagnostic{where, text, -1, localized("core", "may depend on %1 only").arg(what)});
}

void SpecCompiler::requireFinite(const std::vector<FiniteCheck>& checks,
                                 const std::vector<double>& inputs) {
    std::vector<double> work, out(1);
    for (const FiniteCheck& c : checks) {
        if (c.node < 0) continue;
        const Tape tape(*m_graph, {c.node});
        tape.eval(inputs.data(), out.data(), work);
        if (std::isfinite(out[0])) continue;
        std::string why = localized("core", "is not finite at the parameters' values");
        if (const auto failure = tape.explainNonFinite(inputs.data(), work))
            why = localized("core", "is not finite at the parameters' values: %1 in %2")
                      .arg(failure->what)
                      .arg(m_graph->toFormula(failure->node, [this](int slot) {
                          return m_inputNames[std::size_t(slot)];
                      }));
        m_diag.push_back(Diagnostic{c.where, c.text, -1, why});
    }
}

void SpecCompiler::requireNoSpecial(const Location& where, const std::string& text, NodeId node) {
    if (node < 0) return;
    if (m_graph->contains(node, [](const Node& nd) { return isSpecialFunction(nd.op); }))
        m_diag.push_back(Diagnostic{
            where, text, -1,
            localized("core", "uses a special function (ellipk, jsn, jcn, jdn), possibly through a "
                              "definition; these are available in exact-solution formulas only")});
}

std::string whyNotIdentifier(const std::string& name) {
    if (name.empty()) return "it is empty";
    if (std::isdigit(static_cast<unsigned char>(name[0]))) return "it starts with a digit";
    for (std::size_t i = 0; i < name.size(); ++i) {
        const auto byte = static_cast<unsigned char>(name[i]);
        if (std::isalnum(byte) || byte == '_') continue;
        if (byte < 0x80)
            return std::isprint(byte)
                       ? "the character " + codePointName(byte) + " '" +
                             std::string(1, char(byte)) + "' is not allowed"
                       : "the control character " + codePointName(byte) + " is not allowed";
        // A UTF-8 sequence: its length from the lead byte, then the code point.
        const int length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1;
        unsigned point = length == 1 ? byte : byte & (0x7Fu >> length);
        for (int k = 1; k < length && i + std::size_t(k) < name.size(); ++k)
            point = (point << 6) | (static_cast<unsigned char>(name[i + std::size_t(k)]) & 0x3Fu);
        return "the character " + codePointName(point) + " '" +
               name.substr(i, std::size_t(length)) + "' is not allowed";
    }
    return "it is not an identifier";
}

namespace {

// The columns a run records besides the coordinates (Recorder::columns, LinearRecorder): a
// coordinate of the same name would give two columns of one name.
bool isRecordedColumn(const std::string& name, bool linear) {
    auto numbered = [&](const std::string& stem) {
        return name.size() > stem.size() && name.rfind(stem, 0) == 0 &&
               std::all_of(name.begin() + std::ptrdiff_t(stem.size()), name.end(),
                           [](char ch) { return std::isdigit(static_cast<unsigned char>(ch)); });
    };
    if (linear)
        return name == "err_x" ||
               (name.size() > 6 && name.compare(name.size() - 6, 6, "_exact") == 0);
    static const std::set<std::string> fixed = {"energy", "abs_dE", "kinetic",
                                                "abs_g",  "abs_Gv", "abs_Av_b",
                                                "err_q",  "err_v",  "err_lambda"};
    return fixed.count(name) > 0 || numbered("lambda") || numbered("mu");
}

} // namespace

void SpecCompiler::checkParameterValues(const std::vector<ParameterSpec>& parameters) {
    for (int k = 0; k < int(parameters.size()); ++k) {
        const ParameterSpec& p = parameters[std::size_t(k)];
        const Location where(Part::ParameterName, k, -1, p.name);
        if (!std::isfinite(p.value))
            error(where, localized("core", "the value is not finite"));
        else if (p.min < p.max && (p.value < p.min || p.value > p.max))
            error(where, localized("core", "the value %1 is outside its slider range [%2, %3]: "
                                           "change the value or widen the range")
                             .arg(formatNumber(p.value))
                             .arg(formatNumber(p.min))
                             .arg(formatNumber(p.max)));
    }
}

void SpecCompiler::checkName(Part part, int row, const std::string& name) {
    const Location where(part, row, -1, name);
    if (!isValidIdentifier(name))
        error(Location(part, row), localized("core", "'%1' is not a valid name: %2 (names use "
                                                     "ASCII letters, digits and "
                                                     "'_', starting with a letter)")
                                       .arg(name)
                                       .arg(whyNotIdentifier(name)));
    else if (name.size() > kMaxNameLength)
        error(Location(part, row, -1, name.substr(0, 40) + "..."),
              localized("core", "the name is too long (at most %1 characters)")
                  .arg(std::to_string(kMaxNameLength)));
    else if (isReservedName(name))
        error(where, localized("core", "the name is reserved (a function, "
                                       "a constant or the time t)"));
    else if ((part == Part::CoordinateName || part == Part::UnknownName ||
              part == Part::InvariantName) &&
             (isRecordedColumn(name, part == Part::UnknownName) ||
              (part == Part::InvariantName && isRecordedColumn("abs_d" + name, false))))
        error(where, part == Part::UnknownName ? "the name is taken by a recorded column (err_x, "
                                                 "NAME_exact)"
                                               : "the name is taken by a recorded column "
                                                 "(energy, abs_dE, kinetic, abs_g, "
                                                 "abs_Gv, abs_Av_b, err_q, err_v, err_lambda, "
                                                 "lambda1, ..., mu1, ...)");
    else if (part == Part::InvariantName
                 ? !m_columns.insert(name).second || !m_columns.insert("abs_d" + name).second
                 : !m_names.insert(name).second)
        error(where, part == Part::InvariantName
                         ? localized("core", "the name, or abs_d and the name, is taken by "
                                             "another recorded column (a coordinate, a velocity "
                                             "or another conserved quantity)")
                         : localized("core", "the name is used twice"));
    if (part == Part::CoordinateName || part == Part::VelocityName) m_columns.insert(name);
}

} // namespace mechlab::core
