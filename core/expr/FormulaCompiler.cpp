#include "expr/FormulaCompiler.h"

#include "base/Text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <deque>
#include <muParser.h>
#include <numbers>
#include <vector>

namespace mechlab::core {

namespace {

// One distinct C function per formula function: the bytecode names a function only by its
// pointer, so the pointer identifies the graph operation. The bodies give muParser's throwaway
// evaluation a value; mechlab never evaluates through muParser.
double fnSin(double x) {
    return std::sin(x);
}
double fnCos(double x) {
    return std::cos(x);
}
double fnTan(double x) {
    return std::tan(x);
}
double fnAsin(double x) {
    return std::asin(x);
}
double fnAcos(double x) {
    return std::acos(x);
}
double fnAtan(double x) {
    return std::atan(x);
}
double fnSinh(double x) {
    return std::sinh(x);
}
double fnCosh(double x) {
    return std::cosh(x);
}
double fnTanh(double x) {
    return std::tanh(x);
}
double fnExp(double x) {
    return std::exp(x);
}
double fnLog(double x) {
    return std::log(x);
}
double fnSqrt(double x) {
    return std::sqrt(x);
}
double fnAbs(double x) {
    return std::abs(x);
}
double fnSign(double x) {
    return x > 0 ? 1.0 : (x < 0 ? -1.0 : 0.0);
}
double fnEllipK(double m) {
    return m;
}
double fnNeg(double x) {
    return -x;
}
double fnPlus(double x) {
    return x;
}
double fnAtan2(double y, double x) {
    return std::atan2(y, x);
}
double fnMin(double a, double b) {
    return std::min(a, b);
}
double fnMax(double a, double b) {
    return std::max(a, b);
}
double fnJsn(double u, double m) {
    return u + m;
}
double fnJcn(double u, double m) {
    return u - m;
}
double fnJdn(double u, double m) {
    return u * m;
}

struct Function1 {
    const char* name;
    double (*fn)(double);
    Op op;
};
struct Function2 {
    const char* name;
    double (*fn)(double, double);
    Op op;
};

// Special functions (isSpecialFunction(op)) are defined only for exact-solution formulas.
const Function1 kFunctions1[] = {
    {"sin", fnSin, Op::Sin},          {"cos", fnCos, Op::Cos},    {"tan", fnTan, Op::Tan},
    {"asin", fnAsin, Op::Asin},       {"acos", fnAcos, Op::Acos}, {"atan", fnAtan, Op::Atan},
    {"sinh", fnSinh, Op::Sinh},       {"cosh", fnCosh, Op::Cosh}, {"tanh", fnTanh, Op::Tanh},
    {"exp", fnExp, Op::Exp},          {"log", fnLog, Op::Log},    {"ln", fnLog, Op::Log},
    {"sqrt", fnSqrt, Op::Sqrt},       {"abs", fnAbs, Op::Abs},    {"sign", fnSign, Op::Sign},
    {"ellipk", fnEllipK, Op::EllipK},
};
const Function2 kFunctions2[] = {
    {"atan2", fnAtan2, Op::Atan2}, {"min", fnMin, Op::Min},      {"max", fnMax, Op::Max},
    {"jsn", fnJsn, Op::JacobiSn},  {"jcn", fnJcn, Op::JacobiCn}, {"jdn", fnJdn, Op::JacobiDn},
};

template <typename Entry, std::size_t N>
const Entry* findByPointer(const Entry (&table)[N], mu::erased_fun_type raw) {
    for (const Entry& f : table)
        if (raw == reinterpret_cast<mu::erased_fun_type>(f.fn)) return &f;
    return nullptr;
}

bool isSpecialName(const std::string& name) {
    return name == "ellipk" || name == "jsn" || name == "jcn" || name == "jdn";
}

// A token in quotes, shortened: a message need not repeat a thousand characters.
std::string quoted(const std::string& s) {
    constexpr std::size_t kShown = 40;
    return "'" + (s.size() <= kShown ? s : s.substr(0, kShown) + "...") + "'";
}

Diagnostic diagnostic(const Location& where, const std::string& text, int pos,
                      std::string message) {
    return Diagnostic{where, text, pos, std::move(message)};
}

} // namespace

bool isReservedName(const std::string& name) {
    if (name == "t" || name == "pi") return true;
    for (const auto& f : kFunctions1)
        if (name == f.name) return true;
    for (const auto& f : kFunctions2)
        if (name == f.name) return true;
    return false;
}

bool isValidIdentifier(const std::string& name) {
    if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0]))) return false;
    return std::all_of(name.begin(), name.end(), [](char ch) {
        return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_';
    });
}

FormulaCompiler::FormulaCompiler(ExprGraph& graph) : m_graph(graph) {}

FormulaCompiler::~FormulaCompiler() = default;

mu::Parser& FormulaCompiler::parser(bool allowSpecial) const {
    std::unique_ptr<mu::Parser>& made = m_parsers[allowSpecial ? 1 : 0];
    if (!made) {
        made = std::make_unique<mu::Parser>();
        mu::Parser& p = *made;
        p.EnableOptimizer(false);
        p.ClearFun();
        p.ClearConst();
        p.ClearInfixOprt();
        p.ClearPostfixOprt();
        p.ClearOprt();
        p.DefineConst("pi", std::numbers::pi);
        p.DefineInfixOprt("-", fnNeg);
        p.DefineInfixOprt("+", fnPlus);
        for (const auto& f : kFunctions1)
            if (allowSpecial || !isSpecialFunction(f.op)) p.DefineFun(f.name, f.fn);
        for (const auto& f : kFunctions2)
            if (allowSpecial || !isSpecialFunction(f.op)) p.DefineFun(f.name, f.fn);
    }
    made->ClearVar();
    return *made;
}

std::variant<NodeId, Diagnostic>
FormulaCompiler::compile(const Location& where, const std::string& text, bool allowSpecial) const {
    if (std::all_of(text.begin(), text.end(),
                    [](char ch) { return std::isspace(static_cast<unsigned char>(ch)); }))
        return diagnostic(where, text, 0, localized("core", "the formula is empty"));
    if (const auto bad =
            std::find_if(text.begin(), text.end(),
                         [](char ch) { return static_cast<unsigned char>(ch) >= 128; });
        bad != text.end())
        return diagnostic(where, text, int(bad - text.begin()),
                          localized("core", "only ASCII characters are allowed in formulas"));
    if (const auto bad = std::find_if(text.begin(), text.end(),
                                      [](char ch) {
                                          return std::iscntrl(static_cast<unsigned char>(ch)) &&
                                                 !std::isspace(static_cast<unsigned char>(ch));
                                      });
        bad != text.end())
        return diagnostic(where, text, int(bad - text.begin()),
                          localized("core", "control character (code %1) in the formula")
                              .arg(std::to_string(static_cast<unsigned char>(*bad))));

    mu::Parser& parser = this->parser(allowSpecial);
    // Only the known names the text mentions become muParser variables (defining every name
    // for every formula made compiling n definitions cost n^2). Candidates: within each run of
    // letters, digits, '_' and '.', the tail from its start and from every letter or '_' that
    // follows a digit or '.' ("2x" mentions x; muParser decides what the text means).
    // muParser variables point at storage; the pointer in the bytecode identifies the name.
    std::vector<std::pair<std::string, NodeId>> mentioned;
    auto word = [](char ch) {
        return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '.';
    };
    auto letter = [](char ch) { return std::isalpha(static_cast<unsigned char>(ch)) || ch == '_'; };
    for (std::size_t i = 0; i < text.size();) {
        if (!word(text[i])) {
            ++i;
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && word(text[end])) ++end;
        for (std::size_t k = i; k < end; ++k) {
            if (!letter(text[k]) || (k > i && letter(text[k - 1]))) continue;
            const std::string name = text.substr(k, end - k);
            if (const auto it = m_names.find(name);
                it != m_names.end() && std::none_of(mentioned.begin(), mentioned.end(),
                                                    [&](const auto& m) { return m.first == name; }))
                mentioned.emplace_back(name, it->second);
        }
        i = end;
    }
    std::vector<double> storage(mentioned.size(), 0.5);
    std::vector<NodeId> nodeOfVar;
    nodeOfVar.reserve(mentioned.size());
    for (const auto& [name, node] : mentioned) {
        try {
            parser.DefineVar(name, &storage[nodeOfVar.size()]);
        } catch (const mu::Parser::exception_type& e) {
            // The model compiler checks names first; this keeps any other caller safe.
            return diagnostic(where, text, -1,
                              localized("core", "the name %1 cannot be used in formulas (%2)")
                                  .arg(quoted(name))
                                  .arg(e.GetMsg()));
        }
        nodeOfVar.push_back(node);
    }

    const mu::SToken* tokens = nullptr;
    std::size_t tokenCount = 0;
    try {
        parser.SetExpr(text);
        parser.Eval();
        tokens = parser.GetByteCode().GetBase();
        tokenCount = parser.GetByteCode().GetSize();
    } catch (const mu::Parser::exception_type& e) {
        // muParser sometimes reports one past the end; clamp to the text.
        int pos = std::clamp(static_cast<int>(e.GetPos()), 0, static_cast<int>(text.size()));
        std::string token = e.GetToken();
        token.erase(token.find_last_not_of(" \t") + 1);
        switch (e.GetCode()) {
        case mu::ecUNASSIGNABLE_TOKEN:
            if (m_pending && m_pending->count(token))
                return diagnostic(
                    where, text, pos,
                    localized(
                        "core",
                        "%1 is used before it is defined (definitions are evaluated in order)")
                        .arg(quoted(token)));
            if (isSpecialName(token))
                return diagnostic(
                    where, text, pos,
                    localized("core", "%1 is available in exact-solution formulas only")
                        .arg(quoted(token)));
            if (isReservedName(token) && token != "t" && token != "pi")
                return diagnostic(where, text, pos,
                                  localized("core", "%1 is a function: write %2(...)")
                                      .arg(quoted(token))
                                      .arg(token));
            if (isValidIdentifier(token))
                return diagnostic(where, text, pos,
                                  localized("core", "unknown name %1").arg(quoted(token)));
            if (!token.empty() &&
                (std::isdigit(static_cast<unsigned char>(token[0])) || token[0] == '.'))
                return diagnostic(
                    where, text, pos,
                    localized("core", "malformed or out-of-range number %1").arg(quoted(token)));
            return diagnostic(where, text, pos,
                              localized("core", "unexpected %1").arg(quoted(token)));
        case mu::ecEXPRESSION_TOO_LONG:
            return diagnostic(
                where, text, -1,
                localized(
                    "core",
                    "the formula is too long (more than %1 characters): split it with definitions")
                    .arg(std::to_string(mu::MaxLenExpression)));
        case mu::ecIDENTIFIER_TOO_LONG:
            return diagnostic(where, text, pos,
                              localized("core", "the name %1 is too long (more than %2 characters)")
                                  .arg(quoted(token))
                                  .arg(std::to_string(mu::MaxLenIdentifier)));
        case mu::ecUNEXPECTED_EOF:
            return diagnostic(where, text, pos, localized("core", "the formula ends unexpectedly"));
        case mu::ecMISSING_PARENS:
            return diagnostic(where, text, pos, localized("core", "missing closing parenthesis"));
        case mu::ecUNEXPECTED_PARENS:
            return diagnostic(where, text, pos, localized("core", "unexpected parenthesis"));
        case mu::ecTOO_MANY_PARAMS:
            return diagnostic(where, text, pos,
                              localized("core", "too many arguments for %1").arg(quoted(token)));
        case mu::ecTOO_FEW_PARAMS:
            return diagnostic(where, text, pos,
                              localized("core", "too few arguments for %1").arg(quoted(token)));
        case mu::ecUNEXPECTED_VAR:
        case mu::ecUNEXPECTED_VAL:
            return diagnostic(
                where, text, pos,
                localized("core", "unexpected %1 (missing operator?)").arg(quoted(token)));
        case mu::ecUNEXPECTED_OPERATOR:
            return diagnostic(where, text, pos,
                              localized("core", "unexpected operator %1").arg(quoted(token)));
        case mu::ecUNEXPECTED_ARG_SEP:
            return diagnostic(where, text, pos,
                              localized("core", "unexpected ',' outside a function call"));
        case mu::ecUNEXPECTED_FUN:
            return diagnostic(
                where, text, pos,
                localized("core", "unexpected function %1 (missing operator?)").arg(quoted(token)));
        case mu::ecMISPLACED_COLON:
        case mu::ecMISSING_ELSE_CLAUSE:
        case mu::ecUNEXPECTED_CONDITIONAL: {
            // Point at the operator of the broken conditional.
            const auto mark = text.find(e.GetCode() == mu::ecMISPLACED_COLON ? ':' : '?');
            if (mark != std::string::npos) pos = static_cast<int>(mark);
            return diagnostic(
                where, text, pos,
                localized("core", "incomplete conditional: write 'condition ? a : b'"));
        }
        default:
            return diagnostic(where, text, pos, e.GetMsg());
        }
    }

    // Translate the reverse Polish bytecode into graph nodes.
    ExprGraph& g = m_graph;
    std::vector<NodeId> stack;
    struct Branch {
        NodeId condition;
        NodeId whenTrue = -1;
    };
    std::vector<Branch> branches;
    auto pop = [&stack]() {
        const NodeId id = stack.back();
        stack.pop_back();
        return id;
    };
    auto internalError = [&](const std::string& what) {
        return diagnostic(
            where, text, -1,
            localized("core", "the formula uses %1, which mechlab does not support").arg(what));
    };
    for (std::size_t i = 0; i < tokenCount; ++i) {
        const mu::SToken& tok = tokens[i];
        switch (tok.Cmd) {
        case mu::cmEND:
            i = tokenCount;
            break;
        case mu::cmVAL:
            stack.push_back(g.constant(tok.Val.data2));
            break;
        case mu::cmVAR:
            stack.push_back(nodeOfVar[std::size_t(tok.Val.ptr - storage.data())]);
            break;
        case mu::cmLE:
        case mu::cmGE:
        case mu::cmNEQ:
        case mu::cmEQ:
        case mu::cmLT:
        case mu::cmGT:
        case mu::cmADD:
        case mu::cmSUB:
        case mu::cmMUL:
        case mu::cmDIV:
        case mu::cmPOW:
        case mu::cmLAND:
        case mu::cmLOR: {
            static const std::map<mu::ECmdCode, Op> binary = {
                {mu::cmLE, Op::Le},   {mu::cmGE, Op::Ge},   {mu::cmNEQ, Op::Ne},
                {mu::cmEQ, Op::Eq},   {mu::cmLT, Op::Lt},   {mu::cmGT, Op::Gt},
                {mu::cmADD, Op::Add}, {mu::cmSUB, Op::Sub}, {mu::cmMUL, Op::Mul},
                {mu::cmDIV, Op::Div}, {mu::cmPOW, Op::Pow}, {mu::cmLAND, Op::And},
                {mu::cmLOR, Op::Or}};
            const NodeId b = pop(), a = pop();
            stack.push_back(g.make(binary.at(tok.Cmd), a, b));
            break;
        }
        case mu::cmIF:
            branches.push_back({pop()});
            break;
        case mu::cmELSE:
            branches.back().whenTrue = pop();
            break;
        case mu::cmENDIF: {
            const NodeId whenFalse = pop();
            const Branch br = branches.back();
            branches.pop_back();
            stack.push_back(g.make(Op::Select, br.condition, br.whenTrue, whenFalse));
            break;
        }
        case mu::cmFUNC: {
            const auto raw = tok.Fun.cb._pRawFun;
            if (tok.Fun.argc == 1) {
                const NodeId a = pop();
                if (raw == reinterpret_cast<mu::erased_fun_type>(fnNeg))
                    stack.push_back(g.neg(a));
                else if (raw == reinterpret_cast<mu::erased_fun_type>(fnPlus))
                    stack.push_back(a);
                else if (const auto* f = findByPointer(kFunctions1, raw))
                    stack.push_back(g.make(f->op, a));
                else
                    return internalError(localized("core", "an unknown function"));
            } else if (tok.Fun.argc == 2) {
                const NodeId b = pop(), a = pop();
                if (const auto* f = findByPointer(kFunctions2, raw))
                    stack.push_back(g.make(f->op, a, b));
                else
                    return internalError(localized("core", "an unknown function"));
            } else {
                return internalError(localized("core", "a function with %1 arguments")
                                         .arg(std::to_string(tok.Fun.argc)));
            }
            break;
        }
        case mu::cmASSIGN: {
            const auto eq = text.find('=');
            return diagnostic(
                where, text, eq == std::string::npos ? -1 : int(eq),
                localized("core", "assignments are not allowed; write only the right-hand side"));
        }
        default:
            return internalError(localized("core", "an unsupported construct"));
        }
    }
    if (stack.size() != 1 || !branches.empty()) {
        const auto comma = text.find(',');
        return diagnostic(
            where, text, comma == std::string::npos ? -1 : int(comma),
            localized(
                "core",
                "a formula must be a single expression (found a ',' outside a function call)"));
    }
    // Constant parts are folded while the graph is built: 0/0 or 1e308*10 would otherwise
    // surface only in a run, as a value nobody typed.
    if (g.contains(stack.back(), [](const Node& n) {
            return (n.op == Op::Const || n.op == Op::PowConst) && !std::isfinite(n.value);
        }))
        return diagnostic(
            where, text, -1,
            localized("core", "a constant part of the formula is not finite (a division by zero or "
                              "an overflow in numbers alone, such as 0/0 or 1e308*10)"));
    return stack.back();
}

} // namespace mechlab::core
